#if os(Linux)
import Foundation
import Glibc
import Testing
import WeatherAuth
import WeatherModels
import WeatherTestSupport

@testable import WeatherStore

/// Kills a writer of favorites, history and the vault with `SIGKILL` at random points, again and again on
/// the same files: after every kill each committed change is there, the database passes SQLite's integrity
/// check, the vault opens, and the next writer carries on where the last one stopped.
@Suite("Kill recovery")
struct KillRecoveryTests {
    static let directoryVariable = "WEATHER_RELIABILITY_KILL_DIRECTORY"
    static let kills = 50
    static let user: UserID = "kill"
    static let placeKey: PlaceKey = "kill"
    static let vaultKey = Data((0..<32).map { UInt8($0 * 7 % 256) })

    static var isChild: Bool { ChildTestProcess.isChild(directoryVariable) }

    static func files(in directory: URL) -> (store: URL, vault: URL) {
        (directory.appendingPathComponent("weather.sqlite"), directory.appendingPathComponent("secrets.vault"))
    }

    static func vaultKey(for index: Int) -> CredentialKey {
        CredentialKey(service: "kill", account: "entry-\(index)")
    }

    static func date(for index: Int) -> Date {
        StoredValues.start.addingTimeInterval(Double(index) * 60)
    }

    /// The writer: runs only in the child process, continuing after the last favorite already stored.
    @Test(.enabled(if: isChild, "runs in the child process started by the kill test"))
    func childWritesFavoritesHistoryAndVault() async throws {
        let directory = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment[Self.directoryVariable]))
        let (storeURL, vaultURL) = Self.files(in: directory)
        let store = try SQLiteWeatherStore(path: storeURL)
        let vault = try EncryptedFileVault(fileURL: vaultURL, key: Self.vaultKey)
        let first = try await store.favorites(for: Self.user).count
        // Bounded, so a child whose parent died still ends.
        for index in first..<first + 10_000 {
            try await store.addFavorite(try StoredValues.place("p\(index)"), for: Self.user)
            try await store.recordWeather(
                try StoredValues.weather(at: Self.date(for: index)), for: Self.placeKey, at: Self.date(for: index))
            try await vault.setSecret(Data("secret \(index)".utf8), for: Self.vaultKey(for: index))
            ChildTestProcess.reportCommitted(index)
        }
    }

    @Test(.enabled(if: !isChild && ChildTestProcess.testExecutable != nil, "needs to start this test binary again"))
    func everyCommittedChangeSurvivesRepeatedKills() async throws {
        try await withTemporaryDirectory { directory in
            var generator = FuzzSettings.generator("kills")
            var committed: [Int] = []
            var stored = 0
            var survived = 0
            var leftovers = 0
            for kill in 0..<Self.kills {
                let child = try ChildTestProcess(
                    running: "KillRecoveryTests/childWritesFavoritesHistoryAndVault",
                    environment: [Self.directoryVariable: directory.path], capturingOutput: true)
                // The child starts at index `stored`; let it commit a few, then kill it.
                child.waitForCommitted(atLeast: stored + Int.random(in: 0...3, using: &generator))
                // Land anywhere in the next write: between statements, inside a transaction, during a rename.
                usleep(UInt32.random(in: 0...4_000, using: &generator))
                let reported = child.kill()
                let context = FuzzSettings.replay("kill \(kill)")
                #expect(child.wasKilled, "the writer ended before it was killed: \(context)")
                let lastReported = reported ?? stored - 1
                if lastReported >= stored {
                    committed += Array(stored...lastReported)
                }
                let (passed, count) = try await Self.verify(
                    directory, committed: committed, lastReported: lastReported, context: context)
                if passed {
                    survived += 1
                }
                stored = count
                // A killed writer may leave one temporary vault file; the next write removes it.
                leftovers = max(leftovers, Self.temporaryFiles(in: directory).count)
                #expect(Self.temporaryFiles(in: directory).count <= 1, "\(context)")
            }
            print(
                "kill recovery: \(survived) of \(Self.kills) kills survived, \(committed.count) changes committed, at most \(leftovers) temporary files seen"
            )
            #expect(survived == Self.kills)
            #expect(committed.count >= Self.kills, "the writers got to commit")
        }
    }

    /// Files in `directory` other than the store's and the vault's own.
    static func temporaryFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tmp") }
    }

    /// Reopens both files and checks every reported change; returns whether all checks passed and the
    /// number of favorites now stored.
    static func verify(
        _ directory: URL, committed: [Int], lastReported: Int, context: String
    ) async throws -> (passed: Bool, favorites: Int) {
        let (storeURL, vaultURL) = files(in: directory)
        let inspector = try SQLiteConnection(path: storeURL.path)
        let integrity = try inspector.query("PRAGMA integrity_check") { try $0.text(0) }
        let store = try SQLiteWeatherStore(path: storeURL)
        let favorites = try await store.favorites(for: user).map(\.id)
        let recorded = Set(try await store.records(for: placeKey).map(\.fetchedAt))
        let vault = try EncryptedFileVault(fileURL: vaultURL, key: vaultKey)
        // Favorites are written in order, so they are a prefix; at most the one in flight is extra.
        var passed = integrity == ["ok"] && favorites == (0..<favorites.count).map { "p\($0)" }
        passed = passed && (lastReported + 1...lastReported + 2).contains(favorites.count)
        #expect(integrity == ["ok"], "\(context)")
        #expect(favorites == (0..<favorites.count).map { "p\($0)" }, "\(context)")
        #expect(
            (lastReported + 1...lastReported + 2).contains(favorites.count),
            "\(favorites.count) favorites after \(lastReported): \(context)")
        for index in committed {
            let secret = try await vault.secret(for: vaultKey(for: index))
            let hasRecord = recorded.contains(date(for: index))
            passed = passed && secret == Data("secret \(index)".utf8) && hasRecord
            #expect(secret == Data("secret \(index)".utf8), "vault entry \(index): \(context)")
            #expect(hasRecord, "history record \(index): \(context)")
        }
        return (passed, favorites.count)
    }
}
#endif
