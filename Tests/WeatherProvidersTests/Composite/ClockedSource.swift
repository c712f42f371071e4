import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders
import WeatherTesting

/// A source for the composites' deadline tests: asked, it waits on a test clock for its delay and then
/// answers (or fails); without a delay it waits until it is cancelled, then throws what the clock threw
/// (`CancellationError`) or the error it was given for that. It records its calls and its cancellations.
/// Private because `StubWeatherProvider` cannot declare the `supportedDataSets` the composites read.
final class ClockedSource: WeatherProvider {
    /// The delay of a source that hangs: longer than any test moves its clock.
    static let forever = Duration.seconds(365 * 86_400)

    let supportedDataSets: WeatherDataSet
    private let clock: TestClock
    private let delay: Duration
    private let failure: WeatherError?
    private let cancellationFailure: WeatherError?
    private let state = Locked((calls: [WeatherDataSet](), cancellations: 0))

    /// A source that answers (with current conditions) or throws `failure` after `delay` on `clock`, and
    /// hangs until cancelled by default; cancelled, it throws `cancellationFailure` when one is given, as
    /// a client that reports a cancelled transfer as a network failure would.
    init(
        clock: TestClock, answersAfter delay: Duration = ClockedSource.forever, failing failure: WeatherError? = nil,
        whenCancelled cancellationFailure: WeatherError? = nil, supports: WeatherDataSet = .all
    ) {
        self.clock = clock
        self.delay = delay
        self.failure = failure
        self.cancellationFailure = cancellationFailure
        self.supportedDataSets = supports
    }

    var cacheNamespace: String { "clocked" }

    /// The data sets of every call that reached this source, in order.
    var calls: [WeatherDataSet] { state.current.calls }

    /// How many calls were cancelled while this source waited.
    var cancellations: Int { state.current.cancellations }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        state.withLock { $0.calls.append(dataSets) }
        if delay > .zero {
            do {
                try await clock.sleep(for: delay)
            } catch {
                state.withLock { $0.cancellations += 1 }
                throw cancellationFailure ?? error
            }
        }
        if let failure { throw failure }
        return DecoratorTesting.weather(at: coordinate, temperature: 12)
    }
}
