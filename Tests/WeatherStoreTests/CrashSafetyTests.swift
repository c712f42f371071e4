#if os(Linux)
import Foundation
import Testing
import WeatherModels
import WeatherTestSupport

@testable import WeatherStore

/// Kills a process in the middle of its write loop, then checks the file it left behind.
///
/// The writer is this test binary itself, started again with an environment variable that
/// enables ``childWriteLoop()`` alone; it prints each index once that index is committed.
/// (On Apple platforms the test bundle is hosted by another executable, so this runs on Linux.)
@Suite("Crash safety")
struct CrashSafetyTests {
    static let databaseVariable = "WEATHER_STORE_CRASH_TEST_DATABASE"
    static let user: UserID = "crash"
    static let committedBeforeKill = 300

    static var isChild: Bool { ChildTestProcess.isChild(databaseVariable) }

    /// The writer: runs only in the child process.
    @Test(.enabled(if: isChild, "runs in the child process started by the crash test"))
    func childWriteLoop() async throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.databaseVariable])
        let store = try SQLiteWeatherStore(path: URL(fileURLWithPath: path))
        let weather = try Fixtures.weather()
        // Bounded, so a child whose parent died still ends.
        for index in 0..<100_000 {
            try await store.addFavorite(try Fixtures.place("p\(index)"), for: Self.user)
            try await store.recordWeather(weather, for: "crash", at: Fixtures.start.addingTimeInterval(Double(index)))
            // An unbuffered write: what the parent reads is already committed.
            ChildTestProcess.reportCommitted(index)
        }
    }

    @Test(
        .enabled(if: !isChild && ChildTestProcess.testExecutable != nil, "needs to start this test binary again"))
    func killingAWriterMidLoopLosesNoCommittedRow() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("crash.sqlite")
            let child = try ChildTestProcess(
                running: "CrashSafetyTests/childWriteLoop", environment: [Self.databaseVariable: url.path],
                capturingOutput: true)
            // Read until enough rows are committed, then kill the writer without warning.
            child.waitForCommitted(atLeast: Self.committedBeforeKill)
            let reported = child.kill()
            #expect(child.wasKilled, "the writer ended before it was killed")
            let lastCommitted = try #require(reported)
            #expect(lastCommitted >= Self.committedBeforeKill)

            let inspector = try SQLiteConnection(path: url.path)
            #expect(try inspector.query("PRAGMA integrity_check") { try $0.text(0) } == ["ok"])

            let store = try SQLiteWeatherStore(path: url)
            let favorites = try await store.favorites(for: Self.user).map(\.id)
            let records = try await store.records(for: "crash")
            // Every printed index is there; at most the one being written when the kill came is extra.
            #expect((lastCommitted + 1...lastCommitted + 2).contains(favorites.count))
            #expect(favorites == (0..<favorites.count).map { "p\($0)" })
            #expect((favorites.count - 1...favorites.count).contains(records.count))
            #expect(records.map(\.fetchedAt) == records.map(\.fetchedAt).sorted(by: >))

            // The file still takes writes.
            try await store.addFavorite(try Fixtures.place("after"), for: Self.user)
            #expect(try await store.favorites(for: Self.user).last?.id == "after")
        }
    }
}
#endif
