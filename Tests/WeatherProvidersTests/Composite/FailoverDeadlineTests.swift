import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherTesting

/// The failover's one budget of time, on a test clock: nothing here waits for real time.
@Suite("Failover deadline", .timeLimit(.minutes(1)))
struct FailoverDeadlineTests {
    @Test("Three hanging sources end in one timeout at the budget; the first is cancelled, the others never asked")
    func hangingSourcesTimeOutOnce() async throws {
        let clock = TestClock()
        let sources = [ClockedSource(clock: clock), ClockedSource(clock: clock), ClockedSource(clock: clock)]
        let provider = FailoverWeatherProvider(sources, deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin) }
        await clock.waitForSleepersUnlessCancelled(2)  // the budget's and the first source's
        clock.advance(by: .seconds(25))

        let error = await #expect(throws: WeatherError.self) { try await call.valueCancellingWithTheTest }
        #expect(error?.code == .timeout)
        #expect(
            error?.message
                == "No provider answered within the 25 seconds budget: "
                + "ClockedSource: no answer within the 25 seconds budget; "
                + "ClockedSource: not asked (budget spent); ClockedSource: not asked (budget spent)")
        #expect(sources.map(\.calls.count) == [1, 0, 0])
        #expect(sources[0].cancellations == 1)
        #expect(clock.now.offset == .seconds(25))
        #expect(clock.sleeps.filter { $0 != ClockedSource.forever } == [.seconds(25)])
    }

    @Test("The budget is shared: the second source gets only what the first left, and the message names each outcome")
    func budgetIsShared() async throws {
        let clock = TestClock()
        let slow = ClockedSource(
            clock: clock, answersAfter: .seconds(20), failing: WeatherError(.server, message: "HTTP 500"))
        let hanging = ClockedSource(clock: clock)
        let last = ClockedSource(clock: clock, answersAfter: .zero)
        let provider = FailoverWeatherProvider([slow, hanging, last], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin) }
        await clock.waitForSleepersUnlessCancelled(2)  // the budget's and the slow source's
        clock.advance(by: .seconds(20))
        await clock.waitForSleepersUnlessCancelled(2)  // what is left of the budget, and the hanging source's
        let budgetSleeps = clock.sleeps.filter { $0 != ClockedSource.forever }.sorted()
        #expect(budgetSleeps == [.seconds(5), .seconds(20), .seconds(25)])
        clock.advance(by: .seconds(5))

        let error = await #expect(throws: WeatherError.self) { try await call.valueCancellingWithTheTest }
        #expect(error?.code == .timeout)
        #expect(
            error?.message
                == "No provider answered within the 25 seconds budget: ClockedSource: failed (server): HTTP 500; "
                + "ClockedSource: no answer within the 25 seconds budget; ClockedSource: not asked (budget spent)")
        #expect(hanging.cancellations == 1)
        #expect(last.calls.isEmpty)
        #expect(clock.now.offset == .seconds(25))
    }

    @Test("A source that answers within what is left wins, with a note on the source that failed before it")
    func answerWithinTheRemainder() async throws {
        let clock = TestClock()
        let slow = ClockedSource(
            clock: clock, answersAfter: .seconds(20), failing: WeatherError(.server, message: "HTTP 500"))
        let quick = ClockedSource(clock: clock, answersAfter: .seconds(4))
        let provider = FailoverWeatherProvider([slow, quick], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin) }
        await clock.waitForSleepersUnlessCancelled(2)
        clock.advance(by: .seconds(20))
        await clock.waitForSleepersUnlessCancelled(2)
        clock.advance(by: .seconds(4))

        let weather = try await call.valueCancellingWithTheTest
        #expect(weather.current != nil)
        #expect(weather.notes.contains { $0.kind == .otherSource && $0.detail.contains("HTTP 500") })
        #expect(quick.cancellations == 0)
    }

    @Test("A budget spent before the call starts asks no source")
    func spentBudgetAsksNoSource() async throws {
        let clock = TestClock()
        let source = ClockedSource(clock: clock, answersAfter: .zero)
        let provider = FailoverWeatherProvider([source], deadline: .zero, clock: clock)
        let error = await #expect(throws: WeatherError.self) { try await provider.weather(at: DecoratorTesting.berlin) }
        #expect(error?.code == .timeout)
        #expect(error?.message.hasSuffix("ClockedSource: not asked (budget spent)") == true)
        #expect(source.calls.isEmpty)
    }

    @Test("Cancelling the calling task ends the call with .cancelled at once, whatever the cancelled source throws")
    func cancellingTheCaller() async throws {
        let clock = TestClock()
        let hanging = ClockedSource(clock: clock, whenCancelled: WeatherError(.network, message: "connection closed"))
        let next = ClockedSource(clock: clock, answersAfter: .zero)
        let provider = FailoverWeatherProvider([hanging, next], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin) }
        await clock.waitForSleepersUnlessCancelled(2)
        call.cancel()

        let error = await #expect(throws: WeatherError.self) { try await call.valueCancellingWithTheTest }
        #expect(error?.code == .cancelled)
        #expect(hanging.cancellations == 1)
        #expect(next.calls.isEmpty)
        #expect(clock.now.offset == .zero)
    }

    @Test("The deadline is 25 seconds on the continuous clock unless said, the convenience included")
    func defaults() {
        let clock = TestClock()
        let first = ClockedSource(clock: clock)
        let second = ClockedSource(clock: clock)
        #expect(FailoverWeatherProvider.defaultDeadline == .seconds(25))
        #expect(FailoverWeatherProvider([first]).deadline == .seconds(25))
        #expect(FailoverWeatherProvider([first]).clock is ContinuousClock)
        #expect(first.failingOver(to: second).deadline == .seconds(25))
        #expect(FailoverWeatherProvider([first], deadline: .seconds(8), clock: clock).deadline == .seconds(8))
    }
}
