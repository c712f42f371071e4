import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherStore
import WeatherTestSupport
import WeatherTesting

@testable import WeatherScheduling

/// A notifier wired to in-memory parts, its background work registered as at launch: a manual clock that
/// drives the refresh scheduler and the date, and a separate clock for retry delays and the background
/// deadline that (unless a test passes its own) advances by itself and records every sleep.
struct NotifierHarness {
    /// 08:00 in Berlin on Saturday 2026-03-28, the day before the clocks change.
    static let start = Date(timeIntervalSince1970: 1_774_681_200)

    let clock = TestClock(start: NotifierHarness.start)
    let retryClock: TestClock
    let store = InMemoryWeatherStore()
    let outbox: any NotificationScheduling
    let scheduler: InProcessRefreshScheduler
    /// The outcome of every background run, in order.
    let runs = RunLog()
    let provider: StubWeatherProvider
    let notifier: DailyForecastNotifier
    let logged = Locked<[String]>([])
    let user: UserID = "alice"
    let place: Place
    let now: @Sendable () -> Date

    /// The default forecast: daily values from Friday 2026-03-27 on, high 15 + 2k and low 5 + k on day k.
    static func forecast(_ place: Place, fetchedAt: Date) -> Weather {
        Fixtures.weather(
            at: place, firstDay: start.addingTimeInterval(-86_400), fetchedAt: fetchedAt
        ) { day in (15 + 2 * Double(day), 5 + Double(day)) }
    }

    init(
        outbox: any NotificationScheduling = InMemoryNotificationOutbox(),
        selectsPlace: Bool = true,
        useCache: Bool = true,
        registersBackgroundWork: Bool = true,
        backgroundRefreshIsAvailable: Bool = true,
        retryClock: TestClock = TestClock(advancesAutomatically: true),
        answer: (@Sendable (Place, Int) async throws -> Weather)? = nil,
        configure: (inout DailyForecastNotifier.Configuration) throws -> Void = { _ in }
    ) async throws {
        let now = clock.wallClock
        let place = try Fixtures.berlin()
        self.now = now
        self.place = place
        self.outbox = outbox
        self.retryClock = retryClock
        scheduler = InProcessRefreshScheduler(clock: clock, now: now)
        provider = StubWeatherProvider { call in
            if let answer {
                return try await answer(place, call.index)
            }
            return NotifierHarness.forecast(place, fetchedAt: now())
        }
        var configuration = DailyForecastNotifier.Configuration()
        configuration.locale = Locale(identifier: "en_150")
        configuration.retryPolicy.random = { 1 }
        let logged = logged
        configuration.log = { line in logged.withLock { $0.append(line) } }
        try configure(&configuration)
        notifier = DailyForecastNotifier(
            provider: provider, settings: store, notifications: outbox,
            backgroundRefresh: ObservedRefreshScheduler(
                base: scheduler, runs: runs, isAvailable: backgroundRefreshIsAvailable),
            cache: useCache ? store : nil, configuration: configuration, clock: retryClock, now: now)
        if registersBackgroundWork {
            // The launch call.
            try notifier.registerBackgroundWork()
        }
        if selectsPlace {
            try await store.setValue(place, for: .selectedCity, user: user)
        }
    }

    var pending: [ScheduledNotification] {
        get async throws { try await outbox.pendingNotifications() }
    }

    var pendingRefresh: Date? {
        get async { await scheduler.pendingRefreshDate(for: notifier.configuration.refreshTaskIdentifier) }
    }

    /// Moves the manual clock to the pending refresh and waits until that run has ended; returns whether
    /// it succeeded.
    @discardableResult
    func runNextRefresh() async throws -> Bool {
        let due = try #require(await pendingRefresh)
        let count = await runs.count
        await clock.waitForSleepers(1)
        clock.advance(by: .secondsValue(max(0, due.timeIntervalSince(now()))))
        return await runs.outcome(count)
    }
}

/// The outcomes of background runs, which a test can wait for.
actor RunLog {
    private var outcomes: [Bool] = []
    private var waiters: [(index: Int, continuation: CheckedContinuation<Bool, Never>)] = []

    var count: Int { outcomes.count }

    /// Records that a run ended, successfully or not.
    func record(_ succeeded: Bool) {
        outcomes.append(succeeded)
        let ready = waiters.filter { $0.index < outcomes.count }
        waiters.removeAll { $0.index < outcomes.count }
        ready.forEach { $0.continuation.resume(returning: outcomes[$0.index]) }
    }

    /// Suspends until run number `index` (from zero) has ended; returns whether it succeeded.
    func outcome(_ index: Int) async -> Bool {
        if index < outcomes.count { return outcomes[index] }
        return await withCheckedContinuation { waiters.append((index, $0)) }
    }
}

/// An ``InProcessRefreshScheduler`` whose runs record their outcome in a ``RunLog``; when not
/// `isAvailable`, it refuses to schedule as iOS does with Background App Refresh off.
/// Private because it wraps the real scheduler, whose timed runs `RecordingRefreshScheduler` does not make.
struct ObservedRefreshScheduler: BackgroundRefreshScheduling {
    let base: InProcessRefreshScheduler
    let runs: RunLog
    var isAvailable = true
    /// How many requests were refused.
    let refusals = Locked(0)

    func register(_ identifier: String, work: @escaping @Sendable () async throws -> Void) throws {
        let runs = runs
        try base.register(identifier) {
            do {
                try await work()
                await runs.record(true)
            } catch {
                await runs.record(false)
                throw error
            }
        }
    }

    func scheduleRefresh(_ identifier: String, notBefore date: Date) throws {
        guard isAvailable else {
            refusals.withLock { $0 += 1 }
            throw WeatherError(.unavailable, message: "Background App Refresh is off.")
        }
        try base.scheduleRefresh(identifier, notBefore: date)
    }

    func cancelRefresh(_ identifier: String) {
        base.cancelRefresh(identifier)
    }

    func pendingRefreshDate(for identifier: String) async -> Date? {
        await base.pendingRefreshDate(for: identifier)
    }

    func launchFinished() {
        base.launchFinished()
    }
}
