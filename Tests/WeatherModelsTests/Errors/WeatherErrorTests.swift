import Foundation
import Testing

@testable import WeatherModels

@Suite("WeatherError")
struct WeatherErrorTests {
    struct UnderlyingFailure: Error, CustomStringConvertible {
        var description: String
    }

    @Test("description reads code, status and message")
    func description() {
        let error = WeatherError(.notFound, message: "city not found", statusCode: 404)
        #expect(error.description == "notFound (HTTP 404): city not found")
        #expect(WeatherError(.network, message: "offline").description == "network: offline")
    }

    @Test("the message is redacted when created and when set")
    func messageRedacted() {
        var error = WeatherError(.unauthorized, message: "GET https://h/weather?q=Paris&appid=SECRETKEY failed")
        #expect(!error.message.contains("SECRETKEY"))
        #expect(error.message.contains("appid=REDACTED"))
        error.message = "retry with key=OTHERSECRET"
        #expect(error.message == "retry with key=REDACTED")
    }

    @Test("no secret survives in description or debugDescription")
    func noSecretInDescriptions() {
        let underlying = UnderlyingFailure(description: "POST https://id.example/v1?key=UNDERSECRET password=hunter2")
        let error = WeatherError(
            .server, message: "failed token=TOKENSECRET", statusCode: 503, retryAfter: .seconds(30),
            providerCode: "9999", underlying: underlying)
        for text in [error.description, error.debugDescription, error.underlyingDescription ?? "", "\(error)"] {
            for secret in ["UNDERSECRET", "hunter2", "TOKENSECRET"] {
                #expect(!text.contains(secret), "\(text)")
            }
        }
        #expect(error.debugDescription.contains("statusCode: 503"))
        #expect(error.debugDescription.contains("providerCode: 9999"))
        #expect(error.debugDescription.contains("underlying: POST https://id.example/v1?key=REDACTED"))
        #expect(error.retryAfter == .seconds(30))
    }

    @Test("codes compare by name and describe themselves")
    func codes() {
        let codes: [WeatherError.Code] = [
            .unauthorized, .forbidden, .notFound, .rateLimited, .badRequest, .conflict, .server, .network, .timeout,
            .decoding, .invalidInput, .cancelled, .storage, .unavailable,
        ]
        #expect(Set(codes).count == codes.count)
        #expect(Set(codes.map(\.description)).count == codes.count)
        #expect(WeatherError.Code.rateLimited == WeatherError.Code("rateLimited"))
        #expect(WeatherError.Code.timeout.description == "timeout")
    }

    @Test("the init keeps every field")
    func fields() {
        let error = WeatherError(
            .badRequest, message: "No matching location found.", statusCode: 400, providerCode: "1006")
        #expect(error.code == .badRequest)
        #expect(error.statusCode == 400)
        #expect(error.providerCode == "1006")
        #expect(error.retryAfter == nil)
        #expect(error.underlying == nil)
        #expect(error.underlyingDescription == nil)
    }
}
