import Foundation
import Testing
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherScheduling

@Suite("InProcessRefreshScheduler")
struct InProcessRefreshSchedulerTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    /// A manual clock, a date that moves with it, and a scheduler driven by both.
    struct Harness {
        let clock = TestClock()
        let scheduler: InProcessRefreshScheduler
        let runs: AsyncStream<Date>
        private let continuation: AsyncStream<Date>.Continuation

        init() throws {
            let clock = clock
            let now: @Sendable () -> Date = {
                InProcessRefreshSchedulerTests.start.addingTimeInterval(clock.now.offset.secondsValue)
            }
            scheduler = InProcessRefreshScheduler(clock: clock, now: now)
            (runs, continuation) = AsyncStream.makeStream(of: Date.self)
            let continuation = continuation
            try scheduler.register("refresh") { continuation.yield(now()) }
        }
    }

    @Test("the work runs when the clock reaches the date, not before")
    func runsAtDueDate() async throws {
        let harness = try Harness()
        let due = Self.start.addingTimeInterval(3_600)
        try harness.scheduler.scheduleRefresh("refresh", notBefore: due)
        #expect(await harness.scheduler.pendingRefreshDate(for: "refresh") == due)
        await harness.clock.waitForSleepers(1)
        harness.clock.advance(by: .seconds(3_599))
        #expect(harness.clock.pendingSleepers == 1)
        harness.clock.advance(by: .seconds(1))
        var runs = harness.runs.makeAsyncIterator()
        #expect(await runs.next() == due)
        #expect(await harness.scheduler.pendingRefreshDate(for: "refresh") == nil)
        #expect(harness.clock.sleeps == [.seconds(3_600)])
    }

    @Test("scheduling again replaces the pending request")
    func replaces() async throws {
        let harness = try Harness()
        try harness.scheduler.scheduleRefresh("refresh", notBefore: Self.start.addingTimeInterval(60))
        try harness.scheduler.scheduleRefresh("refresh", notBefore: Self.start.addingTimeInterval(120))
        await harness.clock.waitForSleepers(1)
        harness.clock.advance(by: .seconds(60))
        #expect(await harness.scheduler.pendingRefreshDate(for: "refresh") == Self.start.addingTimeInterval(120))
        #expect(harness.clock.pendingSleepers == 1)
        harness.clock.advance(by: .seconds(60))
        var runs = harness.runs.makeAsyncIterator()
        #expect(await runs.next() == Self.start.addingTimeInterval(120))
    }

    @Test("cancelling stops the pending request")
    func cancels() async throws {
        let harness = try Harness()
        try harness.scheduler.scheduleRefresh("refresh", notBefore: Self.start.addingTimeInterval(60))
        await harness.clock.waitForSleepers(1)
        harness.scheduler.cancelRefresh("refresh")
        #expect(await harness.scheduler.pendingRefreshDate(for: "refresh") == nil)
        #expect(harness.clock.pendingSleepers == 0)
        // A later request still runs, so the cancelled one did not.
        try harness.scheduler.scheduleRefresh("refresh", notBefore: Self.start.addingTimeInterval(120))
        await harness.clock.waitForSleepers(1)
        harness.clock.advance(by: .seconds(120))
        var runs = harness.runs.makeAsyncIterator()
        #expect(await runs.next() == Self.start.addingTimeInterval(120))
    }

    @Test("work that schedules itself runs once per day")
    func selfScheduling() async throws {
        let clock = TestClock()
        let now: @Sendable () -> Date = { Self.start.addingTimeInterval(clock.now.offset.secondsValue) }
        let scheduler = InProcessRefreshScheduler(clock: clock, now: now)
        let count = Locked(0)
        try scheduler.register("daily") {
            count.withLock { $0 += 1 }
            try scheduler.scheduleRefresh("daily", notBefore: now().addingTimeInterval(86_400))
        }
        try scheduler.scheduleRefresh("daily", notBefore: now().addingTimeInterval(86_400))
        for _ in 0..<3 {
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(86_400))
        }
        await clock.waitForSleepers(1)
        #expect(count.current == 3)
        #expect(clock.sleeps == Array(repeating: .seconds(86_400), count: 4))
    }

    @Test("scheduling an unregistered identifier throws invalidInput; registering twice throws conflict")
    func errors() throws {
        let scheduler = InProcessRefreshScheduler(clock: TestClock())
        #expect {
            try scheduler.scheduleRefresh("unknown", notBefore: Date())
        } throws: { error in
            (error as? WeatherError)?.code == .invalidInput
        }
        try scheduler.register("refresh") {}
        #expect {
            try scheduler.register("refresh") {}
        } throws: { error in
            (error as? WeatherError)?.code == .conflict
        }
    }

    @Test("a failing run is reported to onFailure")
    func failure() async throws {
        let clock = TestClock(advancesAutomatically: true)
        let (failures, continuation) = AsyncStream.makeStream(of: String.self)
        let scheduler = InProcessRefreshScheduler(
            clock: clock, onFailure: { identifier, _ in continuation.yield(identifier) })
        try scheduler.register("refresh") { throw WeatherError(.network, message: "offline") }
        try scheduler.scheduleRefresh("refresh", notBefore: Date().addingTimeInterval(-10))
        var iterator = failures.makeAsyncIterator()
        #expect(await iterator.next() == "refresh")
    }
}
