import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// Every error code of the Firebase REST contract, answered by the loopback server, becomes the
/// matching `AuthError`.
@Suite("Firebase error mapping")
struct FirebaseErrorMappingTests {
    /// The call a case exercises.
    enum Call: String, Sendable, CustomStringConvertible {
        case signUp, signIn, refresh, lookup, delete

        var description: String { rawValue }
    }

    /// One error body and the `AuthError` it must become.
    struct Case: Sendable, CustomStringConvertible {
        var call: Call
        var status: Int
        var body: String
        var code: AuthError.Code
        var providerCode: String?

        var description: String { "\(call) HTTP \(status) → \(code) [\(providerCode ?? "-")]" }

        static func standard(
            _ call: Call, _ message: String, _ code: AuthError.Code, provider: String? = nil
        )
            -> Case
        {
            Case(
                call: call, status: 400, body: FakeIdentityToolkit.errorBody(message), code: code,
                providerCode: provider ?? FirebaseErrorBody.code(fromMessage: message))
        }

        static func token(_ message: String, _ code: AuthError.Code) -> Case {
            Case(
                call: .refresh, status: 400, body: FakeIdentityToolkit.tokenErrorBody(message), code: code,
                providerCode: message)
        }
    }

    static let cases: [Case] = [
        .standard(.signUp, "EMAIL_EXISTS", .emailExists),
        .standard(.signUp, "OPERATION_NOT_ALLOWED", .operationNotAllowed),
        .standard(.signIn, "OPERATION_NOT_ALLOWED", .operationNotAllowed),
        .standard(.signUp, "WEAK_PASSWORD : Password should be at least 6 characters", .weakPassword),
        .standard(.signUp, "INVALID_EMAIL", .invalidEmail),
        .standard(.signIn, "INVALID_EMAIL", .invalidEmail),
        .standard(.signIn, "EMAIL_NOT_FOUND", .invalidCredentials, provider: "INVALID_LOGIN_CREDENTIALS"),
        .standard(.signIn, "INVALID_PASSWORD", .invalidCredentials, provider: "INVALID_LOGIN_CREDENTIALS"),
        .standard(.signIn, "INVALID_LOGIN_CREDENTIALS", .invalidCredentials),
        .standard(.signIn, "USER_DISABLED", .userDisabled),
        .token("USER_DISABLED", .userDisabled),
        .standard(.signUp, "TOO_MANY_ATTEMPTS_TRY_LATER", .tooManyAttempts),
        .standard(
            .signIn,
            "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.",
            .tooManyAttempts),
        .token("TOKEN_EXPIRED", .tokenExpired),
        .token("INVALID_REFRESH_TOKEN", .invalidToken),
        .token("INVALID_GRANT_TYPE", .invalidToken),
        .token("MISSING_REFRESH_TOKEN", .invalidToken),
        .token("USER_NOT_FOUND", .userNotFound),
        .standard(.lookup, "INVALID_ID_TOKEN", .invalidToken),
        .standard(.lookup, "USER_NOT_FOUND", .userNotFound),
        .standard(.delete, "INVALID_ID_TOKEN", .invalidToken),
        .standard(.delete, "USER_NOT_FOUND", .userNotFound),
        .standard(.signUp, "MISSING_PASSWORD", .weakPassword),
        .standard(.signIn, "MISSING_PASSWORD", .invalidCredentials, provider: "MISSING_PASSWORD"),
        Case(
            call: .signIn, status: 403,
            body:
                #"{"error":{"code":403,"message":"Requests from this Android client application <empty> are blocked.","status":"PERMISSION_DENIED"}}"#,
            code: .operationNotAllowed, providerCode: "PERMISSION_DENIED"),
        Case(
            call: .signUp, status: 400,
            body:
                #"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","errors":[{"message":"API key not valid. Please pass a valid API key.","domain":"global","reason":"badRequest"}],"status":"INVALID_ARGUMENT"}}"#,
            code: .operationNotAllowed, providerCode: "API_KEY_INVALID"),
        Case(call: .signIn, status: 403, body: "Forbidden", code: .operationNotAllowed, providerCode: nil),
        .standard(.signUp, "SOMETHING_NEW : with a detail", .server),
        Case(call: .signIn, status: 503, body: "<html>Unavailable</html>", code: .server, providerCode: nil),
        Case(call: .signIn, status: 429, body: "", code: .tooManyAttempts, providerCode: nil),
    ]

