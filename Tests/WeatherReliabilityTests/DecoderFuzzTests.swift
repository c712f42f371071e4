import Foundation
import Testing
import WeatherAuth
import WeatherNetworking
import WeatherTestSupport

/// Feeds mutated real bodies to every client's public API through a stub transport: no crash, and every
/// failure a typed error from the allowed set.
///
/// The allowed set: `WeatherError` `.decoding` (naming the field path when the body is still JSON) or
/// `.invalidInput` (a value out of range, such as a latitude of 1e308); for OpenWeather, whose success
/// bodies carry their own status in `cod`, also the error that status stands for when `cod` was the value
/// changed; for Firebase, ``AuthError`` `.server` over such a `WeatherError`. The cases run one after another,
/// so the fuzzer holds at most one of the (on small machines, two) cooperative threads.
@Suite("Decoder fuzzing", .serialized)
struct DecoderFuzzTests {
    static let allowedCodes: Set<WeatherError.Code> = [.decoding, .invalidInput]

    /// What Foundation's `JSONDecoder` reports, with an empty coding path, for a number that does not fit the
    /// requested type (a fraction or an out-of-range value where an `Int` is decoded, `1e400` anywhere): the
    /// one decoding failure that cannot name its field.
    static let pathlessNumberMessage = "(root): The given data was not valid JSON"

    /// The number of mutations `call` gets: the run's total, shared out so the parts add up to it exactly.
    static func iterations(for call: ClientCall) -> Int {
        let calls = ClientCall.all.count
        let position = ClientCall.all.firstIndex { $0.name == call.name } ?? 0
        return FuzzSettings.iterations / calls + (position < FuzzSettings.iterations % calls ? 1 : 0)
    }

    @Test func theMutationsAddUpToTheRunsTotal() {
        #expect(ClientCall.all.map(Self.iterations(for:)).reduce(0, +) == FuzzSettings.iterations)
    }

    @Test(arguments: ClientCall.all)
    func mutatedBodiesFailWithTypedErrors(call: ClientCall) async throws {
        let mutator = try JSONMutator(body: try call.bodyData())
        await FuzzSettings.mutations(
            of: mutator, named: "decoder fuzzing, \(call.name)", iterations: Self.iterations(for: call)
        ) {
            mutation in
            let transport = StubTransport(responses: [
                HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: mutation.body)
            ])
            let environment = CallEnvironment(
                baseURL: URL(fileURLWithPath: "/").deletingLastPathComponent().appendingPathComponent("fuzz"),
                transport: transport, retryPolicy: .none, clock: TestClock(advancesAutomatically: true), logger: nil)
            let outcome = await FaultMatrixTests.outcome { try await call.run(environment) }
            guard case .failure(let error) = outcome else { return nil }
            return Self.problem(with: error, for: call, after: mutation)
        }
    }

    /// What is wrong with `error`, or `nil` when it is one the allowed set admits.
    static func problem(with error: any Error, for call: ClientCall, after mutation: JSONMutation) -> String? {
        let weatherError: WeatherError
        if call.isAuthentication {
            guard let authError = error as? AuthError, authError.code == .server,
                let cause = authError.underlying as? WeatherError
            else { return "not an AuthError(.server) over a WeatherError: \(error)" }
            weatherError = cause
        } else {
            guard let error = error as? WeatherError else { return "not a WeatherError: \(type(of: error)) \(error)" }
            weatherError = error
        }
        let changedStatus = call.name.hasPrefix("OpenWeather") && mutation.pathKeys == ["cod"]
        guard Self.allowedCodes.contains(weatherError.code) || changedStatus else {
            return "code .\(weatherError.code) is not allowed: \(weatherError)"
        }
        if weatherError.code == .decoding, mutation.isValidJSON, !mutation.pathKeys.isEmpty,
            !weatherError.message.contains(Self.pathlessNumberMessage)
        {
            let names = mutation.pathKeys
            guard names.contains(where: { weatherError.message.contains($0) }) else {
                return "the decoding error names none of \(names): \(weatherError.message)"
            }
        }
        return nil
    }
}
