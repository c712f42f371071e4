import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// What the client sends: paths, query parameters, percent-encoding, key placement, and input checks that stop a
/// request before it leaves.
@Suite("WeatherAPI.com requests")
struct WeatherAPIClientRequestTests {
    typealias Support = WeatherAPITesting

    private func send(
        _ fixture: String, configuration: WeatherAPIClient.Configuration = WeatherAPIClient.Configuration(),
        _ call: (WeatherAPIClient) async throws -> Void
    ) async throws -> HTTPRequest {
        let transport = try WeatherAPITesting.transport(fixture: fixture)
        try await call(Support.client(transport, configuration: configuration))
        #expect(transport.requests.count == 1)
        return try #require(transport.requests.first)
    }

    /// The raw percent-encoded query, for checking the exact encoding.
    private func rawQuery(_ request: HTTPRequest) -> String {
        URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
    }

    @Test func currentRequestPathQueryAndKeyPlacement() async throws {
        let request = try await send("weatherapi/current/london-2020.json") { _ = try await $0.weather(for: "London") }
        #expect(request.method == .get)
        #expect(request.url.scheme == "https")
        #expect(request.url.host == "api.weatherapi.com")
        #expect(request.url.path == "/v1/current.json")
        #expect(rawQuery(request) == "q=London&aqi=no&key=\(Support.sentinelKey)")
        #expect(request.headers.values.allSatisfy { !$0.contains(Support.sentinelKey) })
        #expect(request.body == nil)
    }

    @Test func forecastRequestAsksForDaysAlertsAirQualityAndLanguage() async throws {
        let configuration = WeatherAPIClient.Configuration(language: .french, includesAirQuality: true)
        let request = try await send(
            "weatherapi/forecast/moscow-2day-aqi-alerts-2025.json", configuration: configuration
        ) {
            _ = try await $0.forecast(for: .city("Moscow"), days: 2)
        }
        #expect(request.url.path == "/v1/forecast.json")
        #expect(rawQuery(request) == "q=Moscow&days=2&aqi=yes&alerts=yes&lang=fr&key=\(Support.sentinelKey)")
    }

    @Test func nonASCIIAndReservedCharactersArePercentEncoded() async throws {
        let request = try await send("weatherapi/current/london-2020.json") {
            _ = try await $0.weather(for: "São Paulo")
        }
        #expect(rawQuery(request).hasPrefix("q=S%C3%A3o%20Paulo&"))
        #expect(Support.query("q", of: request) == "São Paulo")
        let tricky = try await send("weatherapi/current/london-2020.json") { _ = try await $0.weather(for: "a&key=b") }
        #expect(rawQuery(tricky).hasPrefix("q=a%26key%3Db&"))
        #expect(Support.queryItems(of: tricky).filter { $0.name == "key" }.map(\.value) == [Support.sentinelKey])
    }

    @Test(arguments: [
        (WeatherAPIClient.Query.city(" Paris "), "Paris"),
        (.usZip("10001"), "10001"),
        (.ukPostcode("SW1"), "SW1"),
        (.canadaPostalCode("G2J"), "G2J"),
        (.metar("EGLL"), "metar:EGLL"),
        (.iata("DXB"), "iata:DXB"),
        (.autoIP, "auto:ip"),
        (.ipAddress("100.0.0.1"), "100.0.0.1"),
        (.ipAddress("2a03:2880:f10c:83:face:b00c::25de"), "2a03:2880:f10c:83:face:b00c::25de"),
        (.id(2_801_268), "id:2801268"),
        ("48.8567,2.3508", "48.8567,2.3508"),
    ])
    func everyQueryFormIsSentAsQ(query: WeatherAPIClient.Query, expected: String) async throws {
        let request = try await send("weatherapi/current/london-2020.json") { _ = try await $0.weather(for: query) }
        #expect(Support.query("q", of: request) == expected)
    }

