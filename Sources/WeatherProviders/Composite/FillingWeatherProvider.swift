import Foundation
import WeatherModels

/// A provider that answers from a primary and fills the data sets the primary lacks from secondaries:
/// alerts from the US National Weather Service for US places, minute-by-minute precipitation from
/// OpenWeather, and so on.
///
/// ```swift
/// let provider = OpenMeteoClient(transport: transport)
///     .filling(.alerts, from: openWeather)
/// let weather = try await provider.weather(at: berlin)
/// weather.source(of: .alerts).provider   // .openWeather
/// weather.source(of: .daily).provider    // .openMeteo
/// ```
///
/// A data set is filled when it was asked for, a fill-in offers it for the place, and the primary cannot
/// return it (`WeatherProvider/supportedDataSets`) or returned it empty (current conditions, hours, days
/// or minutes; empty alerts from a provider that has alerts mean there are none). Each fill-in is asked
/// once, for all its sets, and the first fill-in that offers a set supplies it. `Weather/dataSetSources`
/// names the source of every filled set, so an app can attribute each as its terms require. A fill-in
/// that fails costs nothing but its sets: the primary's weather comes back with a note saying what
/// could not be filled and why. The primary's failure is the call's.
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

    /// The provider that answers first.
    public let primary: any WeatherProvider
    /// The secondaries, in order of preference.
    public let fillIns: [FillIn]

    /// Creates a provider that fills what `primary` lacks from `fillIns`, in order.
    public init(primary: any WeatherProvider, fillIns: [FillIn]) {
        self.primary = primary
        self.fillIns = fillIns
    }

    /// The namespaces of the primary and the fill-ins with their sets.
    public var cacheNamespace: String {
        "filling("
            + ([primary.cacheNamespace] + fillIns.map { "\($0.dataSets.name):\($0.provider.cacheNamespace)" })
            .joined(separator: "|") + ")"
    }

    /// The primary's origin.
    public var dataOrigin: DataOrigin { primary.dataOrigin }

    /// The primary's data sets and those the fill-ins offer.
    public var supportedDataSets: WeatherDataSet {
        fillIns.reduce(into: primary.supportedDataSets) {
            $0.formUnion($1.provider.supportedDataSets.intersection($1.dataSets))
        }
    }

    /// The primary's weather at `coordinate`, with the missing data sets filled in.
    ///
    /// - Throws: The primary's `WeatherError`.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        var weather = try await primary.weather(at: coordinate, including: dataSets)
        var missing = dataSets.subtracting(primary.supportedDataSets).union(Self.emptySets(of: weather, in: dataSets))
        guard !missing.isEmpty else { return weather }
        var plan: [(fillIn: FillIn, sets: WeatherDataSet)] = []
        for fillIn in fillIns where fillIn.covers?(coordinate) ?? true {
            let sets = missing.intersection(fillIn.dataSets).intersection(fillIn.provider.supportedDataSets)
            guard !sets.isEmpty else { continue }
            plan.append((fillIn, sets))
            missing.subtract(sets)
        }
        let answers = await plan.concurrentlyMapped(maximumConcurrency: max(plan.count, 1)) { step in
            await BatchLoading.result { try await step.fillIn.provider.weather(at: coordinate, including: step.sets) }
        }
        for (step, answer) in zip(plan, answers) {
            switch answer {
            case .success(let filled):
                Self.fill(step.sets, of: &weather, from: filled)
            case .failure(let error):
                weather.notes.append(
                    WeatherNote(
                        .missing, field: step.sets.name,
                        detail: "\(FailoverWeatherProvider.name(of: step.fillIn.provider)) could not fill it in "
                            + "(\(error.code)): \(error.message)"))
            case nil:
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
    /// let provider = openMeteo.filling(.alerts, from: openWeather, where: { $0.latitude > 0 })
    /// ```
    public func filling(
        _ dataSets: WeatherDataSet, from secondary: any WeatherProvider,
        where covers: (@Sendable (Coordinate) -> Bool)? = nil
    ) -> FillingWeatherProvider {
        FillingWeatherProvider(primary: self, fillIns: [.init(dataSets, from: secondary, where: covers)])
    }
}
