import Foundation
import WeatherModels

/// A provider that asks several providers in order and answers with the first that succeeds, moving
/// on only when a failure is one another source can fix.
///
/// Apps that last keep working when one service is down, rate-limited, or does not cover a place:
///
/// ```swift
/// import WeatherNetworking
///
/// let transport = URLSessionTransport()  // one transport for both clients
/// let key = "your OpenWeather key"
/// let lisbon = try Coordinate(latitude: 38.7223, longitude: -9.1393)
/// let provider = FailoverWeatherProvider([
///     OpenWeatherClient(apiKey: key, transport: transport),
///     OpenMeteoClient(transport: transport),
/// ])
/// let weather = try await provider.weather(at: lisbon)
/// print(weather.source.provider)  // whichever answered
/// ```
///
/// The next provider is asked after ``failoverCodes``: unreachable (`.network`), timed out, rate-limited,
/// unauthorized or forbidden (a key refused, its quota spent, an identification refused), the place not covered (`.notFound`), the service
/// unavailable or failing (`.server`), or an answer that could not be read (`.decoding`,
/// `.invalidResponse`). Bad input and cancellation end the call at once: another source would fail the
/// same way. The answer says in `Weather/notes` which providers failed before it, and why. When all
/// fail, the error is the last provider's, with every failure in its message.
///
/// One budget of time, ``deadline`` (25 seconds by default, measured on ``clock`` as the time the sources'
/// calls take, so a wait for a free thread between two calls does not count), covers the whole
/// call and is shared by the providers: each is asked only while some of it remains, and gets only what
/// the providers before it left. A provider still running when the budget is spent is cancelled, no
/// further provider is asked, and the call throws `.timeout` whose message names each provider's
/// outcome in order (failed and why, no answer within the budget, not asked). When the budget is
/// already spent as a provider's turn comes, that provider and the rest are not asked, and the call
/// throws the same `.timeout`. The call returns once the cancelled provider has stopped, which the SDK's
/// clients do at once. Each client keeps its own deadline as well
/// (15 seconds by default), so with the defaults a hanging first provider leaves the next about 10
/// seconds. Cancelling the calling task ends the call with `.cancelled`. The array form of
/// `weather(at:including:)` gives each place a budget of its own.
public struct FailoverWeatherProvider: WeatherProvider {
    /// The failure codes that move the call on to the next provider.
    public static let defaultFailoverCodes: Set<WeatherError.Code> = [
        .network, .timeout, .rateLimited, .unauthorized, .forbidden, .notFound, .unavailable, .server, .decoding,
        .invalidResponse,
    ]

    /// The time a call may take when the caller does not say: 25 seconds, enough for one provider to use
    /// its client's whole 15-second deadline and leave 10 seconds for the next, while staying under the
    /// 30 seconds people and watchdogs commonly wait.
    public static let defaultDeadline: Duration = .seconds(25)

    /// The providers, in the order they are asked.
    public let providers: [any WeatherProvider]
    /// The failure codes that move the call on to the next provider.
    public let failoverCodes: Set<WeatherError.Code>
    /// The time one call may take, shared by all the providers it asks: each is asked only while some of
    /// it remains, and one still running when it is spent is cancelled (the call then throws `.timeout`).
    public let deadline: Duration
    /// The clock ``deadline`` is measured and waited on: a `ContinuousClock` unless one is injected (tests
    /// inject a clock they move by hand).
    public let clock: any Clock<Duration>
    /// The order the providers are asked in: ``SourceOrder/given`` unless the caller asked for
    /// ``SourceOrder/byScore(in:sources:lead:window:now:)``, which reorders them by their scores at each place
    /// and says why in the answer's `WeatherSource/selectionReason`.
    public let order: SourceOrder

    /// Creates a provider that asks `providers` in order, all within `deadline`.
    ///
    /// - Parameters:
    ///   - providers: At least one provider, the preferred first. All should have the same origin
    ///     (live or sandbox); the first one's is this provider's.
    ///   - failoverCodes: The failures that move on to the next provider. Default ``defaultFailoverCodes``.
    ///   - deadline: The time one call may take, shared by all the providers. Default ``defaultDeadline``
    ///     (25 seconds).
    ///   - clock: The clock `deadline` is measured on. Default `ContinuousClock()`.
    ///   - order: The order to ask them in. Default ``SourceOrder/given``: never reordered unless asked.
    public init(
        _ providers: [any WeatherProvider], failoverCodes: Set<WeatherError.Code> = Self.defaultFailoverCodes,
        deadline: Duration = Self.defaultDeadline, clock: any Clock<Duration> = ContinuousClock(),
        order: SourceOrder = .given
    ) {
        self.order = order
        self.providers = providers
        self.failoverCodes = failoverCodes
        self.deadline = deadline
        self.clock = clock
    }

    /// The namespaces of the providers, in order.
    public var cacheNamespace: String {
        "failover(" + providers.map { $0.cacheNamespace }.joined(separator: "|") + ")"
    }

    /// The first provider's origin.
    public var dataOrigin: DataOrigin { providers.first?.dataOrigin ?? .live }

