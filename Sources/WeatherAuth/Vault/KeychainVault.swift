#if canImport(Security)
import Foundation
import Security

/// A ``CredentialVault`` over the Keychain's generic passwords (Apple platforms).
///
/// Each ``CredentialKey`` is one `kSecClassGenericPassword` item (`kSecAttrService`, `kSecAttrAccount`).
///
/// - **Accessibility**: `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`. Readable after the first unlock
///   since the device started, so a background refresh on a locked phone can still read a session; and
///   never copied to another device by an encrypted backup or a device migration, so a restored phone
///   signs in again rather than reusing another device's refresh token.
///   (https://developer.apple.com/documentation/security/ksecattraccessibleafterfirstunlockthisdeviceonly)
///   An item written earlier with `kSecAttrAccessibleAfterFirstUnlock` takes the new class at its next write.
/// - **macOS**: every query sets `kSecUseDataProtectionKeychain`, so the Mac uses the same keychain as iOS,
///   where `kSecAttrAccessible` and access groups apply; the file-based keychain ignores both. It needs an
///   app signed with a team (an application identifier entitlement); an unsigned process (`swift test`)
///   gets `errSecMissingEntitlement`, reported as ``VaultError/Code/storage``.
///   (https://developer.apple.com/documentation/security/ksecusedataprotectionkeychain, TN3137)
/// - **Access group**: to share items with extensions, list the group under the app's
///   `keychain-access-groups` entitlement (Keychain Sharing capability), with the team prefix.
/// - **Upgrading on macOS**: an item an earlier version stored in the file-based keychain is still read, and
///   moved into the data protection keychain on its first read, so users stay signed in.
/// - **Locked device**: `errSecInteractionNotAllowed` is ``VaultError/Code/locked`` (try later), never
///   corruption.
/// - **Concurrent writes**: ``setSecret(_:for:)`` updates, adds when missing, and updates again when another
///   writer added the item first, so two writers of one key never fail with `errSecDuplicateItem`.
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
    ///
    /// Atomic for concurrent writers of one key: when another writer adds the item between this
    /// writer's update and add, the add fails with `errSecDuplicateItem` and the update is tried again.
    ///
    /// - Throws: ``VaultError`` ``VaultError/Code/locked`` while the device is locked, and
    ///   ``VaultError/Code/storage`` for any other refusal.
    public func setSecret(_ secret: Data, for key: CredentialKey) async throws {
        let query = baseQuery(for: key)
        let update: [String: Any] = [
            kSecValueData as String: secret,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        let updated = SecItemUpdate(query as CFDictionary, update as CFDictionary)
        guard updated == errSecItemNotFound else {
            return try check(updated, "update")
        }
        let attributes = query.merging(update) { _, new in new }
        let added = SecItemAdd(attributes as CFDictionary, nil)
        guard added == errSecDuplicateItem else {
            return try check(added, "store")
        }
        // Another writer added the item after our update found none: write over theirs.
        try check(SecItemUpdate(query as CFDictionary, update as CFDictionary), "update")
    }

    /// The secret stored under `key`, or `nil` when there is no such item.
    ///
    /// - Throws: ``VaultError`` ``VaultError/Code/locked`` while the device is locked (the item is there
    ///   but unreadable for now), ``VaultError/Code/corrupted`` when the item holds no data, and
    ///   ``VaultError/Code/storage`` for any other refusal.
    public func secret(for key: CredentialKey) async throws -> Data? {
        var query = baseQuery(for: key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return try await migratedLegacySecret(for: key) }
        try check(status, "read")
        guard let data = result as? Data else {
            throw VaultError(.corrupted, "The keychain item for \(key) holds no data.")
        }
        return data
    }

    /// Removes the item for `key` (on macOS, also one left in the file-based keychain by an earlier
    /// version); a missing item is not an error.
    public func removeSecret(for key: CredentialKey) async throws {
        #if os(macOS)
        _ = SecItemDelete(Self.legacyQuery(for: key) as CFDictionary)
        #endif
        let status = SecItemDelete(baseQuery(for: key) as CFDictionary)
        if status == errSecItemNotFound { return }
        try check(status, "remove")
    }

    /// On macOS, the secret an earlier version stored in the file-based keychain (before the data protection
    /// keychain was used), moved into the data protection keychain on first read so signed-in users stay
    /// signed in; `nil` elsewhere or when there is none.
    private func migratedLegacySecret(for key: CredentialKey) async throws -> Data? {
        #if os(macOS)
        var query = Self.legacyQuery(for: key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess, let data = result as? Data else {
            return nil
        }
        try await setSecret(data, for: key)
        _ = SecItemDelete(Self.legacyQuery(for: key) as CFDictionary)
        return data
        #else
        return nil
        #endif
    }

    /// The query of `key` in the file-based keychain of macOS.
    private static func legacyQuery(for key: CredentialKey) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: key.service,
            kSecAttrAccount as String: key.account,
            kSecUseDataProtectionKeychain as String: false,
        ]
    }

    /// The keys of every item for `service`, sorted by account.
    public func keys(service: String) async throws -> [CredentialKey] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnAttributes as String: true,
            kSecMatchLimit as String: kSecMatchLimitAll,
            kSecUseDataProtectionKeychain as String: true,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        var items: [[String: Any]] = []
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status != errSecItemNotFound {
            try check(status, "list")
            items = result as? [[String: Any]] ?? []
        }
        #if os(macOS)
        // Items an earlier version left in the file-based keychain; `secret(for:)` moves each on first read.
        query[kSecUseDataProtectionKeychain as String] = false
        query[kSecAttrAccessGroup as String] = nil
        var legacy: CFTypeRef?
        if SecItemCopyMatching(query as CFDictionary, &legacy) == errSecSuccess {
            items += legacy as? [[String: Any]] ?? []
        }
        #endif
        let keys = items.compactMap { item in
            (item[kSecAttrAccount as String] as? String).map { CredentialKey(service: service, account: $0) }
        }
        return Array(Set(keys)).sorted()
    }

    private func baseQuery(for key: CredentialKey) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: key.service,
            kSecAttrAccount as String: key.account,
            // macOS: the data protection keychain, where accessibility and access groups apply; other
            // platforms always use it and ignore the key.
            kSecUseDataProtectionKeychain as String: true,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    private func check(_ status: OSStatus, _ operation: String) throws {
        if let error = KeychainStatus.error(for: status, operation: operation) { throw error }
    }
}
#endif