    @Test("Each Firebase error body maps to its AuthError code", arguments: cases)
    func mapping(_ testCase: Case) async throws {
        let fake = try FakeIdentityToolkit()
        let clock = ManualClock()
        let auth = fake.service(clock: clock)
        let password = "correct horse"
        if testCase.call != .signUp {
            _ = try await auth.signUp(email: "ada@example.com", password: password)
            clock.advance(by: 7_200)  // expired, so lookups and deletes refresh first
        }
        if testCase.call == .lookup || testCase.call == .delete {
            fake.server.enqueue(.json(#"{"id_token":"fresh","refresh_token":"next","expires_in":"3600"}"#))
        }
        fake.server.enqueue(ScriptedResponse(status: testCase.status, body: Data(testCase.body.utf8)))

        let error = await #expect(throws: AuthError.self) {
            switch testCase.call {
            case .signUp: _ = try await auth.signUp(email: "new@example.com", password: password)
            case .signIn: _ = try await auth.signIn(email: "ada@example.com", password: password)
            case .refresh: _ = try await auth.validIDToken()
            case .lookup: _ = try await auth.account()
            case .delete: try await auth.deleteAccount()
            }
        }

        #expect(error?.code == testCase.code)
        #expect(error?.providerCode == testCase.providerCode)
        if testCase.code != .invalidCredentials {
            let underlying = try #require(error?.underlying as? WeatherError)
            #expect(underlying.statusCode == testCase.status)
        }
    }

    @Test("The three credential codes cannot be told apart")
    func credentialCodesAlike() {
        let texts = ["EMAIL_NOT_FOUND", "INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS"].map { code in
            let error = AuthError.firebase(
                WeatherError(.badRequest, message: "HTTP 400", statusCode: 400, providerCode: code), during: .signIn)
            return String(reflecting: error)
        }
        #expect(Set(texts).count == 1)
    }

    @Test("TOO_MANY_ATTEMPTS_TRY_LATER keeps the server's Retry-After")
    func retryAfter() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        fake.server.enqueue(
            .json(
                FakeIdentityToolkit.errorBody("TOO_MANY_ATTEMPTS_TRY_LATER"), status: 400,
                headers: ["Retry-After": "30"]))

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "correct horse")
        }
        #expect(error?.code == .tooManyAttempts)
        #expect(error?.retryAfter == .seconds(30))
    }

    @Test("An unreachable backend is a network error wrapping the WeatherError")
    func unreachable() async throws {
        // A refused port, not a stopped server: the system may give a stopped server's port to a
        // server of a test running in parallel.
        let refused = try RefusedPort()
        let fake = try FakeIdentityToolkit()
        var configuration = FirebaseAuthService.Configuration.emulator(host: "127.0.0.1:\(refused.port)")
        configuration.retryPolicy = .none
        let auth = fake.service(configuration: configuration)

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "correct horse")
        }
        #expect(error?.code == .network)
        let underlying = try #require(error?.underlying as? WeatherError)
        #expect(underlying.code == .network)
    }

    @Test("A timeout is a network error wrapping the WeatherError")
    func timeout() async throws {
        let transport = StubTransport { _, _ in throw URLError(.timedOut) }
        var configuration = FirebaseAuthService.Configuration.emulator()
        configuration.retryPolicy = .none
        let auth = FirebaseAuthService(
            apiKey: FakeIdentityToolkit.apiKey, transport: transport, configuration: configuration)

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "correct horse")
        }
        #expect(error?.code == .network)
        #expect((error?.underlying as? WeatherError)?.code == .timeout)
        #expect(transport.requests.first?.url.absoluteString.hasPrefix("http://127.0.0.1:9099/") == true)
    }

    @Test("A success body that cannot be decoded is a server error")
    func undecodable() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = fake.service()
        fake.server.enqueue(.json(#"{"kind":"identitytoolkit#VerifyPasswordResponse"}"#))

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "correct horse")
        }
        #expect(error?.code == .server)
        #expect((error?.underlying as? WeatherError)?.code == .decoding)
    }

    @Test("An empty API key is refused before anything is sent")
    func emptyKey() async throws {
        let fake = try FakeIdentityToolkit()
        let auth = FirebaseAuthService(apiKey: "", configuration: fake.configuration)

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "ada@example.com", password: "correct horse")
        }
        #expect(error?.code == .operationNotAllowed)
        #expect(error?.providerCode == "MISSING_API_KEY")
        #expect(fake.server.requestCount == 0)
    }

    @Test("The code is the message up to the first ' : '")
    func codeFromMessage() {
        #expect(
            FirebaseErrorBody.code(fromMessage: "WEAK_PASSWORD : Password should be at least 6 characters")
                == "WEAK_PASSWORD")
        #expect(FirebaseErrorBody.code(fromMessage: "EMAIL_EXISTS") == "EMAIL_EXISTS")
        #expect(FirebaseErrorBody.code(fromMessage: "A : B : C") == "A")
    }
}
