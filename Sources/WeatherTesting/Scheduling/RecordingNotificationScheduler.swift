import Foundation
import WeatherCore
import WeatherModels
import WeatherScheduling

/// A `NotificationScheduling` that records everything asked of it: each permission prompt, each notification
/// scheduled (including those that replaced an earlier one with the same id) and each cancellation. It answers
/// the prompts from a script and can fail on request.
///
/// ```swift
/// import Testing
/// import WeatherProviders
/// import WeatherSandbox
/// import WeatherScheduling
/// import WeatherStore
///
/// @Test func asksOnceAndSchedules() async throws {
///     let store = InMemoryWeatherStore()
///     let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
///     try await store.setValue(berlin, for: .selectedCity, user: "ada")
///     let notifications = RecordingNotificationScheduler(answers: [.authorized])
///     let notifier = DailyForecastNotifier(
///         provider: OpenMeteoClient(transport: SandboxTransport()), settings: store, notifications: notifications,
///         backgroundRefresh: RecordingRefreshScheduler())
///     _ = try await notifier.registerIfNeeded(for: "ada")
///     #expect(notifications.permissionRequestCount == 1)
///     #expect(notifications.scheduled.count == 1)
/// }
/// ```
///
/// `InMemoryNotificationOutbox` in WeatherScheduling is the simpler choice when only what is pending matters.
public final class RecordingNotificationScheduler: NotificationScheduling {
    private struct State {
        var permission: NotificationPermission
        var answers: [NotificationPermission]
        var pending: [ScheduledNotification] = []
        var scheduled: [ScheduledNotification] = []
        var cancelled: [String] = []
        var permissionRequests = 0
        var promptFailures: [any Error] = []
        var schedulingFailure: (any Error)?
    }

    private let state: Locked<State>

    /// Creates a scheduler.
    ///
    /// - Parameters:
    ///   - permission: The permission before any prompt. Default `.notDetermined`.
    ///   - answers: What each prompt made while the permission is not determined leads to, in order; the
    ///     last answer repeats. `[.notDetermined]` acts out a user who dismisses the question.
    public init(permission: NotificationPermission = .notDetermined, answers: [NotificationPermission] = [.authorized])
    {
        state = Locked(State(permission: permission, answers: answers))
    }

    // MARK: - Scripting

    /// Makes the next `count` prompts throw `error` (as `requestAuthorization` can); later ones are answered.
    public func failNextPermissionRequests(_ count: Int = 1, with error: any Error) {
        state.withLock { $0.promptFailures += Array(repeating: error, count: count) }
    }

    /// Makes every later ``schedule(_:)`` throw `error`, or succeed again with `nil`.
    public func failScheduling(with error: (any Error)?) {
        state.withLock { $0.schedulingFailure = error }
    }

    /// Changes the permission, as the user would in Settings.
    public func setPermission(_ permission: NotificationPermission) {
        state.withLock { $0.permission = permission }
    }

    // MARK: - Recorded calls

    /// How many prompts were made, whatever their outcome.
    public var permissionRequestCount: Int { state.current.permissionRequests }

    /// Every notification scheduled so far, in order, including those replaced since.
    public var scheduled: [ScheduledNotification] { state.current.scheduled }

    /// The id of every cancellation so far, in order.
    public var cancelledIDs: [String] { state.current.cancelled }

    // MARK: - NotificationScheduling

    /// The current permission.
    public func permission() async throws -> NotificationPermission {
        state.current.permission
    }

    /// Records the prompt; while the permission is not determined, takes the next scripted answer.
    ///
    /// - Throws: An error given to ``failNextPermissionRequests(_:with:)``.
    public func requestPermission() async throws -> NotificationPermission {
        try state.withLock { state in
            state.permissionRequests += 1
            if !state.promptFailures.isEmpty {
                throw state.promptFailures.removeFirst()
            }
            if state.permission == .notDetermined, let answer = state.answers.first {
                state.permission = answer
                if state.answers.count > 1 {
                    state.answers.removeFirst()
                }
            }
            return state.permission
        }
    }

    /// Records `notification` and makes it pending, replacing a pending one with the same id.
    ///
    /// - Throws: The error given to ``failScheduling(with:)``.
    public func schedule(_ notification: ScheduledNotification) async throws {
        try state.withLock { state in
            if let failure = state.schedulingFailure {
                throw failure
            }
            state.scheduled.append(notification)
            state.pending.removeAll { $0.id == notification.id }
            state.pending.append(notification)
        }
    }

    /// The notifications scheduled and not cancelled, in the order they were scheduled.
    public func pendingNotifications() async throws -> [ScheduledNotification] {
        state.current.pending
    }

    /// Records the cancellation and removes the pending notification with `id`, if any.
    public func cancel(id: String) async throws {
        state.withLock { state in
            state.cancelled.append(id)
            state.pending.removeAll { $0.id == id }
        }
    }
}
