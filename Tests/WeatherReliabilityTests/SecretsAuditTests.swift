import Foundation
import Testing
import WeatherAuth
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// Runs every client and sign-in flow with sentinel secrets through every error path (each network fault,
/// servers that echo the request, including its key, back in their error bodies, broken bodies, wrong
/// passwords and passphrases) and searches every text the SDK produced for the sentinels: each error's
/// `description`, `debugDescription`, `localizedDescription`, `String(reflecting:)` and `dump`, and every
/// ``HTTPLogRecord`` the log sink received.
@Suite("Secrets audit")
struct SecretsAuditTests {
    /// Everything the SDK said during the audit, with where it came from.
    final class Transcript: Sendable {
        private let texts = Locked<[(origin: String, text: String)]>([])

        func add(_ origin: String, _ text: String) {
            texts.withLock { $0.append((origin, text)) }
        }

        /// Every rendering of `value` that an app could print or log.
        func addRenderings(of value: Any, _ origin: String) {
            add("\(origin) description", String(describing: value))
            add("\(origin) String(reflecting:)", String(reflecting: value))
            var dumped = ""
            dump(value, to: &dumped)
            add("\(origin) dump", dumped)
            if let value = value as? CustomDebugStringConvertible {
                add("\(origin) debugDescription", value.debugDescription)
            }
            if let error = value as? any Error {
                add("\(origin) localizedDescription", error.localizedDescription)
            }
        }

        var all: [(origin: String, text: String)] { texts.current }
    }