    @Test func coordinateQueryIsAPlainDecimalPair() throws {
        #expect(
            WeatherAPIClient.Query.coordinate(try Coordinate(latitude: 48.8567, longitude: 2.3508)).rawValue
                == "48.8567,2.3508")
        #expect(
            WeatherAPIClient.Query.coordinate(try Coordinate(latitude: -33.9, longitude: 151)).rawValue
                == "-33.9,151")
        #expect(
            WeatherAPIClient.Query.coordinate(try Coordinate(latitude: 0.000001, longitude: -0.0)).rawValue
                == "0.000001,0")
    }

    @Test func weatherAtCoordinateChoosesTheEndpointByDataSet() async throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let currentOnly = try await send("weatherapi/current/berlin-aqi-2023.json") {
            let weather = try await $0.weather(at: berlin, including: .current)
            #expect(weather.current != nil)
        }
        #expect(currentOnly.url.path == "/v1/current.json")
        #expect(Support.query("q", of: currentOnly) == "52.52,13.405")

        let everything = try await send("weatherapi/forecast/london-5day-2023.json") {
            let weather = try await $0.weather(at: berlin)
            #expect(weather.current != nil && !weather.hourly.isEmpty && !weather.daily.isEmpty)
            #expect(weather.minutely.isEmpty)
        }
        #expect(everything.url.path == "/v1/forecast.json")
        #expect(Support.query("days", of: everything) == "3")
        #expect(Support.query("alerts", of: everything) == "yes")

        let dailyOnly = try await send(
            "weatherapi/forecast/london-5day-2023.json", configuration: .init(forecastDays: 7)
        ) {
            let weather = try await $0.weather(at: berlin, including: .daily)
            #expect(weather.current == nil && weather.hourly.isEmpty && weather.daily.count == 5)
        }
        #expect(Support.query("days", of: dailyOnly) == "7")
    }

    @Test func placeAtCoordinateSearchesWithLatLon() async throws {
        let request = try await send("weatherapi/search/moscow-2-results.json") {
            let place = try await $0.place(at: try Coordinate(latitude: 55.75, longitude: 37.62))
            #expect(place?.name == "Moscow")
            #expect(place?.id == "weatherapi:2145091")
        }
        #expect(request.url.path == "/v1/search.json")
        #expect(rawQuery(request) == "q=55.75%2C37.62&key=\(Support.sentinelKey)")
        _ = try await send("weatherapi/search/empty-result.json") {
            let place = try await $0.place(at: try Coordinate(latitude: 0, longitude: 0))
            #expect(place == nil)
        }
    }

    @Test func searchKeepsDuplicateNamesAndHonoursTheLimit() async throws {
        _ = try await send("weatherapi/search/berlin-5-results.json") {
            let places = try await $0.places(matching: "Berlin", limit: 3)
            #expect(places.map(\.name) == ["Berlin", "Berlin", "Berlin"])
            #expect(Set(places.map(\.id)).count == 3)
        }
        _ = try await send("weatherapi/search/empty-result.json") {
            let places = try await $0.places(matching: "Qwxyz")
            #expect(places.isEmpty)
        }
    }

    @Test(arguments: [0, -1, 15, 100])
    func forecastDaysOutsideOneToFourteenAreRejectedBeforeSending(days: Int) async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/forecast/london-1day-2023.json")
        let error = await #expect(throws: WeatherError.self) {
            try await Support.client(transport).forecast(for: "London", days: days)
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func boundaryForecastDaysAreAccepted() async throws {
        for days in [1, 14] {
            let request = try await send("weatherapi/forecast/london-1day-2023.json") {
                _ = try await $0.forecast(for: "London", days: days)
            }
            #expect(Support.query("days", of: request) == String(days))
        }
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyQueriesAreRejectedBeforeSending(query: String) async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/current/london-2020.json")
        let client = Support.client(transport)
        await #expect(throws: WeatherError.self) { try await client.weather(for: query) }
        await #expect(throws: WeatherError.self) { try await client.forecast(for: query, days: 1) }
        let error = await #expect(throws: WeatherError.self) { try await client.places(matching: query, limit: 5) }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func nonPositiveSearchLimitIsRejected() async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/search/berlin-5-results.json")
        let error = await #expect(throws: WeatherError.self) {
            try await Support.client(transport).places(matching: "Berlin", limit: 0)
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func emptyKeyFailsWithoutSending() async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/current/london-2020.json")
        let client = WeatherAPIClient(apiKey: " ", transport: transport)
        let error = await #expect(throws: WeatherError.self) { try await client.weather(for: "London") }
        #expect(error?.code == .unauthorized)
        #expect(transport.requests.isEmpty)
    }

    @Test func baseURLCanPointElsewhere() async throws {
        let transport = try WeatherAPITesting.transport(fixture: "weatherapi/current/london-2020.json")
        let local = try #require(URL(string: "http://127.0.0.1:8080/weatherapi/v1"))
        _ = try await WeatherAPIClient(apiKey: "k", transport: transport, baseURL: local).weather(for: "x")
        #expect(
            transport.requests.first?.url.absoluteString
                == "http://127.0.0.1:8080/weatherapi/v1/current.json?q=x&aqi=no&key=k")
    }

    @Test func cacheNamespaceNamesLanguageAndDays() {
        let transport = WeatherAPITesting.transport(body: Data())
        let english = WeatherAPIClient(apiKey: "k", transport: transport)
        let french = WeatherAPIClient(apiKey: "k", transport: transport, configuration: .init(language: .french))
        #expect(english.cacheNamespace != french.cacheNamespace)
        #expect(french.cacheNamespace.contains("lang=fr"))
    }
}
