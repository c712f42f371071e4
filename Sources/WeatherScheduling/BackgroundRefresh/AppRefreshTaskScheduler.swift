#if canImport(BackgroundTasks) && (os(iOS) || os(tvOS) || os(visionOS))
import WeatherCore
import BackgroundTasks
import Foundation
import WeatherModels

/// Runs refresh work as a `BGAppRefreshTask` on iOS and tvOS.
///
/// List every identifier under `BGTaskSchedulerPermittedIdentifiers` in the app's Info.plist, turn on
/// the "Background fetch" mode, and call ``register(_:work:)`` before the app finishes launching. The
/// system runs the work no earlier than the requested date, when it sees fit, or never (Background App
/// Refresh off, the Simulator); when it ends the task early, the work's task is cancelled. The task is
/// reported successful only when the work returns without throwing.
///
/// `BGTaskScheduler` raises an Objective-C exception for a registration after launch; after
/// ``launchFinished()`` (for the whole process) ``register(_:work:)`` throws instead of reaching it.
///
/// ```swift
/// import WeatherProviders
/// import WeatherStore
///
/// let notifier = DailyForecastNotifier(
///     provider: OpenMeteoClient(), settings: InMemoryWeatherStore(),
///     notifications: UserNotificationScheduler(), backgroundRefresh: AppRefreshTaskScheduler())
/// try notifier.registerBackgroundWork()   // in application(_:didFinishLaunchingWithOptions:)
/// notifier.launchFinished()               // at its end
/// ```
public struct AppRefreshTaskScheduler: BackgroundRefreshScheduling {
    /// Identifiers already registered in this process: `BGTaskScheduler` raises an exception on a second
    /// registration, so it is turned into a thrown error here.
    private static let registered = Locked<Set<String>>([])
    /// Whether the app has finished launching: `BGTaskScheduler` raises an exception on a registration
    /// after that, so it is turned into a thrown error here.
    private static let launchHasFinished = Locked(false)

    /// Creates a scheduler that uses `BGTaskScheduler.shared`.
    public init() {}

    /// Registers `work` as the launch handler of `identifier`, once per process.
    ///
    /// - Throws: `WeatherError` with code `.conflict` when the identifier is already registered, and
    ///   `.unavailable` after ``launchFinished()`` or when the system refuses it (it is missing from the
    ///   Info.plist).
    public func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws {
        guard !Self.launchHasFinished.current else {
            throw WeatherError(
                .unavailable,
                message: "The background task \(identifier) must be registered before the app finishes launching.")
        }
        let isNew = Self.registered.withLock { $0.insert(identifier).inserted }
        guard isNew else {
            throw WeatherError(.conflict, message: "The background task \(identifier) is already registered.")
        }
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            // The lock makes the system's task object safe to hand to the work's task.
            let box = Locked(task)
            let run = Task {
                do {
                    try await work()
                    box.withLock { $0.setTaskCompleted(success: true) }
                } catch {
                    box.withLock { $0.setTaskCompleted(success: false) }
                }
            }
            task.expirationHandler = { run.cancel() }
        }
        guard accepted else {
            Self.registered.withLock { _ = $0.remove(identifier) }
            throw WeatherError(
                .unavailable,
                message: "The background task \(identifier) is not in BGTaskSchedulerPermittedIdentifiers.")
        }
    }

    /// Submits a `BGAppRefreshTaskRequest` with `date` as its earliest begin date, replacing a pending one.
    ///
    /// - Throws: `WeatherError` with code `.unavailable` when background refresh is off for the app (always
    ///   in the Simulator); `.invalidInput` when the app may not run background refreshes at all (the
    ///   "Background fetch" mode is missing: a build setting to fix, not a user's choice); `.rateLimited`
    ///   when too many requests are pending.
    public func scheduleRefresh(_ identifier: String, notBefore date: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = date
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch let error as BGTaskScheduler.Error {
            switch error.code {
            case .notPermitted:
                throw WeatherError(
                    .invalidInput,
                    message: "The app may not run background refreshes: add the Background fetch mode "
                        + "(UIBackgroundModes: fetch) and list \(identifier) in BGTaskSchedulerPermittedIdentifiers.",
                    underlying: error)
            case .tooManyPendingTaskRequests:
                throw WeatherError(
                    .rateLimited, message: "Too many background requests are pending to schedule \(identifier).",
                    underlying: error)
            default:
                throw WeatherError(
                    .unavailable, message: "Background App Refresh is off; \(identifier) was not scheduled.",
                    underlying: error)
            }
        } catch {
            throw WeatherError(
                .unavailable, message: "The background refresh \(identifier) could not be scheduled.",
                underlying: error)
        }
    }

    /// Cancels the pending request for `identifier`.
    public func cancelRefresh(_ identifier: String) {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: identifier)
    }

    /// The earliest begin date of the pending request for `identifier`; `distantPast` for a pending
    /// request without one (it runs as soon as the system allows).
    public func pendingRefreshDate(for identifier: String) async -> Date? {
        let requests = await BGTaskScheduler.shared.pendingTaskRequests()
        guard let request = requests.first(where: { $0.identifier == identifier }) else { return nil }
        return request.earliestBeginDate ?? .distantPast
    }

    /// Records, for the whole process, that the app has finished launching: every later
    /// ``register(_:work:)`` throws instead of reaching `BGTaskScheduler`.
    public func launchFinished() {
        Self.launchHasFinished.withLock { $0 = true }
    }
}
#endif