    /// Error bodies that repeat the request back, as some proxies and APIs do.
    static func echoes(_ request: RecordedRequest) -> [ScriptedResponse] {
        let target = request.target.replacingOccurrences(of: "\"", with: "'")
        return [
            .json(#"{"cod":401,"message":"Invalid API key. \#(target)"}"#, status: 401),
            .json(#"{"error":{"code":2008,"message":"API key \#(target) has been disabled."}}"#, status: 403),
            .json(#"{"error":{"code":400,"message":"INVALID_PASSWORD : \#(target)"}}"#, status: 400),
            .text("<html><body>Bad gateway for \(target)</body></html>", status: 502),
            .json(#"{"error":true,"reason":"Cannot parse \#(target)"}"#, status: 400),
            .json(#"{"unexpected":"\#(target)"}"#, status: 200),
        ]
    }

    @Test func noSentinelSecretAppearsInAnyErrorOrLogRecord() async throws {
        let transcript = Transcript()
        let recorder = LogRecorder()
        // Every client through every network fault, a clean success, and servers that echo the request,
        // key and all, in each kind of error body; the clients run side by side.
        var errors = try await withThrowingTaskGroup(of: Int.self) { group in
            for call in ClientCall.all {
                group.addTask {
                    var errors = 0
                    let faults = ClientCall.primary.contains { $0.name == call.name } ? NetworkFault.all : []
                    for fault in faults {
                        errors += try await Self.run(call, fault: fault, recorder: recorder, transcript: transcript)
                    }
                    let body = try call.bodyData()
                    let responses: [@Sendable (RecordedRequest) -> ScriptedResponse] =
                        [{ _ in .json(body) }] + (0..<6).map { variant in { Self.echoes($0)[variant] } }
                    for response in responses {
                        let server = try LoopbackServer()
                        defer { server.stop() }
                        server.setHandler(response)
                        errors += await Self.capture(
                            call, at: server.baseURL, recorder: recorder, transcript: transcript)
                    }
                    return errors
                }
            }
            return try await group.reduce(0, +)
        }
        errors += try await Self.runLocalSignIn(transcript)
        errors += try await Self.runVault(transcript)
        // The clients and services themselves, as an app might print them.
        let environment = CallEnvironment(
            baseURL: URL(fileURLWithPath: "/"), transport: StubTransport(statusCode: 500, body: ""),
            retryPolicy: .none, clock: TestClock(advancesAutomatically: true), logger: nil)
        transcript.addRenderings(of: ClientCall.openWeather(environment), "OpenWeatherClient")
        transcript.addRenderings(of: ClientCall.weatherAPI(environment), "WeatherAPIClient")
        transcript.addRenderings(of: ClientCall.firebase(environment), "FirebaseAuthService")
        for record in recorder.all {
            transcript.addRenderings(of: record, "log record")
        }

        #expect(errors > 150, "the audit saw \(errors) errors")
        #expect(recorder.all.count > 150)
        for (origin, text) in transcript.all {
            for sentinel in Sentinel.all where text.contains(sentinel) {
                Issue.record("\(origin) contains \(sentinel): \(text.prefix(600))")
            }
        }
    }

    /// Runs `call` through `fault` on a fresh server; returns the number of errors seen.
    static func run(
        _ call: ClientCall, fault: NetworkFault, recorder: LogRecorder, transcript: Transcript
    ) async throws -> Int {
        let body = try call.bodyData()
        let server = try LoopbackServer()
        defer { server.stop() }
        let refused = try RefusedPort()
        var baseURL = server.baseURL
        switch fault.delivery {
        case .connectionRefused: baseURL = refused.baseURL
        case .once(let response), .always(let response): server.setHandler { _ in response(body) }
        }
        return await capture(call, at: baseURL, recorder: recorder, transcript: transcript)
    }

    /// Runs `call` once against `baseURL` with no retries and records what it produced.
    static func capture(_ call: ClientCall, at baseURL: URL, recorder: LogRecorder, transcript: Transcript) async -> Int
    {
        let environment = CallEnvironment(
            baseURL: baseURL, transport: URLSessionTransport(configuration: .init(timeout: NetworkFault.deadline)),
            retryPolicy: .none, clock: TestClock(advancesAutomatically: true), logger: recorder.logger)
        switch await FaultMatrixTests.outcome(of: { try await call.run(environment) }) {
        case .success(let value):
            transcript.addRenderings(of: value, "\(call.name) result")
            return 0
        case .failure(let error):
            transcript.addRenderings(of: error, "\(call.name) error")
            return 1
        }
    }

    /// Local sign-up and sign-in with the sentinel password, through their failures.
    static func runLocalSignIn(_ transcript: Transcript) async throws -> Int {
        let service = LocalAuthService(
            vault: InMemoryVault(), configuration: .init(passwordHashIterations: 1_000))
        let session = try await service.signUp(email: Sentinel.email, password: Sentinel.password)
        transcript.addRenderings(of: session, "local session")
        transcript.addRenderings(of: service, "LocalAuthService")
        var count = 0
        let failures: [@Sendable () async throws -> Void] = [
            { _ = try await service.signUp(email: Sentinel.email, password: Sentinel.password) },
            { _ = try await service.signIn(email: Sentinel.email, password: Sentinel.password + "x") },
            { _ = try await service.signIn(email: "nobody@example.com", password: Sentinel.password) },
            { _ = try await service.signUp(email: "not an address", password: Sentinel.password) },
            { _ = try await service.signUp(email: "short@example.com", password: "S3") },
        ]
        for failure in failures + Array(repeating: failures[1], count: 6) {
            let error = await #expect(throws: (any Error).self) { try await failure() }
            if let error {
                transcript.addRenderings(of: error, "local sign-in error")
                count += 1
            }
        }
        return count
    }

    /// The encrypted vault opened with a wrong passphrase and a wrong key.
    static func runVault(_ transcript: Transcript) async throws -> Int {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("audit.vault")
            let vault = try EncryptedFileVault(
                fileURL: url, passphrase: Sentinel.passphrase,
                keyDerivationIterations: EncryptedFileVault.minimumIterations)
            try await vault.setSecret(Data(Sentinel.vaultSecret.utf8), for: CredentialKey(service: "a", account: "b"))
            transcript.addRenderings(of: vault, "EncryptedFileVault")
            let wrongPassphrase = #expect(throws: VaultError.self) {
                _ = try EncryptedFileVault(fileURL: url, passphrase: Sentinel.passphrase + "!")
            }
            let wrongKey = #expect(throws: VaultError.self) {
                _ = try EncryptedFileVault(fileURL: url, key: Data(repeating: 1, count: EncryptedFileVault.keyLength))
            }
            for error in [wrongPassphrase, wrongKey].compactMap({ $0 }) {
                transcript.addRenderings(of: error, "vault error")
            }
            return 2
        }
    }
}
