import Foundation
import Testing
import WeatherModels
import WeatherStore
import WeatherTestSupport

@testable import WeatherScheduling

@Suite("DailyForecastNotifier schedules days ahead")
struct NotifierScheduleAheadTests {
    @Test("days the forecast does not cover are skipped and listed, not invented")
    func skipsUncoveredDays() async throws {
        let harness = try await NotifierHarness(answer: { place, _ in
            // Daily values for 27 to 30 March only.
            Fixtures.weather(
                at: place, firstDay: NotifierHarness.start.addingTimeInterval(-86_400), days: 4,
                fetchedAt: NotifierHarness.start
            ) { day in (15 + 2 * Double(day), 5 + Double(day)) }
        })
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(report.notifications.compactMap(\.forecastInfo?.day) == ["2026-03-28", "2026-03-29", "2026-03-30"])
        #expect(report.skippedDays == ["2026-03-31", "2026-04-01"])
        #expect(report.skipReason == nil)
        #expect(try await harness.pending.count == 3)
        #expect(
            harness.logged.current.contains { $0.contains("No daily forecast notification for 2026-03-31, 2026-04-01") }
        )
    }

    @Test("the number of days is configurable and kept within 1...14", arguments: [(3, 3), (0, 1), (40, 10)])
    func configuredDays(days: Int, expected: Int) async throws {
        // The forecast has ten days from 27 March: nine of them, 28 March to 5 April, lie ahead.
        let harness = try await NotifierHarness(configure: { $0.daysAhead = days })
        let report = try await harness.notifier.refresh(for: harness.user)
        #expect(report.notifications.count == min(expected, 9))
        #expect(report.notifications.count + report.skippedDays.count == min(max(days, 1), 14))
    }

    @Test("a new run replaces the user's earlier notifications, and leaves other users' alone")
    func replacesEarlierOnes() async throws {
        let harness = try await NotifierHarness()
        try await harness.notifier.registerIfNeeded(for: harness.user)
        try await harness.store.setValue(harness.place, for: .selectedCity, user: "bob")
        try await harness.notifier.registerIfNeeded(for: "bob")

        var tokyo = harness.place
        tokyo.name = "Tokyo"
        tokyo.timeZone = try Fixtures.zone("Asia/Tokyo")
        try await harness.store.setValue(tokyo, for: .selectedCity, user: harness.user)
        let report = try await harness.notifier.refresh(for: harness.user)

        let pending = try await harness.pending
        let alice = pending.filter { $0.forecastInfo?.user == harness.user }
        #expect(alice == report.notifications)
        #expect(alice.allSatisfy { $0.forecastInfo?.place == PlaceKey(place: tokyo) })
        #expect(pending.filter { $0.forecastInfo?.user == "bob" }.count == 5)
    }

    @Test("a day a new run cannot cover keeps the notification scheduled earlier for it")
    func keepsEarlierNumbersForSkippedDays() async throws {
        let harness = try await NotifierHarness(
            useCache: false,
            answer: { place, index in
                // The second fetch covers only 27 to 29 March.
                Fixtures.weather(
                    at: place, firstDay: NotifierHarness.start.addingTimeInterval(-86_400), days: index == 0 ? 10 : 3,
                    fetchedAt: NotifierHarness.start
                ) { day in (15 + 2 * Double(day) + Double(index), 5 + Double(day)) }
            })
        let first = try await harness.notifier.refresh(for: harness.user)
        let second = try await harness.notifier.refresh(for: harness.user)
        #expect(second.skippedDays == ["2026-03-30", "2026-03-31", "2026-04-01"])
        let pending = try await harness.pending
        #expect(pending.count == 5)
        #expect(Array(pending.prefix(2)) == second.notifications)
        #expect(Array(pending.suffix(3)) == Array(first.notifications.suffix(3)))
    }

    @Test("going to the background tops the notifications up once the last run is old enough, not before")
    func topsUp() async throws {
        let harness = try await NotifierHarness()
        try await harness.notifier.registerIfNeeded(for: harness.user)
        harness.clock.advance(by: .seconds(11 * 3_600))  // 19:00 in Berlin
        #expect(try await harness.notifier.registerIfNeeded(for: harness.user).refresh == nil)
        #expect(harness.provider.callCount == 1)

        harness.clock.advance(by: .seconds(3_600))  // 20:00, twelve hours after the first run
        let later = try await harness.notifier.registerIfNeeded(for: harness.user)
        #expect(later.status == .alreadyRegistered)
        #expect(harness.provider.callCount == 2)
        // Today's 10:00 has passed: the window is now 29 March to 2 April.
        #expect(later.refresh?.notifications.compactMap(\.forecastInfo?.day).first == "2026-03-29")
        #expect(later.refresh?.notifications.count == 5)
        #expect(try await harness.pending.count == 6)  // the 28th's is left for delivery
    }
}
