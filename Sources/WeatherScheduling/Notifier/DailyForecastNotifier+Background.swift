import Foundation
import WeatherModels
import WeatherStore

extension DailyForecastNotifier {
    /// The background work registered by ``registerBackgroundWork()``: what runs when the system launches
    /// the app in the background for a refresh.
    ///
    /// It reads the registered users from the settings store (the app may not have run any code of its
    /// own yet), schedules the next refresh first, so the chain goes on whatever happens next, then runs
    /// each user's refresh within ``Configuration/backgroundDeadline``. It throws when no user's forecast
    /// could be refreshed, so the system is told the truth (`setTaskCompleted(success: false)` on iOS).
    func runInBackground() async throws {
        let users: [UserID]
        do {
            users = try await registeredUsers()
        } catch {
            // The store is busy or unreadable: keep the chain going, then say so.
            do {
                try await scheduleRefresh(at: nextRefreshDate(in: configuration.fallbackTimeZone()))
            } catch {
                configuration.log("The next background refresh could not be scheduled: \(Self.describe(error)).")
            }
            throw error
        }
        guard !users.isEmpty else {
            configuration.log("The background refresh found no registered daily forecast.")
            return
        }
        await rearm(for: users)
        let ordered = await longestWaitingFirst(users)
        let deadline = BackgroundDeadline(budget: configuration.backgroundDeadline, clock: clock)
        try await BackgroundDeadline.$current.withValue(deadline) {
            try await refresh(ordered, within: deadline)
        }
    }

    /// `users`, those whose last run with a fresh forecast is oldest (or never was) first, so a user the
    /// deadline left out last time is not left out again.
    func longestWaitingFirst(_ users: [UserID]) async -> [UserID] {
        var lastRuns: [UserID: Date] = [:]
        for user in users {
            lastRuns[user] = try? await settings.value(for: .dailyForecastLastRun, user: user)
        }
        return users.enumerated().sorted { first, second in
            let a = lastRuns[first.element] ?? .distantPast
            let b = lastRuns[second.element] ?? .distantPast
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// Schedules the next refresh for the earliest of `users`' places, before any forecast is fetched.
    private func rearm(for users: [UserID]) async {
        var earliest: Date?
        for user in users {
            do {
                let place = try await settings.value(for: .selectedCity, user: user) ?? configuration.place
                let date = nextRefreshDate(in: place?.timeZone ?? configuration.fallbackTimeZone())
                earliest = min(earliest ?? date, date)
            } catch {
                configuration.log("The place of a daily forecast could not be read: \(Self.describe(error)).")
            }
        }
        let date = earliest ?? nextRefreshDate(in: configuration.fallbackTimeZone())
        do {
            try await scheduleRefresh(at: date)
        } catch {
            configuration.log("The next background refresh could not be scheduled: \(Self.describe(error)).")
        }
    }

    /// Refreshes each registered user until `deadline`; throws when none got a fresh forecast.
    private func refresh(_ users: [UserID], within deadline: BackgroundDeadline) async throws {
        var refreshed = 0
        var failures: [WeatherError] = []
        for user in users {
            guard deadline.remaining > .zero, !Task.isCancelled else {
                failures.append(
                    WeatherError(
                        .timeout,
                        message: "The background refresh's \(deadline.budget) deadline passed before its turn."))
                continue
            }
            do {
                guard try await isRegistered(for: user) else { continue }
                let outcome = try await run(for: user)
                if outcome.fetchFailed {
                    failures.append(WeatherError(.network, message: "The forecast could not be fetched."))
                } else {
                    refreshed += 1
                }
            } catch {
                configuration.log("The daily forecast could not be refreshed: \(Self.describe(error)).")
                failures.append(
                    error as? WeatherError
                        ?? WeatherError(.unavailable, message: "The refresh failed.", underlying: error))
            }
        }
        guard refreshed == 0, let last = failures.last else { return }
        configuration.log("The background refresh refreshed no daily forecast (\(failures.count) failed).")
        throw WeatherError(
            last.code, message: "No daily forecast was refreshed in the background: \(last.message)", underlying: last)
    }
}

/// The time a background refresh may take, measured on the notifier's clock from its start, and made
/// current (a task-local value) while it runs, so the retry loop does not start a wait that would end
/// after it.
struct BackgroundDeadline: Sendable {
    /// The deadline of the background refresh running on this task, if any.
    @TaskLocal static var current: BackgroundDeadline?

    /// The time allowed.
    let budget: Duration
    /// The time spent since the start.
    private let elapsed: @Sendable () -> Duration

    /// A deadline of `budget` from now on `clock`.
    init(budget: Duration, clock: any Clock<Duration>) {
        self.budget = budget
        self.elapsed = Self.stopwatch(on: clock)
    }

    /// The time elapsed on `clock` since this call.
    private static func stopwatch(on clock: some Clock<Duration>) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// The time left; zero or less once the deadline has passed.
    var remaining: Duration { budget - elapsed() }
}
