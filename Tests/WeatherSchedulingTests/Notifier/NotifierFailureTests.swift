import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherStore
import WeatherTestSupport
import WeatherTesting

@testable import WeatherScheduling

@Suite("DailyForecastNotifier failures and permission")
struct NotifierFailureTests {
    @Test("a failed fetch is retried with backoff on the injected clock, then uses the real forecast")
    func retriesThenSucceeds() async throws {
        let harness = try await NotifierHarness { place, index in
            guard index >= 2 else { throw WeatherError(.network, message: "offline") }
            return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
        }
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(harness.provider.callCount == 3)
        #expect(harness.retryClock.sleeps == [.seconds(2), .seconds(4)])
        #expect(report.usesCachedForecast == false)
        #expect(report.notification?.body == "High 17°C, low 6°C")
    }

    @Test("when fetching keeps failing, the last cached forecast is used and marked as such")
    func cachedFallback() async throws {
        let harness = try await NotifierHarness(
            answer: { place, index in
                guard index == 0 else { throw WeatherError(.server, message: "unavailable", statusCode: 503) }
                return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
            },
            configure: { $0.daysAhead = 1 })
        try await harness.notifier.registerIfNeeded(for: harness.user)
        // The notification is scheduled from the saved forecast, but no fresh one came: the run says so.
        #expect(try await harness.runNextRefresh() == false)

        #expect(harness.provider.callCount == 4)
        let pending = try await harness.pending
        #expect(pending.count == 2)
        let cached = try #require(pending.last)
        #expect(cached.fireDate == (try Fixtures.date("2026-03-29T08:00:00Z")))
        #expect(cached.body == "High 19°C, low 7°C, from the last saved forecast, which may be out of date")
        #expect(cached.title.contains("saved"))
        #expect(cached.forecastInfo?.usesCachedForecast == true)
        #expect(cached.forecastInfo?.day == "2026-03-29")
        #expect(pending.first?.forecastInfo?.usesCachedForecast == false)
        #expect(harness.logged.current.contains { $0.contains("could not be fetched") })
    }

    @Test("when fetching fails and nothing is cached, the day is skipped: no invented numbers")
    func skipsWithoutCache() async throws {
        let harness = try await NotifierHarness(useCache: false) { _, _ in
            throw WeatherError(.timeout, message: "slow")
        }
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(report.notification == nil)
        #expect(report.skipReason?.contains("could not be fetched") == true)
        #expect(try await harness.pending.isEmpty)
        #expect(harness.provider.callCount == 3)
        #expect(report.nextRefresh == (try Fixtures.date("2026-03-29T06:00:00Z")))
        #expect(await harness.pendingRefresh == report.nextRefresh)
        #expect(harness.logged.current.contains { $0.contains("No daily forecast notification") })
    }

    @Test("a cached forecast that does not cover the day is not used")
    func staleCacheSkipped() async throws {
        let harness = try await NotifierHarness { _, _ in throw WeatherError(.network, message: "offline") }
        let old = Fixtures.weather(
            at: harness.place, firstDay: NotifierHarness.start.addingTimeInterval(-10 * 86_400), days: 3,
            fetchedAt: NotifierHarness.start.addingTimeInterval(-10 * 86_400)
        ) { _ in (30, 20) }
        try await harness.store.saveWeather(old, for: PlaceKey(place: harness.place), at: old.fetchedAt)
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(report.notification == nil)
        #expect(try await harness.pending.isEmpty)
    }

    @Test("an error that is not worth retrying is not retried")
    func noRetryOnUnauthorized() async throws {
        let harness = try await NotifierHarness { _, _ in
            throw WeatherError(.unauthorized, message: "bad key", statusCode: 401)
        }
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(harness.provider.callCount == 1)
        #expect(harness.retryClock.sleeps.isEmpty)
        #expect(report.notification == nil)
    }

