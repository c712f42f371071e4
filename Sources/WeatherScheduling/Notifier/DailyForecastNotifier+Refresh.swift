import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

extension DailyForecastNotifier {
    /// Fetches the forecast for `user`'s place, schedules the notifications of the next
    /// ``Configuration/daysAhead`` days at the daily time in the place's time zone, replacing the user's
    /// earlier ones, and schedules the next background refresh.
    ///
    /// A failed fetch is retried per ``Configuration/retryPolicy``. If it still fails, the last cached
    /// forecast is used and the text says it is saved. A day neither covers is skipped (listed in
    /// ``RefreshReport/skippedDays``, the reason logged); a notification scheduled earlier for that day and
    /// place is left as it was. Scheduling again for the same day replaces that day's notification. When
    /// the system will not run background refreshes, the run still succeeds and
    /// ``RefreshReport/backgroundRefresh`` says so.
    ///
    /// - Throws: The settings store's, notification scheduler's or background scheduler's error.
    @discardableResult
    public func refresh(for user: UserID) async throws -> RefreshReport {
        closeLaunchWindow()
        return try await run(for: user).report
    }

    /// What one run did, and whether it failed to get a forecast for a place it had.
    struct RunOutcome {
        var report: RefreshReport
        var fetchFailed: Bool
    }

    /// One run for `user`: the work of ``refresh(for:)``.
    func run(for user: UserID) async throws -> RunOutcome {
        let start = now()
        let generation = generation(of: user)
        guard let place = try await settings.value(for: .selectedCity, user: user) ?? configuration.place else {
            let zone = configuration.fallbackTimeZone()
            let next = try await scheduleRefresh(before: configuration.time.nextOccurrence(after: start, in: zone))
            let reason = "no place is chosen for the daily forecast"
            return RunOutcome(report: skipped(reason, skippedDays: [], next: next), fetchFailed: false)
        }
        let unit = try await temperatureUnit(for: user)

        var fetched: Weather?
        var saved: Weather?
        switch await loadWeather(for: place) {
        case .success(let reading) where reading.isStale:
            configuration.log(
                "The forecast for \(place.name) could not be fetched: \(reading.fallbackReason?.description ?? "unknown"); "
                    + "using the one fetched at \(reading.fetchedAt).")
            saved = reading.weather
        case .success(let reading):
            fetched = reading.weather
        case .failure(let error):
            configuration.log("The forecast for \(place.name) could not be fetched: \(error).")
        }
        let zone = place.timeZone ?? fetched?.timeZone ?? saved?.timeZone ?? configuration.fallbackTimeZone()
        let fireDates = dailyDates(after: start, in: zone)
        let firstDate = fireDates.first ?? configuration.time.nextOccurrence(after: start, in: zone)
        let following = configuration.time.nextOccurrence(after: firstDate, in: zone)

        // A fetched forecast that lacks a day also falls back to the saved one, read once.
        var savedForMissingDays: Weather?? = fetched == nil ? .some(saved) : nil
        var scheduled: [ScheduledNotification] = []
        var skippedDays: [String] = []
        var firstSkipReason: String?
        var firstUsesCache = false
        for fireDate in fireDates {
            if fetched?.todayHighLow(at: fireDate) == nil, savedForMissingDays == nil {
                savedForMissingDays = .some(await savedWeather(for: place))
            }
            let outcome = notification(
                for: user, at: place, fireDate: fireDate, in: zone, unit: unit, fetched: fetched,
                saved: savedForMissingDays ?? nil)
            if let notification = outcome.notification {
                if scheduled.isEmpty { firstUsesCache = outcome.usesCachedForecast }
                scheduled.append(notification)
            } else {
                skippedDays.append(Self.dayText(of: fireDate, in: zone))
                firstSkipReason = firstSkipReason ?? outcome.skipReason
            }
        }
        // Turned off while the forecast was fetched: nothing is scheduled.
        try checkNotTurnedOff(user, since: generation)
        do {
            for notification in scheduled {
                try await notifications.schedule(notification)
            }
            if self.generation(of: user) != generation {
                // Turned off while scheduling: take back what this run scheduled.
                for notification in scheduled { try await notifications.cancel(id: notification.id) }
                try checkNotTurnedOff(user, since: generation)
            }
            try await cancelReplaced(
                for: user, at: place, keeping: Set(scheduled.map(\.id)), skippedDays: Set(skippedDays), after: start)
        } catch {
            // Keep the daily chain going even when the notifications could not be scheduled.
            try await scheduleRefresh(before: following, notBefore: firstDate)
            throw error
        }
        let next = try await scheduleRefresh(before: following, notBefore: firstDate)
        // Only a run that got a fresh forecast spares the next ones: after a failure, the next trip to the
        // background tries again.
        if fetched != nil {
            try await settings.setValue(start, for: .dailyForecastLastRun, user: user)
        }
        guard !scheduled.isEmpty else {
            let reason = firstSkipReason ?? "no forecast"
            return RunOutcome(
                report: skipped(reason, skippedDays: skippedDays, next: next), fetchFailed: fetched == nil)
        }
        if !skippedDays.isEmpty {
            configuration.log(
                "No daily forecast notification for \(skippedDays.joined(separator: ", ")): \(firstSkipReason ?? "no forecast")."
            )
        }
        let report = RefreshReport(
            notifications: scheduled, usesCachedForecast: firstUsesCache, skippedDays: skippedDays,
            nextRefresh: next.date, backgroundRefresh: next.status)
        return RunOutcome(report: report, fetchFailed: fetched == nil)
    }

