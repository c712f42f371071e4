import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

extension DailyForecastNotifier {
    /// Fetches today's forecast for `user`'s place, schedules the notification at the next daily time in
    /// the place's time zone, and schedules the next refresh.
    ///
    /// A failed fetch is retried per ``Configuration/retryPolicy``. If it still fails, the last cached
    /// forecast for that day is used and the text says it is saved; without one the day is skipped and
    /// the reason logged and returned. Scheduling again for the same day replaces that day's notification.
    ///
    /// - Throws: The settings store's, notification scheduler's or background scheduler's error.
    @discardableResult
    public func refresh(for user: UserID) async throws -> RefreshReport {
        try registerBackgroundWork()
        let start = now()
        guard let place = try await settings.value(for: .selectedCity, user: user) ?? configuration.place else {
            let zone = configuration.fallbackTimeZone()
            let next = try await scheduleRefresh(before: configuration.time.nextOccurrence(after: start, in: zone))
            return skipped("no place is chosen for the daily forecast", nextRefresh: next)
        }
        let unit = try await temperatureUnit(for: user)

        var fetched: Weather?
        var saved: Weather?
        switch await loadWeather(for: place) {
        case .success(let reading) where reading.isStale:
            configuration.log(
                "The forecast for \(place.name) could not be fetched: \(reading.fallbackReason?.description ?? "unknown"); "
                    + "using the one saved at \(reading.date).")
            saved = reading.weather
        case .success(let reading):
            fetched = reading.weather
        case .failure(let error):
            configuration.log("The forecast for \(place.name) could not be fetched: \(error).")
        }
        let zone = place.timeZone ?? fetched?.timeZone ?? saved?.timeZone ?? configuration.fallbackTimeZone()
        let fireDate = configuration.time.nextOccurrence(after: start, in: zone)
        let following = configuration.time.nextOccurrence(after: fireDate, in: zone)

        let outcome = await notification(
            for: user, at: place, fireDate: fireDate, in: zone, unit: unit, fetched: fetched, saved: saved)
        if let notification = outcome.notification {
            do {
                try await notifications.schedule(notification)
            } catch {
                // Keep the daily chain going even when this day's notification could not be scheduled.
                try await scheduleRefresh(before: following, notBefore: fireDate)
                throw error
            }
        }
        let nextRefresh = try await scheduleRefresh(before: following, notBefore: fireDate)
        guard let notification = outcome.notification else {
            return skipped(outcome.skipReason ?? "no forecast", nextRefresh: nextRefresh)
        }
        return RefreshReport(
            notification: notification, usesCachedForecast: outcome.usesCachedForecast, nextRefresh: nextRefresh)
    }

    /// The notification for `fireDate` from the fetched forecast, else from the cached one, or why there
    /// is none.
    private func notification(
        for user: UserID, at place: Place, fireDate: Date, in zone: TimeZone, unit: UnitTemperature,
        fetched: Weather?, saved: Weather?
    ) async -> RefreshReport {
        var range = fetched?.todayHighLow(at: fireDate)
        var usesCache = false
        // A fetched forecast that lacks the day also falls back to the saved one.
        let saved = fetched == nil ? saved : await savedWeather(for: place)
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
                placeName: place.name, range: range, unit: unit, isFromCache: usesCache,
                isSandbox: provider.dataOrigin == .sandbox
                    || (usesCache ? saved : fetched)?.source.origin == .sandbox)
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
    /// `user`'s place (at once when that is too close).
    func ensureRefreshIsPending(for user: UserID) async throws {
        guard await backgroundRefresh.pendingRefreshDate(for: configuration.refreshTaskIdentifier) == nil else {
            return
        }
        let place = try await settings.value(for: .selectedCity, user: user) ?? configuration.place
        let zone = place?.timeZone ?? configuration.fallbackTimeZone()
        let start = now()
        try await scheduleRefresh(before: configuration.time.nextOccurrence(after: start, in: zone), notBefore: start)
    }

    /// Schedules the refresh ``Configuration/refreshLeadTime`` before `fireDate`, but not before
    /// `earliest`; an earlier pending refresh (for another user's place) is kept. Returns the date of
    /// the pending refresh.
    @discardableResult
    private func scheduleRefresh(before fireDate: Date, notBefore earliest: Date? = nil) async throws -> Date {
        let lead = max(configuration.refreshLeadTime, .seconds(60)).secondsValue
        let date = max(fireDate.addingTimeInterval(-lead), earliest ?? now())
        let identifier = configuration.refreshTaskIdentifier
        if let pending = await backgroundRefresh.pendingRefreshDate(for: identifier), pending <= date {
            return pending
        }
        try backgroundRefresh.scheduleRefresh(identifier, notBefore: date)
        return date
    }

    /// The daily and hourly forecast for `place`, through the offline fallback when there is a cache:
    /// fresh (and saved), or the saved one of the provider's origin, marked stale.
    private func loadWeather(for place: Place) async -> Result<Timestamped<Weather>, WeatherError> {
        guard let fallback = offlineFallback else {
            return await fetchWeather(at: place.coordinate, timeZone: place.timeZone).map {
                Timestamped($0, date: now())
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
                switch configuration.retryPolicy.decision(after: failure, attempt: attempt) {
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

    private func skipped(_ reason: String, nextRefresh: Date?) -> RefreshReport {
        configuration.log("No daily forecast notification is scheduled: \(reason).")
        return RefreshReport(notification: nil, skipReason: reason, nextRefresh: nextRefresh)
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
