import Testing

@testable import WeatherModels

@Suite("WeatherError.Code by HTTP status")
struct WeatherErrorHTTPStatusTests {
    @Test(
        "each status maps to its code",
        arguments: [
            (400, WeatherError.Code.badRequest), (401, .unauthorized), (402, .badRequest), (403, .forbidden),
            (404, .notFound), (409, .conflict), (418, .badRequest), (429, .rateLimited), (499, .badRequest),
            (500, .server), (503, .server), (599, .server), (302, .server), (600, .server),
        ])
    func mapsStatus(status: Int, code: WeatherError.Code) {
        #expect(WeatherError.Code(httpStatus: status) == code)
    }

    @Test("reasons name the status class")
    func reasons() {
        #expect(WeatherError.Code.reason(forHTTPStatus: 429) == "too many requests")
        #expect(WeatherError.Code.reason(forHTTPStatus: 422) == "request rejected")
        #expect(WeatherError.Code.reason(forHTTPStatus: 502) == "server error")
        #expect(WeatherError.Code.reason(forHTTPStatus: 302) == "unexpected status")
    }
}
