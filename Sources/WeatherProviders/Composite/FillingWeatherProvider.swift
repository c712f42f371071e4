import Foundation
import WeatherModels

/// A provider that answers from a primary and fills the data sets the primary lacks from secondaries:
/// alerts from the US National Weather Service for US places, minute-by-minute precipitation from
/// OpenWeather, and so on.
///
/// ```swift
/// import WeatherNetworking
///
/// let transport = URLSessionTransport()
/// let openWeather = OpenWeatherClient(apiKey: "your OpenWeather key", transport: transport)
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let provider = OpenMeteoClient(transport: transport)
///     .filling(.alerts, from: openWeather)
/// let weather = try await provider.weather(at: berlin)
/// print(weather.source(of: .alerts).provider)   // .openWeather
/// print(weather.source(of: .daily).provider)    // .openMeteo
/// ```
///
/// A data set is filled when it was asked for, a fill-in offers it for the place, and the primary cannot
/// return it (`WeatherProvider/supportedDataSets`) or returned it empty (current conditions, hours, days
/// or minutes; empty alerts from a provider that has alerts mean there are none). Each fill-in is asked
/// once, for all its sets, and the first fill-in that offers a set supplies it. `Weather/dataSetSources`
/// names the source of every filled set, so an app can attribute each as its terms require. A fill-in
/// that fails costs nothing but its sets: the primary's weather comes back with a note saying what
/// could not be filled and why. The primary's failure is the call's.
///
/// One budget of time, ``deadline`` (25 seconds by default, measured on ``clock`` as the time the sources'
/// calls take, so a wait for a free thread between two calls does not count), covers the whole
/// call: the primary gets all of it, and the fill-ins, asked together, get what the primary left. A
/// primary that has not answered when the budget is spent is cancelled and the call throws `.timeout`
/// naming it. A fill-in that has not answered by then is cancelled and costs only its sets: the
/// primary's weather comes back with a `.missing` note saying the fill-in did not answer within the
/// budget (or was not asked, when the primary used all of it). The call returns once the cancelled
/// source has stopped, which the SDK's clients do at once. Cancelling the calling task ends the call with
/// `.cancelled`. The array form of `weather(at:including:)` gives each place a budget of its own.
public struct FillingWeatherProvider: WeatherProvider {
    /// A secondary provider and what it may fill.
    public struct FillIn: Sendable {
        /// The provider asked for the missing sets.
        public var provider: any WeatherProvider
        /// The data sets it may fill.
        public var dataSets: WeatherDataSet
        /// Whether it covers a place; `nil` for everywhere.
        public var covers: (@Sendable (Coordinate) -> Bool)?

        /// A fill-in of `dataSets` from `provider`, for the places `covers` accepts (every place when `nil`).
        public init(
            _ dataSets: WeatherDataSet, from provider: any WeatherProvider,
            where covers: (@Sendable (Coordinate) -> Bool)? = nil
        ) {
            self.provider = provider
            self.dataSets = dataSets
            self.covers = covers
        }
    }

    /// The time a call may take when the caller does not say: 25 seconds, enough for the primary to use
    /// its client's whole 15-second deadline and leave 10 seconds for the fill-ins, while staying under
    /// the 30 seconds people and watchdogs commonly wait.
    public static let defaultDeadline: Duration = .seconds(25)

    /// The provider that answers first.
    public let primary: any WeatherProvider
    /// The secondaries, in order of preference.
    public let fillIns: [FillIn]
    /// The time one call may take, shared by the primary and the fill-ins: the fill-ins get what the
    /// primary left, and a source still running when it is spent is cancelled.
    public let deadline: Duration
    /// The clock ``deadline`` is measured and waited on: a `ContinuousClock` unless one is injected (tests
    /// inject a clock they move by hand).
    public let clock: any Clock<Duration>
    /// The order of preference among the fill-ins: ``SourceOrder/given`` unless the caller asked for
    /// ``SourceOrder/byScore(in:sources:lead:window:now:)`` (one identifier per fill-in), which reorders them by
    /// their scores at each place and says why in each filled set's source (`Weather/source(of:)`,
    /// `WeatherSource/selectionReason`). The primary always answers first.
    public let order: SourceOrder