    /// The next ``Configuration/daysAhead`` occurrences of the daily time after `start` in `zone`.
    private func dailyDates(after start: Date, in zone: TimeZone) -> [Date] {
        var dates: [Date] = []
        var last = start
        for _ in 0..<configuration.scheduledDays {
            last = configuration.time.nextOccurrence(after: last, in: zone)
            dates.append(last)
        }
        return dates
    }

    /// Cancels `user`'s pending daily forecast notifications after `start` that this run did not schedule
    /// again, except those for `place` on a day the run skipped for lack of a forecast: their numbers stand.
    private func cancelReplaced(
        for user: UserID, at place: Place, keeping scheduled: Set<String>, skippedDays: Set<String>, after start: Date
    ) async throws {
        let key = PlaceKey(place: place)
        for pending in try await notifications.pendingNotifications() {
            guard let info = pending.forecastInfo, info.user == user, pending.fireDate > start,
                !scheduled.contains(pending.id)
            else { continue }
            if info.place == key, skippedDays.contains(info.day) { continue }
            try await notifications.cancel(id: pending.id)
        }
    }

    /// The notification for `fireDate` from the fetched forecast, else from the saved one, or why there
    /// is none.
    private func notification(
        for user: UserID, at place: Place, fireDate: Date, in zone: TimeZone, unit: UnitTemperature,
        fetched: Weather?, saved: Weather?
    ) -> RefreshReport {
        var range = fetched?.todayHighLow(at: fireDate)
        var usesCache = false
        if range == nil, let cached = saved?.todayHighLow(at: fireDate) {
            range = cached
            usesCache = true
        }
        guard let range else {
            let reason =
                fetched == nil
                ? "the forecast for \(place.name) could not be fetched and no saved forecast covers that day"
                : "the forecast for \(place.name) has no values for that day"
            return RefreshReport(notification: nil, skipReason: reason, nextRefresh: nil)
        }
        guard
            let message = DailyForecastMessage(
                placeName: WeatherFormatter(locale: configuration.locale).placeName(place), range: range, unit: unit,
                isFromCache: usesCache,
                isSandbox: provider.dataOrigin == .sandbox
                    || (usesCache ? saved : fetched)?.source.origin == .sandbox,
                locale: configuration.locale)
        else {
            let reason = "the forecast for \(place.name) has temperatures that are not numbers"
            return RefreshReport(notification: nil, skipReason: reason, nextRefresh: nil)
        }
        let day = Self.dayText(of: fireDate, in: zone)
        let info = ForecastNotificationInfo(
            user: user, place: PlaceKey(place: place), day: day, usesCachedForecast: usesCache)
        let notification = ScheduledNotification(
            id: "daily-forecast.\(user.rawValue).\(day)", title: message.title, body: message.body,
            fireDate: fireDate, userInfo: info.userInfo)
        return RefreshReport(notification: notification, usesCachedForecast: usesCache, nextRefresh: nil)
    }

