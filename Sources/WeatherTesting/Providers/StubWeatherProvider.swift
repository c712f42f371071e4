import Foundation
import WeatherCore
import WeatherModels

/// A `WeatherProvider` that answers from a script and records every call, for testing code that takes any
/// provider: a screen model, a decorator, a notifier.
///
/// ```swift
/// import Foundation
/// import Testing
/// import WeatherModels
///
/// @Test func failsForParisOnly() async throws {
///     let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
///     let paris = try Coordinate(latitude: 48.857, longitude: 2.352)
///     let fixture = Weather(coordinate: berlin, timeZone: .gmt, source: WeatherSource(provider: "stub"), fetchedAt: Date())
///     let provider = StubWeatherProvider(weather: fixture)
///     provider.fail(at: paris, with: WeatherError(.server, message: "down"))
///     _ = try await provider.weather(at: berlin)          // fixture
///     await #expect(throws: WeatherError.self) { try await provider.weather(at: paris) }
///     #expect(provider.calls.map(\.coordinate) == [berlin, paris])
/// }
/// ```
///
/// An answer for a coordinate (``answer(at:_:)``) wins over the answer for every call (``answer(_:)``). The
/// answers it makes up (``init(weather:dataOrigin:usesCallersTimeZone:cacheNamespace:)``,
/// ``init(results:dataOrigin:usesCallersTimeZone:cacheNamespace:)`` and the closures you give it) are marked
/// with ``dataOrigin``, as a real provider's are; ``init(forwardingTo:)`` leaves the upstream's answers as they
/// are.
public final class StubWeatherProvider: WeatherProvider {
    /// One call the provider received.
    public struct Call: Hashable, Sendable {
        /// The position asked for.
        public var coordinate: Coordinate
        /// The zone the caller passed with `weather(at:timeZone:including:)`, or `nil`.
        public var timeZone: TimeZone?
        /// The data sets asked for.
        public var dataSets: WeatherDataSet
        /// The number of the call, from zero.
        public var index: Int
    }

    /// How the provider answers a call.
    public typealias Answer = @Sendable (Call) async throws -> Weather

    private struct State {
        var answer: Answer
        var answersByCoordinate: [Coordinate: Answer] = [:]
        var calls: [Call] = []
    }

    private let state: Locked<State>
    private let marksOrigin: Bool

    /// Where the answers come from; the offline fallback and the screens read it. `.live` by default.
    public let dataOrigin: DataOrigin
    /// Whether the provider builds its answer in the zone the caller passes, as the protocol describes.
    public let usesCallersTimeZone: Bool
    /// The namespace caches keep this provider's answers under.
    public let cacheNamespace: String

    /// Creates a provider that answers every call with `answer(call)`.
    public init(
        dataOrigin: DataOrigin = .live,
        usesCallersTimeZone: Bool = false,
        cacheNamespace: String = "WeatherTesting.StubWeatherProvider",
        answer: @escaping Answer
    ) {
        self.dataOrigin = dataOrigin
        self.usesCallersTimeZone = usesCallersTimeZone
        self.cacheNamespace = cacheNamespace
        self.marksOrigin = true
        self.state = Locked(State(answer: answer))
    }

    /// Creates a provider that answers every call with `weather`, whatever the coordinate.
    public convenience init(
        weather: Weather,
        dataOrigin: DataOrigin = .live,
        usesCallersTimeZone: Bool = false,
        cacheNamespace: String = "WeatherTesting.StubWeatherProvider"
    ) {
        self.init(
            dataOrigin: dataOrigin, usesCallersTimeZone: usesCallersTimeZone, cacheNamespace: cacheNamespace,
            answer: { _ in weather })
    }

    /// Creates a provider that answers call number *n* with `results[n]`, and later calls with the last one.
    /// With no results, every call fails with `WeatherError` `.notFound`.
    public convenience init(
        results: [Result<Weather, any Error>],
        dataOrigin: DataOrigin = .live,
        usesCallersTimeZone: Bool = false,
        cacheNamespace: String = "WeatherTesting.StubWeatherProvider"
    ) {
        self.init(
            dataOrigin: dataOrigin, usesCallersTimeZone: usesCallersTimeZone, cacheNamespace: cacheNamespace
        ) { call in
            guard let last = results.last else {
                throw WeatherError(.notFound, message: "StubWeatherProvider has no answer scripted.")
            }
            return try (call.index < results.count ? results[call.index] : last).get()
        }
    }

    /// Creates a provider that fails every call with `error`.
    public convenience init(error: any Error, dataOrigin: DataOrigin = .live) {
        self.init(dataOrigin: dataOrigin) { _ in throw error }
    }

    /// Creates a provider in front of `upstream`: it records every call and passes it on, unless the test
    /// scripts another answer. It takes the upstream's origin, zone handling and cache namespace.
    public init(forwardingTo upstream: any WeatherProvider) {
        self.dataOrigin = upstream.dataOrigin
        self.usesCallersTimeZone = upstream.usesCallersTimeZone
        self.cacheNamespace = upstream.cacheNamespace
        self.marksOrigin = false
        self.state = Locked(
            State { call in
                try await upstream.weather(at: call.coordinate, timeZone: call.timeZone, including: call.dataSets)
            })
    }

    // MARK: - Scripting

    /// Answers later calls with `answer(call)`, unless their coordinate has its own answer.
    public func answer(_ answer: @escaping Answer) {
        state.withLock { $0.answer = answer }
    }

    /// Answers later calls with `weather`.
    public func answer(with weather: Weather) {
        answer { _ in weather }
    }

    /// Fails later calls with `error`.
    public func fail(with error: any Error) {
        answer { _ in throw error }
    }

    /// Answers later calls for `coordinate` with `answer(call)`: a test can hold one place's answer while
    /// others go through.
    public func answer(at coordinate: Coordinate, _ answer: @escaping Answer) {
        state.withLock { $0.answersByCoordinate[coordinate] = answer }
    }

    /// Answers later calls for `coordinate` with `weather`.
    public func answer(at coordinate: Coordinate, with weather: Weather) {
        answer(at: coordinate) { _ in weather }
    }

    /// Fails later calls for `coordinate` with `error`.
    public func fail(at coordinate: Coordinate, with error: any Error) {
        answer(at: coordinate) { _ in throw error }
    }

    /// Gives `coordinate` back to the answer for every call.
    public func removeAnswer(at coordinate: Coordinate) {
        state.withLock { $0.answersByCoordinate[coordinate] = nil }
    }

    // MARK: - Recorded calls

    /// Every call so far, in order.
    public var calls: [Call] { state.current.calls }

    /// The number of calls so far.
    public var callCount: Int { state.current.calls.count }

    // MARK: - WeatherProvider

    /// Records the call and answers it as scripted.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await answer(coordinate: coordinate, timeZone: nil, dataSets: dataSets)
    }

    /// Records the call with the caller's zone and answers it as scripted.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await answer(coordinate: coordinate, timeZone: timeZone, dataSets: dataSets)
    }

    private func answer(coordinate: Coordinate, timeZone: TimeZone?, dataSets: WeatherDataSet) async throws -> Weather {
        let (call, answer) = state.withLock { state -> (Call, Answer) in
            let call = Call(coordinate: coordinate, timeZone: timeZone, dataSets: dataSets, index: state.calls.count)
            state.calls.append(call)
            return (call, state.answersByCoordinate[coordinate] ?? state.answer)
        }
        var weather = try await answer(call)
        if marksOrigin {
            weather.source.origin = dataOrigin
        }
        return weather
    }
}
