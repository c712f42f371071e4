import Foundation
import Testing
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherTesting

@Suite("Transport doubles")
struct TransportDoubleTests {
    let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    let request = HTTPRequest(method: .get, url: URL(string: "https://example.com/a")!)

    @Test func theRecorderKeepsEveryRequestWithItsAnswer() async throws {
        let upstream = StubTransport(responses: [
            HTTPResponse(statusCode: 500, body: Data()), HTTPResponse(statusCode: 200, body: Data("{}".utf8)),
        ])
        let recorder = RecordingTransport(forwardingTo: upstream)
        _ = try await recorder.send(request)
        _ = try await recorder.send(request)
        #expect(recorder.requests.map(\.url) == [request.url, request.url])
        #expect(recorder.responses.map(\.statusCode) == [500, 200])
        #expect(upstream.requests.count == 2)
    }

    @Test func theRecorderRecordsAFailureAndRethrowsIt() async throws {
        let recorder = RecordingTransport(
            forwardingTo: StubTransport(error: WeatherError(.network, message: "offline")))
        let error = await #expect(throws: WeatherError.self) { try await recorder.send(request) }
        #expect(error?.code == .network)
        let exchange = try #require(recorder.exchanges.first)
        #expect(exchange.response == nil)
        #expect((exchange.error as? WeatherError)?.code == .network)
    }

    @Test func sandboxDataStaysSandboxDataThroughTheRecorder() async throws {
        let recorder = RecordingTransport(forwardingTo: SandboxTransport())
        #expect(recorder.dataOrigin == .sandbox)
        let weather = try await OpenMeteoClient(transport: recorder).weather(at: berlin)
        #expect(weather.source.origin == .sandbox)
        #expect(recorder.requests.count == 1)
        #expect(recorder.responses.first?.statusCode == 200)
    }

    @Test func aStubTransportTakesTheOriginItIsGiven() async throws {
        #expect(StubTransport(statusCode: 200, body: "{}").dataOrigin == .live)
        let sandboxed = StubTransport(statusCode: 200, data: Data("{}".utf8), dataOrigin: .sandbox)
        #expect(sandboxed.dataOrigin == .sandbox)
        #expect(try await sandboxed.send(request).body == Data("{}".utf8))
        #expect(RecordingTransport(forwardingTo: sandboxed).dataOrigin == .sandbox)
    }
}
