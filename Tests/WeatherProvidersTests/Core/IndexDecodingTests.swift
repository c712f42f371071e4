import Foundation
import Testing
import WeatherJSON
import WeatherNetworking
import WeatherProviders

/// The provider types that read themselves from `WeatherJSONDecoder`'s token index (`init(json:)`)
/// produce, for every recorded body and without the fallback to `init(from:)`, the values Foundation's
/// `JSONDecoder` produces.
@Suite("Index decoding of provider bodies")
struct IndexDecodingTests {
    /// The fixture folders whose bodies decode as each fast type.
    static let oneCallPaths =
        Fixtures.paths(under: "openweather/onecall3") + Fixtures.paths(under: "openweather/onecall25")
    static let weatherAPIForecastPaths = Fixtures.paths(under: "weatherapi/forecast")
    static let freeTestAPIPaths = Fixtures.paths(under: "freetestapi/weathers")

    @Test func everyFolderHasBodies() {
        #expect(Self.oneCallPaths.count >= 8)
        #expect(Self.weatherAPIForecastPaths.count >= 3)
        #expect(!Self.freeTestAPIPaths.isEmpty)
    }

    @Test(arguments: oneCallPaths)
    func oneCall(path: String) throws {
        try Self.expectSameValues(OpenWeather.OneCallResponse.self, path: path)
    }

    @Test(arguments: weatherAPIForecastPaths)
    func weatherAPIForecast(path: String) throws {
        try Self.expectSameValues(WeatherAPI.ForecastResponse.self, path: path)
    }

    @Test(arguments: freeTestAPIPaths)
    func freeTestAPIList(path: String) throws {
        try Self.expectSameValues([CityWeather].self, path: path)
    }

    /// The fast path alone gives Foundation's value, and the public decoder agrees.
    static func expectSameValues<T: JSONIndexDecodable & Equatable>(_ type: T.Type, path: String) throws {
        let data = try Fixtures.data(path)
        let expected = try JSONDecoder().decode(type, from: data)
        #expect(try JSONDocument.parsed(data).decodeWithoutFallback(type) == expected)
        #expect(try WeatherJSONDecoder().decode(type, from: data) == expected)
    }

    @Test func aBodyTheFastPathRefusesFallsBackToTheSameError() throws {
        // `dt` as a string: `init(json:)` gives up, and `init(from:)` reports the field's path.
        let body = Data(#"{"lat":1,"lon":2,"timezone":"UTC","current":{"dt":"soon","temp":280,"weather":[]}}"#.utf8)
        #expect(throws: JSONIndexMismatch.self) {
            try JSONDocument.parsed(body).decodeWithoutFallback(OpenWeather.OneCallResponse.self)
        }
        let fast = #expect(throws: DecodingError.self) {
            try WeatherJSONDecoder().decode(OpenWeather.OneCallResponse.self, from: body)
        }
        let foundation = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OpenWeather.OneCallResponse.self, from: body)
        }
        #expect(fast.map(Self.path) == ["current", "dt"])
        #expect(fast.map(Self.path) == foundation.map(Self.path))
    }

    @Test func anOutOfRangeCityFallsBackToTheCoordinateError() throws {
        let body = Data(
            #"[{"id":1,"city":"X","latitude":91,"longitude":0,"temperature":1,"humidity":1,"wind_speed":1}]"#.utf8)
        let error = #expect(throws: DecodingError.self) {
            try WeatherJSONDecoder().decode([CityWeather].self, from: body)
        }
        #expect(error.map(Self.path) == ["Index 0", "latitude"])
    }

    @Test func optionalMembersMayBeNullOrMissing() throws {
        let body = Data(
            #"{"lat":1,"lon":2,"timezone":"UTC","timezone_offset":null,"current":{"dt":5,"temp":280,"uvi":null,"weather":[]}}"#
                .utf8)
        let fast = try JSONDocument.parsed(body).decodeWithoutFallback(OpenWeather.OneCallResponse.self)
        #expect(fast == (try JSONDecoder().decode(OpenWeather.OneCallResponse.self, from: body)))
        #expect(fast.timezoneOffset == nil)
        #expect(fast.current?.uvi == nil)
        #expect(fast.hourly == nil)
    }

    static func path(_ error: DecodingError) -> [String] {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(_, let value), .valueNotFound(_, let value), .typeMismatch(_, let value),
            .dataCorrupted(let value):
            context = value
        @unknown default:
            return []
        }
        return context.codingPath.map(\.stringValue)
    }
}
