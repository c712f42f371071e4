import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherAuth

/// Where requests go: production, or the emulator named in the configuration or the environment.
@Suite("FirebaseAuthService.Configuration")
struct FirebaseConfigurationTests {
    typealias Configuration = FirebaseAuthService.Configuration

    @Test("By default requests go over HTTPS to the production hosts")
    func production() throws {
        let configuration = Configuration()
        #expect(configuration.emulatorHost == nil)
        #expect(!configuration.usesEmulator)
        #expect(
            try configuration.resolvedIdentityToolkitURL().absoluteString == "https://identitytoolkit.googleapis.com/v1"
        )
        #expect(try configuration.resolvedSecureTokenURL().absoluteString == "https://securetoken.googleapis.com/v1")
    }

    @Test("The emulator keeps the original host as the first path segment over plain HTTP")
    func emulatorURLs() throws {
        let configuration = Configuration.emulator(host: "127.0.0.1:9099")
        let endpoints = FirebaseEndpoints(configuration: configuration)
        let base = URL(string: "https://unused.example")!

        let signUp = try endpoints.signUp(email: "ada@example.com", password: "secret")
            .httpRequest(baseURL: base, defaultHeaders: [:])
        let refresh = try endpoints.refresh(refreshToken: "token").httpRequest(baseURL: base, defaultHeaders: [:])

        #expect(signUp.url.absoluteString == "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp")
        #expect(refresh.url.absoluteString == "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token")
    }

    @Test("The key is appended by the client, giving the emulator's full URL")
    func emulatorURLWithKey() async throws {
        let transport = StubTransport(
            statusCode: 200, body: #"{"id_token":"a","refresh_token":"b","expires_in":"3600"}"#)
        let vault = InMemoryVault()
        try await vault.setSecret(
            JSONEncoder().encode(UserSession(userID: "u", email: "ada@example.com", refreshToken: "r")),
            for: CredentialKey(service: "WeatherAuth.FirebaseAuthService.session", account: "current"))
        let auth = FirebaseAuthService(
            apiKey: "fake-api-key", transport: transport, vault: vault, configuration: .emulator())

        _ = try await auth.refreshSession()

        let request = try #require(transport.requests.first)
        #expect(
            request.url.absoluteString == "http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=fake-api-key")
        #expect(request.method == .post)
        #expect(request.value(forHeader: "x-goog-api-key") == nil)
    }

    @Test(
        "FIREBASE_AUTH_EMULATOR_HOST is read from the given environment",
        arguments: [
            (["FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099"], "127.0.0.1:9099"),
            (["FIREBASE_AUTH_EMULATOR_HOST": " localhost:9199 "], "localhost:9199"),
            (["FIREBASE_AUTH_EMULATOR_HOST": "http://10.0.2.2:9099/"], "10.0.2.2:9099"),
            (["FIREBASE_AUTH_EMULATOR_HOST": "   "], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func environment(_ environment: [String: String], _ expected: String?) {
        #expect(Configuration.fromEnvironment(environment).emulatorHost == expected)
    }

    @Test("An emulator host that forms no URL is a clear error")
    func invalidHost() {
        let configuration = Configuration(emulatorHost: "bad host:port")
        #expect(throws: AuthError.self) { try configuration.resolvedIdentityToolkitURL() }
    }

    @Test("Base URLs with a trailing slash still give one slash before the method")
    func trailingSlash() throws {
        let configuration = Configuration(identityToolkitURL: URL(string: "https://auth.example.com/v1/")!)
        let request = try FirebaseEndpoints(configuration: configuration).lookup(idToken: "t")
        #expect(request.path == "https://auth.example.com/v1/accounts:lookup")
    }
}
