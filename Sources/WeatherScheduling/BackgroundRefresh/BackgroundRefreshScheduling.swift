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
/// ```swift
/// try refresher.register("com.example.weather.daily-forecast") {
///     try await refreshForecast()
/// }
/// try refresher.scheduleRefresh("com.example.weather.daily-forecast", notBefore: tomorrowAtEight)
/// ```
public protocol BackgroundRefreshScheduling: Sendable {
    /// Registers the work that runs for `identifier`. Register each identifier once, at launch.
    ///
    /// - Throws: `WeatherError` with code `.conflict` when the identifier is already registered.
    func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws

    /// Asks for the work of `identifier` to run no earlier than `date`, replacing any pending request.
    func scheduleRefresh(_ identifier: String, notBefore date: Date) throws

    /// Cancels the pending request for `identifier`; does nothing when there is none.
    func cancelRefresh(_ identifier: String)

    /// The date of the pending request for `identifier`, or `nil` when none is pending.
    func pendingRefreshDate(for identifier: String) async -> Date?
}
