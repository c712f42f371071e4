import Foundation
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTesting

/// A recorded answer for the requests of a call of several steps whose body is not the one under test.
struct RecordedStep: Sendable {
    /// Whether a request is one of this step's.
    var matches: @Sendable (HTTPRequest) -> Bool
    /// The recorded body it is answered with (status 200).
    var body: ClientCall.Body

    /// The step of the requests whose path ends with `suffix`, such as `/forecast/hourly`.
    static func path(endingWith suffix: String, _ body: ClientCall.Body) -> RecordedStep {
        RecordedStep(matches: { $0.url.path.hasSuffix(suffix) }, body: body)
    }

    /// The step of the requests whose path contains `part`, such as `/points/`.
    static func path(containing part: String, _ body: ClientCall.Body) -> RecordedStep {
        RecordedStep(matches: { $0.url.path.contains(part) }, body: body)
    }

    /// A transport for a call of several requests: a request of one of `steps` (the first that matches) gets
    /// that step's recorded body, every other request goes to `transport`, which answers with the body under
    /// test.
    static func routing(_ steps: [RecordedStep], around transport: any HTTPTransport) throws -> StubTransport {
        let answers = try steps.map { step in (step.matches, try step.body.data()) }
        return StubTransport { request, _ in
            guard let answer = answers.first(where: { $0.0(request) }) else {
                return try await transport.send(request)
            }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: answer.1)
        }
    }

    /// A transport whose first request goes to `transport` (the body under test) and whose later ones are
    /// answered with the recorded `body`.
    static func firstRequest(to transport: any HTTPTransport, laterOnes body: ClientCall.Body) throws -> StubTransport {
        let recorded = try body.data()
        return StubTransport { request, index in
            guard index > 0 else { return try await transport.send(request) }
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: recorded)
        }
    }
}

/// Hands the answers of `wrapped` over in chunks, as a network does, so that code reading a body as it
/// arrives meets every split: the chunk size (16 to 128 bytes) follows from the body's length, so a replay
/// splits a body the same way.
/// Private because `StubTransport` and `RecordingTransport` do not stream: their answers arrive whole.
struct ChunkingTransport: StreamingHTTPTransport {
    var wrapped: any HTTPTransport

    var dataOrigin: DataOrigin { wrapped.dataOrigin }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await wrapped.send(request)
    }

    func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
        let response = try await wrapped.send(request)
        let body = response.body
        let size = 16 + body.count % 113
        return StreamedHTTPResponse(
            head: response,
            body: AsyncThrowingStream { continuation in
                var start = body.startIndex
                while start < body.endIndex {
                    let end = min(start + size, body.endIndex)
                    continuation.yield(body.subdata(in: start..<end))
                    start = end
                }
                continuation.finish()
            })
    }
}

/// What a call answered that reports some failures of its parts in its answer rather than by throwing (a
/// composite's notes, a batch's results), with those failures, so the fuzzer judges them as it judges a
/// thrown error.
struct AbsorbedFailures: Sendable {
    /// The call's answer.
    var value: any Sendable
    /// The failures the answer reports.
    var errors: [any Error]

    /// A provider that passes calls on to `upstream` and keeps every error it throws in `failures` before
    /// throwing it on, so a composite's absorbed failures can be judged.
    static func provider(
        passingTo upstream: any WeatherProvider, keepingFailuresIn failures: Locked<[any Error]>
    ) -> StubWeatherProvider {
        let provider = StubWeatherProvider(forwardingTo: upstream)
        provider.answer { call in
            do {
                return try await upstream.weather(at: call.coordinate, including: call.dataSets)
            } catch {
                failures.withLock { $0.append(error) }
                throw error
            }
        }
        return provider
    }
}
