import Foundation
import WeatherJSON

/// The accounts one ``SandboxTransport`` has signed up: in memory, or also in a JSON file in the
/// transport's state directory, so a later transport over the same directory knows them.
///
/// Passwords are never kept, in memory or on disk: only a digest of the address and password,
/// which is enough to recognise the password at sign-in. The digest is not made to resist
/// guessing, so the sandbox is no place for real passwords.
package struct FirebaseAccounts: Sendable {
    /// The name of the file in the state directory.
    package static let fileName = "sandbox-firebase-accounts.json"

    /// One account.
    struct Account: Sendable, Codable {
        var localID: String
        var email: String
        /// ``FirebaseAccounts/digest(password:email:)`` of the account's password.
        var passwordDigest: String
    }

    /// Everything kept, as written to the file.
    private struct State: Codable {
        var accounts: [String: Account] = [:]
        var refreshTokens: [String: String] = [:]
        var issued: UInt64 = 0
    }

    private let seed: UInt64
    private let fileURL: URL?
    private var state = State()

    /// Creates a store; the seed makes ids and tokens reproducible. With a `stateDirectory`, the
    /// accounts are read from and written to ``fileName`` in it.
    package init(seed: UInt64, stateDirectory: URL? = nil) {
        self.seed = seed
        self.fileURL = stateDirectory?.appendingPathComponent(Self.fileName)
    }

    /// The account for `email` (case-insensitive), if any.
    func account(email: String) -> Account? {
        state.accounts[email.lowercased()]
    }

    /// The account for `email` when `password` is its password.
    func account(email: String, password: String) -> Account? {
        account(email: email).flatMap { $0.passwordDigest == Self.digest(password: password, email: email) ? $0 : nil }
    }

    /// The account a refresh token belongs to, if the token is known.
    func account(refreshToken: String) -> Account? {
        state.refreshTokens[refreshToken].flatMap { id in state.accounts.values.first { $0.localID == id } }
    }

    /// Adds an account and returns it.
    mutating func add(email: String, password: String) -> Account {
        let hash = SplitMix64.hash(
            seed, 0xF12E, email.lowercased().utf8.reduce(UInt64(5381)) { $0 &* 33 &+ UInt64($1) })
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SplitMix64(seed: hash)
        let localID = String((0..<28).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        let account = Account(
            localID: localID, email: email, passwordDigest: Self.digest(password: password, email: email))
        state.accounts[email.lowercased()] = account
        return account
    }

    /// Issues a new refresh token for `account`.
    mutating func issueRefreshToken(for account: Account) -> String {
        state.issued += 1
        let token = "sandbox-refresh-" + String(SplitMix64.hash(seed, 0x7E4, state.issued), radix: 16)
        state.refreshTokens[token] = account.localID
        return token
    }

    // MARK: - The state file

    /// Reads the latest accounts from the state file, so transports sharing a directory agree;
    /// does nothing without a state directory or before the first write.
    ///
    /// - Throws: The file's read or decoding error.
    mutating func reload() throws {
        guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return }
        state = try JSONDocument.decode(State.self, from: Data(contentsOf: fileURL))
    }

    /// Writes the accounts to the state file atomically (readable by the owner only); does
    /// nothing without a state directory.
    ///
    /// - Throws: The directory's or the file's write error.
    func save() throws {
        guard let fileURL else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(state)
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: fileURL, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
    }

    /// Reloads, runs `body`, and saves when `body` returns a value: one change, read and written
    /// under the caller's lock.
    mutating func update<Result>(_ body: (inout FirebaseAccounts) -> Result?) throws -> Result? {
        try reload()
        guard let result = body(&self) else { return nil }
        try save()
        return result
    }

    /// A digest of `password` for `email`: two 64-bit hashes of the UTF-8 bytes, as hexadecimal.
    static func digest(password: String, email: String) -> String {
        let bytes = Array(email.lowercased().utf8) + [0] + Array(password.utf8)
        let first = bytes.reduce(UInt64(0x6A09_E667_F3BC_C908)) { SplitMix64.mix($0 ^ UInt64($1)) }
        let second = bytes.reversed().reduce(UInt64(0xBB67_AE85_84CA_A73B)) { SplitMix64.mix($0 &+ UInt64($1)) }
        return String(first, radix: 16) + String(second, radix: 16)
    }
}