    /// Creates a provider that fills what `primary` lacks from `fillIns`, in order, all within `deadline`.
    ///
    /// - Parameters:
    ///   - primary: The provider that answers first; its failure is the call's.
    ///   - fillIns: The secondaries, in order of preference.
    ///   - deadline: The time one call may take, shared by the primary and the fill-ins. Default
    ///     ``defaultDeadline`` (25 seconds).
    ///   - clock: The clock `deadline` is measured on. Default `ContinuousClock()`.
    ///   - order: The order of preference among the fill-ins. Default ``SourceOrder/given``: never reordered
    ///     unless asked.
    public init(
        primary: any WeatherProvider, fillIns: [FillIn], deadline: Duration = Self.defaultDeadline,
        clock: any Clock<Duration> = ContinuousClock(), order: SourceOrder = .given
    ) {
        self.order = order
        self.primary = primary
        self.fillIns = fillIns
        self.deadline = deadline
        self.clock = clock
    }

    /// The namespaces of the primary and the fill-ins with their sets.
    public var cacheNamespace: String {
        "filling("
            + ([primary.cacheNamespace] + fillIns.map { "\($0.dataSets.name):\($0.provider.cacheNamespace)" })
            .joined(separator: "|") + ")"
    }

    /// The primary's origin.
    public var dataOrigin: DataOrigin { primary.dataOrigin }

    /// Whether the primary or a fill-in uses the caller's zone.
    public var usesCallersTimeZone: Bool {
        primary.usesCallersTimeZone || fillIns.contains { $0.provider.usesCallersTimeZone }
    }

    /// The primary's data sets and those the fill-ins offer.
    public var supportedDataSets: WeatherDataSet {
        fillIns.reduce(into: primary.supportedDataSets) {
            $0.formUnion($1.provider.supportedDataSets.intersection($1.dataSets))
        }
    }

