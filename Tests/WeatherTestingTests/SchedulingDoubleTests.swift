import Foundation
import Testing
import WeatherModels
import WeatherScheduling
import WeatherTesting

@Suite("Scheduling doubles")
struct SchedulingDoubleTests {
    let morning = Date(timeIntervalSince1970: 1_750_000_000)

    func notification(_ id: String, _ title: String = "Today") -> ScheduledNotification {
        ScheduledNotification(id: id, title: title, body: "High 24°, low 12°", fireDate: morning)
    }

    @Test func notificationsAreRecordedAndReplacedById() async throws {
        let notifications = RecordingNotificationScheduler()
        #expect(try await notifications.permission() == .notDetermined)
        #expect(try await notifications.requestPermission() == .authorized)
        #expect(try await notifications.requestPermission() == .authorized)
        try await notifications.schedule(notification("daily"))
        try await notifications.schedule(notification("daily", "Tomorrow"))
        try await notifications.schedule(notification("alert"))
        try await notifications.cancel(id: "alert")
        #expect(notifications.permissionRequestCount == 2)
        #expect(notifications.scheduled.map(\.title) == ["Today", "Tomorrow", "Today"])
        #expect(try await notifications.pendingNotifications().map(\.title) == ["Tomorrow"])
        #expect(notifications.cancelledIDs == ["alert"])
    }

    @Test func permissionPromptsFollowTheScript() async throws {
        let undecided = RecordingNotificationScheduler(answers: [.notDetermined])
        #expect(try await undecided.requestPermission() == .notDetermined)
        #expect(try await undecided.requestPermission() == .notDetermined)

        let failingOnce = RecordingNotificationScheduler()
        failingOnce.failNextPermissionRequests(with: WeatherError(.unavailable, message: "no answer"))
        await #expect(throws: WeatherError.self) { try await failingOnce.requestPermission() }
        #expect(try await failingOnce.requestPermission() == .authorized)
        #expect(failingOnce.permissionRequestCount == 2)

        failingOnce.failScheduling(with: WeatherError(.unavailable, message: "too many"))
        await #expect(throws: WeatherError.self) { try await failingOnce.schedule(notification("daily")) }
        #expect(failingOnce.scheduled.isEmpty)
    }

    @Test func refreshesAreRecordedAndRunWhenTheTestSays() async throws {
        let refresher = RecordingRefreshScheduler()
        let runs = RunCounter()
        try refresher.register("daily-forecast") { await runs.count() }
        #expect(throws: WeatherError.self) { try refresher.register("daily-forecast") {} }
        try refresher.scheduleRefresh("daily-forecast", notBefore: morning)
        #expect(await refresher.pendingRefreshDate(for: "daily-forecast") == morning)
        try await refresher.run("daily-forecast")
        #expect(await runs.runs == 1)
        #expect(await refresher.pendingRefreshDate(for: "daily-forecast") == nil)
        refresher.cancelRefresh("daily-forecast")
        refresher.launchFinished()
        let late = #expect(throws: WeatherError.self) { try refresher.register("late") {} }
        #expect(late?.code == .unavailable)
        await #expect(throws: WeatherError.self) { try await refresher.run("late") }
        #expect(refresher.registeredIdentifiers == ["daily-forecast"])
        #expect(refresher.requests == [.init(identifier: "daily-forecast", date: morning)])
        #expect(refresher.cancelledIdentifiers == ["daily-forecast"])
        #expect(refresher.isLaunchFinished)
    }

    @Test func anUnavailableSchedulerRefusesEveryRequest() async throws {
        let refresher = RecordingRefreshScheduler(isAvailable: false)
        let error = #expect(throws: WeatherError.self) { try refresher.scheduleRefresh("x", notBefore: morning) }
        #expect(error?.code == .unavailable)
        #expect(refresher.refusedRequests.count == 1)
        #expect(refresher.requests.isEmpty)
        refresher.setAvailable(true)
        try refresher.scheduleRefresh("x", notBefore: morning)
        #expect(refresher.requests.count == 1)
    }
}

/// Counts the runs of a background task.
private actor RunCounter {
    private(set) var runs = 0

    func count() {
        runs += 1
    }
}
