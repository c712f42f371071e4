import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// The API key, passwords and tokens never appear in errors, descriptions, `dump` or log records.
@Suite("Firebase secrets stay secret")
struct FirebaseRedactionTests {
    let password = "PASSWORD-SENTINEL-9c1e"
    let sentinels = ["SENTINEL"]

    private func leaks(_ text: String) -> Bool {
        sentinels.contains { text.contains($0) }
    }

    private func texts(of value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    @Test("Errors, sessions, the service and the log show no key, password or token")
    func noSentinel() async throws {
        let fake = try FakeIdentityToolkit()
        let records = Locked<[String]>([])
        let logger = HTTPLogger(minimumLevel: .debug) { record in
            records.withLock { $0.append(String(describing: record)) }
        }
        let clock = ManualClock()
        let auth = fake.service(clock: clock, logger: logger)
        var errors: [AuthError] = []

        let session = try await auth.signUp(email: "ada@example.com", password: password)
        clock.advance(by: 7_200)
        _ = try await auth.validIDToken()
        _ = try await auth.account()

        for attempt in [
            { _ = try await auth.signUp(email: "ada@example.com", password: self.password) },
            { _ = try await auth.signIn(email: "ada@example.com", password: "PASSWORD-SENTINEL-wrong") },
            { _ = try await auth.signIn(email: "ada@example.com", password: "1") },
        ] as [@Sendable () async throws -> Void] {
            let error = await #expect(throws: AuthError.self) { try await attempt() }
            errors += error.map { [$0] } ?? []
        }
        // A server that echoes secrets in its error message.
        fake.server.enqueue(
            .json(
                FakeIdentityToolkit.errorBody(
                    "UNEXPECTED : password=\(password) key=\(FakeIdentityToolkit.apiKey) REFRESH-SENTINEL-1"),
                status: 400))
        let echoed = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: self.password)
        }
        errors += echoed.map { [$0] } ?? []
        // A refused refresh token.
        fake.state.withLock { $0.refreshTokens.removeAll() }
        let refused = await #expect(throws: AuthError.self) { try await auth.refreshSession() }
        errors += refused.map { [$0] } ?? []
        fake.server.stop()
        let offline = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: self.password)
        }
        errors += offline.map { [$0] } ?? []

        #expect(errors.count == 6)
        for error in errors {
            for text in texts(of: error) + [error.message] {
                #expect(!leaks(text), "\(error.code) leaks a secret")
            }
            if let underlying = error.underlying as? WeatherError {
                #expect(!leaks(String(reflecting: underlying)))
            }
        }
        for text in texts(of: session) + texts(of: auth) + texts(of: auth.configuration) {
            #expect(!leaks(text))
        }
        #expect(!records.current.isEmpty)
        for record in records.current {
            #expect(!leaks(record))
        }
    }
}
