import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherAuth

/// Several ``EncryptedFileVault`` instances, in this process and in child processes, sharing one file.
@Suite("EncryptedFileVault sharing")
struct EncryptedFileVaultSharingTests {
    static let passphrase = "shared vault passphrase"
    static let fileVariable = "WEATHER_AUTH_VAULT_CHILD_FILE"
    static let prefixVariable = "WEATHER_AUTH_VAULT_CHILD_PREFIX"
    static let childWrites = 60
    static let readyLine = "vault child ready\n"

    let directory: TemporaryDirectory
    let fileURL: URL

    init() throws {
        directory = try TemporaryDirectory()
        fileURL = directory.file("shared.vault")
    }

    static func makeVault(at url: URL, passphrase: String = passphrase) throws -> EncryptedFileVault {
        try EncryptedFileVault(fileURL: url, passphrase: passphrase, keyDerivationIterations: testIterations)
    }

    func makeVault(passphrase: String = Self.passphrase) throws -> EncryptedFileVault {
        try Self.makeVault(at: fileURL, passphrase: passphrase)
    }

    static func key(_ prefix: String, _ index: Int) -> CredentialKey {
        CredentialKey(service: "service-\(index % 4)", account: "\(prefix)-\(index)")
    }

    var lockFileURL: URL { directory.file("shared.vault.lock") }

