import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders
import WeatherStore

/// Registers, once per user, daily notifications with the day's high and low at 10:00 in the place's
/// time zone, scheduled several days ahead, and keeps them current with a background refresh when the
/// system allows one.
///
/// The notifications never depend on background work: iOS offers no way to run code at a chosen time in
/// the background, and none at all when Background App Refresh is off. So every run schedules the next
/// ``Configuration/daysAhead`` days of notifications from the daily forecast, replacing the user's
/// earlier ones, and ``registerIfNeeded(for:)`` runs again (tops them up) when the last run is older than
/// ``Configuration/minimumRefreshInterval``. A background refresh, when the system grants one, only
/// brings fresher numbers.
///
/// Call ``registerBackgroundWork()`` while the app launches, and only then: in
/// `application(_:didFinishLaunchingWithOptions:)` or the SwiftUI `App` initializer. Then call
/// ``registerIfNeeded(for:)`` whenever the app goes to the background: the first call for a user (with
/// permission) fetches the forecast, schedules the notifications and the next refresh, and remembers the
/// registration and the user in the `SettingsStore`, so a refresh the system launches in the background
/// knows whom it is for. Concurrent calls share one registration. Each run fetches the forecast of the
/// place the user chose (`SettingsKey.selectedCity`, else ``Configuration/place``) through any
/// `WeatherProvider`, retries a failure with backoff, and falls back to the last cached forecast, marked
/// as such; a day no forecast covers is skipped with a logged reason. It never shows invented numbers.
///
/// Keep one notifier for the life of the app: the background work holds it weakly.
///
/// ```swift
/// import Foundation
/// import WeatherModels
/// import WeatherProviders
/// import WeatherStore
///
/// let databaseURL = URL(fileURLWithPath: "weather.sqlite")
/// let store = try SQLiteWeatherStore(path: databaseURL)
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(),
///     settings: store,
///     notifications: InMemoryNotificationOutbox(),      // UserNotificationScheduler() on iOS
///     backgroundRefresh: InProcessRefreshScheduler(),   // AppRefreshTaskScheduler() on iOS
///     cache: store
/// )
/// let user: UserID = "alice"
/// try notifier.registerBackgroundWork()                 // while launching, and only then
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

    /// Whether the background work is registered, and whether the app has finished launching.
    private let launch = Locked(LaunchState())
    private var registrations: [UserID: Task<NotifierRegistration, any Error>] = [:]
    private var permissionRequests: [UserID: Task<NotificationPermission, any Error>] = [:]
    /// Bumped by ``unregister(for:)``: a run or registration that began before it schedules nothing.
    private var generations: [UserID: Int] = [:]
    /// The last change to the list of registered users; each change waits for the one before.
    private var usersUpdate: Task<Void, Never>?
    /// The background refresh state last written to the log, so each change is logged once.
    var loggedRefreshStatus: BackgroundRefreshStatus?

    private struct LaunchState {
        var workRegistered = false
        var finished = false
    }

    /// Creates a notifier.
    ///
    /// - Parameters:
    ///   - provider: Where the forecast comes from.
    ///   - settings: Where the registration, the registered users, the permission and the user's place
    ///     and unit are kept.
    ///   - notifications: Where notifications are scheduled.
    ///   - backgroundRefresh: What runs the refresh in the background.
    ///   - cache: Where each fetched forecast is saved, and read back when a fetch fails; `nil` for none.
    ///   - configuration: The time, days ahead, retries, deadline and fallbacks.
    ///   - clock: The clock the retry delays are slept on and the background deadline is measured on.
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

    /// Registers the refresh work with the background scheduler: the one call to make while the app
    /// launches. Later calls do nothing.
    ///
    /// With BackgroundTasks the registration must happen before the app finishes launching (the system
    /// raises an exception otherwise), so call it in `application(_:didFinishLaunchingWithOptions:)` or
    /// in the SwiftUI `App` initializer:
    ///
    /// ```swift
    /// import WeatherProviders
    /// import WeatherStore
    ///
    /// struct WeatherApp {  // your SwiftUI `App`, or your app delegate
    ///     let notifier = DailyForecastNotifier(
    ///         provider: OpenMeteoClient(), settings: InMemoryWeatherStore(),
    ///         notifications: InMemoryNotificationOutbox(), backgroundRefresh: InProcessRefreshScheduler())
    ///
    ///     init() {
    ///         try? notifier.registerBackgroundWork()
    ///     }
    /// }
    /// ```
    ///
    /// Once launching is over (``launchFinished()``, or the first ``registerIfNeeded(for:)`` or
    /// ``refresh(for:)``), it refuses instead of reaching the system. Without it the notifier still
    /// schedules notifications, and reports the background refresh as
    /// ``BackgroundRefreshStatus/notRegistered``.
    ///
    /// - Throws: `WeatherError` with code `.unavailable` when called after launch, and the scheduler's
    ///   error, such as `.conflict` when something else registered ``Configuration/refreshTaskIdentifier``.
    public nonisolated func registerBackgroundWork() throws {
        let isFirst = try launch.withLock { state -> Bool in
            guard !state.workRegistered else { return false }
            guard !state.finished else {
                throw WeatherError(
                    .unavailable,
                    message: "The daily forecast's background work can only be registered while the app launches: "
                        + "call registerBackgroundWork() in application(_:didFinishLaunchingWithOptions:) or the "
                        + "App initializer.")
            }
            state.workRegistered = true
            return true
        }
        guard isFirst else { return }
        do {
            try backgroundRefresh.register(configuration.refreshTaskIdentifier) { [weak self] in
                guard let self else {
                    throw WeatherError(
                        .unavailable, message: "The daily forecast notifier is gone; keep one for the life of the app.")
                }
                try await self.runInBackground()
            }
        } catch {
            launch.withLock { $0.workRegistered = false }
            throw error
        }
    }

    /// Records that the app has finished launching: a later ``registerBackgroundWork()`` throws, and so
    /// does a later registration with the background scheduler (see
    /// ``BackgroundRefreshScheduling/launchFinished()``).
    ///
    /// Call it at the end of `application(_:didFinishLaunchingWithOptions:)`. Without it, the first
    /// ``registerIfNeeded(for:)`` or ``refresh(for:)`` closes the notifier's own window.
    public nonisolated func launchFinished() {
        launch.withLock { $0.finished = true }
        backgroundRefresh.launchFinished()
    }

    /// Whether ``registerBackgroundWork()`` registered the work.
    nonisolated var isBackgroundWorkRegistered: Bool { launch.current.workRegistered }

    /// Closes the notifier's launch window: the app is running code of its own, so launching is over.
    nonisolated func closeLaunchWindow() {
        launch.withLock { $0.finished = true }
    }

    /// Registers the daily notification for `user` unless that was done before.
    ///
    /// The first time, it asks for notification permission if the user was never asked (see
    /// ``Configuration/requestsPermissionWhenRegistering``; a denial is reported, not asked again), runs
    /// the first ``refresh(for:)`` and remembers the registration and the user in the settings store.
    /// After that it makes sure a refresh is pending, and tops the notifications up with a new run when
    /// the last one is older than ``Configuration/minimumRefreshInterval``. Concurrent calls for one
    /// user share one registration, so they schedule each notification once.
    ///
    /// It never registers background work itself: that is ``registerBackgroundWork()``, at launch.
    /// When the system will not run background refreshes, the registration stands and
    /// ``NotifierRegistration/backgroundRefresh`` says so.
    ///
    /// - Throws: The settings store's or notification scheduler's error; the registration is then not
    ///   remembered and the next call tries again.
    @discardableResult
    public func registerIfNeeded(for user: UserID) async throws -> NotifierRegistration {
        closeLaunchWindow()
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
        generations[user, default: 0] += 1
        for notification in try await notifications.pendingNotifications()
        where notification.forecastInfo?.user == user {
            try await notifications.cancel(id: notification.id)
        }
        try await settings.removeValue(for: .notificationRegistered, user: user)
        try await settings.removeValue(for: .dailyForecastLastRun, user: user)
        let remaining = try await forget(user)
        if remaining.isEmpty {
            backgroundRefresh.cancelRefresh(configuration.refreshTaskIdentifier)
        }
    }

    /// The notification permission as the system holds it now, without asking: the user may have changed it in
    /// the system settings since the app last looked (read it again when the app comes to the foreground). An
    /// answered permission is remembered for `user`, as ``requestPermissionIfNeeded(for:)`` remembers it.
    ///
    /// - Throws: The notification scheduler's or settings store's error.
    public func currentPermission(for user: UserID) async throws -> NotificationPermission {
        let current = try await notifications.permission()
        if current != .notDetermined {
            try await settings.setValue(current, for: .notificationPermission, user: user)
        }
        return current
    }

    /// Asks for notification permission if the user was never asked, and returns the permission.
    ///
    /// Call it in context, from the screen where the user turns the daily forecast on. The answer is
    /// remembered in the settings store once the question was answered: when asking fails (the call
    /// throws) or the permission is still undetermined afterwards (the system showed no prompt), nothing
    /// is remembered and the next call asks again. A user who answered is not asked again; a denial stays
    /// a denial until they change it in the system settings. Concurrent calls for one user share one
    /// request, so the user is asked once.
    ///
    /// - Throws: The notification scheduler's or settings store's error.
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
        // Nothing is remembered before the answer: a request that fails is asked again next time.
        let answer = try await notifications.requestPermission()
        // Still undetermined means no prompt was shown (the app was leaving the foreground, say): ask again.
        guard answer != .notDetermined else { return answer }
        try await settings.setValue(true, for: .notificationPermissionRequested, user: user)
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

    /// Remembers the temperature unit `user` prefers. Notifications already scheduled keep theirs; the next
    /// run (``refresh(for:)``, or ``registerIfNeeded(for:)``, which no longer waits for
    /// ``Configuration/minimumRefreshInterval`` after a change) schedules them in the new unit.
    public func setTemperatureUnit(_ unit: UnitTemperature, for user: UserID) async throws {
        try await settings.setValue(unit.symbol, for: .temperatureUnitSymbol, user: user)
        try await settings.removeValue(for: .dailyForecastLastRun, user: user)
    }

    private func register(_ user: UserID) async throws -> NotifierRegistration {
        if try await isRegistered(for: user) {
            try await remember(user)
            let permission = try await notifications.permission()
            if let last = try await settings.value(for: .dailyForecastLastRun, user: user),
                last <= now(), now().timeIntervalSince(last) < configuration.minimumRefreshInterval.secondsValue
            {
                let status = try await ensureRefreshIsPending(for: user)
                return NotifierRegistration(
                    status: .alreadyRegistered, permission: permission, refresh: nil, backgroundRefresh: status)
            }
            let report = try await refresh(for: user)
            return NotifierRegistration(
                status: .alreadyRegistered, permission: permission, refresh: report,
                backgroundRefresh: report.backgroundRefresh)
        }
        let permission =
            configuration.requestsPermissionWhenRegistering
            ? try await requestPermissionIfNeeded(for: user) : try await notifications.permission()
        guard permission == .authorized else {
            configuration.log("The daily forecast is not registered: notifications are \(permission).")
            return NotifierRegistration(
                status: .notAuthorized, permission: permission, refresh: nil, backgroundRefresh: .notScheduled)
        }
        let generation = generation(of: user)
        let report = try await refresh(for: user)
        try checkNotTurnedOff(user, since: generation)
        try await settings.setValue(true, for: .notificationRegistered, user: user)
        try await remember(user)
        return NotifierRegistration(status: .registered, permission: permission, firstRefresh: report)
    }

    /// The users whose daily forecast is registered, as kept in the settings store.
    func registeredUsers() async throws -> [UserID] {
        try await settings.value(for: .dailyForecastUsers, user: usersRecord) ?? []
    }

    /// Adds `user` to the registered users kept in the settings store.
    private func remember(_ user: UserID) async throws {
        _ = try await updateUsers { $0.contains(user) ? $0 : $0 + [user] }
    }

    /// Removes `user` from the registered users kept in the settings store; returns those left.
    private func forget(_ user: UserID) async throws -> [UserID] {
        try await updateUsers { $0.filter { $0 != user } }
    }

    /// Reads, changes and writes the list of registered users, one change at a time: two users registering
    /// at once both end up in it.
    private func updateUsers(_ change: @escaping @Sendable ([UserID]) -> [UserID]) async throws -> [UserID] {
        let previous = usersUpdate
        let update = Task { () async throws -> [UserID] in
            await previous?.value
            let users = try await registeredUsers()
            let changed = change(users)
            if changed != users {
                try await settings.setValue(changed, for: .dailyForecastUsers, user: usersRecord)
            }
            return changed
        }
        usersUpdate = Task { _ = try? await update.value }
        return try await update.value
    }

    /// How many times `user` turned the daily forecast off.
    func generation(of user: UserID) -> Int {
        generations[user, default: 0]
    }

    /// Throws `.cancelled` when `user` turned the daily forecast off since `generation`.
    func checkNotTurnedOff(_ user: UserID, since generation: Int) throws {
        guard generations[user, default: 0] == generation else {
            throw WeatherError(.cancelled, message: "The daily forecast was turned off while it was being scheduled.")
        }
    }

    /// The settings "user" the list of registered users is kept under: one list per refresh task.
    private nonisolated var usersRecord: UserID { UserID(configuration.refreshTaskIdentifier) }

    /// An error's text, redacted.
    static func describe(_ error: any Error) -> String {
        SecretRedactor.redact(String(describing: error))
    }
}
