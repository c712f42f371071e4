import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherTesting

/// The fill-in provider's one budget of time, shared by the primary and the fill-ins, on a test clock:
/// nothing here waits for real time.
@Suite("Fill-in deadline", .timeLimit(.minutes(1)))
struct FillingDeadlineTests {
    @Test("A fill-in silent for what the primary left is cancelled; the primary's weather comes back with a note")
    func hangingFillIn() async throws {
        let clock = TestClock()
        let primary = ClockedSource(clock: clock, answersAfter: .seconds(10), supports: [.current])
        let alerts = ClockedSource(clock: clock)
        let provider = FillingWeatherProvider(
            primary: primary, fillIns: [.init(.alerts, from: alerts)], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin, including: [.current, .alerts]) }
        await clock.waitForSleepersUnlessCancelled(2)  // the budget's and the primary's
        clock.advance(by: .seconds(10))
        await clock.waitForSleepersUnlessCancelled(2)  // what is left of the budget, and the fill-in's
        let budgetSleeps = clock.sleeps.filter { $0 != ClockedSource.forever }.sorted()
        #expect(budgetSleeps == [.seconds(10), .seconds(15), .seconds(25)])
        clock.advance(by: .seconds(15))

        let weather = try await call.valueCancellingWithTheTest
        #expect(weather.current != nil)
        #expect(weather.alerts.isEmpty)
        #expect(weather.dataSetSources.isEmpty)
        #expect(
            weather.notes == [
                WeatherNote(
                    .missing, field: "alerts",
                    detail: "ClockedSource did not answer within the 25 seconds budget")
            ])
        #expect(alerts.calls == [.alerts])
        #expect(alerts.cancellations == 1)
        #expect(clock.now.offset == .seconds(25))
    }

    @Test("A primary that does not answer within the budget is cancelled, and the call times out naming it")
    func hangingPrimary() async throws {
        let clock = TestClock()
        let primary = ClockedSource(clock: clock, supports: [.current])
        let alerts = ClockedSource(clock: clock, answersAfter: .zero)
        let provider = FillingWeatherProvider(
            primary: primary, fillIns: [.init(.alerts, from: alerts)], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin, including: [.current, .alerts]) }
        await clock.waitForSleepersUnlessCancelled(2)
        clock.advance(by: .seconds(25))

        let error = await #expect(throws: WeatherError.self) { try await call.valueCancellingWithTheTest }
        #expect(error?.code == .timeout)
        #expect(error?.message == "ClockedSource did not answer within the 25 seconds budget.")
        #expect(primary.cancellations == 1)
        #expect(alerts.calls.isEmpty)
        #expect(clock.now.offset == .seconds(25))
    }

    @Test("Cancelling the calling task while a fill-in runs ends the call with .cancelled")
    func cancellingTheCaller() async throws {
        let clock = TestClock()
        let primary = ClockedSource(clock: clock, answersAfter: .zero, supports: [.current])
        let alerts = ClockedSource(clock: clock, whenCancelled: WeatherError(.network, message: "connection closed"))
        let provider = FillingWeatherProvider(
            primary: primary, fillIns: [.init(.alerts, from: alerts)], deadline: .seconds(25), clock: clock)
        let call = Task { try await provider.weather(at: DecoratorTesting.berlin, including: [.current, .alerts]) }
        await clock.waitForSleepersUnlessCancelled(2)  // the fill-in's budget and the fill-in's wait
        call.cancel()

        let error = await #expect(throws: WeatherError.self) { try await call.valueCancellingWithTheTest }
        #expect(error?.code == .cancelled)
        #expect(alerts.cancellations == 1)
        #expect(clock.now.offset == .zero)
    }

    @Test("The deadline is 25 seconds on the continuous clock unless said, the convenience included")
    func defaults() {
        let clock = TestClock()
        let primary = ClockedSource(clock: clock)
        let secondary = ClockedSource(clock: clock)
        #expect(FillingWeatherProvider.defaultDeadline == .seconds(25))
        #expect(FillingWeatherProvider(primary: primary, fillIns: []).deadline == .seconds(25))
        #expect(FillingWeatherProvider(primary: primary, fillIns: []).clock is ContinuousClock)
        #expect(primary.filling(.alerts, from: secondary).deadline == .seconds(25))
    }
}
