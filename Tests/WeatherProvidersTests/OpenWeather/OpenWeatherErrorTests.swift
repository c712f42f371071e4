import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// Error bodies, bad bodies and status codes become the right typed `WeatherError`.
@Suite("OpenWeather errors")
struct OpenWeatherErrorTests {
    let denver = try! Coordinate(latitude: 39.74, longitude: -104.98)

    func error(
        status: Int, headers: [String: String] = [:], body: String,
        call: @Sendable (OpenWeatherClient) async throws -> Void = { _ = try await $0.currentWeather(city: "Paris") }
    ) async throws -> (WeatherError, StubTransport) {
        let transport = StubTransport(statusCode: status, headers: headers, body: body)
        let client = makeClient(transport)
        let error = try await #require(throws: WeatherError.self) { try await call(client) }
        for text in [error.description, error.debugDescription, error.message, String(reflecting: error)] {
            #expect(!text.contains(sentinelKey))
        }
        return (error, transport)
    }

    @Test func oneCallWithoutTheSubscriptionSaysSo() async throws {
        let body = """
            {"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One \
            Call by Call plan. Learn more here https://openweathermap.org/price. If you have a valid subscription to \
            the One Call by Call plan, but still receive this error, then please see \
            https://openweathermap.org/faq#error401 for more info."}
            """
        let (error, _) = try await self.error(status: 401, body: body) { [denver] in
            _ = try await $0.weather(at: denver)
        }
        #expect(error.code == .unauthorized)
        #expect(error.statusCode == 401)
        #expect(error.message.contains("One Call 3.0 requires the One Call by Call subscription"))
    }

    @Test func anInvalidKeyIsNotReportedAsAMissingSubscription() async throws {
        let body = try String(
            decoding: Fixtures.data("openweather/errors/401-invalid-api-key-current.json"), as: UTF8.self)
        let (error, _) = try await self.error(status: 401, body: body)
        #expect(error.code == .unauthorized)
        #expect(!error.message.contains("subscription"))
        #expect(error.message.contains("Invalid API key"))
    }

    @Test func rateLimitWaitsTenMinutesWhenTheServerSaysNothing() async throws {
        let body = try String(
            decoding: Fixtures.data("openweather/errors/429-account-temporarily-blocked.json"), as: UTF8.self)
        let transport = StubTransport(statusCode: 429, body: body)
        // The default retry policy: a 10-minute wait is longer than it will sleep, so the call ends at once.
        let client = OpenWeatherClient(
            apiKey: sentinelKey, transport: transport, configuration: .init(now: { fixedNow }))
        let error = try await #require(throws: WeatherError.self) { _ = try await client.currentWeather(city: "Paris") }
        #expect(error.code == .rateLimited)
        #expect(error.retryAfter == .seconds(600))
        #expect(error.retryAfter == OpenWeatherClient.defaultRateLimitDelay)
        #expect(transport.requests.count == 1, "no immediate retry on 429")
    }

