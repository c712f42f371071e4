import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherSandbox

/// Compiles and runs the samples of the Getting started article (WeatherProviders.docc/GettingStarted.md).
@Suite("Getting started article")
struct GettingStartedArticleTests {
    @Test("fetching the weather on the sandbox")
    func fetchTheWeather() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let client = OpenMeteoClient(transport: SandboxTransport(seed: 7))
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await client.weather(at: berlin, including: [.current, .hourly, .daily])

        if let now = weather.current {
            print("Now", now.temperature.converted(to: .celsius), now.condition.description)
        }
        for hour in weather.hours(from: .now) {
            print(hour.date, hour.temperature)
        }
        for day in weather.days(from: .now, count: 7) {
            print(day.weekdayName(in: weather.timeZone), day.lowTemperature, day.highTemperature)
        }

        #expect(weather.timeZone.identifier == "Europe/Berlin")
        #expect(printed.first?.hasPrefix("Now ") == true)
        let hours = weather.hours(from: .now)
        #expect(hours.count >= 24)
        #expect(printed.count == 1 + hours.count + weather.days(from: .now, count: 7).count)
    }

    @Test("finding places")
    func findPlaces() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let client = OpenMeteoClient(transport: SandboxTransport(seed: 7))

        let places = try await client.places(matching: "Lisbon", limit: 3)
        if let lisbon = places.first {
            print(lisbon.name, lisbon.country ?? "", lisbon.coordinate)
        }

        #expect(places.first?.name == "Lisbon")
        #expect(places.first?.country == "PT")
        #expect(printed.count == 1)
    }
}
