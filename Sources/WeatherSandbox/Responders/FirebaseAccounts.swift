import Foundation

/// The accounts one ``SandboxTransport`` has signed up, kept in memory only.
package struct FirebaseAccounts: Sendable {
    /// One account.
    struct Account: Sendable {
        var localID: String
        var email: String
        // Kept only in this transport's memory, compared on sign-in, never written anywhere.
        var password: String
    }

    private let seed: UInt64
    private var accounts: [String: Account] = [:]
    private var refreshTokens: [String: String] = [:]
    private var issued: UInt64 = 0

    /// Creates an empty store; the seed makes ids and tokens reproducible.
    package init(seed: UInt64) {
        self.seed = seed
    }

    /// The account for `email` (case-insensitive), if any.
    func account(email: String) -> Account? {
        accounts[email.lowercased()]
    }

    /// The account a refresh token belongs to, if the token is known.
    func account(refreshToken: String) -> Account? {
        refreshTokens[refreshToken].flatMap { id in accounts.values.first { $0.localID == id } }
    }

    /// Adds an account and returns it.
    mutating func add(email: String, password: String) -> Account {
        let hash = SplitMix64.hash(
            seed, 0xF12E, email.lowercased().utf8.reduce(UInt64(5381)) { $0 &* 33 &+ UInt64($1) })
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SplitMix64(seed: hash)
        let localID = String((0..<28).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        let account = Account(localID: localID, email: email, password: password)
        accounts[email.lowercased()] = account
        return account
    }

    /// Issues a new refresh token for `account`.
    mutating func issueRefreshToken(for account: Account) -> String {
        issued += 1
        let token = "sandbox-refresh-" + String(SplitMix64.hash(seed, 0x7E4, issued), radix: 16)
        refreshTokens[token] = account.localID
        return token
    }
}
