/// The Keychain's result codes (`OSStatus`) that ``KeychainVault`` tells apart, and the ``VaultError`` each
/// one becomes.
///
/// The values are those of `<Security/SecBase.h>`, written out so that the mapping is a plain function
/// tested on every platform; `KeychainVault` itself exists only where Security does.
package enum KeychainStatus {
    /// `errSecSuccess`.
    package static let success: Int32 = 0
    /// `errSecItemNotFound`: no item matches the query.
    package static let itemNotFound: Int32 = -25300
    /// `errSecDuplicateItem`: an item with these attributes exists already (another writer added it).
    package static let duplicateItem: Int32 = -25299
    /// `errSecInteractionNotAllowed`: the item's protection class keeps it unreadable now (device locked).
    package static let interactionNotAllowed: Int32 = -25308
    /// `errSecMissingEntitlement`: the process is not signed with an entitlement the query needs (an access
    /// group, or on macOS the data protection keychain, which needs a signed app with an app identifier).
    package static let missingEntitlement: Int32 = -34018
    /// `errSecNotAvailable`: no keychain is available.
    package static let notAvailable: Int32 = -25291

    /// The error for `status` from the Keychain call that tried to `operation` (such as "read"), or `nil`
    /// for success.
    ///
    /// A locked device is ``VaultError/Code/locked`` (try later), never ``VaultError/Code/corrupted``;
    /// everything else the Keychain refuses is ``VaultError/Code/storage``, with the status kept in
    /// ``VaultError/systemStatus``.
    package static func error(for status: Int32, operation: String) -> VaultError? {
        switch status {
        case success:
            return nil
        case interactionNotAllowed:
            return VaultError(
                .locked,
                "The keychain could not \(operation) the item because the device is locked (it has not been "
                    + "unlocked since it started); try again once it is unlocked.",
                systemStatus: status)
        case missingEntitlement:
            return VaultError(
                .storage,
                "The keychain could not \(operation) the item: the app lacks the entitlement for it. Sign the app "
                    + "with a team (the data protection keychain needs an app identifier) and list the access "
                    + "group under keychain-access-groups.",
                systemStatus: status)
        case notAvailable:
            return VaultError(
                .storage, "The keychain could not \(operation) the item: no keychain is available.",
                systemStatus: status)
        default:
            return VaultError(.storage, "The keychain could not \(operation) the item.", systemStatus: status)
        }
    }
}
