import Foundation

/// What ``DailyForecastNotifier/registerIfNeeded(for:)`` did.
///
/// ```swift
/// import WeatherModels
/// import WeatherProviders
/// import WeatherStore
///
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(), settings: InMemoryWeatherStore(),
///     notifications: InMemoryNotificationOutbox(), backgroundRefresh: InProcessRefreshScheduler())
/// let user: UserID = "alice"
/// let registration = try await notifier.registerIfNeeded(for: user)
/// if registration.status == .notAuthorized {
///     print("Turn on notifications in Settings to get the daily forecast")
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
        /// The daily notification was registered before; its notifications were topped up only when the
        /// last run is older than ``DailyForecastNotifier/Configuration/minimumRefreshInterval``.
        public static let alreadyRegistered = Status("alreadyRegistered")
        /// Notifications are not allowed, so nothing was registered; a user who answered is not asked
        /// again.
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
    /// The refresh this call ran: the first one when the notification was registered now, or the top-up
    /// of an earlier registration; `nil` when none ran.
    public var refresh: RefreshReport?
    /// Whether the background refresh is scheduled. The registration stands without it: the
    /// notifications are then topped up each time the app runs.
    public var backgroundRefresh: BackgroundRefreshStatus

    /// Creates a registration result.
    public init(status: Status, permission: NotificationPermission, firstRefresh: RefreshReport? = nil) {
        self.init(
            status: status, permission: permission, firstRefresh: firstRefresh, refresh: firstRefresh,
            backgroundRefresh: firstRefresh?.backgroundRefresh ?? .notScheduled)
    }

    /// Creates a registration result that says whether a refresh ran and whether a background refresh is
    /// scheduled.
    public init(
        status: Status, permission: NotificationPermission, firstRefresh: RefreshReport? = nil,
        refresh: RefreshReport?, backgroundRefresh: BackgroundRefreshStatus
    ) {
        self.status = status
        self.permission = permission
        self.firstRefresh = firstRefresh
        self.refresh = refresh
        self.backgroundRefresh = backgroundRefresh
    }
}
