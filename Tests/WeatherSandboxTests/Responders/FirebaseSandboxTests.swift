import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("Firebase Authentication")
struct FirebaseSandboxTests {
    let identity = "https://identitytoolkit.googleapis.com/v1/accounts"

    func error(_ response: HTTPResponse) throws -> String? {
        (try SandboxTesting.object(response)["error"] as? [String: Any])?["message"] as? String
    }

    @Test("Sign up, sign in and refresh, in memory per transport")
    func flow() async throws {
        let sandbox = SandboxTesting.sandbox()
        let credentials: [String: Any] = [
            "email": "ada@example.com", "password": "secret-1", "returnSecureToken": true,
        ]
        let signUp = try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: sandbox)
        #expect(signUp.statusCode == 200)
        let created = try SandboxTesting.object(signUp)
        #expect(created["expiresIn"] as? String == "3600")
        let localID = try #require(created["localId"] as? String)
        #expect(localID.count == 28)
        #expect((created["idToken"] as? String)?.split(separator: ".", omittingEmptySubsequences: false).count == 3)

        let again = try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: sandbox)
        #expect(try error(again) == "EMAIL_EXISTS")

        let signIn = try SandboxTesting.object(
            try await SandboxTesting.post("\(identity):signInWithPassword?key=k", json: credentials, to: sandbox))
        #expect(signIn["localId"] as? String == localID)
        #expect(signIn["registered"] as? Bool == true)
        let refreshToken = try #require(signIn["refreshToken"] as? String)

        let url = try #require(URL(string: "https://securetoken.googleapis.com/v1/token?key=k"))
        let form = Data("grant_type=refresh_token&refresh_token=\(refreshToken)".utf8)
        let refreshed = try await sandbox.send(
            HTTPRequest(
                method: .post, url: url, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form))
        let refreshedBody = try SandboxTesting.object(refreshed)
        #expect(refreshedBody["user_id"] as? String == localID)
        #expect(refreshedBody["token_type"] as? String == "Bearer")

        // Another transport knows nobody.
        let other = try await SandboxTesting.post(
            "\(identity):signInWithPassword?key=k", json: credentials, to: SandboxTesting.sandbox())
        #expect(try error(other) == "INVALID_LOGIN_CREDENTIALS")
    }

    @Test("Bad input gets Firebase's error codes, also through the emulator's URL form")
    func errors() async throws {
        let sandbox = SandboxTesting.sandbox()
        let cases: [([String: Any], String)] = [
            (["email": "not-an-email", "password": "secret-1"], "INVALID_EMAIL"),
            (
                ["email": "bob@example.com", "password": "123"],
                "WEAK_PASSWORD : Password should be at least 6 characters"
            ),
            (["email": "bob@example.com"], "MISSING_PASSWORD"),
        ]
        for (body, message) in cases {
            let response = try await SandboxTesting.post(
                "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake", json: body,
                to: sandbox)
            #expect(response.statusCode == 400)
            #expect(try error(response) == message)
        }
        let wrong = try await SandboxTesting.post(
            "\(identity):signInWithPassword?key=k", json: ["email": "nobody@example.com", "password": "secret-1"],
            to: sandbox)
        #expect(try error(wrong) == "INVALID_LOGIN_CREDENTIALS")
        let refresh = try await SandboxTesting.post(
            "https://securetoken.googleapis.com/v1/token?key=k",
            json: ["grant_type": "refresh_token", "refresh_token": "unknown"], to: sandbox)
        #expect(try error(refresh) == "INVALID_REFRESH_TOKEN")
        let noKey = try await SandboxTesting.post("\(identity):signUp", json: ["email": "a@b.co"], to: sandbox)
        #expect(try error(noKey) == "API key not valid. Please pass a valid API key.")
    }
}
