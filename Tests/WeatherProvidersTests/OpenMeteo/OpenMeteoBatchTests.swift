import Foundation
import Testing
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// Several places in one Open-Meteo request: comma lists in, a JSON array out.
@Suite("Open-Meteo weather for many places")
struct OpenMeteoBatchTests {
    /// Real single-place bodies; the service's multi-place body is these objects in a JSON array.
    static let fixtures = [
        "openmeteo/forecast/texas-current-fahrenheit-minified.json",
        "openmeteo/forecast/berlin-weather-code-all-blocks.json",
        "openmeteo/forecast/melbourne-hourly-daily-gmt.json",
    ]

    static let places = [
        try! Coordinate(latitude: 32.4, longitude: -96.84),
        try! Coordinate(latitude: 52.52, longitude: 13.405),
        try! Coordinate(latitude: -37.814, longitude: 144.9633),
    ]

    /// The fixtures joined into one array body.
    static func arrayBody(_ paths: [String] = fixtures) throws -> Data {
        let objects = try paths.map { String(decoding: try Fixtures.data($0), as: UTF8.self) }
        return Data(("[" + objects.joined(separator: ",\n") + "]").utf8)
    }

    @Test func threePlacesCostOneRequestWithCommaLists() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.arrayBody())
        _ = try await OpenMeteoTesting.client(transport).weather(at: Self.places, including: .current)

        let request = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(request.url.path == "/v1/forecast")
        let query = try #require(request.url.query(percentEncoded: true))
        #expect(
            query
                == "latitude=32.4%2C52.52%2C-37.814&longitude=-96.84%2C13.405%2C144.9633"
                + "&current=temperature_2m%2Crelative_humidity_2m%2Capparent_temperature%2Cis_day%2Cprecipitation"
                + "%2Cweather_code%2Ccloud_cover%2Cpressure_msl%2Cwind_speed_10m%2Cwind_direction_10m%2Cwind_gusts_10m"
                + "&timezone=auto&temperature_unit=celsius&wind_speed_unit=ms&precipitation_unit=mm"
                + "&timeformat=iso8601&forecast_days=7")
        let items = OpenMeteoTesting.query(of: request)
        #expect(items["latitude"] == "32.4,52.52,-37.814")
        #expect(items["longitude"] == "-96.84,13.405,144.9633")
    }

    @Test func eachElementOfTheArrayMapsLikeTheSinglePlaceAnswer() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.arrayBody())
        let results = try await OpenMeteoTesting.client(transport).weather(at: Self.places)

        #expect(results.count == 3)
        for (index, path) in Self.fixtures.enumerated() {
            let single = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path))
                .weather(at: Self.places[index])
            #expect(try results[index].get() == single, "place \(index): \(path)")
        }
        #expect(try results[2].get().hourly.isEmpty == false)
    }

    @Test func aSinglePlaceAnswerWithAnObjectIsAccepted() async throws {
        let path = Self.fixtures[0]
        let transport = try OpenMeteoTesting.transport(fixture: path)
        let results = try await OpenMeteoTesting.client(transport).weather(at: [Self.places[0]])

        let single = try await OpenMeteoTesting.client(OpenMeteoTesting.transport(fixture: path)).weather(
            at: Self.places[0])
        #expect(results.count == 1)
        #expect(try results[0].get() == single)
        #expect(OpenMeteoTesting.query(of: try #require(transport.requests.first))["latitude"] == "32.4")
    }

    @Test func anArrayOfTheWrongLengthFailsEveryPlaceItCarried() async throws {
        let transport = StubTransport(statusCode: 200, data: try Self.arrayBody(Array(Self.fixtures.prefix(2))))
        let results = try await OpenMeteoTesting.client(transport).weather(at: Self.places)

        #expect(results.map { BatchTesting.error($0)?.code } == [.decoding, .decoding, .decoding])
        #expect(BatchTesting.error(results[0])?.message.contains("2 forecasts for 3 places") == true)
    }

    @Test func aRefusedRequestFailsEveryPlaceWithTheServicesReason() async throws {
        let transport = try OpenMeteoTesting.transport(
            fixture: "openmeteo/errors/400-invalid-hourly-variable.json", statusCode: 400)
        let results = try await OpenMeteoTesting.client(transport).weather(at: Self.places)

        #expect(results.count == 3)
        #expect(results.allSatisfy { BatchTesting.error($0)?.code == .badRequest })
        #expect(results.allSatisfy { BatchTesting.error($0)?.statusCode == 400 })
    }

    @Test(.timeLimit(.minutes(1)))
    func longListsAreSplitIntoRequestsOfFiftyWithBoundedParallelism() async throws {
        let places = BatchTesting.places(60) + BatchTesting.places(60, longitude: 20)
        let gate = InFlightGate(width: 2, expected: 3)
        let single = String(decoding: try Fixtures.data(Self.fixtures[0]), as: UTF8.self)
        let transport = StubTransport { request, _ in
            await gate.enter()
            await gate.leave()
            let count = OpenMeteoTesting.query(of: request)["latitude"]?.split(separator: ",").count ?? 0
            let body = "[" + Array(repeating: single, count: count).joined(separator: ",") + "]"
            return HTTPResponse(statusCode: 200, body: Data(body.utf8))
        }

        let results = try await OpenMeteoTesting.client(transport)
            .weather(at: places, including: .current, maximumConcurrentRequests: 2)

        let sizes = transport.requests.map { OpenMeteoTesting.query(of: $0)["latitude"]?.split(separator: ",").count }
        #expect(sizes.sorted { ($0 ?? 0) > ($1 ?? 0) } == [50, 50, 20])
        #expect(await gate.peak == 2)
        #expect(try results.map { try $0.get().coordinate } == places)
        let latitudes = Set(transport.requests.compactMap { OpenMeteoTesting.query(of: $0)["latitude"] })
        #expect(latitudes.contains(places[100...].map { String(format: "%g", $0.latitude) }.joined(separator: ",")))
    }

    @Test(arguments: [0, 51])
    func forecastsRefusesListsItCannotSendInOneRequest(count: Int) async throws {
        let transport = StubTransport(statusCode: 200, body: "[]")
        let error = await #expect(throws: WeatherError.self) {
            try await OpenMeteoTesting.client(transport).forecasts(at: BatchTesting.places(count))
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }
}
