import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// The examples of the "Using OpenWeather" article, run against recorded bodies.
@Suite("OpenWeather article")
struct OpenWeatherArticleTests {
    static let routes: [String: String] = [
        "/geo/1.0/direct": "openweather/geo-direct/london-5-results-2021.json",
        "/data/2.5/forecast": "openweather/forecast5/london-latlon.json",
        "/data/2.5/weather": "openweather/current/london-latlon.json",
        "/data/3.0/onecall": "openweather/onecall3/nairobi-kenya-default-units.json",
    ]

    static func transport(oneCallStatus: Int = 200) -> StubTransport {
        StubTransport { request, _ in
            let path = request.url.path
            if path == "/data/3.0/onecall", oneCallStatus == 401 {
                let body =
                    #"{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan."}"#
                return HTTPResponse(statusCode: 401, body: Data(body.utf8))
            }
            guard let file = routes[path] else {
                return HTTPResponse(statusCode: 404, body: Data(#"{"cod":"404","message":"not found"}"#.utf8))
            }
            return HTTPResponse(statusCode: 200, body: try Fixtures.data(file))
        }
    }

    @Test func landingPageExample() async throws {
        let key = sentinelKey
        let transport = Self.transport()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        /// The landing page's client, answering from recorded bodies instead of the network.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenWeatherClient(apiKey: String) -> WeatherProviders.OpenWeatherClient {
            WeatherProviders.OpenWeatherClient(apiKey: apiKey, transport: transport)
        }

        // WeatherProviders.md, line for line.
        let client = OpenWeatherClient(apiKey: key)
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await client.weather(at: berlin, including: [.current, .daily])
        print(weather.current?.temperature ?? "no current block")

        #expect(printed == ["\(try #require(weather.current?.temperature))"])
        let oneCall = try SentRequest(try #require(transport.requests.last))
        #expect(oneCall["units"] == nil)
    }

    @Test func overviewExample() async throws {
        let apiKey = sentinelKey
        let transport = Self.transport()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        /// The article's client, answering from recorded bodies instead of the network.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func OpenWeatherClient(apiKey: String) -> WeatherProviders.OpenWeatherClient {
            WeatherProviders.OpenWeatherClient(apiKey: apiKey, transport: transport)
        }

        // UsingOpenWeather.md, line for line.
        let client = OpenWeatherClient(apiKey: apiKey)

        // Geocoding, then the free 5 day / 3 hour forecast grouped into local days.
        if let paris = try await client.places(matching: "Paris,FR", limit: 1).first {
            let forecast = try await client.forecast(at: paris.coordinate)
            for day in forecast.daily {
                print(day.date, day.highTemperature, day.lowTemperature, day.conditionDescription)
            }
        }

        // One Call 3.0, asking only for what the screen shows (the rest goes into `exclude`).
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let weather = try await client.weather(at: berlin, including: [.current, .hourly, .alerts])
        print(weather.current?.temperature.converted(to: .celsius) ?? "—", weather.timeZone.identifier)

        #expect(printed.count > 1)
        #expect(printed.last?.hasSuffix(" Africa/Nairobi") == true)
        #expect(weather.current != nil)
        let oneCall = try SentRequest(try #require(transport.requests.last))
        #expect(oneCall["exclude"] == "minutely,daily")
    }

    @Test func subscriptionFallbackExample() async throws {
        let client = OpenWeatherClient(apiKey: sentinelKey, transport: Self.transport(oneCallStatus: 401))
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        func load() async throws -> Weather {
            do {
                return try await client.weather(at: berlin)
            } catch let error as WeatherError where error.code == .unauthorized {
                return try await client.forecast(at: berlin)
            }
        }
        let weather = try await load()
        #expect(weather.hourly.count == 40)
        #expect(weather.current == nil)
    }

    @Test func languageFromLocaleExample() {
        let apiKey = sentinelKey
        // The article's lines: building a client sends nothing, so the default transport is fine here.
        var configuration = OpenWeatherClient.Configuration()
        configuration.language = OpenWeatherClient.Language(localeIdentifier: Locale.current.identifier)
        let localized = OpenWeatherClient(apiKey: apiKey, configuration: configuration)
        #expect(
            localized.configuration.language == OpenWeatherClient.Language(localeIdentifier: Locale.current.identifier))
        #expect(localized.configuration.units == .standard)

        // The mapping itself: OpenWeather's own code for Ukrainian is `ua`.
        #expect(OpenWeatherClient.Language(localeIdentifier: "uk_UA") == .ukrainian)
    }

    @Test func fieldsBeyondTheBasicsExample() async throws {
        let client = OpenWeatherClient(apiKey: sentinelKey, transport: Self.transport())
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let weather = try await client.weather(at: berlin, including: [.daily, .alerts])
        for day in weather.daily {
            print(day.summary ?? "", day.moonPhase ?? 0, day.conditionCode ?? "")
        }
        print(weather.alerts.flatMap(\.tags))

        let oneCallFile = try #require(Self.routes["/data/3.0/onecall"])
        let days = try #require(JSONValue.array(JSONValue.object(try Fixtures.json(oneCallFile))?["daily"]))
        let firstDay = try #require(JSONValue.object(days.first))
        let firstSummary = try #require(firstDay["summary"] as? String)
        let firstCondition = try #require(JSONValue.object(JSONValue.array(firstDay["weather"])?.first)?["id"] as? Int)
        #expect(printed.count == days.count + 1)
        #expect(printed.first?.hasPrefix(firstSummary + " ") == true)
        #expect(printed.first?.hasSuffix(" \(firstCondition)") == true)
        #expect(printed.last == "[]")
    }
}
