#if canImport(Security)
import Foundation
import Security

/// A ``CredentialVault`` over the Keychain's generic passwords (Apple platforms).
///
/// Each ``CredentialKey`` is one `kSecClassGenericPassword` item (`kSecAttrService`,
/// `kSecAttrAccount`), readable after the first unlock of the device
/// (`kSecAttrAccessibleAfterFirstUnlock`), so background refresh can read it.
///
/// ```swift
/// let vault = KeychainVault(accessGroup: "TEAMID.com.example.weather.shared")
/// ```
public struct KeychainVault: CredentialVault {
    /// The keychain access group shared between the app and its extensions, or `nil` for the app's default.
    public var accessGroup: String?

    /// Creates a vault over the keychain, optionally in a shared `accessGroup`.
    public init(accessGroup: String? = nil) {
        self.accessGroup = accessGroup
    }

    /// Stores `secret` under `key`: updates the item when it exists, adds it otherwise.
    public func setSecret(_ secret: Data, for key: CredentialKey) async throws {
        let query = baseQuery(for: key)
        let update: [String: Any] = [
            kSecValueData as String: secret,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        let status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
        if status == errSecItemNotFound {
            let attributes = query.merging(update) { _, new in new }
            try check(SecItemAdd(attributes as CFDictionary, nil), "store")
        } else {
            try check(status, "update")
        }
    }

    /// The secret stored under `key`, or `nil` when there is no such item.
    public func secret(for key: CredentialKey) async throws -> Data? {
        var query = baseQuery(for: key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        try check(status, "read")
        guard let data = result as? Data else {
            throw VaultError(.corrupted, "The keychain item for \(key) holds no data.")
        }
        return data
    }

    /// Removes the item for `key`; a missing item is not an error.
    public func removeSecret(for key: CredentialKey) async throws {
        let status = SecItemDelete(baseQuery(for: key) as CFDictionary)
        if status == errSecItemNotFound { return }
        try check(status, "remove")
    }

    /// The keys of every item for `service`, sorted by account.
    public func keys(service: String) async throws -> [CredentialKey] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnAttributes as String: true,
            kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return [] }
        try check(status, "list")
        let items = result as? [[String: Any]] ?? []
        return items.compactMap { item in
            (item[kSecAttrAccount as String] as? String).map { CredentialKey(service: service, account: $0) }
        }.sorted()
    }

    private func baseQuery(for key: CredentialKey) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: key.service,
            kSecAttrAccount as String: key.account,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    private func check(_ status: OSStatus, _ operation: String) throws {
        guard status != errSecSuccess else { return }
        throw VaultError(.storage, "The keychain could not \(operation) the item.", systemStatus: status)
    }
}
#endif
