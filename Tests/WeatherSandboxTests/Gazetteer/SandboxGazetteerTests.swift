import Foundation
import Testing
import WeatherModels

@testable import WeatherSandbox

@Suite("Gazetteer")
struct SandboxGazetteerTests {
    let gazetteer = SandboxGazetteer.standard

    @Test("Holds at least 500 cities with valid data")
    func size() {
        #expect(gazetteer.count >= 500)
        #expect(gazetteer.places.count == gazetteer.count)
        for (index, city) in gazetteer.cities.enumerated() {
            #expect(city.number == index + 1)
            #expect(!city.name.isEmpty && city.countryCode.count == 2)
            #expect(city.countryName != city.countryCode, "\(city.countryCode) has no country name")
            #expect(city.population > 0)
            #expect(city.localizedNames["en"] != nil)
        }
    }

    @Test("Every time zone identifier resolves")
    func timeZones() {
        for city in gazetteer.cities {
            #expect(TimeZone(identifier: city.zone.identifier) != nil, "\(city.name): \(city.zone.identifier)")
            #expect(!city.zone.identifier.hasPrefix("Etc/"), "\(city.name)'s zone fell back to \(city.zone.identifier)")
        }
    }

    @Test("Every line of the tables became a city")
    func tablesParse() {
        let lines = [
            SandboxGazetteer.europe, SandboxGazetteer.americas, SandboxGazetteer.asia,
            SandboxGazetteer.africaAndOceania,
        ].joined(separator: "\n").split(separator: "\n")
        #expect(lines.count == gazetteer.count)
    }

    @Test(
        "Prefix search ignores case and accents",
        arguments: [
            ("sao", "São Paulo"), ("zur", "Zurich"), ("ZÜRICH", "Zurich"), ("münchen", "Munich"),
            ("bogota", "Bogotá"), ("lodz", "Łódź"), ("new y", "New York"), ("reykjav", "Reykjavik"),
        ])
    func search(query: String, expected: String) {
        let names = gazetteer.places(matching: query, limit: 5).map(\.name)
        #expect(names.contains(expected), "\(query) gave \(names)")
    }

    @Test("Exact names come first, then the most populous")
    func ranking() {
        #expect(gazetteer.places(matching: "paris").first?.name == "Paris")
        #expect(gazetteer.places(matching: "london").first?.country == "GB")
        #expect(gazetteer.places(matching: "springfield", limit: 10).count == 3)
        #expect(gazetteer.places(matching: "").isEmpty)
        #expect(gazetteer.places(matching: SandboxTransport.unknownPlaceName).isEmpty)
        #expect(gazetteer.places(matching: "lon", limit: 2).count == 2)
    }

    @Test("The nearest city is found for a coordinate, none in mid-ocean")
    func nearest() throws {
        let nearBerlin = try Coordinate(latitude: 52.50, longitude: 13.30)
        #expect(gazetteer.nearestPlace(to: nearBerlin)?.name == "Berlin")
        let pacific = try Coordinate(latitude: -40, longitude: -130)
        #expect(gazetteer.nearestPlace(to: pacific) == nil)
        #expect(gazetteer.zone(at: pacific).identifier == "Etc/GMT+9")
    }

    @Test("Places carry their region, country, time zone and localized names")
    func places() throws {
        let munich = try #require(gazetteer.places(matching: "Munich").first)
        #expect(munich.state == "Bavaria")
        #expect(munich.country == "DE")
        #expect(munich.timeZone?.identifier == "Europe/Berlin")
        #expect(munich.localizedNames["de"] == "München")
        #expect(abs(munich.coordinate.latitude - 48.14) < 0.05)
    }
}

extension SandboxGazetteerTests {
    @Test("The search radius of nearestPlace is honoured")
    func radius() throws {
        let offParis = try Coordinate(latitude: 48.86, longitude: 3.35)  // about 73 km east of Paris
        #expect(gazetteer.nearestPlace(to: offParis)?.name == "Paris")
        #expect(gazetteer.nearestPlace(to: offParis, within: Measurement(value: 50, unit: .kilometers)) == nil)
    }

    @Test("Folding ASCII directly gives what Foundation's folding gives, for every name and edge cases")
    func asciiFoldingMatchesFoundation() {
        let names = gazetteer.cities.flatMap { [$0.name, $0.countryName] + $0.localizedNames.values }
        let edges = [
            "", " ", "\t\n", "  New York  ", "\rSAN jose\u{0B}", "St. John's", "A-Z_a-z 0-9 @[`{", "\u{0C}x\u{0C}",
            "MiXeD CaSe", "O'Hare (ORD)",
        ]
        for text in names + edges {
            #expect(SandboxGazetteer.fold(text) == SandboxGazetteer.foldedByFoundation(text), "\(text)")
        }
        #expect(SandboxGazetteer.fold("  São PAULO ") == "sao paulo")
    }
}
