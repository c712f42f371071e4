import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

// Calls that overlap (a tap while a prompt waits, a user switch while a write is on its way, a retry after a
// page broke off) and the failure paths around them. The slow steps are held at latches, never slept on.

@Suite("DailyNotificationModel, user switch", .timeLimit(.minutes(1)))
@MainActor
struct DailyNotificationSwitchTests {
    @Test func aUserSwitchWhileThePermissionPromptWaitsRegistersNobodyForTheSecondUser() async throws {
        let store = InMemoryWeatherStore()
        let outbox = HeldNotificationOutbox()
        let now: @Sendable () -> Date = { ScreenFixtures.start }
        let notifier = DailyForecastNotifier(
            provider: ScreenFixtures.openWeather(), settings: store, notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(clock: TestClock(), now: now), cache: store,
            configuration: .init(place: try ScreenFixtures.city("Berlin")), clock: TestClock(), now: now)
        let model = DailyNotificationModel(notifier: notifier, user: "alice")

        let enabling = Task { await model.enable() }
        await outbox.prompt.waitForArrival()
        await model.switchUser(to: "bob")
        #expect(model.isEnabled.value == false)

        await outbox.prompt.open()
        await enabling.value

        #expect(model.user == "bob")
        #expect(try await notifier.isRegistered(for: "bob") == false)
        #expect(try await outbox.pendingNotifications().allSatisfy { $0.forecastInfo?.user != "bob" })
        #expect(model.isEnabled.caseName == "loaded")
        #expect(model.isEnabled.value == false)
        #expect(model.lastRegistration == nil)
    }
}
