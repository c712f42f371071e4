import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

/// `SandboxTransport(stateDirectory:)`: Firebase accounts that outlive the transport.
@Suite("Firebase Authentication, kept in a state directory")
struct FirebaseSandboxStateTests {
    let identity = "https://identitytoolkit.googleapis.com/v1/accounts"
    let credentials: [String: Any] = ["email": "Ada@Example.com", "password": "secret-SENTINEL-1"]

    func sandbox(in directory: URL?) -> SandboxTransport {
        SandboxTransport(seed: 7, now: { SandboxTesting.june }, stateDirectory: directory)
    }

    func message(_ response: HTTPResponse) throws -> String? {
        (try SandboxTesting.object(response)["error"] as? [String: Any])?["message"] as? String
    }

    func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("FirebaseSandboxStateTests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    @Test("A second transport over the same directory signs in, refreshes, and refuses a second sign-up")
    func secondTransportSignsIn() async throws {
        try await withDirectory { directory in
            let first = sandbox(in: directory.appendingPathComponent("nested"))
            #expect(first.stateDirectory == directory.appendingPathComponent("nested"))
            let signUp = try SandboxTesting.object(
                try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: first))
            let localID = try #require(signUp["localId"] as? String)
            let refreshToken = try #require(signUp["refreshToken"] as? String)

            let second = sandbox(in: directory.appendingPathComponent("nested"))
            let signIn = try await SandboxTesting.post(
                "\(identity):signInWithPassword?key=k", json: credentials, to: second)
            #expect(signIn.statusCode == 200)
            #expect(try SandboxTesting.object(signIn)["localId"] as? String == localID)
            let newToken = try #require(try SandboxTesting.object(signIn)["refreshToken"] as? String)
            #expect(newToken != refreshToken)

            let refreshed = try await SandboxTesting.post(
                "https://securetoken.googleapis.com/v1/token?key=k",
                json: ["grant_type": "refresh_token", "refresh_token": refreshToken], to: second)
            #expect(try SandboxTesting.object(refreshed)["user_id"] as? String == localID)

            let again = try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: second)
            #expect(try message(again) == "EMAIL_EXISTS")
            // The first transport sees the token the second one issued.
            let fromFirst = try await SandboxTesting.post(
                "https://securetoken.googleapis.com/v1/token?key=k",
                json: ["grant_type": "refresh_token", "refresh_token": newToken], to: first)
            #expect(try SandboxTesting.object(fromFirst)["user_id"] as? String == localID)
        }
    }

    @Test("A wrong password is still refused after a restart, and the file holds no password")
    func wrongPasswordAndNoPlainText() async throws {
        try await withDirectory { directory in
            _ = try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: sandbox(in: directory))
            var wrong = credentials
            wrong["password"] = "secret-SENTINEL-2"
            let refused = try await SandboxTesting.post(
                "\(identity):signInWithPassword?key=k", json: wrong, to: sandbox(in: directory))
            #expect(try message(refused) == "INVALID_LOGIN_CREDENTIALS")

            let file = directory.appendingPathComponent(FirebaseAccounts.fileName)
            let text = try String(decoding: Data(contentsOf: file), as: UTF8.self)
            #expect(text.contains("ada@example.com"))
            #expect(!text.contains("secret-SENTINEL"))
            let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    @Test("Without a state directory, accounts stay in memory and nothing is written")
    func inMemoryByDefault() async throws {
        let first = sandbox(in: nil)
        #expect(first.stateDirectory == nil)
        let signUp = try await SandboxTesting.post("\(identity):signUp?key=k", json: credentials, to: first)
        #expect(signUp.statusCode == 200)
        let other = try await SandboxTesting.post(
            "\(identity):signInWithPassword?key=k", json: credentials, to: sandbox(in: nil))
        #expect(try message(other) == "INVALID_LOGIN_CREDENTIALS")
    }

    @Test("An unreadable account file is a server error, and is left as it was")
    func corruptFile() async throws {
        try await withDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(FirebaseAccounts.fileName)
            let garbage = Data("not json".utf8)
            try garbage.write(to: file)
            let transport = sandbox(in: directory)
            for path in [":signUp", ":signInWithPassword"] {
                let response = try await SandboxTesting.post(
                    "\(identity)\(path)?key=k", json: credentials, to: transport)
                #expect(response.statusCode == 500)
                #expect(try message(response)?.hasPrefix("INTERNAL_ERROR") == true)
            }
            #expect(try Data(contentsOf: file) == garbage)
        }
    }
}
