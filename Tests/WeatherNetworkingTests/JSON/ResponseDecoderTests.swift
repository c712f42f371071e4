import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@Suite struct ResponseDecoderTests {
    struct Payload: Decodable, Sendable, Equatable {
        var temp: Double
    }

    func client(
        _ decoder: ResponseDecoder?, body: String, makeDecoder: (@Sendable () -> JSONDecoder)? = nil
    ) -> APIClient {
        var configuration = APIClient.Configuration(
            baseURL: URL(fileURLWithPath: "/"), transport: StubTransport(statusCode: 200, body: body))
        configuration.retryPolicy = .none
        if let decoder {
            configuration.responseDecoder = decoder
        }
        if let makeDecoder {
            configuration.makeDecoder = makeDecoder
        }
        return APIClient(configuration: configuration)
    }

    @Test func fastIsTheDefault() {
        #expect(APIClient.Configuration(baseURL: URL(fileURLWithPath: "/")).responseDecoder == .fast)
        #expect(ResponseDecoder.fast.description == "fast")
        #expect(ResponseDecoder.foundation.description == "foundation")
    }

    @Test(arguments: [ResponseDecoder.fast, .foundation])
    func bothDecodersGiveTheSameValue(decoder: ResponseDecoder) async throws {
        let value = try await client(decoder, body: #"{"temp":21.5}"#).send(APIRequest<Payload>(path: "x"))
        #expect(value == Payload(temp: 21.5))
    }

    @Test(arguments: [ResponseDecoder.fast, .foundation])
    func theSDKParserVetsTheBytesWhicheverDecoderRuns(decoder: ResponseDecoder) async throws {
        // Foundation's decoder alone would accept a trailing comma, and stop the process on 513 levels of
        // nesting; the SDK's parser reads every body first, so both are errors with either choice.
        for body in [#"{"temp":1,}"#, String(repeating: "[", count: 513)] {
            let error = await #expect(throws: WeatherError.self) {
                try await client(decoder, body: body).send(APIRequest<Payload>(path: "x"))
            }
            #expect(error?.code == .decoding)
        }
    }

    @Test func foundationUsesMakeDecoder() async throws {
        let made = Locked(0)
        let client = client(.foundation, body: #"{"temp":2}"#) {
            made.withLock { $0 += 1 }
            return JSONDecoder()
        }
        _ = try await client.send(APIRequest<Payload>(path: "x"))
        #expect(made.current == 1)
    }

    @Test func replacingDecodeTakesPrecedence() async throws {
        var request = APIRequest<Payload>(path: "x")
        request.decode = { _, _ in Payload(temp: 99) }
        #expect(try await client(.fast, body: #"{"temp":2}"#).send(request) == Payload(temp: 99))
    }
}