    /// Whether any of the providers uses the caller's zone.
    public var usesCallersTimeZone: Bool { providers.contains { $0.usesCallersTimeZone } }

    /// Every data set some provider can return.
    public var supportedDataSets: WeatherDataSet {
        providers.reduce(into: WeatherDataSet()) { $0.formUnion($1.supportedDataSets) }
    }

    /// The weather from the first provider that answers within ``deadline``.
    ///
    /// - Throws: `WeatherError`: `.invalidInput` without providers; `.cancelled` when the calling task is
    ///   cancelled; `.timeout` when ``deadline`` ran out with a provider still running or not yet asked,
    ///   naming each provider's outcome; otherwise the error that ended the call, which is the last
    ///   provider's when every one failed.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, timeZone: nil, including: dataSets)
    }

    /// The weather for a place in `timeZone` from the first provider that answers within ``deadline``; each
    /// provider asked gets the zone.
    ///
    /// - Throws: As ``weather(at:including:)``.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        guard !providers.isEmpty else {
            throw WeatherError(.invalidInput, message: "A failover provider needs at least one provider.")
        }
        let budget = TimeBudget(deadline, on: clock)
        var failures: [(provider: any WeatherProvider, error: WeatherError)] = []
        let arranged = await order.arrange(count: providers.count, at: coordinate)
        let providers = arranged.map { self.providers[$0.index] }
        for (index, provider) in providers.enumerated() {
            guard !Task.isCancelled else {
                throw WeatherError(.cancelled, message: "Cancelled before asking \(Self.name(of: provider)).")
            }
            guard !budget.isSpent else {
                throw Self.budgetSpent(budget, failures: failures, notAsked: providers[index...])
            }
            let answer: Weather?
            do {
                answer = try await budget.run {
                    try await provider.weather(at: coordinate, timeZone: timeZone, including: dataSets)
                }
            } catch {
                let failure = BatchLoading.weatherError(error)
                guard !Task.isCancelled else { throw Self.cancellation(after: failure, asking: provider) }
                guard failoverCodes.contains(failure.code) else { throw failure }
                failures.append((provider, failure))
                continue
            }
            guard var weather = answer else {
                guard !Task.isCancelled else {
                    throw WeatherError(.cancelled, message: "Cancelled while asking \(Self.name(of: provider)).")
                }
                throw Self.budgetSpent(
                    budget, failures: failures, unanswered: provider, notAsked: providers[(index + 1)...])
            }
            if let reason = arranged[index].reason {
                weather.source.selectionReason = failures.isEmpty ? reason : reason + "; the sources before it failed"
            }
            weather.notes += failures.map { failure in
                WeatherNote(
                    .otherSource, field: "source",
                    detail: "\(Self.name(of: failure.provider)) failed (\(failure.error.code)): "
                        + "\(failure.error.message); answered by \(weather.source.provider)")
            }
            return weather
        }
        var last = failures[failures.count - 1].error
        if failures.count > 1 {
            last.message =
                "Every provider failed: "
                + failures.map { "\(Self.name(of: $0.provider)): \($0.error.message)" }.joined(separator: "; ")
        }
        throw last
    }

    /// The `.timeout` of a call whose budget ran out: each provider's outcome, in order.
    private static func budgetSpent(
        _ budget: TimeBudget, failures: [(provider: any WeatherProvider, error: WeatherError)],
        unanswered: (any WeatherProvider)? = nil, notAsked: ArraySlice<any WeatherProvider>
    ) -> WeatherError {
        let outcomes =
            failures.map { "\(name(of: $0.provider)): failed (\($0.error.code)): \($0.error.message)" }
            + (unanswered.map { ["\(name(of: $0)): no answer within the \(budget.wording) budget"] } ?? [])
            + notAsked.map { "\(name(of: $0)): not asked (budget spent)" }
        return WeatherError(
            .timeout,
            message: "No provider answered within the \(budget.wording) budget: " + outcomes.joined(separator: "; "))
    }

    /// The `.cancelled` error of a call whose task was cancelled while `provider` was asked, which ended
    /// with `failure`.
    static func cancellation(after failure: WeatherError, asking provider: any WeatherProvider) -> WeatherError {
        guard failure.code != .cancelled else { return failure }
        return WeatherError(
            .cancelled, message: "Cancelled while asking \(name(of: provider)).", underlying: failure)
    }

    /// A provider's name for notes and messages: its type.
    static func name(of provider: any WeatherProvider) -> String {
        String(describing: type(of: provider))
    }
}

extension WeatherProvider {
    /// This provider, and `fallback` when this one fails in a way another source can fix.
    ///
    /// ```swift
    /// let openWeather = OpenWeatherClient(apiKey: "your OpenWeather key")
    /// let openMeteo = OpenMeteoClient()
    /// let provider = openWeather.failingOver(to: openMeteo)
    /// ```
    public func failingOver(to fallback: any WeatherProvider) -> FailoverWeatherProvider {
        FailoverWeatherProvider([self, fallback])
    }
}