    /// Makes sure a refresh is pending: when none is, one is scheduled before the next notification of
    /// `user`'s place (at once when that is too close). Returns whether one is.
    func ensureRefreshIsPending(for user: UserID) async throws -> BackgroundRefreshStatus {
        guard isBackgroundWorkRegistered else { return noted(.notRegistered) }
        guard await backgroundRefresh.pendingRefreshDate(for: configuration.refreshTaskIdentifier) == nil else {
            return noted(.scheduled)
        }
        let place = try await settings.value(for: .selectedCity, user: user) ?? configuration.place
        let zone = place?.timeZone ?? configuration.fallbackTimeZone()
        let start = now()
        return try await scheduleRefresh(
            before: configuration.time.nextOccurrence(after: start, in: zone), notBefore: start
        ).status
    }

    /// The date of the refresh after a run now for a place in `zone`: ``Configuration/refreshLeadTime``
    /// before the daily time after the next one, but not before the next one.
    func nextRefreshDate(in zone: TimeZone) -> Date {
        let next = configuration.time.nextOccurrence(after: now(), in: zone)
        let following = configuration.time.nextOccurrence(after: next, in: zone)
        return refreshDate(before: following, notBefore: next)
    }

    /// ``Configuration/refreshLeadTime`` before `fireDate`, but not before `earliest` (now when `nil`).
    private func refreshDate(before fireDate: Date, notBefore earliest: Date?) -> Date {
        let lead = max(configuration.refreshLeadTime, .seconds(60)).secondsValue
        return max(fireDate.addingTimeInterval(-lead), earliest ?? now())
    }

    /// Schedules the refresh ``Configuration/refreshLeadTime`` before `fireDate`, but not before
    /// `earliest`; an earlier pending refresh (for another user's place) is kept. Returns the date of
    /// the pending refresh, or why there is none.
    @discardableResult
    private func scheduleRefresh(
        before fireDate: Date, notBefore earliest: Date? = nil
    ) async throws -> (date: Date?, status: BackgroundRefreshStatus) {
        try await scheduleRefresh(at: refreshDate(before: fireDate, notBefore: earliest))
    }

    /// Schedules the refresh at `date` unless an earlier one is pending. When the work was never
    /// registered, or the system refuses (`.unavailable`: Background App Refresh is off; `.rateLimited`:
    /// too many requests pending), nothing is scheduled and the status says so, logged once.
    ///
    /// - Throws: The background scheduler's other errors, such as `.invalidInput` when the app lacks the
    ///   Background fetch mode.
    @discardableResult
    func scheduleRefresh(at date: Date) async throws -> (date: Date?, status: BackgroundRefreshStatus) {
        guard isBackgroundWorkRegistered else { return (nil, noted(.notRegistered)) }
        let identifier = configuration.refreshTaskIdentifier
        if let pending = await backgroundRefresh.pendingRefreshDate(for: identifier), pending <= date {
            return (pending, noted(.scheduled))
        }
        do {
            try backgroundRefresh.scheduleRefresh(identifier, notBefore: date)
        } catch let error as WeatherError where error.code == .unavailable || error.code == .rateLimited {
            // Off for this app, or too many requests pending: the notifications scheduled ahead stand.
            return (nil, noted(.unavailable))
        }
        return (date, noted(.scheduled))
    }

    /// Returns `status`, logging it when it differs from the last one logged.
    private func noted(_ status: BackgroundRefreshStatus) -> BackgroundRefreshStatus {
        guard status != loggedRefreshStatus else { return status }
        let previous = loggedRefreshStatus
        loggedRefreshStatus = status
        let days =
            "the daily forecast is scheduled \(configuration.scheduledDays) days ahead and topped up when the app runs"
        switch status {
        case .notRegistered:
            configuration.log(
                "Background refresh is not available: registerBackgroundWork() was not called while the app "
                    + "launched; \(days).")
        case .unavailable:
            configuration.log(
                "Background refresh is not available (Background App Refresh is off, or this is the Simulator); "
                    + "\(days).")
        default:
            if previous != nil {
                configuration.log("Background refresh is scheduled again.")
            }
        }
        return status
    }

