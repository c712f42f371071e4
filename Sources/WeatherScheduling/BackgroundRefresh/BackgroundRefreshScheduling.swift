import Foundation

/// Runs registered work again later, in the background: the seam between the daily notifier and the
/// platform.
///
/// `AppRefreshTaskScheduler` implements it with BackgroundTasks on iOS and tvOS, where the system
/// decides the exact moment (never before the requested date). ``InProcessRefreshScheduler`` implements
/// it everywhere else, inside a running process, driven by an injectable clock.
///
/// One identifier has one pending request at most: scheduling again replaces it. The work usually
/// schedules its own next run.
///
/// Work is registered while the app launches, and only then: BackgroundTasks raises an Objective-C
/// exception for a registration after launch, which no Swift code can catch. Call ``launchFinished()``
/// once launching is over; a later ``register(_:work:)`` then throws instead of reaching the system.
///
/// ```swift
/// import Foundation
///
/// func refreshForecast() async throws { /* fetch the forecast and schedule the notification */ }
///
/// let refresher: any BackgroundRefreshScheduling = InProcessRefreshScheduler()
/// try refresher.register("com.example.weather.daily-forecast") {   // while launching
///     try await refreshForecast()
/// }
/// refresher.launchFinished()
/// let tomorrowAtEight = DailyTime(hour: 8, minute: 0).nextOccurrence(after: Date(), in: .current)
/// try refresher.scheduleRefresh("com.example.weather.daily-forecast", notBefore: tomorrowAtEight)
/// ```
public protocol BackgroundRefreshScheduling: Sendable {
    /// Registers the work that runs for `identifier`. Register each identifier once, at launch.
    ///
    /// The work throws when it could not do its job, so the system is told the truth (on iOS,
    /// `setTaskCompleted(success: false)`).
    ///
    /// - Throws: `WeatherError` with code `.conflict` when the identifier is already registered, and
    ///   `.unavailable` after ``launchFinished()``.
    func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws

    /// Asks for the work of `identifier` to run no earlier than `date`, replacing any pending request.
    ///
    /// - Throws: `WeatherError` with code `.unavailable` when the system will not run background work
    ///   (on iOS: Background App Refresh is off, or the app runs in the Simulator).
    func scheduleRefresh(_ identifier: String, notBefore date: Date) throws

    /// Cancels the pending request for `identifier`; does nothing when there is none.
    func cancelRefresh(_ identifier: String)

    /// The date of the pending request for `identifier`, or `nil` when none is pending.
    func pendingRefreshDate(for identifier: String) async -> Date?

    /// Records that the app has finished launching: every later ``register(_:work:)`` throws
    /// `WeatherError` with code `.unavailable` instead of registering.
    ///
    /// Call it at the end of `application(_:didFinishLaunchingWithOptions:)`; calling it again does
    /// nothing. The default implementation does nothing, for schedulers that accept work at any time.
    func launchFinished()
}

extension BackgroundRefreshScheduling {
    /// Does nothing: this scheduler accepts registrations at any time.
    public func launchFinished() {}
}
