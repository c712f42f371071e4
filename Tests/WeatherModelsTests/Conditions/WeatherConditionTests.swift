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
        #expect(WeatherCondition.clear.symbolName(isDaylight: true) == "sun.max.fill")
        #expect(WeatherCondition.clear.symbolName(isDaylight: false) == "moon.stars.fill")
        #expect(WeatherCondition.partlyCloudy.symbolName(isDaylight: false) == "cloud.moon.fill")
        #expect(
            WeatherCondition.rain.symbolName(isDaylight: true) == WeatherCondition.rain.symbolName(isDaylight: false))
    }

    /// The weather symbols of SF Symbols 4 (iOS 16, macOS 13) that have a multicolor layer, the filled ones where a
    /// filled one exists; `moon.dust` and other symbols of SF Symbols 5 are not among them.
    static let multicolorSymbolsOfIOS16: Set<String> = [
        "sun.max.fill", "sun.min.fill", "moon.fill", "moon.stars.fill", "cloud.fill", "cloud.sun.fill",
        "cloud.moon.fill", "cloud.fog.fill", "sun.haze.fill", "moon.haze.fill", "smoke.fill", "sun.dust.fill",
        "cloud.drizzle.fill", "cloud.rain.fill", "cloud.heavyrain.fill", "cloud.sun.rain.fill", "cloud.moon.rain.fill",
        "cloud.sleet.fill", "cloud.snow.fill", "cloud.hail.fill", "cloud.sun.bolt.fill", "cloud.moon.bolt.fill",
        "cloud.bolt.rain.fill", "tropicalstorm", "hurricane", "tornado", "wind", "wind.snow", "snowflake",
        "thermometer.snowflake", "questionmark",
    ]

    @Test(
        "every symbol is drawn alike in multicolor and exists on iOS 16, the oldest system of the symbol API",
        arguments: WeatherCondition.allCases)
    func symbolsAreFilledMulticolorSymbolsOfIOS16(condition: WeatherCondition) {
        for isDaylight in [true, false] {
            let name = condition.symbolName(isDaylight: isDaylight)
            let when = isDaylight ? "day" : "night"
            #expect(Self.multicolorSymbolsOfIOS16.contains(name), "\(condition) \(when): \(name)")
        }
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
