import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherTesting

@testable import WeatherAuth

@Suite("LocalAuthService")
struct LocalAuthServiceTests {
    let vault = InMemoryVault()
    let clock = ManualClock()
    let email = "ada@example.com"
    let password = "correct horse battery"

    /// Fast hashing for tests; the default cost is checked in `defaultHashCost`.
    static let fastConfiguration = LocalAuthService.Configuration(passwordHashIterations: 10)

    func makeService(autofill: PasswordAutofill? = nil) -> LocalAuthService {
        LocalAuthService(vault: vault, configuration: Self.fastConfiguration, autofill: autofill, now: clock.function)
    }

    @Test("Sign up, sign out, sign in, wrong password")
    func basicFlow() async throws {
        let auth = makeService()
        let created = try await auth.signUp(email: email, password: password)
        #expect(created.email == email)
        #expect(UUID(uuidString: created.userID.rawValue) != nil)
        #expect(try await auth.currentSession == created)

        try await auth.signOut()
        #expect(try await auth.currentSession == nil)
        try await auth.signOut()

        let signedIn = try await auth.signIn(email: email, password: password)
        #expect(signedIn.userID == created.userID)
        #expect(try await auth.currentSession == signedIn)

        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: email, password: "wrong password")
        }
        #expect(error?.code == .invalidCredentials)
        let unknown = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: "nobody@example.com", password: password)
        }
        #expect(unknown?.code == .invalidCredentials)
    }

    @Test("Five wrong passwords lock the account until the lockout time has passed")
    func lockout() async throws {
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: password)
        for attempt in 1...4 {
            let error = await #expect(throws: AuthError.self, "attempt \(attempt)") {
                try await auth.signIn(email: email, password: "wrong \(attempt)")
            }
            #expect(error?.code == .invalidCredentials)
        }
        let locking = await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: "wrong") }
        #expect(locking?.code == .tooManyAttempts)
        #expect(locking?.retryAfter == .seconds(300))

        clock.advance(by: 200)
        let stillLocked = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: email, password: password)
        }
        #expect(stillLocked?.code == .tooManyAttempts)
        #expect(stillLocked?.retryAfter == .seconds(100))

        // The lock is stored in the vault: a new instance (an app restart) sees it too.
        let restarted = await #expect(throws: AuthError.self) {
            try await makeService().signIn(email: email, password: password)
        }
        #expect(restarted?.code == .tooManyAttempts)

        clock.advance(by: 101)
        #expect(try await auth.signIn(email: email, password: password).email == email)
    }

    @Test("An unknown address and a known one get the same answers, attempt by attempt, locked alike")
    func lockoutRevealsNoAccount() async throws {
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: password)
        func answers(_ address: String) async -> [String] {
            var codes: [String] = []
            for attempt in 1...6 {
                let error = await #expect(throws: AuthError.self, "attempt \(attempt) for \(address)") {
                    try await auth.signIn(email: address, password: "wrong \(attempt)")
                }
                codes.append("\(error?.code.description ?? "none") \(error?.retryAfter.map { "\($0)" } ?? "")")
            }
            return codes
        }
        let known = await answers(email)
        let unknown = await answers("nobody@example.com")
        #expect(known == unknown)
        #expect(known.filter { $0.hasPrefix("tooManyAttempts") }.count == 2, "\(known)")
        // A restart keeps the unknown address locked too.
        let restarted = await #expect(throws: AuthError.self) {
            try await makeService().signIn(email: "nobody@example.com", password: password)
        }
        #expect(restarted?.code == .tooManyAttempts)
    }

    @Test("A successful sign-in resets the count of failed attempts")
    func successResetsFailures() async throws {
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: password)
        for _ in 1...4 {
            await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: "wrong") }
        }
        _ = try await auth.signIn(email: email, password: password)
        for _ in 1...4 {
            let error = await #expect(throws: AuthError.self) {
                try await auth.signIn(email: email, password: "wrong")
            }
            #expect(error?.code == .invalidCredentials)
        }
    }

    @Test("The lockout policy is configurable")
    func customLockout() async throws {
        let configuration = LocalAuthService.Configuration(
            lockout: LockoutPolicy(maximumFailedAttempts: 2, duration: .seconds(30)), passwordHashIterations: 10)
        let auth = LocalAuthService(vault: vault, configuration: configuration, now: clock.function)
        _ = try await auth.signUp(email: email, password: password)
        await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: "wrong") }
        let error = await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: "wrong") }
        #expect(error?.code == .tooManyAttempts)
        #expect(error?.retryAfter == .seconds(30))
        clock.advance(by: 30)
        _ = try await auth.signIn(email: email, password: password)
    }

    @Test("A second account for the same address is refused, however the address is written")
    func duplicateEmail() async throws {
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: password)
        for variant in [email, "  ADA@Example.com\n"] {
            let error = await #expect(throws: AuthError.self) {
                try await auth.signUp(email: variant, password: "another password")
            }
            #expect(error?.code == .emailExists)
        }
        #expect(try await auth.signIn(email: email, password: password).email == email)
    }

    @Test("Concurrent sign-ups of one address create exactly one account")
    func concurrentSignUps() async throws {
        let auth = makeService()
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask { (try? await auth.signUp(email: email, password: "password \(index)")) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 1)
    }

    @Test("The session and the user id survive a new instance over the same vault")
    func sessionSurvivesRestart() async throws {
        let created = try await makeService().signUp(email: email, password: password)
        let restarted = makeService()
        #expect(try await restarted.currentSession == created)
        try await restarted.signOut()
        #expect(try await makeService().currentSession == nil)
        #expect(try await makeService().signIn(email: email, password: password).userID == created.userID)

        let other = try await makeService().signUp(email: "grace@example.com", password: password)
        #expect(other.userID != created.userID)
    }

    @Test(
        "Empty and malformed addresses are refused",
        arguments: [
            "", "   ", "plainaddress", "@example.com", "ada@", "ada@@example.com", "ada@example", "ada example@x.com",
            "ada@exa mple.com", "a..b@example.com", ".ada@example.com", "ada@-example.com", "ada@example..com",
            "ada@example.com\u{0}", "<ada@example.com>",
        ])
    func malformedEmail(address: String) async throws {
        let auth = makeService()
        let signUp = await #expect(throws: AuthError.self) { try await auth.signUp(email: address, password: password) }
        #expect(signUp?.code == .invalidEmail)
        let signIn = await #expect(throws: AuthError.self) { try await auth.signIn(email: address, password: password) }
        #expect(signIn?.code == .invalidEmail)
    }

    @Test("Addresses are trimmed, lowercased and compared in NFC")
    func emailNormalisation() async throws {
        let auth = makeService()
        let session = try await auth.signUp(email: "  Ren\u{E9}e@Example.COM ", password: password)
        #expect(session.email == "ren\u{E9}e@example.com")
        #expect(try await auth.signIn(email: "RENE\u{301}E@example.com", password: password).userID == session.userID)
        #expect(try await auth.hasAccount(email: "rene\u{301}e@EXAMPLE.com"))
    }

    @Test("Short and empty passwords are refused at sign-up; an empty one never signs in")
    func passwordPolicy() async throws {
        let auth = makeService()
        for weak in ["", "1234567"] {
            let error = await #expect(throws: AuthError.self) { try await auth.signUp(email: email, password: weak) }
            #expect(error?.code == .weakPassword)
        }
        _ = try await auth.signUp(email: email, password: "12345678")
        let empty = await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: "") }
        #expect(empty?.code == .invalidCredentials)

        let strict = LocalAuthService(
            vault: InMemoryVault(),
            configuration: .init(passwordPolicy: PasswordPolicy(minimumLength: 12), passwordHashIterations: 10))
        let error = await #expect(throws: AuthError.self) {
            try await strict.signUp(email: email, password: "12345678")
        }
        #expect(error?.code == .weakPassword)
    }

    @Test("A 1 MB password is refused at once; the longest allowed one works")
    func veryLongPasswords() async throws {
        let auth = makeService()
        let huge = String(repeating: "a", count: 1 << 20)
        let signUp = await #expect(throws: AuthError.self) { try await auth.signUp(email: email, password: huge) }
        #expect(signUp?.code == .weakPassword)
        #expect(signUp.map { $0.message.count < 200 } == true)

        let longest = String(repeating: "\u{E9}", count: PasswordPolicy.standard.maximumLength)
        _ = try await auth.signUp(email: email, password: longest)
        #expect(try await auth.signIn(email: email, password: longest).email == email)
        let signIn = await #expect(throws: AuthError.self) { try await auth.signIn(email: email, password: huge) }
        #expect(signIn?.code == .invalidCredentials)
    }

    @Test(
        "Unicode passwords sign in whether typed composed (NFC) or decomposed (NFD)",
        arguments: [
            ("p\u{E4}ssw\u{F6}rd-caf\u{E9}", "pa\u{308}sswo\u{308}rd-cafe\u{301}"),
            (
                "\u{D55C}\u{AD6D}\u{C5B4} \u{BE44}\u{BC00}\u{BC88}\u{D638}",
                "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}\u{110B}\u{1165} \u{1107}\u{1175}\u{1106}\u{1175}\u{11AF}\u{1107}\u{1165}\u{11AB}\u{1112}\u{1169}"
            ),
            ("\u{1F510} secret \u{1F511} key", "\u{1F510} secret \u{1F511} key"),
        ])
    func unicodePasswords(composed: String, decomposed: String) async throws {
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: composed)
        #expect(try await auth.signIn(email: email, password: decomposed).email == email)
        #expect(try await auth.signIn(email: email, password: composed).email == email)
        let error = await #expect(throws: AuthError.self) {
            try await auth.signIn(email: email, password: composed + "x")
        }
        #expect(error?.code == .invalidCredentials)
    }

    @Test("Passwords are stored only as salted hashes; the default cost is at least 600,000 iterations")
    func storedHashes() async throws {
        #expect(LocalAuthService.Configuration().passwordHashIterations >= 600_000)
        #expect(LocalAuthService.Configuration.defaultPasswordHashIterations >= 600_000)
        let auth = makeService()
        _ = try await auth.signUp(email: email, password: password)
        _ = try await auth.signUp(email: "grace@example.com", password: password)

        let keys = try await vault.keys(service: "WeatherAuth.LocalAuthService.accounts")
        #expect(keys.map(\.account) == ["ada@example.com", "grace@example.com"])
        var hashes: [Data] = []
        for key in keys {
            let data = try #require(try await vault.secret(for: key))
            #expect(data.range(of: Data(password.utf8)) == nil)
            let account = try JSONDecoder().decode(LocalAccount.self, from: data)
            #expect(account.password.iterations == 10)
            #expect(account.password.salt.count >= 16)
            hashes.append(account.password.hash)
        }
        #expect(hashes[0] != hashes[1])
    }

    @Test("Vault failures surface as storage errors")
    func storageFailure() async throws {
        let auth = LocalAuthService(vault: FailingVault.failingEverything(), configuration: Self.fastConfiguration)
        let error = await #expect(throws: AuthError.self) { try await auth.signUp(email: email, password: password) }
        #expect(error?.code == .storage)
        #expect(error?.underlying is VaultError)
        let session = await #expect(throws: AuthError.self) { try await auth.currentSession }
        #expect(session?.code == .storage)
    }
}

extension FailingVault {
    /// A vault whose every operation fails, as on a full disk.
    static func failingEverything() -> FailingVault {
        let vault = FailingVault()
        vault.fail(Operation.all, with: VaultError(.storage, "The disk is full."))
        return vault
    }
}
