import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherStore
import WeatherTestSupport

@testable import WeatherScheduling

/// A notifier wired to in-memory parts: a manual clock that drives the refresh scheduler and the date,
/// and a separate clock for retry delays that advances by itself and records every sleep.
struct NotifierHarness {
    /// 08:00 in Berlin on Saturday 2026-03-28, the day before the clocks change.
    static let start = Date(timeIntervalSince1970: 1_774_681_200)

    let clock = TestClock()
    let retryClock = TestClock(advancesAutomatically: true)
    let store = InMemoryWeatherStore()
    let outbox: any NotificationScheduling
    let scheduler: InProcessRefreshScheduler
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
        answer: (@Sendable (Place, Int) async throws -> Weather)? = nil,
        configure: (inout DailyForecastNotifier.Configuration) throws -> Void = { _ in }
    ) async throws {
        let clock = clock
        let now: @Sendable () -> Date = { NotifierHarness.start.addingTimeInterval(clock.now.offset.secondsValue) }
        let place = try Fixtures.berlin()
        self.now = now
        self.place = place
        self.outbox = outbox
        scheduler = InProcessRefreshScheduler(clock: clock, now: now)
        provider = StubWeatherProvider { _, index in
            if let answer {
                return try await answer(place, index)
            }
            return NotifierHarness.forecast(place, fetchedAt: now())
        }
        var configuration = DailyForecastNotifier.Configuration()
        configuration.retryPolicy.random = { 1 }
        let logged = logged
        configuration.log = { line in logged.withLock { $0.append(line) } }
        try configure(&configuration)
        notifier = DailyForecastNotifier(
            provider: provider, settings: store, notifications: outbox, backgroundRefresh: scheduler,
            cache: useCache ? store : nil, configuration: configuration, clock: retryClock, now: now)
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

    /// Moves the manual clock to the pending refresh and waits until that run has scheduled the next one.
    func runNextRefresh() async throws {
        let due = try #require(await pendingRefresh)
        await clock.waitForSleepers(1)
        clock.advance(by: .secondsValue(max(0, due.timeIntervalSince(now()))))
        await clock.waitForSleepers(1)
    }
}