    /// The primary's weather at `coordinate`, with the missing data sets filled in within ``deadline``.
    ///
    /// - Throws: The primary's `WeatherError`; `.timeout` when the primary did not answer within
    ///   ``deadline``; `.cancelled` when the calling task is cancelled.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, timeZone: nil, including: dataSets)
    }

    /// The primary's weather for a place in `timeZone`, with the missing data sets filled in within
    /// ``deadline``.
    ///
    /// The primary gets `timeZone`. The fill-ins get it too, or without one the primary's zone, so that filled
    /// days are the same days as the primary's. When filled days come in another zone (their service names
    /// its own), the answer takes that zone if the primary's was only an estimate, and otherwise keeps its
    /// own with a note that the days are the other zone's.
    ///
    /// - Throws: As ``weather(at:including:)``.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        let budget = TimeBudget(deadline, on: clock)
        let primary = primary
        let answer: Weather?
        do {
            answer = try await budget.run {
                try await primary.weather(at: coordinate, timeZone: timeZone, including: dataSets)
            }
        } catch {
            guard !Task.isCancelled else {
                throw FailoverWeatherProvider.cancellation(after: BatchLoading.weatherError(error), asking: primary)
            }
            throw error
        }
        let primaryName = FailoverWeatherProvider.name(of: primary)
        guard !Task.isCancelled else {
            throw WeatherError(.cancelled, message: "Cancelled while asking \(primaryName).")
        }
        guard var weather = answer else {
            throw WeatherError(
                .timeout, message: "\(primaryName) did not answer within the \(budget.wording) budget.")
        }
        var missing = dataSets.subtracting(primary.supportedDataSets).union(Self.emptySets(of: weather, in: dataSets))
        guard !missing.isEmpty else { return weather }
        var plan: [(fillIn: FillIn, sets: WeatherDataSet, reason: String?)] = []
        for (index, reason) in await order.arrange(count: fillIns.count, at: coordinate) {
            let fillIn = fillIns[index]
            guard fillIn.covers?(coordinate) ?? true else { continue }
            let sets = missing.intersection(fillIn.dataSets).intersection(fillIn.provider.supportedDataSets)
            guard !sets.isEmpty else { continue }
            plan.append((fillIn, sets, reason))
            missing.subtract(sets)
        }
        let primaryUsedTheBudget = budget.isSpent
        let placeZone = timeZone ?? weather.timeZone
        let answers = await plan.concurrentlyMapped(maximumConcurrency: max(plan.count, 1)) { step in
            await BatchLoading.result {
                try await budget.run {
                    try await step.fillIn.provider.weather(at: coordinate, timeZone: placeZone, including: step.sets)
                }
            }
        }
        for (step, answer) in zip(plan, answers) {
            let name = FailoverWeatherProvider.name(of: step.fillIn.provider)
            switch answer {
            case .success(var filled?):
                if let reason = step.reason {
                    filled.source.selectionReason = reason
                    for set in step.sets.members { filled.dataSetSources[set]?.selectionReason = reason }
                }
                Self.fill(step.sets, of: &weather, from: filled)
            case .success(nil) where !Task.isCancelled:
                let outcome =
                    primaryUsedTheBudget
                    ? "was not asked: the primary used the whole \(budget.wording) budget"
                    : "did not answer within the \(budget.wording) budget"
                weather.notes.append(WeatherNote(.missing, field: step.sets.name, detail: "\(name) \(outcome)"))
            case .failure(let error) where !Task.isCancelled:
                weather.notes.append(
                    WeatherNote(
                        .missing, field: step.sets.name,
                        detail: "\(name) could not fill it in (\(error.code)): \(error.message)"))
            case .success(nil), .failure, nil:
                throw WeatherError(.cancelled, message: "Cancelled while filling in \(step.sets.name).")
            }
        }
        return weather
    }

    /// The requested sets that `weather` has empty, among those a provider can leave empty for want of data.
    static func emptySets(of weather: Weather, in dataSets: WeatherDataSet) -> WeatherDataSet {
        var empty = WeatherDataSet()
        if weather.current == nil { empty.insert(.current) }
        if weather.minutely.isEmpty { empty.insert(.minutely) }
        if weather.hourly.isEmpty { empty.insert(.hourly) }
        if weather.daily.isEmpty { empty.insert(.daily) }
        return empty.intersection(dataSets)
    }

    /// Copies `sets` from `filled` into `weather`, recording their source.
    static func fill(_ sets: WeatherDataSet, of weather: inout Weather, from filled: Weather) {
        if sets.contains(.daily), !filled.daily.isEmpty, filled.timeZone.identifier != weather.timeZone.identifier {
            if weather.isTimeZoneEstimated, !filled.isTimeZoneEstimated {
                // The days are the named zone's; so is the answer, since nothing else in it depends on a zone.
                weather.notes.removeAll { $0.field == "timeZone" }
                weather.timeZone = filled.timeZone
                weather.place?.timeZone = filled.timeZone
            } else {
                weather.notes.append(
                    WeatherNote(
                        .otherSource, field: "daily",
                        detail: "\(filled.source.provider) made its days in \(filled.timeZone.identifier), "
                            + "not \(weather.timeZone.identifier)"))
            }
        }
        for set in sets.members {
            switch set {
            case .current: weather.current = filled.current
            case .minutely: weather.minutely = filled.minutely
            case .hourly: weather.hourly = filled.hourly
            case .daily: weather.daily = filled.daily
            default: weather.alerts = filled.alerts
            }
            weather.dataSetSources[set] = filled.source(of: set)
        }
        weather.notes += filled.notes.filter { note in sets.members.contains { note.field.hasPrefix($0.name) } }
    }
}

extension WeatherProvider {
    /// This provider, with `dataSets` filled from `secondary` where this one lacks them (for the places
    /// `covers` accepts, every place when `nil`).
    ///
    /// ```swift
    /// let openWeather = OpenWeatherClient(apiKey: "your OpenWeather key")
    /// let openMeteo = OpenMeteoClient()
    /// let provider = openMeteo.filling(.alerts, from: openWeather, where: { $0.latitude > 0 })
    /// ```
    public func filling(
        _ dataSets: WeatherDataSet, from secondary: any WeatherProvider,
        where covers: (@Sendable (Coordinate) -> Bool)? = nil
    ) -> FillingWeatherProvider {
        FillingWeatherProvider(primary: self, fillIns: [.init(dataSets, from: secondary, where: covers)])
    }
}
