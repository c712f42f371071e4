import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// Every provider client decodes every sandbox endpoint, for random places and dates, and the
/// mapped values stay inside physical bounds.
@Suite("Client decoding")
struct ClientDecodingTests {
    static func checkBounds(_ weather: Weather, _ label: String) {
        if let current = weather.current {
            let celsius = current.temperature.converted(to: .celsius).value
            #expect((-95...60).contains(celsius), "\(label): temperature \(celsius)")
            #expect((0...1).contains(current.humidity), "\(label): humidity \(current.humidity)")
        }
        for day in weather.daily {
            let high = day.highTemperature.converted(to: .celsius).value
            let low = day.lowTemperature.converted(to: .celsius).value
            #expect(low <= high + 1e-9, "\(label): low \(low) above high \(high)")
            #expect((-95...60).contains(high), "\(label): high \(high)")
        }
        for hour in weather.hourly {
            let celsius = hour.temperature.converted(to: .celsius).value
            #expect((-95...60).contains(celsius), "\(label): hourly \(celsius)")
        }
    }

    @Test("OpenWeather: One Call 3.0 and 2.5, current, forecast and reverse geocoding, all units")
    func openWeather() async throws {
        let units: [OpenWeatherClient.Units] = [.standard, .metric, .imperial]
        for (index, input) in SandboxTesting.Inputs(count: 30, seed: 11).enumerated() {
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            var configuration = OpenWeatherClient.Configuration(units: units[index % 3])
            configuration.oneCallVersion = index.isMultiple(of: 2) ? .threePointZero : .twoPointFive
            configuration.now = { input.date }
            let client = OpenWeatherClient(apiKey: "sandbox", transport: sandbox, configuration: configuration)
            let label = "\(input.coordinate) at \(input.date)"
            let oneCall = try await client.weather(at: input.coordinate)
            #expect(oneCall.hourly.count == 48, "\(label)")
            #expect(oneCall.daily.count == 8, "\(label)")
            #expect(oneCall.minutely.count == 61, "\(label)")
            Self.checkBounds(oneCall, label)
            Self.checkBounds(try await client.currentWeather(at: input.coordinate), label)
            let forecast = try await client.forecast(at: input.coordinate)
            #expect(forecast.hourly.count == 40, "\(label)")
            Self.checkBounds(forecast, label)
            _ = try await client.place(at: input.coordinate)
        }
    }

    @Test("Open-Meteo: forecast with every block, in both unit systems")
    func openMeteo() async throws {
        for (index, input) in SandboxTesting.Inputs(count: 16, seed: 12).enumerated() {
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            var configuration = OpenMeteoClient.Configuration()
            if index.isMultiple(of: 2) {
                configuration.temperatureUnit = .fahrenheit
                configuration.windSpeedUnit = .milesPerHour
                configuration.precipitationUnit = .inches
            }
            configuration.now = { input.date }
            let client = OpenMeteoClient(transport: sandbox, configuration: configuration)
            let weather = try await client.weather(at: input.coordinate)
            #expect(!weather.hourly.isEmpty)
            #expect(weather.daily.count == configuration.forecastDays)
            Self.checkBounds(weather, "\(input.coordinate) at \(input.date)")
        }
    }

    @Test("WeatherAPI.com: forecast with alerts and air quality, current by coordinate")
    func weatherAPI() async throws {
        for (index, input) in SandboxTesting.Inputs(count: 20, seed: 13).enumerated() {
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            var configuration = WeatherAPIClient.Configuration()
            configuration.includesAirQuality = index.isMultiple(of: 2)
            configuration.now = { input.date }
            let client = WeatherAPIClient(apiKey: "sandbox", transport: sandbox, configuration: configuration)
            let label = "\(input.coordinate) at \(input.date)"
            let forecast = try await client.forecast(for: .coordinate(input.coordinate), days: 3)
            #expect(forecast.daily.count == 3, "\(label)")
            #expect(forecast.hourly.count >= 48, "\(label)")
            Self.checkBounds(forecast, label)
            Self.checkBounds(
                try await client.weather(for: "\(input.coordinate.latitude),\(input.coordinate.longitude)"), label)
        }
    }

    @Test("Search and geocoding decode for every searching client")
    func search() async throws {
        let sandbox = SandboxTesting.sandbox()
        let searchers: [any PlaceSearching] = [
            OpenWeatherClient(apiKey: "sandbox", transport: sandbox),
            WeatherAPIClient(apiKey: "sandbox", transport: sandbox),
            OpenMeteoClient(transport: sandbox),
        ]
        for searcher in searchers {
            for name in ["London", "São Paulo", "Zurich", "Tokyo", "Springfield"] {
                let places = try await searcher.places(matching: name, limit: 5)
                #expect(!places.isEmpty, "\(type(of: searcher)) found nothing for \(name)")
                #expect(places.count <= 5)
            }
            #expect(try await searcher.places(matching: SandboxTransport.unknownPlaceName, limit: 5).isEmpty)
        }
        let openWeather = OpenWeatherClient(apiKey: "sandbox", transport: sandbox)
        let zip = try await openWeather.place(zip: "10001", country: "US")
        #expect(zip?.country == "US")
        #expect(try await openWeather.place(zip: "00000", country: "US") == nil)
        let weather = try await openWeather.currentWeather(city: "Paris")
        #expect(weather.place?.name == "Paris")
    }

    @Test("freetestapi: every page, search and lookup by id")
    func freeTestAPI() async throws {
        let sandbox = SandboxTesting.sandbox()
        let client = FreeTestWeatherClient(transport: sandbox)
        var ids: [Int] = []
        for try await page in client.cities(pageSize: 50) {
            #expect(page.count <= 50)
            ids += page.map(\.id)
        }
        #expect(ids.count == SandboxGazetteer.standard.count)
        #expect(ids == Array(1...ids.count))
        let matches = try await client.allCities(search: "sao")
        #expect(matches.contains { $0.city == "São Paulo" })
        let city = try await client.city(id: 2)
        #expect(city?.city == SandboxGazetteer.standard.cities[1].name)
        #expect(try await client.city(id: 99_999) == nil)
    }
}
