import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherScheduling
import WeatherStore
import WeatherTestSupport
import WeatherTesting

/// Compiles and runs the example of the WeatherScheduling.docc landing page.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() async throws {
        let berlin = try Fixtures.berlin()
        let today = Date()
        let provider = StubWeatherProvider { _ in
            Fixtures.weather(at: berlin, firstDay: today, fetchedAt: today) { _ in (21.4, 11.6) }
        }
        let outboxURL = NotificationOutboxTests.temporaryFile()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // The example, line for line: the real clock and today's date.
        let store = InMemoryWeatherStore()  // or SQLiteWeatherStore(path:)
        let notifier = DailyForecastNotifier(
            provider: provider,  // any WeatherProvider
            settings: store,
            notifications: NotificationOutbox(fileURL: outboxURL),  // UserNotificationScheduler() on Apple
            backgroundRefresh: InProcessRefreshScheduler(),  // AppRefreshTaskScheduler() on iOS
            cache: store
        )
        try notifier.registerBackgroundWork()  // at launch
        try await store.setValue(berlin, for: .selectedCity, user: "alice")
        let registration = try await notifier.registerIfNeeded(for: "alice")
        print(registration.firstRefresh?.notification?.body ?? "")  // "High 21°C, low 12°C"

        #expect(registration.status == .registered)
        #expect(registration.backgroundRefresh == .scheduled)
        #expect(printed == ["High 21°C, low 12°C"])
        // Five days ahead: the forecast covers ten.
        #expect(try await NotificationOutbox(fileURL: outboxURL).pendingNotifications().count == 5)
    }
}

/// Compiles and runs the launch sample of the Scheduling article.
@Suite("Scheduling article examples")
struct SchedulingArticleExampleTests {
    @Test("the launch call, launchFinished() and a registration without background refresh")
    func launchSample() async throws {
        let berlin = try Fixtures.berlin()
        let today = Date()
        let provider = StubWeatherProvider { _ in
            Fixtures.weather(at: berlin, firstDay: today, fetchedAt: today) { _ in (21.4, 11.6) }
        }
        let store = InMemoryWeatherStore()
        let outbox = InMemoryNotificationOutbox()
        let refresher = RecordingRefreshScheduler(isAvailable: false)
        let user: UserID = "alice"
        try await store.setValue(berlin, for: .selectedCity, user: user)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let notifier = DailyForecastNotifier(
            provider: provider, settings: store, notifications: outbox, backgroundRefresh: refresher, cache: store)
        try notifier.registerBackgroundWork()  // while launching
        notifier.launchFinished()
        let registration = try await notifier.registerIfNeeded(for: user)
        if registration.backgroundRefresh != .scheduled {
            print("Refreshed when the app runs:", registration.backgroundRefresh)
        }

        #expect(registration.status == .registered)
        #expect(printed == ["Refreshed when the app runs: unavailable"])
        #expect(refresher.registeredIdentifiers == [notifier.configuration.refreshTaskIdentifier])
        #expect(await outbox.pendingNotifications().count == 5)
    }
}
