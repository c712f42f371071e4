import Foundation
import Testing
import WeatherAuth
import WeatherTestSupport

/// Opens and reads `EncryptedFileVault` files with random damage: every damaged file is refused with a
/// ``VaultError`` from the parser's set (AES-GCM authenticates every byte, so no damaged file may read as
/// valid), never a crash, and the damaged file is left exactly as it was.
@Suite("Vault file fuzzing")
struct VaultFileFuzzTests {
    static let allowedCodes: Set<VaultError.Code> = [
        .authenticationFailed, .notAVault, .truncated, .unsupportedVersion, .corrupted,
    ]
    static let account = CredentialKey(service: "reliability", account: "sentinel")

    /// The vault mutations of a run: a fifth of the decoder mutations.
    static var iterations: Int { max(1, FuzzSettings.iterations / 5) }

    @Test func damagedVaultFilesAreRefusedWithTypedErrors() async throws {
        FuzzSettings.announce("vault file fuzzing")
        try await withTemporaryDirectory { directory in
            var generator = FuzzSettings.generator("vault")
            let key = Data((0..<EncryptedFileVault.keyLength).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let keyProtected = directory.appendingPathComponent("key.vault")
            let passphraseProtected = directory.appendingPathComponent("passphrase.vault")
            try await Self.fill(EncryptedFileVault(fileURL: keyProtected, key: key))
            try await Self.fill(
                EncryptedFileVault(
                    fileURL: passphraseProtected, passphrase: Sentinel.passphrase,
                    keyDerivationIterations: EncryptedFileVault.minimumIterations))
            let originals = [try Data(contentsOf: keyProtected), try Data(contentsOf: passphraseProtected)]
            let target = directory.appendingPathComponent("damaged.vault")
            var refused = 0
            for iteration in 0..<Self.iterations {
                await Task.yield()
                let usesKey = iteration % 4 != 0
                let original = usesKey ? originals[0] : originals[1]
                // The passphrase file keeps its iteration count (bytes 10..<14), or one open could derive for seconds.
                let (damaged, summary) = Self.damage(original, sparing: usesKey ? nil : 10..<14, using: &generator)
                try damaged.write(to: target)
                let outcome = await Self.open(target, key: usesKey ? key : nil)
                let context = FuzzSettings.replay("iteration \(iteration), \(summary)")
                switch outcome {
                case .success(let secret):
                    #expect(damaged == original, "a damaged vault was read: \(context)")
                    #expect(secret == Data(Sentinel.vaultSecret.utf8), "\(context)")
                case .failure(let error as VaultError):
                    refused += 1
                    #expect(Self.allowedCodes.contains(error.code), "\(error): \(context)")
                    #expect(!error.description.contains(Sentinel.passphrase), "\(context)")
                case .failure(let error):
                    Issue.record("not a VaultError: \(error): \(context)")
                }
                #expect(try Data(contentsOf: target) == damaged, "the vault file was changed: \(context)")
            }
            #expect(refused > Self.iterations * 9 / 10)
        }
    }

    static func fill(_ vault: EncryptedFileVault) async throws {
        try await vault.setSecret(Data(Sentinel.vaultSecret.utf8), for: account)
        try await vault.setSecret(Data("second".utf8), for: CredentialKey(service: "reliability", account: "other"))
    }

    /// Opens the vault at `url` (with `key`, or the sentinel passphrase) and reads the sentinel secret.
    static func open(_ url: URL, key: Data?) async -> Result<Data?, any Error> {
        do {
            let vault =
                try key.map { try EncryptedFileVault(fileURL: url, key: $0) }
                ?? EncryptedFileVault(fileURL: url, passphrase: Sentinel.passphrase)
            return .success(try await vault.secret(for: account))
        } catch {
            return .failure(error)
        }
    }

    /// `file` with one kind of random damage, and what it was.
    static func damage(
        _ file: Data, sparing spared: Range<Int>?, using generator: inout SeededGenerator
    ) -> (Data, String) {
        var bytes = [UInt8](file)
        func position() -> Int {
            while true {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                if !(spared?.contains(index) ?? false) { return index }
            }
        }
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            let index = position()
            let bit = UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
            bytes[index] ^= bit
            return (Data(bytes), "flip bit \(bit) of byte \(index)")
        case 1:
            let indices = (0..<Int.random(in: 2...16, using: &generator)).map { _ in position() }
            for index in indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
            return (Data(bytes), "randomise bytes \(indices)")
        case 2:
            let length = Int.random(in: 0..<bytes.count, using: &generator)
            return (Data(bytes.prefix(length)), "truncate to \(length) bytes")
        case 3:
            let extra = (0..<Int.random(in: 1...64, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            return (Data(bytes + extra), "append \(extra.count) bytes")
        case 4:
            // A header field: version (8), key source (9), salt length (14), or the ciphertext length.
            let fields = spared == nil ? [8, 9, 14, 15] : [8, 9, 14]
            let index = fields.randomElement(using: &generator) ?? 8
            let value = [0, 1, 2, 0x7F, 0xFF].randomElement(using: &generator) ?? 0
            if index == 15 {
                // The ciphertext length sits after salt and nonce; claim a huge one.
                let offset = 15 + Int(bytes[14]) + 12
                if offset + 4 <= bytes.count {
                    bytes.replaceSubrange(offset..<offset + 4, with: [0xFF, 0xFF, 0xFF, 0xF0])
                }
                return (Data(bytes), "claim a 4 GB ciphertext")
            }
            bytes[index] = UInt8(value)
            return (Data(bytes), "set header byte \(index) to \(value)")
        case 5:
            let start = position()
            let end = min(bytes.count, start + Int.random(in: 1...64, using: &generator))
            bytes.replaceSubrange(start..<end, with: repeatElement(0, count: end - start))
            return (Data(bytes), "zero bytes \(start)..<\(end)")
        default:
            return (Data(), "empty file")
        }
    }
}