    @Test("a successful fetch is saved to the cache")
    func savesToCache() async throws {
        let harness = try await NotifierHarness()
        try await harness.notifier.refresh(for: harness.user)
        let cached = try await harness.store.cachedWeather(for: PlaceKey(place: harness.place))
        #expect(cached?.fetchedAt == NotifierHarness.start)
        #expect(cached?.weather.daily.count == 10)
    }

    @Test("permission denied is reported, remembered and asked once")
    func permissionDenied() async throws {
        let outbox = InMemoryNotificationOutbox(permissionAnswer: .denied)
        let harness = try await NotifierHarness(outbox: outbox)
        let first = try await harness.notifier.registerIfNeeded(for: harness.user)
        let second = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(first.status == .notAuthorized)
        #expect(first.permission == .denied)
        #expect(second.status == .notAuthorized)
        #expect(await outbox.permissionRequestCount == 1)
        #expect(harness.provider.callCount == 0)
        #expect(await outbox.pendingNotifications().isEmpty)
        #expect(await harness.pendingRefresh == nil)
        #expect(try await harness.store.value(for: .notificationPermission, user: harness.user) == .denied)
        #expect(try await harness.notifier.isRegistered(for: harness.user) == false)
        #expect(harness.logged.current.contains { $0.contains("not registered") })
    }

    @Test("an answer that leaves the permission undetermined (no prompt was shown) is not remembered as asked")
    func undeterminedIsAskedAgain() async throws {
        let notifications = RecordingNotificationScheduler(answers: [.notDetermined])
        let harness = try await NotifierHarness(outbox: notifications)
        #expect(try await harness.notifier.requestPermissionIfNeeded(for: harness.user) == .notDetermined)
        #expect(try await harness.notifier.registerIfNeeded(for: harness.user).status == .notAuthorized)
        // The system showed no prompt (the app was leaving the foreground, say): the next chance asks again.
        #expect(notifications.permissionRequestCount == 2)
        #expect(try await harness.store.value(for: .notificationPermissionRequested, user: harness.user) == nil)
    }
}

@Suite("DailyForecastNotifier permission")
struct NotifierPermissionTests {
    @Test("a permission request that fails remembers nothing, so the next registration asks again")
    func failedRequestIsNotRemembered() async throws {
        let notifications = RecordingNotificationScheduler()
        notifications.failNextPermissionRequests(
            with: WeatherError(.unavailable, message: "Notification permission could not be requested."))
        let harness = try await NotifierHarness(outbox: notifications)
        await #expect(throws: WeatherError.self) {
            try await harness.notifier.registerIfNeeded(for: harness.user)
        }
        #expect(try await harness.store.value(for: .notificationPermissionRequested, user: harness.user) == nil)
        #expect(try await harness.store.value(for: .notificationPermission, user: harness.user) == nil)
        #expect(try await harness.notifier.isRegistered(for: harness.user) == false)

        let registration = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(registration.status == .registered)
        #expect(notifications.permissionRequestCount == 2)
        #expect(try await harness.store.value(for: .notificationPermission, user: harness.user) == .authorized)
    }

    @Test("with requestsPermissionWhenRegistering off, registering never asks; the app asks in context")
    func asksOnlyInContext() async throws {
        let outbox = InMemoryNotificationOutbox()
        let harness = try await NotifierHarness(
            outbox: outbox, configure: { $0.requestsPermissionWhenRegistering = false })
        let background = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(background.status == .notAuthorized)
        #expect(background.permission == .notDetermined)
        #expect(await outbox.permissionRequestCount == 0)
        #expect(try await harness.store.value(for: .notificationPermissionRequested, user: harness.user) == nil)

        // The user turns the daily forecast on.
        #expect(try await harness.notifier.requestPermissionIfNeeded(for: harness.user) == .authorized)
        #expect(try await harness.notifier.registerIfNeeded(for: harness.user).status == .registered)
        #expect(await outbox.permissionRequestCount == 1)
    }
}
