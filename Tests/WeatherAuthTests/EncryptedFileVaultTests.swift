import Foundation
import Testing

@testable import WeatherAuth

@Suite("EncryptedFileVault")
struct EncryptedFileVaultTests {
    let passphrase = "correct horse battery staple"
    let directory: TemporaryDirectory
    let fileURL: URL

    init() throws {
        directory = try TemporaryDirectory()
        fileURL = directory.file("secrets.vault")
    }

    func makeVault(passphrase: String? = nil) throws -> EncryptedFileVault {
        try EncryptedFileVault(
            fileURL: fileURL, passphrase: passphrase ?? self.passphrase, keyDerivationIterations: testIterations)
    }

    func key(_ index: Int) -> CredentialKey {
        CredentialKey(service: "service-\(index % 3)", account: "account-\(index)")
    }

    func fileBytes() throws -> [UInt8] { Array(try Data(contentsOf: fileURL)) }

    func writeFile(_ bytes: [UInt8]) throws { try Data(bytes).write(to: fileURL) }

    /// A small vault on disk with two secrets.
    func smallVault() async throws -> EncryptedFileVault {
        let vault = try makeVault()
        try await vault.setString("alpha-secret", for: key(1))
        try await vault.setString("beta-secret", for: key(2))
        return vault
    }

    @Test("Many secrets round-trip, also through a new instance")
    func roundTripManyKeys() async throws {
        let vault = try makeVault()
        for index in 0..<120 {
            try await vault.setString("secret number \(index)", for: key(index))
        }
        try await vault.removeSecret(for: key(7))
        let reopened = try makeVault()
        for index in 0..<120 {
            let expected = index == 7 ? nil : "secret number \(index)"
            #expect(try await reopened.string(for: key(index)) == expected)
        }
        #expect(try await reopened.keys(service: "service-1").count == 39)
        #expect(try await reopened.allKeys().count == 119)
    }

    @Test("A missing file is an empty vault and is not created by reads")
    func missingFileIsEmpty() async throws {
        let vault = try makeVault()
        #expect(try await vault.secret(for: key(1)) == nil)
        try await vault.removeSecret(for: key(1))
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    @Test("A wrong passphrase throws authenticationFailed and leaves the file untouched")
    func wrongPassphrase() async throws {
        _ = try await smallVault()
        let before = try fileBytes()
        #expect {
            try EncryptedFileVault(fileURL: fileURL, passphrase: "wrong passphrase", keyDerivationIterations: 1_000)
        } throws: { error in
            (error as? VaultError)?.code == .authenticationFailed
        }
        #expect(try fileBytes() == before)
    }

    @Test("A write through an instance whose passphrase no longer matches the file changes nothing")
    func writeRefusedWhenFileBelongsToAnotherPassphrase() async throws {
        let vault = try makeVault()
        try await vault.setString("mine", for: key(1))
        try FileManager.default.removeItem(at: fileURL)
        let other = try makeVault(passphrase: "another passphrase")
        try await other.setString("theirs", for: key(2))
        let before = try fileBytes()
        await #expect(throws: VaultError.self) { try await vault.setString("overwrite", for: key(3)) }
        await #expect(throws: VaultError.self) { try await vault.removeSecret(for: key(2)) }
        #expect(try fileBytes() == before)
        #expect(try await other.string(for: key(2)) == "theirs")
    }

