import Foundation
import Testing
import WeatherProviders
import WeatherTesting

/// The raw-response methods: they reach fields the mapping leaves out, send exactly the requests
/// of their mapped counterparts and share their error handling.
@Suite("OpenWeather raw responses")
struct OpenWeatherRawResponseTests {
    let nairobi = try! Coordinate(latitude: -1.2921, longitude: 36.8219)

    static let oneCallPath = "openweather/onecall3/nairobi-kenya-default-units.json"

    /// A transport that answers every request with the fixture at `path`.
    static func transport(_ path: String, status: Int = 200) throws -> StubTransport {
        StubTransport(statusCode: status, data: try Fixtures.data(path))
    }

    @Test func oneCallResponseReachesTheDailySummaryAndMoonPhase() async throws {
        let json = try #require(JSONValue.object(try Fixtures.json(Self.oneCallPath)))
        let days = try #require(JSONValue.array(json["daily"]))
        let firstDay = try #require(JSONValue.object(days.first))
        let expectedSummary = try #require(firstDay["summary"] as? String)

        let transport = try Self.transport(Self.oneCallPath)
        let body = try await makeClient(transport).oneCallResponse(at: nairobi, including: [.current, .daily])
        let daily = try #require(body.daily)
        #expect(daily.count == days.count)
        #expect(daily[0].summary == expectedSummary)
        #expect(isClose(daily[0].moonPhase, JSONValue.number(firstDay["moon_phase"])))
        for (day, object) in zip(daily, days) {
            #expect(isClose(day.moonPhase, JSONValue.number(JSONValue.object(object)?["moon_phase"])))
        }
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/data/3.0/onecall")
        #expect(sent["exclude"] == "minutely,hourly,alerts")
        #expect(sent["appid"] == sentinelKey)
    }

    @Test func oneCallResponseKeepsAlertTags() async throws {
        let path = "openweather/onecall25/boston-imperial-alert-with-tags-2022.json"
        let json = try #require(JSONValue.object(try Fixtures.json(path)))
        let alerts = try #require(JSONValue.array(json["alerts"]))
        let body = try await makeClient(try Self.transport(path), units: .imperial, version: .twoPointFive)
            .oneCallResponse(at: nairobi)
        let decoded = try #require(body.alerts)
        #expect(decoded.count == alerts.count)
        for (alert, object) in zip(decoded, alerts) {
            #expect(alert.tags == JSONValue.object(object)?["tags"] as? [String])
        }
    }

    @Test func forecastResponseReachesTheCityPopulation() async throws {
        let path = "openweather/forecast5/london-latlon.json"
        let json = try #require(JSONValue.object(try Fixtures.json(path)))
        let city = try #require(JSONValue.object(json["city"]))
        let transport = try Self.transport(path)
        let body = try await makeClient(transport).forecastResponse(at: nairobi)
        #expect(body.city.population == city["population"] as? Int)
        #expect(body.list.count == JSONValue.array(json["list"])?.count)
        #expect(try SentRequest(try #require(transport.requests.first)).path == "/data/2.5/forecast")
    }

    /// Each raw call and its mapped counterpart send the same request.
    @Test(arguments: RawAndMapped.all)
    func rawAndMappedSendTheSameRequest(pair: RawAndMapped) async throws {
        let transport = try Self.transport(pair.fixture)
        let client = makeClient(transport, units: .metric, language: OpenWeatherClient.Language(code: "fr"))
        try await pair.raw(client)
        try await pair.mapped(client)
        #expect(transport.requests.count == 2)
        let raw = try SentRequest(transport.requests[0])
        let mapped = try SentRequest(transport.requests[1])
        #expect(raw.path == pair.path)
        #expect(raw.path == mapped.path)
        #expect(raw.items == mapped.items)
    }

    @Test func currentWeatherResponseDecodesTheBody() async throws {
        let path = "openweather/current/london-id.json"
        let json = try #require(JSONValue.object(try Fixtures.json(path)))
        let transport = try Self.transport(path)
        let body = try await makeClient(transport).currentWeatherResponse(cityID: 2_643_743)
        #expect(body.name == json["name"] as? String)
        #expect(isClose(body.main.temp, JSONValue.number(JSONValue.object(json["main"])?["temp"])))
        #expect(try SentRequest(try #require(transport.requests.first))["id"] == "2643743")
    }

    @Test func geocodingResultsKeepLocalNamesAndCapTheLimit() async throws {
        let path = "openweather/geo-direct/london-5-results-2021.json"
        let json = try #require(JSONValue.array(try Fixtures.json(path)))
        let transport = try Self.transport(path)
        let results = try await makeClient(transport).geocodingResults(matching: " London ", limit: 9)
        #expect(results.count == json.count)
        for (result, object) in zip(results, json) {
            let localNames = JSONValue.object(object)?["local_names"] as? [String: String]
            #expect(result.localNames == localNames)
        }
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/geo/1.0/direct")
        #expect(sent["q"] == "London")
        #expect(sent["limit"] == String(OpenWeatherClient.maximumPlaceLimit))
    }

