import Foundation

/// What ``DailyForecastNotifier/registerIfNeeded(for:)`` did.
///
/// ```swift
/// let registration = try await notifier.registerIfNeeded(for: user)
/// if registration.status == .notAuthorized {
///     showHowToTurnOnNotifications()
/// }
/// ```
public struct NotifierRegistration: Hashable, Sendable {
    /// The outcome of a registration. A struct with static members, so new outcomes break nobody.
    public struct Status: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The daily notification was registered now and its first refresh ran.
        public static let registered = Status("registered")
        /// The daily notification was registered before; nothing new was scheduled.
        public static let alreadyRegistered = Status("alreadyRegistered")
        /// Notifications are not allowed, so nothing was registered; the user is not asked again.
        public static let notAuthorized = Status("notAuthorized")

        /// The outcome's name, such as `registered`.
        public var description: String { name }
    }

    /// What happened.
    public var status: Status
    /// The notification permission at the time.
    public var permission: NotificationPermission
    /// The first refresh, when the notification was registered now.
    public var firstRefresh: RefreshReport?

    /// Creates a registration result.
    public init(status: Status, permission: NotificationPermission, firstRefresh: RefreshReport? = nil) {
        self.status = status
        self.permission = permission
        self.firstRefresh = firstRefresh
    }
}
