import Foundation
import Testing
import WeatherModels
import WeatherStore

@testable import WeatherScheduling

@Suite("ForecastNotificationInfo")
struct ForecastNotificationInfoTests {
    @Test("userInfo round-trips, with and without the saved-forecast mark", arguments: [false, true])
    func roundTrip(usesCachedForecast: Bool) throws {
        let info = ForecastNotificationInfo(
            user: "alice", place: "berlin-de", day: "2026-03-28", usesCachedForecast: usesCachedForecast)
        let notification = ScheduledNotification(
            id: "daily-forecast.alice.2026-03-28", title: "Daily forecast", body: "Berlin", fireDate: Date(),
            userInfo: info.userInfo)
        #expect(notification.forecastInfo == info)
        #expect(info.userInfo["cached"] == (usesCachedForecast ? "true" : nil))
    }

    @Test(
        "a notification without the user, place or day is not a daily forecast",
        arguments: [
            [:],
            ["user": "alice", "day": "2026-03-28"],
            ["place": "berlin-de", "day": "2026-03-28"],
            ["user": "alice", "place": "berlin-de"],
            ["user": "alice", "place": "", "day": "2026-03-28"],
        ] as [[String: String]])
    func incomplete(userInfo: [String: String]) {
        #expect(ForecastNotificationInfo(userInfo: userInfo) == nil)
        let notification = ScheduledNotification(
            id: "other", title: "Other", body: "", fireDate: Date(), userInfo: userInfo)
        #expect(notification.forecastInfo == nil)
    }

    @Test("the notifier's notification names the user's place, and survives the JSON outbox")
    func notifierWritesInfo() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outbox = NotificationOutbox(fileURL: directory.appendingPathComponent("outbox.json"))
        let harness = try await NotifierHarness(outbox: outbox)
        try await harness.notifier.registerIfNeeded(for: harness.user)

        let reread = NotificationOutbox(fileURL: directory.appendingPathComponent("outbox.json"))
        let pending = try await reread.pendingNotifications()
        let info = try #require(pending.first?.forecastInfo)
        #expect(info.user == harness.user)
        #expect(info.place == PlaceKey(place: harness.place))
        #expect(info.usesCachedForecast == false)
        // The place key finds the forecast the notifier cached, as an app does to show its time zone.
        let cached = try #require(try await harness.store.cachedWeather(for: info.place))
        #expect(cached.weather.timeZone.identifier == "Europe/Berlin")
    }
}
