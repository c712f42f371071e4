import Foundation
import Testing

@testable import WeatherModels

@Suite("WeatherCondition")
struct WeatherConditionTests {

    @Test(
        "free text, case-insensitive",
        arguments: [
            ("Partly Cloudy", WeatherCondition.partlyCloudy), ("Partly cloudy", .partlyCloudy),
            ("partly  cloudy ", .partlyCloudy), ("Rain showers", .rain), ("Rainy", .rain), ("Rain", .rain),
            ("Sunny", .clear), ("Clear sky", .clear), ("CLEAR", .clear), ("Scattered clouds", .partlyCloudy),
            ("Cloudy", .cloudy), ("Overcast clouds", .cloudy), ("Patchy rain nearby", .rain),
            ("Moderate or heavy snow with thunder", .thunderstorms), ("Light freezing rain", .freezingRain),
            ("Heavy snow", .heavySnow), ("mist", .foggy), ("Thunderstorm", .thunderstorms),
            ("mostlyCloudy", .mostlyCloudy), ("Blowing dust", .blowingDust),
            ("Isolated thunderstorms", .isolatedThunderstorms),
            ("", .unknown), ("lorem ipsum", .unknown),
        ])
    func text(text: String, expected: WeatherCondition) {
        #expect(WeatherCondition(text: text) == expected)
    }

    @Test("every known phrase is found however it is spelled: case, spacing, underscores")
    func everyPhraseInAnySpelling() {
        for (phrase, condition) in WeatherCondition.phrases {
            let capitalized = phrase.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
            for spelling in [
                phrase, phrase.uppercased(), capitalized.joined(separator: " "), " \(phrase)",
                phrase.replacingOccurrences(of: " ", with: "  "), phrase.replacingOccurrences(of: " ", with: "_"),
                "\t\(phrase)\n",
            ] {
                #expect(WeatherCondition(text: spelling) == condition, "\(spelling.debugDescription)")
            }
        }
        // A phrase's letters in another script, or one letter off, are not that phrase.
        #expect(WeatherCondition(text: "Sunnyy") == .clear)  // by keyword ("sun"), not as a phrase
        #expect(WeatherCondition(text: "Ѕunny") == .unknown)  // Cyrillic "Ѕ"
    }

    @Test("every condition's description and raw value parse back", arguments: WeatherCondition.allCases)
    func textRoundTrip(condition: WeatherCondition) {
        #expect(WeatherCondition(text: condition.description) == condition)
        #expect(WeatherCondition(text: condition.rawValue) == condition)
        #expect(WeatherCondition(text: condition.description.uppercased()) == condition)
    }

    @Test("descriptions are distinct sentence-case English; symbols are set", arguments: WeatherCondition.allCases)
    func presentation(condition: WeatherCondition) {
        let description = condition.description
        #expect(description.first?.isUppercase == true)
        #expect(description.dropFirst().allSatisfy { !$0.isUppercase })
        #expect(WeatherCondition.allCases.filter { $0.description == description } == [condition])
        #expect(!condition.symbolName(isDaylight: true).isEmpty)
        #expect(!condition.symbolName(isDaylight: false).isEmpty)
    }

    @Test("day and night symbols differ where the sky shows")
    func symbols() {
        #expect(WeatherCondition.clear.symbolName(isDaylight: true) == "sun.max")
        #expect(WeatherCondition.clear.symbolName(isDaylight: false) == "moon.stars")
        #expect(WeatherCondition.partlyCloudy.symbolName(isDaylight: false) == "cloud.moon")
        #expect(
            WeatherCondition.rain.symbolName(isDaylight: true) == WeatherCondition.rain.symbolName(isDaylight: false))
    }

    @Test("codes as raw values, and unknown raw values decode as unknown")
    func coding() throws {
        for condition in WeatherCondition.allCases {
            let data = try JSONEncoder().encode([condition])
            #expect(String(decoding: data, as: UTF8.self) == "[\"\(condition.rawValue)\"]")
            #expect(try JSONDecoder().decode([WeatherCondition].self, from: data) == [condition])
        }
        let future = try JSONDecoder().decode([WeatherCondition].self, from: Data(#"["volcanicEruption"]"#.utf8))
        #expect(future == [.unknown])
    }
}
