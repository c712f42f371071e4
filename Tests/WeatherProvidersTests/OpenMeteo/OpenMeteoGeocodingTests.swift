import Foundation
import Testing
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Place search through `OpenMeteoClient`, against every recorded geocoding body.
@Suite("Open-Meteo geocoding")
struct OpenMeteoGeocodingTests {
    static let paths = Fixtures.paths(under: "openmeteo/geocoding")

    @Test func everyGeocodingFixtureIsCovered() {
        #expect(Self.paths.count == 3)
    }

    @Test(arguments: paths)
    func mapsEveryResult(path: String) async throws {
        let json = try #require(Fixtures.json(path) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        let transport = try OpenMeteoTesting.transport(fixture: path)
        let places = try await OpenMeteoTesting.client(transport).places(matching: "Hollywood", limit: 100)

        try #require(places.count == results.count)
        for (place, result) in zip(places, results) {
            #expect(place.id == "geonames:\(try #require(result["id"] as? Int))")
            #expect(place.name == result["name"] as? String)
            #expect(place.coordinate.latitude == result["latitude"] as? Double)
            #expect(place.coordinate.longitude == result["longitude"] as? Double)
            #expect(place.country == result["country_code"] as? String)
            #expect(place.state == result["admin1"] as? String)
            #expect(place.timeZone?.identifier == result["timezone"] as? String)
            #expect(place.localizedNames["en"] == result["name"] as? String)
        }
    }

    @Test func optionalFieldsMayBeMissing() async throws {
        let transport = try OpenMeteoTesting.transport(fixture: "openmeteo/geocoding/cordoba-count-1.json")
        let response = try #require(
            try await OpenMeteoTesting.client(transport).searchResults(matching: "Cordoba", limit: 1))
        let result = try #require(response.results?.first)
        #expect(result.name == "Córdoba")
        #expect(result.elevation == 395)
        #expect(result.admin2 == nil)
        #expect(result.postcodes == nil)
        #expect(result.population == 1_428_214)

        let hollywood = try OpenMeteoTesting.transport(fixture: "openmeteo/geocoding/hollywood-default-count.json")
        let all = try #require(
            try await OpenMeteoTesting.client(hollywood).searchResults(matching: "Hollywood")?.results)
        #expect(all.filter { $0.population == nil }.count == 4)
        #expect(all.first?.postcodes?.first == "33019")
        #expect(all.first?.elevation == 3)
    }

    @Test func missingResultsKeyMeansNoMatch() async throws {
        let transport = StubTransport(statusCode: 200, body: #"{"generationtime_ms":0.5}"#)
        let places = try await OpenMeteoTesting.client(transport).places(matching: "Xyzzyville", limit: 5)
        #expect(places.isEmpty)
        #expect(transport.requests.count == 1)
    }

    @Test func oneCharacterMatchesNothingWithoutARequest() async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let places = try await OpenMeteoTesting.client(transport).places(matching: " B ", limit: 5)
        #expect(places.isEmpty)
        #expect(transport.requests.isEmpty)
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyQueryIsInvalidInput(query: String) async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).places(matching: query, limit: 5)
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func limitBelowOneIsInvalidInput() async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).places(matching: "Berlin", limit: 0)
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func requestIsBuiltAsDocumented() async throws {
        let transport = StubTransport(statusCode: 200, body: "{}")
        _ = try await OpenMeteoTesting.client(transport).places(matching: " São Paulo ", limit: 500)
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.host == "geocoding-api.open-meteo.com")
        #expect(request.url.path == "/v1/search")
        let query = try #require(request.url.query)
        #expect(query.contains("name=S%C3%A3o%20Paulo"))
        #expect(OpenMeteoTesting.query(of: request)["count"] == "100")  // the service's maximum
        #expect(OpenMeteoTesting.query(of: request)["language"] == "en")
        #expect(OpenMeteoTesting.query(of: request)["format"] == "json")
    }

    @Test func reverseGeocodingIsNotOffered() async throws {
        let transport = StubTransport(statusCode: 200, body: "")
        let place = try await OpenMeteoTesting.client(transport).place(at: OpenMeteoTesting.berlin)
        #expect(place == nil)
        #expect(transport.requests.isEmpty)
    }

    @Test func outOfRangeResultIsSkipped() async throws {
        let body = """
            {"results":[{"id":1,"name":"Nowhere","latitude":123,"longitude":0},
                        {"id":2,"name":"Somewhere","latitude":12,"longitude":34,"country_code":"de"}]}
            """
        let places = try await OpenMeteoTesting.client(StubTransport(statusCode: 200, body: body))
            .places(matching: "where", limit: 5)
        #expect(places.map(\.name) == ["Somewhere"])
        #expect(places.first?.country == "DE")
    }
}
