import Foundation

/// Whether the user lets the app show notifications.
///
/// A struct with static members rather than an enum, so that more states (such as provisional
/// authorization) can be added without breaking a `switch` in apps. Compare with `==`.
///
/// ```swift
/// let notifications: any NotificationScheduling = InMemoryNotificationOutbox()
/// if try await notifications.permission() == .denied {
///     print("Turn on notifications in Settings to get the daily forecast")
/// }
/// ```
public struct NotificationPermission: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The state's name, such as `"authorized"`.
    public let rawValue: String

    private init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The user has not been asked yet.
    public static let notDetermined = NotificationPermission("notDetermined")
    /// The user said no; ask them to change it in Settings rather than asking again.
    public static let denied = NotificationPermission("denied")
    /// Notifications may be shown.
    public static let authorized = NotificationPermission("authorized")

    /// The state's name.
    public var description: String { rawValue }

    /// Decodes the state's name; an unknown name decodes as ``notDetermined``.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = [Self.denied, Self.authorized].first { $0.rawValue == name } ?? .notDetermined
    }

    /// Encodes the state's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
