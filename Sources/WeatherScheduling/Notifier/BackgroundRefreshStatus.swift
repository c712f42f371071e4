import Foundation

/// Whether the background refresh that keeps the daily notifications current is scheduled.
///
/// The notifications do not depend on it: each run schedules ``DailyForecastNotifier/Configuration/daysAhead``
/// days of them, and ``DailyForecastNotifier/registerIfNeeded(for:)`` tops them up when the app runs. A
/// background refresh only brings fresher numbers. A struct with static members, so new states break
/// nobody.
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
/// if registration.backgroundRefresh == .unavailable {
///     // Background App Refresh is off: the forecast is refreshed when the app is opened.
/// }
/// ```
public struct BackgroundRefreshStatus: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// A refresh is pending; the system runs it when it sees fit, never before its date.
    public static let scheduled = BackgroundRefreshStatus("scheduled")
    /// The system refused to schedule one: on iOS, Background App Refresh is off (always so in the
    /// Simulator). The registration stands; the notifications are topped up when the app runs.
    public static let unavailable = BackgroundRefreshStatus("unavailable")
    /// ``DailyForecastNotifier/registerBackgroundWork()`` was not called while the app launched, so no
    /// refresh can run in the background. The registration stands; the notifications are topped up when
    /// the app runs.
    public static let notRegistered = BackgroundRefreshStatus("notRegistered")
    /// No refresh was scheduled because nothing was registered (notifications are not authorized), or a
    /// report made without one.
    public static let notScheduled = BackgroundRefreshStatus("notScheduled")

    /// The state's name, such as `scheduled`.
    public var description: String { name }
}
