import Foundation
import Testing
import WeatherModels

@testable import WeatherScheduling

@Suite("Notification outboxes")
struct NotificationOutboxTests {
    /// A fresh file URL in a fresh temporary directory.
    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("WeatherSchedulingTests-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("outbox.json")
    }

    static func notification(_ id: String, at seconds: TimeInterval, body: String = "text") -> ScheduledNotification {
        ScheduledNotification(
            id: id, title: "Title", body: body, fireDate: Date(timeIntervalSince1970: seconds),
            userInfo: ["day": id])
    }

    @Test("scheduling the same id replaces; pending is soonest first; cancel removes")
    func replaceAndCancel() async throws {
        let outbox = NotificationOutbox(fileURL: Self.temporaryFile())
        try await outbox.schedule(Self.notification("b", at: 2_000))
        try await outbox.schedule(Self.notification("a", at: 3_000))
        try await outbox.schedule(Self.notification("a", at: 1_000, body: "new"))
        let pending = try await outbox.pendingNotifications()
        #expect(pending.map(\.id) == ["a", "b"])
        #expect(pending.first?.body == "new")

        try await outbox.cancel(id: "a")
        try await outbox.cancel(id: "missing")
        #expect(try await outbox.pendingNotifications().map(\.id) == ["b"])
    }

    @Test("the file survives a new outbox on the same path, with exact dates and userInfo")
    func persistence() async throws {
        let url = Self.temporaryFile()
        let original = Self.notification("x", at: 1_790_000_000.123456)
        try await NotificationOutbox(fileURL: url).schedule(original)
        let reopened = NotificationOutbox(fileURL: url)
        #expect(try await reopened.pendingNotifications() == [original])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["outbox.json"])
    }

    @Test("taking due notifications removes exactly those at or before the date")
    func takeDue() async throws {
        let outbox = NotificationOutbox(fileURL: Self.temporaryFile())
        for (id, seconds) in [("one", 100.0), ("two", 200.0), ("three", 300.0)] {
            try await outbox.schedule(Self.notification(id, at: seconds))
        }
        let due = try await outbox.takeDueNotifications(at: Date(timeIntervalSince1970: 200))
        #expect(due.map(\.id) == ["one", "two"])
        #expect(try await outbox.pendingNotifications().map(\.id) == ["three"])
    }

    @Test(
        "permission is answered once and remembered in the file",
        arguments: [NotificationPermission.authorized, .denied])
    func permission(answer: NotificationPermission) async throws {
        let url = Self.temporaryFile()
        let outbox = NotificationOutbox(fileURL: url, permissionAnswer: answer)
        #expect(try await outbox.permission() == .notDetermined)
        #expect(try await outbox.requestPermission() == answer)
        let other: NotificationPermission = answer == .denied ? .authorized : .denied
        let reopened = NotificationOutbox(fileURL: url, permissionAnswer: other)
        #expect(try await reopened.permission() == answer)
        #expect(try await reopened.requestPermission() == answer)
        #expect(try await reopened.permissionRequestCount() == 2)
    }

    @Test("a file that is not an outbox throws decoding, and is left alone")
    func corruptFile() async throws {
        let url = Self.temporaryFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: url)
        let outbox = NotificationOutbox(fileURL: url)
        await #expect {
            try await outbox.schedule(Self.notification("a", at: 1))
        } throws: { error in
            (error as? WeatherError)?.code == .decoding
        }
        #expect(try Data(contentsOf: url) == Data("not json".utf8))
    }

    @Test("an unwritable location throws storage")
    func unwritable() async throws {
        let blocker = Self.temporaryFile().deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file, not a directory".utf8).write(to: blocker)
        let outbox = NotificationOutbox(fileURL: blocker.appendingPathComponent("outbox.json"))
        await #expect {
            try await outbox.schedule(Self.notification("a", at: 1))
        } throws: { error in
            (error as? WeatherError)?.code == .storage
        }
    }

    @Test("the in-memory outbox behaves the same")
    func inMemory() async {
        let outbox = InMemoryNotificationOutbox(permissionAnswer: .denied)
        #expect(await outbox.permission() == .notDetermined)
        #expect(await outbox.requestPermission() == .denied)
        #expect(await outbox.permissionRequestCount == 1)
        await outbox.schedule(Self.notification("b", at: 20))
        await outbox.schedule(Self.notification("a", at: 10))
        await outbox.schedule(Self.notification("b", at: 30))
        #expect(await outbox.pendingNotifications().map(\.id) == ["a", "b"])
        #expect(await outbox.takeDueNotifications(at: Date(timeIntervalSince1970: 10)).map(\.id) == ["a"])
        await outbox.cancel(id: "b")
        #expect(await outbox.pendingNotifications().isEmpty)
    }

    @Test("an unknown stored permission decodes as notDetermined")
    func unknownPermission() throws {
        let decoded = try JSONDecoder().decode(
            [NotificationPermission].self, from: Data(#"["provisional","denied"]"#.utf8))
        #expect(decoded == [.notDetermined, .denied])
    }
}
