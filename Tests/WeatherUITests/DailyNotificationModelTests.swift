import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("DailyNotificationModel", .timeLimit(.minutes(1)))
@MainActor
struct DailyNotificationModelTests {
    let user: UserID = "alice"
    let store = InMemoryWeatherStore()
    let outbox: InMemoryNotificationOutbox
    let notifier: DailyForecastNotifier

    /// A notifier for Berlin over the sandbox, at 08:00 on ``ScreenFixtures/start``; the refresh scheduler's clock
    /// never moves, so only the first notification is scheduled.
    init(permissionAnswer: NotificationPermission) throws {
        let outbox = InMemoryNotificationOutbox(permissionAnswer: permissionAnswer)
        self.outbox = outbox
        let now: @Sendable () -> Date = { ScreenFixtures.start }
        notifier = DailyForecastNotifier(
            provider: ScreenFixtures.openWeather(), settings: store, notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(clock: TestClock(), now: now), cache: store,
            configuration: .init(place: try ScreenFixtures.city("Berlin")), clock: TestClock(), now: now)
    }

    init() throws {
        try self.init(permissionAnswer: .authorized)
    }

    @Test func enablingAsksForPermissionAndRegistersOnce() async throws {
        let model = DailyNotificationModel(notifier: notifier, user: user)

        await model.enable()
        #expect(model.isEnabled.value == true)
        #expect(model.permission == .authorized)
        #expect(model.lastRegistration?.status == .registered)
        #expect(await outbox.permissionRequestCount == 1)
        #expect(await outbox.pendingNotifications().count == 5)  // five days ahead, each once

        await model.enable()
        #expect(model.isEnabled.value == true)
        #expect(model.lastRegistration?.status == .alreadyRegistered)
        #expect(await outbox.permissionRequestCount == 1)
        #expect(await outbox.pendingNotifications().count == 5)  // five days ahead, each once
    }

    @Test func twoScreensEnablingAtOnceScheduleOneNotificationAndAskOnce() async throws {
        let settingsScreen = DailyNotificationModel(notifier: notifier, user: user)
        let onboardingScreen = DailyNotificationModel(notifier: notifier, user: user)

        async let first: Void = settingsScreen.enable()
        async let second: Void = onboardingScreen.enable()
        _ = await (first, second)

        #expect(settingsScreen.isEnabled.value == true)
        #expect(onboardingScreen.isEnabled.value == true)
        #expect(await outbox.pendingNotifications().count == 5)  // five days ahead, each once
        // One prompt, however many screens ask at once.
        let asked = await outbox.permissionRequestCount
        #expect(asked == 1)
    }

    @Test func aDeniedAnswerIsRememberedAndNeverAskedAgain() async throws {
        let test = try DailyNotificationModelTests(permissionAnswer: .denied)
        let model = DailyNotificationModel(notifier: test.notifier, user: user)

        await model.enable()
        #expect(model.isEnabled.caseName == "loaded")
        #expect(model.isEnabled.value == false)
        #expect(model.isDenied)
        #expect(model.permission == .denied)
        #expect(await test.outbox.pendingNotifications().isEmpty)

        await model.enable()
        #expect(model.isEnabled.value == false)
        #expect(model.isDenied)
        #expect(await test.outbox.permissionRequestCount == 1)

        let anotherScreen = DailyNotificationModel(notifier: test.notifier, user: user)
        await anotherScreen.enable()
        #expect(anotherScreen.isDenied)
        #expect(await test.outbox.permissionRequestCount == 1)
    }

    @Test func disablingCancelsTheNotification() async throws {
        let model = DailyNotificationModel(notifier: notifier, user: user)
        await model.enable()
        #expect(await outbox.pendingNotifications().count == 5)  // five days ahead, each once

        await model.disable()

        #expect(model.isEnabled.caseName == "loaded")
        #expect(model.isEnabled.value == false)
        #expect(await outbox.pendingNotifications().isEmpty)
        await model.refresh()
        #expect(model.isEnabled.value == false)
    }

    @Test func refreshReadsTheSettingAnotherScreenChanged() async throws {
        let model = DailyNotificationModel(notifier: notifier, user: user)
        await model.refresh()
        #expect(model.isEnabled.value == false)

        await DailyNotificationModel(notifier: notifier, user: user).enable()
        await model.refresh()
        #expect(model.isEnabled.value == true)

        await model.switchUser(to: "bob")
        #expect(model.user == "bob")
        #expect(model.isEnabled.value == false)
        #expect(model.lastRegistration == nil)
    }
}
