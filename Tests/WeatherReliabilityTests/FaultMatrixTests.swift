import Foundation
import Testing
import WeatherAuth
import WeatherNetworking
import WeatherTestSupport

/// Every client × every network fault, over the real `URLSessionTransport` against a server on 127.0.0.1:
/// each call ends in success after a retry or in the right typed error, within a bound that only tells a
/// hang apart. Retries sleep on a test clock that advances at once, so backoff costs no time; each
/// attempt's timeout, which the pipeline hands the transport, ends stalls.
///
/// The cases run one at a time: the bound is wall-clock time, and 95 cases sharing two cores (under a
/// sanitizer, several times slower) would measure each other rather than a hang.
@Suite("Fault matrix", .serialized)
struct FaultMatrixTests {
    /// The policy of the matrix: three attempts, half of each backoff window (on the test clock).
    static let retryPolicy = RetryPolicy(maximumAttempts: NetworkFault.maximumAttempts, random: { 0.5 })

    @Test(arguments: ClientCall.primary, NetworkFault.all)
    func faultEndsInRecoveryOrTypedError(call: ClientCall, fault: NetworkFault) async throws {
        let body = try call.bodyData()
        let server = try LoopbackServer()
        defer { server.stop() }
        // Held until the test ends, so no other test's server can take the port.
        let refused = try RefusedPort()
        var baseURL = server.baseURL
        switch fault.delivery {
        case .connectionRefused:
            baseURL = refused.baseURL
        case .once(let response):
            server.enqueue(response(body))
            server.setHandler { _ in .json(body) }
        case .always(let response):
            server.setHandler { _ in response(body) }
        }
        let clock = TestClock(advancesAutomatically: true)
        let recorder = LogRecorder()
        let environment = CallEnvironment(
            baseURL: baseURL,
            transport: URLSessionTransport(), retryPolicy: Self.retryPolicy, clock: clock, logger: recorder.logger,
            attemptTimeout: NetworkFault.deadline)

        let started = ContinuousClock.now
        let result = await Self.outcome { try await call.run(environment) }
        let elapsed = ContinuousClock.now - started

        #expect(elapsed < NetworkFault.noHangBound, "\(call.name) took \(elapsed) on \(fault.name)")
        let outcome = try Self.classify(result, for: call)
        #expect(fault.outcomes.contains(outcome), "\(call.name) on \(fault.name): \(result)")
        switch outcome {
        case .recovers:
            #expect(recorder.all.count == 2, "one failed attempt, then the successful one")
        case .fails:
            if let attempts = fault.attemptsWhenFailing {
                #expect(recorder.all.count == attempts, "\(recorder.all.map(\.message))")
            }
        }
        if fault.name == "429 with Retry-After", outcome == .recovers {
            #expect(clock.sleeps == [.seconds(7)])
        }
        if fault.name == "429 without Retry-After", outcome == .recovers {
            #expect(clock.sleeps.allSatisfy { $0 >= Self.retryPolicy.minimumRateLimitDelay }, "never at once on 429")
        }
    }

    @Test(arguments: [512, 4 * 1024])
    func theResponseSizeLimitIsConfigurable(limit: Int) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = try ClientCall.freeTestAllCities.bodyData()
        server.setHandler { _ in .json(body) }
        let transport = URLSessionTransport(configuration: .init(maximumResponseSize: limit))
        let environment = CallEnvironment(
            baseURL: server.baseURL, transport: transport, retryPolicy: Self.retryPolicy,
            clock: TestClock(advancesAutomatically: true), logger: nil)
        // The body is larger than either limit: the transport refuses it as it arrives, and does not retry.
        #expect(body.count > limit)
        let error = try await #require(throws: WeatherError.self) {
            _ = try await ClientCall.freeTestAllCities.run(environment)
        }
        #expect(error.code == .invalidResponse)
        #expect(error.message.contains("\(limit)-byte limit"))
        #expect(server.requestCount == 1)
    }

    @Test func theDefaultResponseSizeLimitIsAFewMegabytes() {
        let limit = URLSessionTransport().configuration.maximumResponseSize
        #expect((1_000_000...16_000_000).contains(limit))
    }

    /// Whether `call` succeeded, or the error it threw.
    static func outcome(of call: () async throws -> any Sendable) async -> Result<any Sendable, any Error> {
        do {
            return .success(try await call())
        } catch {
            return .failure(error)
        }
    }

    /// The outcome a result stands for; throws (failing the test) for an error of an untyped kind.
    static func classify(_ result: Result<any Sendable, any Error>, for call: ClientCall) throws -> NetworkFault.Outcome
    {
        switch result {
        case .success:
            return .recovers
        case .failure(let error as WeatherError) where !call.isAuthentication:
            return .fails(error.code)
        case .failure(let error as AuthError) where call.isAuthentication:
            // Map back: the Firebase code must be the one its WeatherError cause maps to.
            let cause = try #require(error.underlying as? WeatherError, "\(error)")
            #expect(NetworkFault.authenticationCode(for: cause.code) == error.code)
            return .fails(cause.code)
        case .failure(let error):
            Issue.record("an untyped error: \(type(of: error)) \(error)")
            throw error
        }
    }
}