    @Test("Two instances writing 200 secrets at once lose none")
    func twoInstancesConcurrentWrites() async throws {
        let first = try makeVault()
        let second = try makeVault()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                let vault = index.isMultiple(of: 2) ? first : second
                group.addTask { try await vault.setString("value \(index)", for: Self.key("shared", index)) }
            }
            try await group.waitForAll()
        }
        let third = try makeVault()
        #expect(try await third.allKeys().count == 200)
        for index in 0..<200 {
            #expect(try await third.string(for: Self.key("shared", index)) == "value \(index)")
        }
    }

    @Test("Writes and removals through one instance are seen by another")
    func changesAreSeenByOtherInstances() async throws {
        let first = try makeVault()
        let second = try makeVault()
        try await first.setString("one", for: Self.key("a", 1))
        #expect(try await second.string(for: Self.key("a", 1)) == "one")
        try await second.setString("two", for: Self.key("a", 2))
        try await first.removeSecret(for: Self.key("a", 1))
        #expect(try await second.string(for: Self.key("a", 1)) == nil)
        #expect(try await second.allKeys() == [Self.key("a", 2)])
        try await second.setString("one again", for: Self.key("a", 1))
        try await second.removeSecret(for: Self.key("a", 2))
        #expect(try await first.string(for: Self.key("a", 1)) == "one again")
        #expect(try await first.string(for: Self.key("a", 2)) == nil)
    }

    @Test("An instance writes correctly after another recreated the file with a new salt")
    func fileRecreatedWithAnotherSalt() async throws {
        let first = try makeVault()
        try await first.setString("old", for: Self.key("a", 1))
        let oldSalt = try VaultFileHeader.parse(Array(Data(contentsOf: fileURL))).salt
        try FileManager.default.removeItem(at: fileURL)
        let second = try makeVault()
        try await second.setString("new", for: Self.key("b", 1))
        let newSalt = try VaultFileHeader.parse(Array(Data(contentsOf: fileURL))).salt
        #expect(newSalt != oldSalt)

        try await first.setString("again", for: Self.key("a", 2))
        #expect(try await second.allKeys() == [Self.key("a", 2), Self.key("b", 1)].sorted())
        #expect(try await first.string(for: Self.key("b", 1)) == "new")
    }

    @Test("The lock file is empty, has mode 0600 and holds no secret")
    func lockFileHoldsNothing() async throws {
        let secret = "lock-file-secret-0123456789"
        let vault = try makeVault()
        try await vault.setString(secret, for: Self.key("visible-account", 1))
        try await vault.removeSecret(for: Self.key("visible-account", 1))
        try await vault.setString(secret, for: Self.key("visible-account", 2))
        let contents = try Data(contentsOf: lockFileURL)
        #expect(contents.isEmpty)
        for needle in [secret, "visible-account", Self.passphrase] {
            #expect(contents.range(of: Data(needle.utf8)) == nil)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: lockFileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["shared.vault", "shared.vault.lock"])
    }

    @Test("An existing lock file with wider permissions is narrowed to 0600")
    func existingLockFileIsMadePrivate() async throws {
        #expect(FileManager.default.createFile(atPath: lockFileURL.path, contents: nil))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: lockFileURL.path)
        try await makeVault().setString("value", for: Self.key("a", 1))
        let attributes = try FileManager.default.attributesOfItem(atPath: lockFileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test("A write with the wrong passphrase leaves the file untouched and releases the lock")
    func wrongPassphraseUnderTheLock() async throws {
        let wrong = try makeVault(passphrase: "not the shared passphrase")
        let owner = try makeVault()
        try await owner.setString("kept", for: Self.key("a", 1))
        let before = try Data(contentsOf: fileURL)
        let error = await #expect(throws: VaultError.self) {
            try await wrong.setString("intruder", for: Self.key("a", 2))
        }
        #expect(error?.code == .authenticationFailed)
        let removalError = await #expect(throws: VaultError.self) {
            try await wrong.removeSecret(for: Self.key("a", 1))
        }
        #expect(removalError?.code == .authenticationFailed)
        #expect(try Data(contentsOf: fileURL) == before)
        #expect(try Data(contentsOf: lockFileURL).isEmpty)
        // The failed writer released the lock: the owner still writes.
        try await owner.setString("after", for: Self.key("a", 3))
        #expect(try await owner.allKeys() == [Self.key("a", 1), Self.key("a", 3)])
    }

    @Test("A removal of an absent key from a missing directory does nothing")
    func removalFromAMissingDirectory() async throws {
        let vault = try Self.makeVault(at: directory.file("missing/shared.vault"))
        try await vault.removeSecret(for: Self.key("a", 1))
        #expect(!FileManager.default.fileExists(atPath: directory.file("missing").path))
    }

    #if os(Linux)
    /// A writer in a child process: opens the vault, says it is ready, waits for the parent's
    /// signal on standard input, then writes ``childWrites`` secrets.
    @Test(.enabled(if: ChildTestProcess.isChild(fileVariable), "runs in a child process of the sharing test"))
    func childWritesSecrets() async throws {
        let environment = ProcessInfo.processInfo.environment
        let path = try #require(environment[Self.fileVariable])
        let prefix = try #require(environment[Self.prefixVariable])
        let vault = try Self.makeVault(at: URL(fileURLWithPath: path))
        FileHandle.standardOutput.write(Data(Self.readyLine.utf8))
        _ = FileHandle.standardInput.readData(ofLength: 1)
        for index in 0..<Self.childWrites {
            try await vault.setString("\(prefix) \(index)", for: Self.key(prefix, index))
        }
    }

    @Test(
        "Two processes and this one writing the same file at once lose nothing",
        .enabled(
            if: !ChildTestProcess.isChild(fileVariable) && ChildTestProcess.testExecutable != nil,
            "needs to start this test binary again"))
    func processesWritingConcurrently() async throws {
        let prefixes = ["child-a", "child-b"]
        let children = try prefixes.map { prefix in
            try ChildTestProcess(
                running: "EncryptedFileVaultSharingTests/childWritesSecrets",
                environment: [Self.fileVariable: fileURL.path, Self.prefixVariable: prefix],
                capturingOutput: true, providingInput: true)
        }
        for child in children {
            #expect(child.readOutput { $0.contains(Self.readyLine) }.contains(Self.readyLine))
        }
        // Start both children together, and write from this process meanwhile.
        for child in children {
            try child.input?.fileHandleForWriting.write(contentsOf: Data("g".utf8))
            try child.input?.fileHandleForWriting.close()
        }
        let parent = try makeVault()
        for index in 0..<Self.childWrites {
            try await parent.setString("parent \(index)", for: Self.key("parent", index))
        }
        for child in children {
            #expect(await child.exitStatus() == 0)
        }

        let reader = try makeVault()
        #expect(try await reader.allKeys().count == Self.childWrites * 3)
        for prefix in prefixes + ["parent"] {
            for index in 0..<Self.childWrites {
                #expect(try await reader.string(for: Self.key(prefix, index)) == "\(prefix) \(index)")
            }
        }
    }
    #endif
}