    @Test func reverseGeocodingResultsSendTheLimit() async throws {
        let path = "openweather/geo-reverse/london-5-results-2021.json"
        let transport = try Self.transport(path)
        let results = try await makeClient(transport).reverseGeocodingResults(at: nairobi, limit: 3)
        #expect(results.count == JSONValue.array(try Fixtures.json(path))?.count)
        let sent = try SentRequest(try #require(transport.requests.first))
        #expect(sent.path == "/geo/1.0/reverse")
        #expect(sent.names == ["lat", "lon", "limit", "appid"])
        #expect(sent["limit"] == "3")
    }

    @Test func zipCodeResultThrowsNotFoundWherePlaceReturnsNil() async throws {
        let path = "openweather/geo-zip/28105-us.json"
        let json = try #require(JSONValue.object(try Fixtures.json(path)))
        let found = try await makeClient(try Self.transport(path)).zipCodeResult(zip: "28105", country: "US")
        #expect(found.name == json["name"] as? String)
        #expect(found.zip == json["zip"] as? String)

        let missing = makeClient(try Self.transport("openweather/errors/404-city-not-found.json", status: 404))
        let error = await #expect(throws: WeatherError.self) {
            try await missing.zipCodeResult(zip: "00000", country: "US")
        }
        #expect(error?.code == .notFound)
        #expect(try await missing.place(zip: "00000", country: "US") == nil)
    }

    @Test func rawCallsShareTheErrorHandling() async throws {
        let transport = try Self.transport("openweather/errors/401-invalid-api-key-current.json", status: 401)
        let error = await #expect(throws: WeatherError.self) {
            try await makeClient(transport).currentWeatherResponse(city: "London")
        }
        #expect(error?.code == .unauthorized)
        #expect(error.map { String(describing: $0).contains(sentinelKey) } == false)

        let unused = StubTransport(statusCode: 200, body: "{}")
        let client = makeClient(unused)
        let invalid: [@Sendable () async throws -> Void] = [
            { _ = try await client.oneCallResponse(at: nairobi, including: []) },
            { _ = try await client.currentWeatherResponse(city: "  ") },
            { _ = try await client.currentWeatherResponse(cityID: 0) },
            { _ = try await client.geocodingResults(matching: "London", limit: 0) },
            { _ = try await client.reverseGeocodingResults(at: nairobi, limit: 0) },
            { _ = try await client.zipCodeResult(zip: "28105", country: " ") },
        ]
        for call in invalid {
            let error = await #expect(throws: WeatherError.self) { try await call() }
            #expect(error?.code == .invalidInput)
        }
        #expect(unused.requests.isEmpty)
    }
}

/// A raw-response call, its mapped counterpart, the fixture both decode and the expected path.
struct RawAndMapped: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let fixture: String
    let path: String
    let raw: @Sendable (OpenWeatherClient) async throws -> Void
    let mapped: @Sendable (OpenWeatherClient) async throws -> Void

    static let coordinate = try! Coordinate(latitude: 51.5073, longitude: -0.1277)

    static let all: [RawAndMapped] = [
        RawAndMapped(
            testDescription: "One Call", fixture: "openweather/onecall3/nairobi-kenya-default-units.json",
            path: "/data/3.0/onecall",
            raw: { _ = try await $0.oneCallResponse(at: coordinate, including: [.daily, .alerts]) },
            mapped: { _ = try await $0.weather(at: coordinate, including: [.daily, .alerts]) }),
        RawAndMapped(
            testDescription: "current at", fixture: "openweather/current/london-latlon.json",
            path: "/data/2.5/weather",
            raw: { _ = try await $0.currentWeatherResponse(at: coordinate) },
            mapped: { _ = try await $0.currentWeather(at: coordinate) }),
        RawAndMapped(
            testDescription: "current city", fixture: "openweather/current/new-york-q-state-country.json",
            path: "/data/2.5/weather",
            raw: { _ = try await $0.currentWeatherResponse(city: "New York", state: "NY", country: "US") },
            mapped: { _ = try await $0.currentWeather(city: "New York", state: "NY", country: "US") }),
        RawAndMapped(
            testDescription: "current zip", fixture: "openweather/current/zip-10018-us.json",
            path: "/data/2.5/weather",
            raw: { _ = try await $0.currentWeatherResponse(zip: "10018", country: "US") },
            mapped: { _ = try await $0.currentWeather(zip: "10018", country: "US") }),
        RawAndMapped(
            testDescription: "forecast", fixture: "openweather/forecast5/london-latlon.json",
            path: "/data/2.5/forecast",
            raw: { _ = try await $0.forecastResponse(at: coordinate) },
            mapped: { _ = try await $0.forecast(at: coordinate) }),
        RawAndMapped(
            testDescription: "direct geocoding", fixture: "openweather/geo-direct/london-5-results-2021.json",
            path: "/geo/1.0/direct",
            raw: { _ = try await $0.geocodingResults(matching: "London,GB", limit: 2) },
            mapped: { _ = try await $0.places(matching: "London,GB", limit: 2) }),
        RawAndMapped(
            testDescription: "reverse geocoding", fixture: "openweather/geo-reverse/london-5-results-2021.json",
            path: "/geo/1.0/reverse",
            raw: { _ = try await $0.reverseGeocodingResults(at: coordinate, limit: 1) },
            mapped: { _ = try await $0.place(at: coordinate) }),
        RawAndMapped(
            testDescription: "zip geocoding", fixture: "openweather/geo-zip/28105-us.json",
            path: "/geo/1.0/zip",
            raw: { _ = try await $0.zipCodeResult(zip: "28105", country: "US") },
            mapped: { _ = try await $0.place(zip: "28105", country: "US") }),
    ]
}
