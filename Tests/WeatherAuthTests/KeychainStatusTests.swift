import Testing

@testable import WeatherAuth

@Suite("Keychain result codes")
struct KeychainStatusTests {
    @Test func successIsNoError() {
        #expect(KeychainStatus.error(for: 0, operation: "read") == nil)
    }

    @Test func aLockedDeviceIsLockedNotCorrupted() throws {
        let error = try #require(KeychainStatus.error(for: -25308, operation: "read"))
        #expect(error.code == .locked)
        #expect(error.code != .corrupted)
        #expect(error.systemStatus == -25308)
        #expect(error.message.contains("locked"))
        #expect(error.message.contains("read"))
    }

    @Test func aMissingEntitlementSaysWhatToSign() throws {
        let error = try #require(KeychainStatus.error(for: -34018, operation: "store"))
        #expect(error.code == .storage)
        #expect(error.message.contains("keychain-access-groups"))
        #expect(error.systemStatus == -34018)
    }

    @Test(arguments: [Int32(-25299), -25291, -25293, -128, -50, -26275])
    func otherRefusalsAreStorageErrorsWithTheirStatus(status: Int32) throws {
        let error = try #require(KeychainStatus.error(for: status, operation: "update"))
        #expect(error.code == .storage)
        #expect(error.systemStatus == status)
        #expect(error.description.contains("(status \(status))"))
    }

    @Test func theConstantsAreSecurityFrameworkValues() {
        // errSecItemNotFound, errSecDuplicateItem, errSecInteractionNotAllowed, errSecMissingEntitlement.
        #expect(KeychainStatus.itemNotFound == -25300)
        #expect(KeychainStatus.duplicateItem == -25299)
        #expect(KeychainStatus.interactionNotAllowed == -25308)
        #expect(KeychainStatus.missingEntitlement == -34018)
    }

    @Test func lockedIsADistinctCode() {
        let codes: [VaultError.Code] = [
            .authenticationFailed, .notAVault, .truncated, .unsupportedVersion, .corrupted, .invalidKey, .storage,
            .cryptography,
        ]
        #expect(!codes.contains(.locked))
        #expect(VaultError.Code.locked.description == "locked")
    }
}
