import Foundation
import Testing
import WeatherModels
import WeatherStore

@testable import WeatherScheduling

/// Turning the daily forecast off wins over a run already under way, the list of registered users keeps
/// every user, and only a run that got a fresh forecast spares the next ones.
@Suite("DailyForecastNotifier turned off, users and last runs")
struct NotifierTurnOffTests {
    @Test func turningOffDuringTheFirstFetchSchedulesNothingAndRegistersNothing() async throws {
        let gate = Gate()
        let harness = try await NotifierHarness(answer: { place, _ in
            await gate.wait()
            return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
        })
        let notifier = harness.notifier
        let user = harness.user
        let registration = Task { try await notifier.registerIfNeeded(for: user) }
        await gate.waitForArrival()
        try await notifier.unregister(for: user)
        await gate.open()
        await #expect(throws: WeatherError.self) { try await registration.value }
        #expect(try await harness.pending.isEmpty)
        #expect(try await notifier.isRegistered(for: user) == false)
        #expect(try await notifier.registeredUsers().isEmpty)
    }

    @Test func usersRegisteringTogetherAreAllKept() async throws {
        let harness = try await NotifierHarness()
        let place = harness.place
        let users: [UserID] = ["ann", "ben", "cat", "dan"]
        for user in users {
            try await harness.store.setValue(place, for: .selectedCity, user: user)
        }
        let notifier = harness.notifier
        try await withThrowingTaskGroup(of: Void.self) { group in
            for user in users {
                group.addTask { _ = try await notifier.registerIfNeeded(for: user) }
            }
            try await group.waitForAll()
        }
        #expect(Set(try await notifier.registeredUsers()) == Set(users))
    }

    @Test func aFailedFetchDoesNotCountAsTheLastRunButAChangedUnitClearsIt() async throws {
        let harness = try await NotifierHarness(answer: { _, _ in
            throw WeatherError(.network, message: "offline")
        })
        _ = try await harness.notifier.refresh(for: harness.user)
        #expect(try await harness.store.value(for: .dailyForecastLastRun, user: harness.user) == nil)

        let fresh = try await NotifierHarness()
        _ = try await fresh.notifier.refresh(for: fresh.user)
        #expect(try await fresh.store.value(for: .dailyForecastLastRun, user: fresh.user) != nil)
        try await fresh.notifier.setTemperatureUnit(.fahrenheit, for: fresh.user)
        #expect(try await fresh.store.value(for: .dailyForecastLastRun, user: fresh.user) == nil)
    }

    @Test func theBackgroundRunServesTheLongestWaitingUsersFirst() async throws {
        let harness = try await NotifierHarness()
        let recent = NotifierHarness.start
        let old = recent.addingTimeInterval(-86_400)
        try await harness.store.setValue(recent, for: .dailyForecastLastRun, user: "ann")
        try await harness.store.setValue(old, for: .dailyForecastLastRun, user: "cat")
        // Ben never had a fresh forecast: he comes first, then the oldest run, and the order breaks no ties.
        let ordered = await harness.notifier.longestWaitingFirst(["ann", "ben", "cat", "dan"])
        #expect(ordered == ["ben", "dan", "cat", "ann"])
    }
}
