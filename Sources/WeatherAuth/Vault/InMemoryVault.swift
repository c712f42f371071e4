import Foundation
import WeatherCore
import WeatherModels

/// A ``CredentialVault`` that keeps secrets in memory for the lifetime of the instance.
///
/// Use it in tests, SwiftUI previews and the sandbox; nothing is written to disk.
///
/// ```swift
/// let vault = InMemoryVault()
/// let auth = LocalAuthService(vault: vault)
/// ```
public struct InMemoryVault: CredentialVault, CustomStringConvertible, CustomReflectable {
    private let storage = Locked<[CredentialKey: Data]>([:])

    /// Creates an empty vault.
    public init() {}

    /// Stores `secret` under `key`, replacing any secret already there.
    public func setSecret(_ secret: Data, for key: CredentialKey) async throws {
        storage.withLock { $0[key] = secret }
    }

    /// The secret stored under `key`, or `nil`.
    public func secret(for key: CredentialKey) async throws -> Data? {
        storage.withLock { $0[key] }
    }

    /// Removes the secret stored under `key`.
    public func removeSecret(for key: CredentialKey) async throws {
        storage.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// The keys stored for `service`, sorted by account.
    public func keys(service: String) async throws -> [CredentialKey] {
        storage.withLock { $0.keys.filter { $0.service == service }.sorted() }
    }

    /// A summary that shows how many secrets are held, never their values.
    public var description: String {
        "InMemoryVault(\(storage.withLock { $0.count }) secrets)"
    }

    /// Hides the stored secrets from `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["count": storage.withLock { $0.count }])
    }
}