    @Test func rateLimitHonoursRetryAfter() async throws {
        let (seconds, _) = try await error(
            status: 429, headers: ["Retry-After": "30"], body: #"{"cod":429,"message":"x"}"#)
        #expect(seconds.retryAfter == .seconds(30))
        let date = "Tue, 14 Nov 2023 22:15:20 GMT"  // fixedNow + 120 s
        let (dated, _) = try await error(status: 429, headers: ["Retry-After": date], body: "<html>Too many</html>")
        #expect(dated.code == .rateLimited)
        #expect(dated.retryAfter == .seconds(120))
    }

    @Test func notFoundAndBadRequestCarryTheMessage() async throws {
        let (notFound, _) = try await error(status: 404, body: #"{"cod":"404","message":"city not found"}"#)
        #expect(notFound.code == .notFound)
        #expect(notFound.providerCode == "404")
        #expect(notFound.message.contains("city not found"))
        let (bad, _) = try await error(
            status: 400, body: #"{"cod":400,"message":"Invalid date format","parameters":["date"]}"#
        ) { [denver] in _ = try await $0.weather(at: denver) }
        #expect(bad.code == .badRequest)
        #expect(bad.message.contains("Invalid date format"))
        #expect(bad.message.contains("date"))
    }

    @Test func anErrorBodyWithStatus200IsStillAnError() async throws {
        let (error, _) = try await self.error(status: 200, body: #"{"cod":"404","message":"city not found"}"#)
        #expect(error.code == .notFound)
        #expect(error.statusCode == 404)
    }

    @Test func successBodiesWithCod200AreNotErrors() async throws {
        let transport = StubTransport(
            statusCode: 200, data: try Fixtures.data("openweather/forecast5/london-latlon.json"))
        let weather = try await makeClient(transport).forecast(at: denver)
        #expect(weather.hourly.count == 40)
    }

    @Test(arguments: [500, 502, 503, 504])
    func serverErrors(status: Int) async throws {
        let (error, transport) = try await self.error(
            status: status, body: #"{"cod":\#(status),"message":"Internal error"}"#)
        #expect(error.code == .server)
        #expect(error.statusCode == status)
        #expect(transport.requests.count == 1)
    }

    @Test func htmlFromAProxyIsAServerErrorOrADecodingError() async throws {
        let html = "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"
        let (gateway, _) = try await error(status: 502, headers: ["Content-Type": "text/html"], body: html)
        #expect(gateway.code == .server)
        let (page, _) = try await error(status: 200, headers: ["Content-Type": "text/html"], body: html)
        #expect(page.code == .decoding)
    }

    @Test func truncatedAndEmptyBodiesAreDecodingErrors() async throws {
        let full = try String(
            decoding: Fixtures.data("openweather/onecall3/denver-imperial-exclude-minutely.json"), as: UTF8.self)
        for body in [String(full.prefix(full.count / 2)), "", "null", "[]", "{}"] {
            let (error, _) = try await self.error(status: 200, body: body) { [denver] in
                _ = try await $0.weather(at: denver)
            }
            #expect(error.code == .decoding, "body: \(body.prefix(20))")
        }
    }

    @Test func fieldsOfTheWrongTypeAreDecodingErrors() async throws {
        let body = try String(decoding: Fixtures.data("openweather/current/london-q.json"), as: UTF8.self)
            .replacingOccurrences(of: #""temp":282.57"#, with: #""temp":"282.57""#)
        let (error, _) = try await self.error(status: 200, body: body)
        #expect(error.code == .decoding)
        #expect(error.message.contains("temp"))
    }

    @Test func unknownZipIsNilAndEmptySearchIsEmpty() async throws {
        let missing = StubTransport(statusCode: 404, body: #"{"cod":"404","message":"not found"}"#)
        #expect(try await makeClient(missing).place(zip: "00000", country: "US") == nil)
        let empty = StubTransport(statusCode: 200, body: "[]")
        #expect(try await makeClient(empty).places(matching: "Nowhereville", limit: 5).isEmpty)
        #expect(try await makeClient(empty).place(at: denver) == nil)
    }

    @Test func otherZipFailuresStillThrow() async throws {
        let (error, _) = try await self.error(status: 401, body: #"{"cod":401,"message":"Invalid API key."}"#) {
            _ = try await $0.place(zip: "10018", country: "US")
        }
        #expect(error.code == .unauthorized)
    }

    @Test func outOfRangeCoordinatesInABodyAreDecodingErrors() async throws {
        let body = #"[{"name":"Nowhere","lat":123.0,"lon":0.0,"country":"XX"}]"#
        let (error, _) = try await self.error(status: 200, body: body) {
            _ = try await $0.places(matching: "x", limit: 1)
        }
        #expect(error.code == .decoding)
    }

    @Test func transportFailuresKeepTheirCode() async throws {
        let transport = StubTransport { _, _ in throw WeatherError(.timeout, message: "timed out") }
        let error = try await #require(throws: WeatherError.self) {
            _ = try await makeClient(transport).currentWeather(city: "Paris")
        }
        #expect(error.code == .timeout)
    }
}
