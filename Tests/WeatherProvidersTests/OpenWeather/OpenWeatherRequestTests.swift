import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// The exact requests the client sends: paths, query parameters, encoding and where the key goes.
@Suite("OpenWeather requests")
struct OpenWeatherRequestTests {
    let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    static func oneCallBody() throws -> Data {
        try Fixtures.data("openweather/onecall3/nairobi-kenya-default-units.json")
    }

    static func currentBody() throws -> Data {
        try Fixtures.data("openweather/current/london-q.json")
    }

    @Test func oneCallAsksForEverythingByDefault() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        _ = try await makeClient(transport).weather(at: berlin)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(transport.requests.first?.url.host == "api.openweathermap.org")
        #expect(transport.requests.first?.url.scheme == "https")
        #expect(sent.path == "/data/3.0/onecall")
        #expect(sent.names == ["lat", "lon", "appid"])
        #expect(sent["lat"] == "52.52")
        #expect(sent["lon"] == "13.405")
        #expect(sent["appid"] == sentinelKey)
    }

    @Test(
        arguments: [
            (WeatherDataSet.current, "minutely,hourly,daily,alerts"),
            ([.current, .daily], "minutely,hourly,alerts"),
            ([.hourly, .daily, .alerts], "current,minutely"),
            ([.current, .minutely, .hourly, .daily], "alerts"),
        ] as [(WeatherDataSet, String)])
    func excludeListsTheBlocksNotAskedFor(dataSets: WeatherDataSet, exclude: String) async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        _ = try await makeClient(transport).weather(at: berlin, including: dataSets)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent["exclude"] == exclude)
        #expect(sent.percentEncodedQuery.contains("exclude=" + exclude.replacingOccurrences(of: ",", with: "%2C")))
    }

    @Test func emptyDataSetNeverReachesTheNetwork() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeClient(transport).weather(at: berlin, including: [])
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func unitsAndLanguageComeFromTheConfiguration() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        _ = try await makeClient(transport, units: .metric, language: .korean).weather(at: berlin)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.names == ["lat", "lon", "units", "lang", "appid"])
        #expect(sent["units"] == "metric")
        #expect(sent["lang"] == "kr")
    }

    @Test func oneCallTwoPointFiveUsesTheOldPath() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        _ = try await makeClient(transport, units: .imperial, version: .twoPointFive).weather(at: berlin)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/data/2.5/onecall")
        #expect(sent["units"] == "imperial")
    }

    @Test func baseURLWithAPathPrefixIsKept() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.oneCallBody())
        let base = try #require(URL(string: "http://127.0.0.1:8080/proxy"))
        _ = try await makeClient(transport, baseURL: base).weather(at: berlin)
        let url = try #require(transport.requests.first?.url)
        #expect(url.host == "127.0.0.1")
        #expect(url.port == 8080)
        #expect(try SentRequest(try #require(transport.requests.first)).path == "/proxy/data/3.0/onecall")
    }

    @Test(
        arguments: [
            ("São Paulo", "q=S%C3%A3o%20Paulo"),
            ("New York,NY,US", "q=New%20York%2CNY%2CUS"),
            ("  London  ", "q=London"),
            ("A&B=C+D", "q=A%26B%3DC%2BD"),
        ])
    func cityNamesArePercentEncoded(city: String, encoded: String) async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        _ = try await makeClient(transport, language: .portugueseBrazil).currentWeather(city: city)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/data/2.5/weather")
        #expect(sent.percentEncodedQuery == "\(encoded)&lang=pt_br&appid=\(sentinelKey)")
    }

    @Test func cityStateAndCountryAreJoinedWithCommas() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let client = makeClient(transport)
        _ = try await client.currentWeather(city: "New York", state: "NY", country: "US")
        _ = try await client.currentWeather(city: "London", country: "GB")
        let first = try SentRequest(transport.requests[0])
        let second = try SentRequest(transport.requests[1])
        #expect(first["q"] == "New York,NY,US")
        #expect(second["q"] == "London,GB")
    }

    @Test func currentWeatherByIDZipAndCoordinate() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let client = makeClient(transport, units: .metric)
        _ = try await client.currentWeather(cityID: 2_643_743)
        _ = try await client.currentWeather(zip: "10018", country: "US")
        _ = try await client.currentWeather(zip: "10018")
        _ = try await client.currentWeather(at: berlin)
        let sent = try transport.requests.map(SentRequest.init)
        #expect(sent.map(\.path) == Array(repeating: "/data/2.5/weather", count: 4))
        #expect(sent[0].names == ["id", "units", "appid"])
        #expect(sent[0]["id"] == "2643743")
        #expect(sent[1].percentEncodedQuery.hasPrefix("zip=10018%2CUS&units=metric"))
        #expect(sent[2]["zip"] == "10018")
        #expect(sent[3].names == ["lat", "lon", "units", "appid"])
    }

    @Test func forecastPath() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/london-latlon.json"))
        _ = try await makeClient(transport, language: .czech).forecast(at: berlin)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/data/2.5/forecast")
        #expect(sent.names == ["lat", "lon", "lang", "appid"])
        #expect(sent["lang"] == "cz")
    }

    @Test func geocodingPathsAndLimits() async throws {
        let transport = StubTransport { request, _ in
            let path = request.url.path
            let file =
                path.hasSuffix("zip")
                ? "openweather/geo-zip/28105-us.json" : "openweather/geo-direct/london-5-results-2021.json"
            return HTTPResponse(statusCode: 200, body: try Fixtures.data(file))
        }
        let client = makeClient(transport, units: .metric, language: .german)
        _ = try await client.places(matching: "London", limit: 10)
        _ = try await client.places(matching: "Springfield,IL,US", limit: 2)
        _ = try await client.place(at: berlin)
        _ = try await client.place(zip: "28105", country: "US")
        let sent = try transport.requests.map(SentRequest.init)
        #expect(sent.map(\.path) == ["/geo/1.0/direct", "/geo/1.0/direct", "/geo/1.0/reverse", "/geo/1.0/zip"])
        #expect(sent[0].names == ["q", "limit", "appid"], "geocoding takes no units or language")
        #expect(sent[0]["limit"] == "5", "the service's maximum")
        #expect(sent[1].percentEncodedQuery.hasPrefix("q=Springfield%2CIL%2CUS&limit=2"))
        #expect(sent[2].names == ["lat", "lon", "limit", "appid"])
        #expect(sent[3].percentEncodedQuery == "zip=28105%2CUS&appid=\(sentinelKey)")
    }

    @Test(arguments: ["", "   ", "\n"])
    func emptyQueriesNeverReachTheNetwork(text: String) async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let client = makeClient(transport)
        await #expect(throws: WeatherError.self) { _ = try await client.places(matching: text, limit: 5) }
        await #expect(throws: WeatherError.self) { _ = try await client.currentWeather(city: text) }
        await #expect(throws: WeatherError.self) { _ = try await client.currentWeather(zip: text) }
        await #expect(throws: WeatherError.self) { _ = try await client.place(zip: text, country: "US") }
        await #expect(throws: WeatherError.self) { _ = try await client.place(zip: "10018", country: text) }
        let error = await #expect(throws: WeatherError.self) { _ = try await client.places(matching: text, limit: 5) }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func badLimitsAndIDsAreInvalidInput() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let client = makeClient(transport)
        let limit = await #expect(throws: WeatherError.self) {
            _ = try await client.places(matching: "Paris", limit: 0)
        }
        let id = await #expect(throws: WeatherError.self) { _ = try await client.currentWeather(cityID: -3) }
        #expect(limit?.code == .invalidInput)
        #expect(id?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func outOfRangeCoordinatesCannotBeBuilt() {
        #expect(throws: WeatherError.self) { _ = try Coordinate(latitude: 91, longitude: 0) }
        #expect(throws: WeatherError.self) { _ = try Coordinate(latitude: 0, longitude: -180.5) }
    }

    @Test func anEmptyKeyFailsWithoutSending() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let error = await #expect(throws: WeatherError.self) {
            _ = try await makeClient(transport, apiKey: "  ").currentWeather(city: "Paris")
        }
        #expect(error?.code == .unauthorized)
        #expect(transport.requests.isEmpty)
    }

    @Test func theKeyIsSentOnlyAsAppidAndNeverPrinted() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.currentBody())
        let client = makeClient(transport, units: .metric, language: .french)
        _ = try await client.currentWeather(city: "Paris")
        let request = try #require(transport.requests.first)
        let sent = try SentRequest(request)
        #expect(sent.items.filter { $0.value == sentinelKey }.map(\.name) == ["appid"])
        #expect(!request.url.path.contains(sentinelKey))
        #expect(!request.headers.values.contains { $0.contains(sentinelKey) })
        #expect(!request.description.contains(sentinelKey))
        var dumped = ""
        dump(client, to: &dumped)
        for text in [client.description, String(reflecting: client), dumped, client.cacheNamespace] {
            #expect(!text.contains(sentinelKey))
        }
        #expect(dumped.contains("api.openweathermap.org"))
    }

    @Test func cacheNamespaceSeparatesOptions() {
        let transport = StubTransport(statusCode: 200, body: "{}")
        let namespaces = Set([
            makeClient(transport).cacheNamespace,
            makeClient(transport, units: .metric).cacheNamespace,
            makeClient(transport, language: .french).cacheNamespace,
            makeClient(transport, version: .twoPointFive).cacheNamespace,
        ])
        #expect(namespaces.count == 4)
        #expect(makeClient(transport, apiKey: "a").cacheNamespace == makeClient(transport, apiKey: "b").cacheNamespace)
    }
}
