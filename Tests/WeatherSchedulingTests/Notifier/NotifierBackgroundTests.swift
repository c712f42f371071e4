import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherStore
import WeatherTestSupport
import WeatherTesting

@testable import WeatherScheduling

@Suite("DailyForecastNotifier at launch and in the background")
struct NotifierBackgroundTests {
    @Test("registerIfNeeded registers no background work; without it the notifications are still scheduled")
    func withoutTheLaunchCall() async throws {
        let harness = try await NotifierHarness(registersBackgroundWork: false)
        let registration = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(registration.status == .registered)
        #expect(registration.backgroundRefresh == .notRegistered)
        #expect(registration.firstRefresh?.backgroundRefresh == .notRegistered)
        #expect(registration.firstRefresh?.nextRefresh == nil)
        #expect(try await harness.pending.count == 5)
        #expect(await harness.pendingRefresh == nil)
        #expect(try await harness.notifier.isRegistered(for: harness.user))
        // Nothing reached the scheduler: it has no work for the identifier.
        #expect {
            try harness.scheduler.scheduleRefresh(
                harness.notifier.configuration.refreshTaskIdentifier, notBefore: Date())
        } throws: { error in
            (error as? WeatherError)?.code == .invalidInput
        }

        // Launch is over: a late registration is refused before it reaches the scheduler.
        #expect {
            try harness.notifier.registerBackgroundWork()
        } throws: { error in
            (error as? WeatherError)?.code == .unavailable
        }
        try await harness.notifier.registerIfNeeded(for: harness.user)
        try await harness.notifier.refresh(for: harness.user)
        let lines = harness.logged.current.filter { $0.contains("registerBackgroundWork() was not called") }
        #expect(lines.count == 1)
    }

    @Test("launchFinished() refuses later registrations in the notifier and in the scheduler")
    func launchFinished() async throws {
        let harness = try await NotifierHarness(registersBackgroundWork: false)
        harness.notifier.launchFinished()
        #expect {
            try harness.notifier.registerBackgroundWork()
        } throws: { error in
            (error as? WeatherError)?.code == .unavailable
        }
        #expect {
            try harness.scheduler.register("other") {}
        } throws: { error in
            (error as? WeatherError)?.code == .unavailable
        }
    }

    @Test("the launch call, then launchFinished(): the work stays registered and a second call does nothing")
    func launchCallThenFinished() async throws {
        let harness = try await NotifierHarness()
        harness.notifier.launchFinished()
        try harness.notifier.registerBackgroundWork()
        let registration = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(registration.backgroundRefresh == .scheduled)
        #expect(await harness.pendingRefresh == (try Fixtures.date("2026-03-29T06:00:00Z")))
    }

    @Test("a background launch loads the registered users from the settings store, re-arms, then refreshes")
    func backgroundLaunchFindsTheUsers() async throws {
        let first = try await NotifierHarness()
        try await first.notifier.registerIfNeeded(for: first.user)
        let identifier = first.notifier.configuration.refreshTaskIdentifier
        #expect(try await first.store.value(for: .dailyForecastUsers, user: UserID(identifier)) == [first.user])

        // The system launches the app in the background the next morning: a new process, whose code has
        // only made the launch call.
        let clock = TestClock()
        let morning = try Fixtures.date("2026-03-29T06:00:00Z")
        let now: @Sendable () -> Date = { morning.addingTimeInterval(clock.now.offset.secondsValue) }
        let scheduler = InProcessRefreshScheduler(clock: clock, now: now)
        let runs = RunLog()
        let gate = Gate()
        let place = first.place
        let provider = StubWeatherProvider { _ in
            await gate.wait()
            return NotifierHarness.forecast(place, fetchedAt: morning)
        }
        let relaunched = DailyForecastNotifier(
            provider: provider, settings: first.store, notifications: first.outbox,
            backgroundRefresh: ObservedRefreshScheduler(base: scheduler, runs: runs), cache: first.store,
            clock: TestClock(advancesAutomatically: true), now: now)
        try relaunched.registerBackgroundWork()
        try scheduler.scheduleRefresh(identifier, notBefore: morning)

        // The next refresh is pending before the forecast is even fetched.
        await gate.waitForArrival()
        #expect(await scheduler.pendingRefreshDate(for: identifier) == (try Fixtures.date("2026-03-30T06:00:00Z")))
        await gate.open()
        #expect(await runs.outcome(0))
        #expect(provider.callCount == 1)
        let pending = try await first.pending
        #expect(pending.first?.fireDate == (try Fixtures.date("2026-03-28T09:00:00Z")))  // past, left to deliver
        #expect(pending.count == 6)
        #expect(pending.last?.forecastInfo?.day == "2026-04-02")
    }

    @Test("with Background App Refresh off the registration stands, reported once, with no fetch on each trip")
    func refreshUnavailable() async throws {
        let harness = try await NotifierHarness(backgroundRefreshIsAvailable: false)
        let registration = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(registration.status == .registered)
        #expect(registration.backgroundRefresh == .unavailable)
        #expect(registration.firstRefresh?.nextRefresh == nil)
        #expect(try await harness.notifier.isRegistered(for: harness.user))
        #expect(try await harness.pending.count == 5)

        for _ in 0..<3 {
            let again = try await harness.notifier.registerIfNeeded(for: harness.user)
            #expect(again.status == .alreadyRegistered)
            #expect(again.backgroundRefresh == .unavailable)
        }
        #expect(harness.provider.callCount == 1)
        #expect(harness.logged.current.filter { $0.contains("Background App Refresh is off") }.count == 1)
    }

    @Test("a background run keeps to its deadline: a Retry-After longer than what is left is not waited for")
    func deadline() async throws {
        let harness = try await NotifierHarness(answer: { place, index in
            guard index == 0 else {
                throw WeatherError(.server, message: "busy", statusCode: 503, retryAfter: .seconds(8))
            }
            return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
        })
        try await harness.notifier.registerIfNeeded(for: harness.user)
        let succeeded = try await harness.runNextRefresh()

        // One wait of 8 s fits in the 10 s; a second would not, so the saved forecast is used at once.
        #expect(harness.retryClock.sleeps == [.seconds(8)])
        #expect(harness.provider.callCount == 3)
        let tomorrow = try #require(try await harness.pending.first { $0.forecastInfo?.day == "2026-03-29" })
        #expect(tomorrow.forecastInfo?.usesCachedForecast == true)
        // Every refresh failed, so the run does not report success.
        #expect(succeeded == false)
    }

    @Test("a shorter configured deadline stops the retries sooner")
    func configuredDeadline() async throws {
        let harness = try await NotifierHarness(
            answer: { place, index in
                guard index == 0 else { throw WeatherError(.network, message: "offline") }
                return NotifierHarness.forecast(place, fetchedAt: NotifierHarness.start)
            },
            configure: { $0.backgroundDeadline = .seconds(3) })
        try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(try await harness.runNextRefresh() == false)
        // The backoff asks for 2 s, then 4 s: only the first fits in 3 s.
        #expect(harness.retryClock.sleeps == [.seconds(2)])
        #expect(harness.provider.callCount == 3)
    }

    @Test("a background run with nobody registered does nothing and schedules nothing")
    func nobodyRegistered() async throws {
        let harness = try await NotifierHarness()
        try harness.scheduler.scheduleRefresh(
            harness.notifier.configuration.refreshTaskIdentifier, notBefore: harness.now())
        #expect(await harness.runs.outcome(0))
        #expect(harness.provider.callCount == 0)
        #expect(await harness.pendingRefresh == nil)
    }
}
