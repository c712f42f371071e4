import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders
import WeatherStore

/// Registers, once per user, a daily notification with the day's high and low at 10:00 in the place's
/// time zone, and keeps it current with a background refresh.
///
/// Call ``registerIfNeeded(for:)`` whenever the app goes to the background: the first call asks for
/// permission (once), fetches today's forecast, schedules the notification and the next refresh, and
/// remembers the registration in the `SettingsStore`; later calls, and concurrent ones, schedule
/// nothing new. Each refresh fetches the forecast of the place the user chose
/// (`SettingsKey.selectedCity`, else ``Configuration/place``) through any `WeatherProvider`, retries a
/// failure with backoff, and falls back to the last cached forecast, marked as such, or skips the day
/// with a logged reason. It never shows invented numbers.
///
/// Keep one notifier for the life of the app: the background work holds it weakly.
///
/// ```swift
/// let store = try SQLiteWeatherStore(path: databaseURL)
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(),
///     settings: store,
///     notifications: UserNotificationScheduler(),
///     backgroundRefresh: AppRefreshTaskScheduler(),
///     cache: store
/// )
/// try notifier.registerBackgroundWork()                 // at launch
/// try await notifier.registerIfNeeded(for: user)        // when the app goes to the background
/// ```
public actor DailyForecastNotifier {
    /// How the notification is scheduled.
    public nonisolated let configuration: Configuration

    let provider: any WeatherProvider
    let settings: any SettingsStore
    let notifications: any NotificationScheduling
    let backgroundRefresh: any BackgroundRefreshScheduling
    let cache: (any WeatherCache)?
    let clock: any Clock<Duration>
    let now: @Sendable () -> Date

    private let backgroundWorkRegistered = Locked(false)
    private var registrations: [UserID: Task<NotifierRegistration, any Error>] = [:]
    private var permissionRequests: [UserID: Task<NotificationPermission, any Error>] = [:]
    private(set) var activeUsers: [UserID] = []

    /// Creates a notifier.
    ///
    /// - Parameters:
    ///   - provider: Where the forecast comes from.
    ///   - settings: Where the registration, the permission and the user's place and unit are kept.
    ///   - notifications: Where notifications are scheduled.
    ///   - backgroundRefresh: What runs the daily refresh.
    ///   - cache: Where each fetched forecast is saved, and read back when a fetch fails; `nil` for none.
    ///   - configuration: The time, retries and fallbacks.
    ///   - clock: The clock the retry delays are slept on.
    ///   - now: The current date.
    public init(
        provider: any WeatherProvider,
        settings: any SettingsStore,
        notifications: any NotificationScheduling,
        backgroundRefresh: any BackgroundRefreshScheduling,
        cache: (any WeatherCache)? = nil,
        configuration: Configuration = Configuration(),
        clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.provider = provider
        self.settings = settings
        self.notifications = notifications
        self.backgroundRefresh = backgroundRefresh
        self.cache = cache
        self.configuration = configuration
        self.clock = clock
        self.now = now
    }

    /// Registers the refresh work with the background scheduler; later calls do nothing.
    ///
    /// ``registerIfNeeded(for:)`` calls it, but with BackgroundTasks it must happen before the app
    /// finishes launching, so call it there too.
    ///
    /// - Throws: The scheduler's error, such as `WeatherError` with code `.conflict` when something
    ///   else registered ``Configuration/refreshTaskIdentifier``.
    public nonisolated func registerBackgroundWork() throws {
        let isFirst = backgroundWorkRegistered.withLock { registered -> Bool in
            defer { registered = true }
            return !registered
        }
        guard isFirst else { return }
        do {
            try backgroundRefresh.register(configuration.refreshTaskIdentifier) { [weak self] in
                await self?.refreshActiveUsers()
            }
        } catch {
            backgroundWorkRegistered.withLock { $0 = false }
            throw error
        }
    }

    /// Registers the daily notification for `user` unless that was done before.
    ///
    /// The first time, it asks for notification permission (once; a denial is reported, not asked
    /// again), runs the first ``refresh(for:)`` and remembers the registration in the settings store.
    /// After that it only makes sure a refresh is pending. Concurrent calls for one user share one
    /// registration, so they schedule one notification.
    ///
    /// - Throws: The settings store's or notification scheduler's error; the registration is then not
    ///   remembered and the next call tries again.
    @discardableResult
    public func registerIfNeeded(for user: UserID) async throws -> NotifierRegistration {
        if let running = registrations[user] {
            return try await running.value
        }
        let registration = Task { try await self.register(user) }
        registrations[user] = registration
        defer { registrations[user] = nil }
        return try await registration.value
    }

    /// Whether the daily notification is registered for `user`.
    public func isRegistered(for user: UserID) async throws -> Bool {
        try await settings.value(for: .notificationRegistered, user: user) ?? false
    }

    /// Stops the daily notification for `user`: cancels their pending notifications and forgets the
    /// registration, so the next ``registerIfNeeded(for:)`` registers again.
    public func unregister(for user: UserID) async throws {
        for notification in try await notifications.pendingNotifications()
        where notification.forecastInfo?.user == user {
            try await notifications.cancel(id: notification.id)
        }
        try await settings.removeValue(for: .notificationRegistered, user: user)
        activeUsers.removeAll { $0 == user }
        if activeUsers.isEmpty {
            backgroundRefresh.cancelRefresh(configuration.refreshTaskIdentifier)
        }
    }

    /// Asks for notification permission if the user was never asked, and returns the permission.
    ///
    /// The answer is remembered in the settings store. A user who was asked is not asked again, even
    /// when the permission is still undetermined; a denial stays a denial until they change it in the
    /// system settings. Concurrent calls for one user share one request, so the user is asked once.
    public func requestPermissionIfNeeded(for user: UserID) async throws -> NotificationPermission {
        if let running = permissionRequests[user] {
            return try await running.value
        }
        let request = Task { try await self.askPermissionIfNeeded(for: user) }
        permissionRequests[user] = request
        defer { permissionRequests[user] = nil }
        return try await request.value
    }

    private func askPermissionIfNeeded(for user: UserID) async throws -> NotificationPermission {
        let current = try await notifications.permission()
        if current != .notDetermined {
            try await settings.setValue(current, for: .notificationPermission, user: user)
            return current
        }
        if try await settings.value(for: .notificationPermissionRequested, user: user) == true {
            return current
        }
        try await settings.setValue(true, for: .notificationPermissionRequested, user: user)
        let answer = try await notifications.requestPermission()
        try await settings.setValue(answer, for: .notificationPermission, user: user)
        if answer != .authorized {
            configuration.log("Notification permission was not granted (\(answer)); it is not asked for again.")
        }
        return answer
    }

    /// The temperature unit `user` prefers: Celsius, Fahrenheit or Kelvin, else
    /// ``Configuration/temperatureUnit``.
    public func temperatureUnit(for user: UserID) async throws -> UnitTemperature {
        let symbol = try await settings.value(for: .temperatureUnitSymbol, user: user)
        let known: [UnitTemperature] = [.celsius, .fahrenheit, .kelvin]
        return known.first { $0.symbol == symbol } ?? configuration.temperatureUnit
    }

    /// Remembers the temperature unit `user` prefers; the next notification uses it.
    public func setTemperatureUnit(_ unit: UnitTemperature, for user: UserID) async throws {
        try await settings.setValue(unit.symbol, for: .temperatureUnitSymbol, user: user)
    }

    private func register(_ user: UserID) async throws -> NotifierRegistration {
        try registerBackgroundWork()
        if !activeUsers.contains(user) {
            activeUsers.append(user)
        }
        if try await isRegistered(for: user) {
            try await ensureRefreshIsPending(for: user)
            return NotifierRegistration(status: .alreadyRegistered, permission: try await notifications.permission())
        }
        let permission = try await requestPermissionIfNeeded(for: user)
        guard permission == .authorized else {
            configuration.log("The daily forecast is not registered: notifications are \(permission).")
            return NotifierRegistration(status: .notAuthorized, permission: permission)
        }
        let report = try await refresh(for: user)
        try await settings.setValue(true, for: .notificationRegistered, user: user)
        return NotifierRegistration(status: .registered, permission: permission, firstRefresh: report)
    }

    /// The background work: refreshes every registered user this notifier has seen.
    func refreshActiveUsers() async {
        for user in activeUsers {
            do {
                guard try await isRegistered(for: user) else { continue }
                try await refresh(for: user)
            } catch {
                configuration.log("The daily forecast could not be refreshed: \(Self.describe(error)).")
            }
        }
    }

    /// An error's text, redacted.
    static func describe(_ error: any Error) -> String {
        SecretRedactor.redact(String(describing: error))
    }
}
