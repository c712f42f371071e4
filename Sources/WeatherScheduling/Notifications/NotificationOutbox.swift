import Foundation
import WeatherJSON
import WeatherModels

/// Notifications scheduled into a JSON file: the ``NotificationScheduling`` for Linux, servers and tests.
///
/// Every change rewrites the file atomically (a temporary file renamed over the old one), so a crash
/// never leaves half a file, and every call reads the file again, so a separate process that delivers
/// the notifications (by push, e-mail or a terminal message) can take the due ones with
/// ``takeDueNotifications(at:)``. The permission answer is remembered in the same file.
///
/// ```swift
/// import Foundation
///
/// let outbox = NotificationOutbox(fileURL: URL(fileURLWithPath: "/var/lib/weather/outbox.json"))
/// let reminder = ScheduledNotification(
///     id: "daily-forecast", title: "Daily forecast", body: "High 21°C, low 12°C", fireDate: Date())
/// try await outbox.schedule(reminder)
/// for notification in try await outbox.takeDueNotifications(at: Date()) {
///     print(notification.title, notification.body)  // or send it by mail or push
/// }
/// ```
public actor NotificationOutbox: NotificationScheduling {
    /// The JSON file the notifications are kept in; it is created on the first change.
    public let fileURL: URL
    private let permissionAnswer: NotificationPermission

    /// Creates an outbox kept in `fileURL`, whose permission request is answered with `permissionAnswer`.
    ///
    /// Nothing is read or written until the first call.
    public init(fileURL: URL, permissionAnswer: NotificationPermission = .authorized) {
        self.fileURL = fileURL
        self.permissionAnswer = permissionAnswer
    }

    /// The remembered answer, or ``NotificationPermission/notDetermined`` before the first request.
    ///
    /// - Throws: `WeatherError` with code `.decoding` when the file is not an outbox, `.storage` when it
    ///   cannot be read.
    public func permission() throws -> NotificationPermission {
        try load().permission
    }

    /// Answers with `permissionAnswer` the first time and with the remembered answer after.
    public func requestPermission() throws -> NotificationPermission {
        try update { $0.requestPermission(answer: permissionAnswer) }
    }

    /// How many times permission was asked for.
    public func permissionRequestCount() throws -> Int {
        try load().permissionRequests
    }

    /// Schedules `notification`, replacing a pending one with the same id.
    public func schedule(_ notification: ScheduledNotification) throws {
        try update { $0.schedule(notification) }
    }

    /// The pending notifications, soonest first.
    public func pendingNotifications() throws -> [ScheduledNotification] {
        try load().notifications
    }

    /// Removes the pending notification with this id.
    public func cancel(id: String) throws {
        try update { $0.cancel(id: id) }
    }

    /// Removes and returns the notifications due at `date` (firing at or before it), soonest first.
    public func takeDueNotifications(at date: Date) throws -> [ScheduledNotification] {
        try update { $0.takeDue(at: date) }
    }

    private func update<Result>(_ change: (inout OutboxContents) -> Result) throws -> Result {
        var contents = try load()
        let result = change(&contents)
        try save(contents)
        return result
    }

    private func load() throws -> OutboxContents {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return OutboxContents() }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw WeatherError(.storage, message: "The notification outbox could not be read.", underlying: error)
        }
        do {
            return try JSONDocument.decode(OutboxContents.self, from: data)
        } catch {
            throw WeatherError(.decoding, message: "The notification outbox file is not valid.", underlying: error)
        }
    }

    private func save(_ contents: OutboxContents) throws {
        do {
            let directory = fileURL.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try JSONEncoder.outbox.encode(contents).write(to: fileURL, options: .atomic)
        } catch {
            throw WeatherError(.storage, message: "The notification outbox could not be written.", underlying: error)
        }
    }
}

extension JSONEncoder {
    /// Pretty-printed with sorted keys, so the outbox file is readable; dates keep their full precision.
    fileprivate static var outbox: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}
