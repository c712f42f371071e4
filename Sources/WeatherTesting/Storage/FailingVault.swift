import Foundation
import WeatherAuth
import WeatherCore

/// A credential vault over an `InMemoryVault` whose operations fail when the test says so, as a locked
/// keychain or a full disk would.
///
/// ```
/// import Testing
/// import WeatherAuth
///
/// @Test func lockedKeychain() async throws {
///     let vault = FailingVault()
///     vault.fail()                                     // every save and removal throws `.storage`
///     let auth = LocalAuthService(vault: vault)
///     await #expect(throws: AuthError.self) { try await auth.signUp(email: "ada@example.com", password: "secret") }
///     vault.stopFailing()                              // the keychain is unlocked
/// }
/// ```
package final class FailingVault: CredentialVault {
    /// One kind of call to the vault.
    package struct Operation: Hashable, Sendable, CustomStringConvertible {
        /// The operation's name, as in the vault's method.
        package let description: String

        private init(_ name: String) { description = name }

        /// `setSecret(_:for:)`.
        package static let setSecret = Operation("setSecret")
        /// `removeSecret(for:)`.
        package static let removeSecret = Operation("removeSecret")
        /// `secret(for:)`.
        package static let readSecret = Operation("secret")
        /// `keys(service:)`.
        package static let listKeys = Operation("keys")

        /// The operations that change the vault.
        package static let writes: Set<Operation> = [.setSecret, .removeSecret]
        /// The operations that only read.
        package static let reads: Set<Operation> = [.readSecret, .listKeys]
        /// Every operation.
        package static let all = writes.union(reads)
    }

    /// The vault every call that does not fail goes to.
    package let base: InMemoryVault
    private let plan = Locked(FailurePlan<Operation>())

    /// Creates a vault over `base` (a new, empty one by default) that fails nothing yet.
    package init(base: InMemoryVault = InMemoryVault()) {
        self.base = base
    }

    /// Lets `successes` more calls of `operations` through, counted together, then fails every later one with
    /// `error`. Replaces what was planned for those operations.
    package func fail(
        _ operations: Set<Operation> = Operation.writes,
        after successes: Int = 0,
        with error: any Error = VaultError(.storage, "The keychain is locked.")
    ) {
        plan.withLock { $0.fail(operations, after: successes, with: error) }
    }

    /// Lets every later call through.
    package func stopFailing() {
        plan.withLock { $0.stop() }
    }

    /// How many calls the vault received, failed or not.
    package var callCount: Int { plan.current.calls }

    /// How many calls failed.
    package var failureCount: Int { plan.current.failures }

    private func check(_ operation: Operation) throws {
        try plan.withLock { try $0.check(operation) }
    }

    /// Saves the secret in ``base``, unless saves fail.
    package func setSecret(_ secret: Data, for key: CredentialKey) async throws {
        try check(.setSecret)
        try await base.setSecret(secret, for: key)
    }

    /// The secret in ``base``, unless reads fail.
    package func secret(for key: CredentialKey) async throws -> Data? {
        try check(.readSecret)
        return try await base.secret(for: key)
    }

    /// Removes the secret from ``base``, unless removals fail.
    package func removeSecret(for key: CredentialKey) async throws {
        try check(.removeSecret)
        try await base.removeSecret(for: key)
    }

    /// The keys in ``base``, unless listing fails.
    package func keys(service: String) async throws -> [CredentialKey] {
        try check(.listKeys)
        return try await base.keys(service: service)
    }
}
