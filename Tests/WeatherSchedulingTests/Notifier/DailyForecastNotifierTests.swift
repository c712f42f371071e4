import Foundation
import Testing
import WeatherModels
import WeatherStore
import WeatherTestSupport
import WeatherTesting

@testable import WeatherScheduling

@Suite("DailyForecastNotifier")
struct DailyForecastNotifierTests {
    @Test("registering schedules five days of 10:00 notifications, across the change to summer time, once")
    func registersOnce() async throws {
        let harness = try await NotifierHarness()
        let registration = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(registration.status == .registered)
        #expect(registration.permission == .authorized)
        #expect(registration.backgroundRefresh == .scheduled)
        let report = try #require(registration.firstRefresh)
        #expect(registration.refresh == report)
        #expect(
            report.notifications.map(\.fireDate) == [
                try Fixtures.date("2026-03-28T09:00:00Z"),  // 10:00 CET
                try Fixtures.date("2026-03-29T08:00:00Z"),  // 10:00 CEST, the day the clocks change
                try Fixtures.date("2026-03-30T08:00:00Z"),
                try Fixtures.date("2026-03-31T08:00:00Z"),
                try Fixtures.date("2026-04-01T08:00:00Z"),
            ])
        #expect(
            report.notifications.map(\.body) == [
                "High 17°C, low 6°C", "High 19°C, low 7°C", "High 21°C, low 8°C", "High 23°C, low 9°C",
                "High 25°C, low 10°C",
            ])
        #expect(report.skippedDays.isEmpty)
        let notification = try #require(report.notification)
        #expect(notification == report.notifications.first)
        #expect(notification.fireDate == (try Fixtures.date("2026-03-28T09:00:00Z")))
        #expect(notification.body == "High 17°C, low 6°C")
        #expect(notification.id == "daily-forecast.alice.2026-03-28")
        #expect(
            notification.forecastInfo
                == ForecastNotificationInfo(user: "alice", place: PlaceKey(place: harness.place), day: "2026-03-28"))
        #expect(registration.firstRefresh?.nextRefresh == (try Fixtures.date("2026-03-29T06:00:00Z")))
        #expect(await harness.pendingRefresh == (try Fixtures.date("2026-03-29T06:00:00Z")))

        let again = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(again.status == .alreadyRegistered)
        #expect(again.firstRefresh == nil)
        #expect(again.refresh == nil)
        #expect(try await harness.pending == report.notifications)
        #expect(harness.provider.callCount == 1)
        #expect(try await harness.store.value(for: .notificationRegistered, user: harness.user) == true)
        #expect(try await harness.notifier.isRegistered(for: "bob") == false)
    }

    @Test("ten concurrent registrations make one schedule")
    func concurrentRegistrations() async throws {
        let gate = Gate()
        let harness = try await NotifierHarness { place, _ in
            await gate.wait()
            return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
        }
        let notifier = harness.notifier
        let user = harness.user
        let statuses = try await withThrowingTaskGroup(of: NotifierRegistration.Status.self) { group in
            for _ in 0..<10 {
                group.addTask { try await notifier.registerIfNeeded(for: user).status }
            }
            await gate.waitForArrival()
            for _ in 0..<100 {
                await Task.yield()
            }
            await gate.open()
            var statuses: [NotifierRegistration.Status] = []
            for try await status in group {
                statuses.append(status)
            }
            return statuses
        }
        #expect(statuses.count == 10)
        #expect(statuses.contains(.registered))
        #expect(statuses.allSatisfy { $0 == .registered || $0 == .alreadyRegistered })
        #expect(harness.provider.callCount == 1)
        #expect(try await harness.pending.count == 5)
        let outbox = try #require(harness.outbox as? InMemoryNotificationOutbox)
        #expect(await outbox.permissionRequestCount == 1)
    }

    @Test("a relaunch finds the registration in the store and only makes sure a refresh is pending")
    func relaunch() async throws {
        let first = try await NotifierHarness()
        try await first.notifier.registerIfNeeded(for: first.user)
        // Relaunched at noon, after today's notification: the refresh is due before tomorrow's.
        let noon: @Sendable () -> Date = { NotifierHarness.start.addingTimeInterval(4 * 3_600) }
        let refresher = InProcessRefreshScheduler(clock: TestClock(), now: noon)
        let provider = StubWeatherProvider { _ in throw WeatherError(.network, message: "not expected") }
        let relaunched = DailyForecastNotifier(
            provider: provider, settings: first.store, notifications: first.outbox, backgroundRefresh: refresher,
            now: noon)
        try relaunched.registerBackgroundWork()
        let registration = try await relaunched.registerIfNeeded(for: first.user)
        #expect(registration.status == .alreadyRegistered)
        #expect(registration.backgroundRefresh == .scheduled)
        #expect(provider.callCount == 0)
        let pending = await refresher.pendingRefreshDate(for: relaunched.configuration.refreshTaskIdentifier)
        #expect(pending == (try Fixtures.date("2026-03-29T06:00:00Z")))
        #expect(try await first.pending.count == 5)
    }

    @Test("the run loop over three days, across the change to summer time, shows three notifications")
    func threeDays() async throws {
        let harness = try await NotifierHarness(configure: { $0.daysAhead = 1 })
        try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(try await harness.runNextRefresh())
        #expect(try await harness.runNextRefresh())

        let pending = try await harness.pending
        #expect(
            pending.map(\.fireDate) == [
                try Fixtures.date("2026-03-28T09:00:00Z"),  // 10:00 CET
                try Fixtures.date("2026-03-29T08:00:00Z"),  // 10:00 CEST, the day the clocks change
                try Fixtures.date("2026-03-30T08:00:00Z"),
            ])
        #expect(
            pending.map(\.body) == [
                "High 17°C, low 6°C",
                "High 19°C, low 7°C",
                "High 21°C, low 8°C",
            ])
        #expect(
            pending.map(\.id) == [
                "daily-forecast.alice.2026-03-28", "daily-forecast.alice.2026-03-29", "daily-forecast.alice.2026-03-30",
            ])
        #expect(harness.provider.callCount == 3)
        #expect(await harness.pendingRefresh == (try Fixtures.date("2026-03-31T06:00:00Z")))
        #expect(harness.clock.sleeps.count == 3)
    }

    @Test("a configured time is used, in the place's zone")
    func configuredTime() async throws {
        let harness = try await NotifierHarness(configure: { $0.time = DailyTime(hour: 7, minute: 30) })
        let report = try await harness.notifier.refresh(for: harness.user)
        // 07:30 has passed on the 28th (it is 08:00), so the next is 07:30 CEST on the 29th.
        #expect(report.notification?.fireDate == (try Fixtures.date("2026-03-29T05:30:00Z")))
        #expect(report.notification?.body == "High 19°C, low 7°C")
        #expect(report.nextRefresh == (try Fixtures.date("2026-03-30T03:30:00Z")))
    }

    @Test("the provider is asked for the place with its zone, with and without a cache", arguments: [true, false])
    func theProviderGetsThePlacesZone(useCache: Bool) async throws {
        let harness = try await NotifierHarness(useCache: useCache)
        _ = try await harness.notifier.refresh(for: harness.user)
        #expect(harness.provider.calls.map(\.timeZone) == [harness.place.timeZone])
        #expect(harness.place.timeZone?.identifier == "Europe/Berlin")
    }

    @Test("a place without a time zone uses the zone of its weather")
    func zoneFromWeather() async throws {
        var tokyo = try Fixtures.berlin()
        tokyo.timeZone = try Fixtures.zone("Asia/Tokyo")
        let zoned = tokyo
        let harness = try await NotifierHarness(answer: { _, _ in
            Fixtures.weather(at: zoned, firstDay: NotifierHarness.start, fetchedAt: NotifierHarness.start) { day in
                (10 + Double(day), Double(day))
            }
        })
        var unzoned = harness.place
        unzoned.timeZone = nil
        try await harness.store.setValue(unzoned, for: .selectedCity, user: harness.user)
        let report = try await harness.notifier.refresh(for: harness.user)
        // It is 16:00 in Tokyo, so the next 10:00 there is tomorrow's, the second day of the forecast.
        #expect(report.notification?.fireDate == (try Fixtures.date("2026-03-29T01:00:00Z")))
        #expect(report.notification?.body == "High 11°C, low 1°C")
    }

    @Test("the user's temperature unit is used")
    func fahrenheit() async throws {
        let harness = try await NotifierHarness()
        try await harness.notifier.setTemperatureUnit(.fahrenheit, for: harness.user)
        #expect(try await harness.notifier.temperatureUnit(for: harness.user) == .fahrenheit)
        #expect(try await harness.notifier.temperatureUnit(for: "bob") == .celsius)
        let report = try await harness.notifier.refresh(for: harness.user)
        // 17 °C = 62.6 °F, 6 °C = 42.8 °F.
        #expect(report.notification?.body == "High 63°F, low 43°F")
    }

    @Test("unregistering cancels the user's notifications and forgets the registration")
    func unregister() async throws {
        let harness = try await NotifierHarness()
        try await harness.notifier.registerIfNeeded(for: harness.user)
        let other = ScheduledNotification(id: "other", title: "t", body: "b", fireDate: harness.now())
        try await harness.outbox.schedule(other)
        try await harness.notifier.unregister(for: harness.user)
        #expect(try await harness.pending == [other])
        #expect(try await harness.notifier.isRegistered(for: harness.user) == false)
        #expect(await harness.pendingRefresh == nil)
        #expect(try await harness.notifier.registerIfNeeded(for: harness.user).status == .registered)
    }

    @Test("without a chosen place the day is skipped with a reason, and the configured place is a fallback")
    func noPlace() async throws {
        let harness = try await NotifierHarness(selectsPlace: false)
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(report.notification == nil)
        #expect(report.skipReason?.contains("no place") == true)
        #expect(harness.provider.callCount == 0)
        #expect(harness.logged.current.contains { $0.contains("no place") })

        let place = try Fixtures.berlin()
        let fallback = try await NotifierHarness(selectsPlace: false, configure: { $0.place = place })
        #expect(try await fallback.notifier.refresh(for: fallback.user).notification?.title == "Today in Berlin")
    }

    @Test("the notification is written in the configured locale's language, with the place's name in it")
    func localized() async throws {
        var place = try Fixtures.berlin()
        place.localizedNames = ["ru": "Берлин"]
        let harness = try await NotifierHarness(
            selectsPlace: false,
            configure: {
                $0.place = place
                $0.locale = Locale(identifier: "ru_RU")
            })
        let notification = try #require(try await harness.notifier.refresh(for: harness.user).notification)
        #expect(notification.title == "Берлин, сегодня")
        #expect(notification.body.hasPrefix("Макс. "))
        #expect(notification.body.contains(" °C, мин. "))
    }
}