    /// The daily and hourly forecast for `place`, through the offline fallback when there is a cache:
    /// fresh (and saved), or the saved one of the provider's origin, marked stale.
    private func loadWeather(for place: Place) async -> Result<Timestamped<Weather>, WeatherError> {
        guard let fallback = offlineFallback else {
            return await fetchWeather(at: place.coordinate, timeZone: place.timeZone).map {
                Timestamped($0, fetchedAt: now())
            }
        }
        do {
            return .success(try await fallback.timestampedWeather(for: place, including: [.daily, .hourly]))
        } catch {
            return .failure(error as? WeatherError ?? WeatherError(.network, message: "The forecast fetch failed."))
        }
    }

    /// The offline fallback over the retrying provider, when there is a cache.
    private var offlineFallback: OfflineFallbackWeatherProvider? {
        guard let cache else { return nil }
        let log = configuration.log
        return OfflineFallbackWeatherProvider(
            upstream: RetryingProvider(notifier: self), cache: cache, now: now,
            saveFailureHandler: { log("The forecast could not be cached: \($0.message).") })
    }

    /// The provider, retried as the retry policy says.
    private struct RetryingProvider: WeatherProvider {
        let notifier: DailyForecastNotifier
        var cacheNamespace: String { notifier.provider.cacheNamespace }
        var dataOrigin: DataOrigin { notifier.provider.dataOrigin }
        var usesCallersTimeZone: Bool { notifier.provider.usesCallersTimeZone }

        func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
            try await notifier.fetchWeather(at: coordinate, timeZone: nil).get()
        }

        func weather(
            at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
        ) async throws -> Weather {
            try await notifier.fetchWeather(at: coordinate, timeZone: timeZone).get()
        }
    }

    /// Fetches the daily and hourly forecast for a place in `timeZone`, retrying as the retry policy says.
    private func fetchWeather(at coordinate: Coordinate, timeZone: TimeZone?) async -> Result<Weather, WeatherError> {
        var attempt = 1
        while true {
            if let deadline = BackgroundDeadline.current, deadline.remaining <= .zero {
                return .failure(
                    WeatherError(
                        .timeout,
                        message: "The background refresh's \(deadline.budget) deadline passed before the forecast came."
                    ))
            }
            do {
                return .success(
                    try await provider.weather(at: coordinate, timeZone: timeZone, including: [.daily, .hourly]))
            } catch {
                let failure =
                    error as? WeatherError
                    ?? (error is CancellationError
                        ? WeatherError(.cancelled, message: "The forecast fetch was cancelled.")
                        : WeatherError(.network, message: "The forecast fetch failed.", underlying: error))
                guard failure.code != .cancelled else { return .failure(failure) }
                // In the background, a wait that would end after the deadline is not started.
                let remaining = BackgroundDeadline.current?.remaining ?? .seconds(Int64.max)
                switch configuration.retryPolicy.decision(after: failure, attempt: attempt, remaining: remaining) {
                case .fail(let final):
                    return .failure(final)
                case .retry(let delay):
                    do {
                        try await clock.sleep(for: delay)
                    } catch {
                        return .failure(WeatherError(.cancelled, message: "The forecast fetch was cancelled."))
                    }
                    attempt += 1
                }
            }
        }
    }

    /// The saved forecast the offline fallback would serve for `place` (same origin as the provider).
    private func savedWeather(for place: Place) async -> Weather? {
        guard let offlineFallback else { return nil }
        do {
            return try await offlineFallback.savedWeather(for: PlaceKey(place: place))?.weather
        } catch {
            configuration.log("The saved forecast for \(place.name) could not be read: \(Self.describe(error)).")
            return nil
        }
    }

    private func skipped(
        _ reason: String, skippedDays: [String], next: (date: Date?, status: BackgroundRefreshStatus)
    ) -> RefreshReport {
        configuration.log("No daily forecast notification is scheduled: \(reason).")
        return RefreshReport(
            notifications: [], skipReason: reason, skippedDays: skippedDays, nextRefresh: next.date,
            backgroundRefresh: next.status)
    }

    /// The local day of `date` in `timeZone` as `yyyy-MM-dd`.
    static func dayText(of date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return padded(components.year, 4) + "-" + padded(components.month, 2) + "-" + padded(components.day, 2)
    }
}
