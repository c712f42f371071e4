import Foundation
import Testing
import WeatherAuth
import WeatherNetworking
import WeatherTestSupport

/// Feeds mutated real bodies to every client's public API through a stub transport: no crash, every
/// failure a typed error from the allowed set, and (with `WEATHER_FUZZ_BODY_BUDGET_MS`) no body's call
/// slower than the budget.
///
/// The allowed set: `WeatherError` `.decoding` (naming the field path when the body is still JSON) or
/// `.invalidInput` (a value out of range, such as a latitude of 1e308); for OpenWeather, whose success
/// bodies carry their own status in `cod`, also the error that status stands for when `cod` was the value
/// changed; for Firebase, ``AuthError`` `.server` over such a `WeatherError`, and for the account lookup
/// `.userNotFound` when the mutated body has no `users` left. A call of several requests (WeatherKit,
/// the National Weather Service, a past day of One Call, Firebase after sign-in) gets the mutated body for
/// one of them and recorded bodies for the others. Calls that report a part's failure in their answer (the
/// composites' notes, a batch's results) may succeed, but each such failure is judged like a thrown error.
/// The cases run one after another, so the fuzzer holds at most one of the (on small machines, two)
/// cooperative threads.
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

    /// A call's share of the run and its generator are found by its name.
    @Test func everyCallHasItsOwnName() {
        let names = ClientCall.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// Every call succeeds on its recorded bodies, so a mutation is what a failure comes from (a call whose
    /// steps were answered wrongly would fail every time, and test nothing beyond its first step).
    @Test(arguments: ClientCall.all)
    func theRecordedBodiesSucceed(call: ClientCall) async throws {
        let body = try call.bodyData()
        let outcome = await FaultMatrixTests.outcome { try await call.run(Self.environment(answering: body)) }
        switch outcome {
        case .success(let answer as AbsorbedFailures):
            #expect(answer.errors.isEmpty, "\(answer.errors)")
        case .success:
            break
        case .failure(let error):
            Issue.record("\(call.name) failed on its recorded bodies: \(error)")
        }
    }

    @Test(arguments: ClientCall.all)
    func mutatedBodiesFailWithTypedErrors(call: ClientCall) async throws {
        let mutator = try JSONMutator(body: try call.bodyData())
        await FuzzSettings.mutations(
            of: mutator, named: "decoder fuzzing, \(call.name)", iterations: Self.iterations(for: call)
        ) {
            mutation in
            let environment = Self.environment(answering: mutation.body)
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = await FaultMatrixTests.outcome { try await call.run(environment) }
            let elapsed = start.duration(to: clock.now)
            var problems: [String] = []
            if let budget = FuzzSettings.bodyBudget, elapsed > budget {
                problems.append(
                    "the call took \(FuzzSettings.milliseconds(elapsed)), over the budget of "
                        + FuzzSettings.milliseconds(budget))
            }
            let errors: [any Error] =
                switch outcome {
                case .success(let answer as AbsorbedFailures): answer.errors
                case .success: []
                case .failure(let error): [error]
                }
            problems += errors.compactMap { Self.problem(with: $0, for: call, after: mutation) }
            return problems.isEmpty ? nil : problems.joined(separator: "; ")
        }
    }

    /// A call's surroundings in the fuzzer: every request answered (status 200) with `body`, no retries, a
    /// clock that never waits.
    static func environment(answering body: Data) -> CallEnvironment {
        let transport = StubTransport(responses: [
            HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
        ])
        return CallEnvironment(
            baseURL: URL(fileURLWithPath: "/").deletingLastPathComponent().appendingPathComponent("fuzz"),
            transport: transport, retryPolicy: .none, clock: TestClock(advancesAutomatically: true), logger: nil)
    }

    /// What is wrong with `error`, or `nil` when it is one the allowed set admits.
    static func problem(with error: any Error, for call: ClientCall, after mutation: JSONMutation) -> String? {
        let weatherError: WeatherError
        if call.isAuthentication {
            // An account lookup whose `users` was emptied or removed, or whose whole body became a nest of
            // objects, names no account.
            if call.name == ClientCall.firebaseAccount.name,
                mutation.pathKeys == ["users"] || mutation.summary.hasPrefix("closed body"),
                (error as? AuthError)?.code == .userNotFound
            {
                return nil
            }
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