    @Test("Flipping any byte of the file gives a typed error, never data, and the file is not modified")
    func everyFlippedByteIsDetected() async throws {
        let openVault = try await smallVault()
        let original = try fileBytes()
        #expect(original.count < 400)
        for offset in original.indices {
            var tampered = original
            tampered[offset] ^= 0xFF
            try writeFile(tampered)
            #expect(throws: VaultError.self, "offset \(offset)") { try makeVault() }
            await #expect(throws: VaultError.self, "offset \(offset)") {
                try await openVault.secret(for: key(1))
            }
            await #expect(throws: VaultError.self, "offset \(offset)") {
                try await openVault.setString("new", for: key(3))
            }
            #expect(try fileBytes() == tampered, "offset \(offset)")
        }
        try writeFile(original)
        #expect(try await openVault.string(for: key(1)) == "alpha-secret")
    }

    @Test("Every truncation is reported as truncated; an empty or foreign file is not a vault")
    func truncatedAndForeignFiles() async throws {
        _ = try await smallVault()
        let original = try fileBytes()
        for length in 1..<original.count {
            try writeFile(Array(original.prefix(length)))
            let error1 = #expect(throws: VaultError.self, "length \(length)") { try makeVault() }
            #expect(error1?.code == .truncated, "length \(length)")
        }
        try writeFile([])
        let error2 = #expect(throws: VaultError.self) { try makeVault() }
        #expect(error2?.code == .notAVault)
        try writeFile(Array("{\"not\": \"a vault\"}".utf8))
        let error3 = #expect(throws: VaultError.self) { try makeVault() }
        #expect(error3?.code == .notAVault)
        try writeFile(original + [0])
        let error4 = #expect(throws: VaultError.self) { try makeVault() }
        #expect(error4?.code == .corrupted)
    }

    @Test("A file from a future format version is refused as unsupportedVersion")
    func futureVersion() async throws {
        _ = try await smallVault()
        var bytes = try fileBytes()
        bytes[VaultFileHeader.magic.count] = VaultFileHeader.currentVersion + 1
        try writeFile(bytes)
        let error5 = #expect(throws: VaultError.self) { try makeVault() }
        #expect(error5?.code == .unsupportedVersion)
        #expect(try fileBytes() == bytes)
    }

    @Test("The file holds no plaintext secret or account, has mode 0600, and leaves only its lock file beside it")
    func fileIsEncryptedAndPrivate() async throws {
        let vault = try makeVault()
        let secret = "plain-secret-value-0123456789"
        try await vault.setString(secret, for: CredentialKey(service: "svc", account: "visible-account"))
        let contents = Data(try fileBytes())
        for needle in [secret, Data(secret.utf8).base64EncodedString(), "visible-account", passphrase] {
            #expect(contents.range(of: Data(needle.utf8)) == nil)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["secrets.vault", "secrets.vault.lock"])
    }

    @Test("Every write uses a fresh nonce")
    func freshNoncePerWrite() async throws {
        let vault = try makeVault()
        try await vault.setString("same", for: key(1))
        let first = try VaultFileHeader.parse(fileBytes())
        try await vault.setString("same", for: key(1))
        let second = try VaultFileHeader.parse(fileBytes())
        #expect(first.nonce != second.nonce)
        #expect(first.salt == second.salt)
        #expect(first.iterations == UInt32(testIterations))
    }

    @Test("Concurrent writers through one instance lose nothing")
    func concurrentWriters() async throws {
        let vault = try makeVault()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<60 {
                group.addTask { try await vault.setString("value \(index)", for: key(index)) }
            }
            try await group.waitForAll()
        }
        let reopened = try makeVault()
        #expect(try await reopened.allKeys().count == 60)
        for index in 0..<60 {
            #expect(try await reopened.string(for: key(index)) == "value \(index)")
        }
    }

    @Test("The default key derivation uses at least 600,000 iterations and stores the count in the file")
    func defaultIterations() async throws {
        #expect(EncryptedFileVault.defaultIterations >= 600_000)
        let vault = try EncryptedFileVault(fileURL: fileURL, passphrase: passphrase)
        try await vault.setString("value", for: key(1))
        #expect(try VaultFileHeader.parse(fileBytes()).iterations == UInt32(EncryptedFileVault.defaultIterations))
        // A vault configured with another count still reads the file with the stored count.
        #expect(try await makeVault().string(for: key(1)) == "value")
    }

    @Test("Passphrases are compared in Unicode NFC")
    func passphraseNormalisation() async throws {
        let composed = "caf\u{E9} au lait"
        let decomposed = "cafe\u{301} au lait"
        try await makeVault(passphrase: composed).setString("value", for: key(1))
        #expect(try await makeVault(passphrase: decomposed).string(for: key(1)) == "value")
    }

    @Test("Bad passphrases, iteration counts and keys are refused with invalidKey")
    func invalidConfiguration() throws {
        let error6 = #expect(throws: VaultError.self) { try makeVault(passphrase: "") }
        #expect(error6?.code == .invalidKey)
        let error7 = #expect(throws: VaultError.self) {
            try EncryptedFileVault(fileURL: fileURL, passphrase: passphrase, keyDerivationIterations: 10)
        }
        #expect(error7?.code == .invalidKey)
        let error8 = #expect(throws: VaultError.self) { try EncryptedFileVault(fileURL: fileURL, key: Data(count: 16)) }
        #expect(error8?.code == .invalidKey)
        let error9 = #expect(throws: VaultError.self) {
            try EncryptedFileVault(fileURL: fileURL, keyFileURL: directory.file("missing.key"))
        }
        #expect(error9?.code == .invalidKey)
    }

    @Test("A key file protects a vault; another key or a passphrase cannot open it")
    func keyFile() async throws {
        let keyFileURL = directory.file("vault.key")
        try EncryptedFileVault.createKeyFile(at: keyFileURL)
        #expect(try Data(contentsOf: keyFileURL).count == 32)
        let permissions = try FileManager.default.attributesOfItem(atPath: keyFileURL.path)[.posixPermissions]
        #expect((permissions as? NSNumber)?.intValue == 0o600)
        let error10 = #expect(throws: VaultError.self) { try EncryptedFileVault.createKeyFile(at: keyFileURL) }
        #expect(error10?.code == .storage)

        let vault = try EncryptedFileVault(fileURL: fileURL, keyFileURL: keyFileURL)
        try await vault.setString("keyed", for: key(1))
        #expect(try await EncryptedFileVault(fileURL: fileURL, keyFileURL: keyFileURL).string(for: key(1)) == "keyed")
        let error11 = #expect(throws: VaultError.self) {
            try EncryptedFileVault(fileURL: fileURL, key: Data(repeating: 7, count: 32))
        }
        #expect(error11?.code == .authenticationFailed)
        let error12 = #expect(throws: VaultError.self) { try makeVault() }
        #expect(error12?.code == .authenticationFailed)
    }

    @Test("A directory that does not exist gives a storage error")
    func missingDirectory() async throws {
        let vault = try EncryptedFileVault(
            fileURL: directory.file("missing/secrets.vault"), passphrase: passphrase,
            keyDerivationIterations: testIterations)
        let error13 = await #expect(throws: VaultError.self) { try await vault.setString("value", for: key(1)) }
        #expect(error13?.code == .storage)
    }

    @Test("No error, description or dump contains the passphrase, a key or a secret")
    func noSecretsInText() async throws {
        let vault = try await smallVault()
        var texts = [String(describing: vault), String(reflecting: vault)]
        var dumped = ""
        dump(vault, to: &dumped)
        texts.append(dumped)
        var bytes = try fileBytes()
        bytes[bytes.count - 1] ^= 1
        try writeFile(bytes)
        for attempt in [passphrase, "wrong"] {
            do {
                _ = try makeVault(passphrase: attempt)
                Issue.record("opening a tampered vault succeeded")
            } catch {
                texts += [String(describing: error), String(reflecting: error), error.localizedDescription]
            }
        }
        for text in texts {
            for secret in [passphrase, "alpha-secret", "beta-secret"] {
                #expect(!text.contains(secret), "\(text)")
            }
        }
    }
}
