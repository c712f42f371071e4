import Foundation
import Testing
import WeatherModels
import WeatherStore
import WeatherTestSupport

@testable import WeatherScheduling

/// Compiles and runs the example of the WeatherScheduling.docc landing page.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page example works")
    func landingPage() async throws {
        let berlin = try Fixtures.berlin()
        let now = NotifierHarness.start
        let provider = StubWeatherProvider { _, _ in
            Fixtures.weather(at: berlin, firstDay: now, fetchedAt: now) { _ in (21.4, 11.6) }
        }
        let outboxURL = NotificationOutboxTests.temporaryFile()

        // The example, with a manual clock and a fixed date.
        let store = InMemoryWeatherStore()
        let notifier = DailyForecastNotifier(
            provider: provider,
            settings: store,
            notifications: NotificationOutbox(fileURL: outboxURL),
            backgroundRefresh: InProcessRefreshScheduler(clock: TestClock(), now: { now }),
            cache: store,
            now: { now }
        )
        try await store.setValue(berlin, for: .selectedCity, user: "alice")
        let registration = try await notifier.registerIfNeeded(for: "alice")

        #expect(registration.status == .registered)
        #expect(registration.firstRefresh?.notification?.body == "Berlin today: high 21°, low 12°")
        #expect(try await NotificationOutbox(fileURL: outboxURL).pendingNotifications().count == 1)
    }
}
