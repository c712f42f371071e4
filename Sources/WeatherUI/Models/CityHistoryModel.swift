import Foundation
import Observation
import WeatherProviders
import WeatherStore

/// The screen model of a city's history: the readings kept for the place, newest first, and a fresh
/// reading taken on request (which the history records).
///
/// ```swift
/// import WeatherProviders
/// import WeatherStore
///
/// let store = InMemoryWeatherStore()  // a SQLiteWeatherStore in an app, so the history outlives a restart
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let fallback = OfflineFallbackWeatherProvider(upstream: OpenMeteoClient(), cache: store, history: store)
/// let history = CityHistoryModel(place: berlin, weather: fallback, history: store)
/// await history.takeReading()   // fresh conditions, appended to the history
/// ```
///
/// Only readings with the provider's origin are listed: a live app never shows readings the sandbox
/// recorded, and the sandbox never live ones. ``hiddenRecordCount`` says how many were left out.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class CityHistoryModel {
    /// The city.
    public let place: Place
    /// The readings kept for the city, newest first.
    public private(set) var records: LoadState<[WeatherRecord]> = .idle
    /// Readings of the city from another origin (sandbox or live), left out of ``records``.
    public private(set) var hiddenRecordCount = 0
    /// The last reading taken with ``takeReading()``.
    public private(set) var latest: LoadState<PlaceWeather> = .idle

    /// The most readings listed, or `nil` for all.
    public let limit: Int?
    /// What a reading asks the provider for.
    public let dataSets: WeatherDataSet

    private let provider: OfflineFallbackWeatherProvider
    private let history: any WeatherHistory

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - place: The city.
    ///   - weather: Where fresh readings come from; give it `history` so every fresh answer is recorded.
    ///   - history: Where the readings are kept.
    ///   - limit: The most readings to list; 50 by default, `nil` for all.
    ///   - dataSets: What a reading asks for: the current conditions by default. The fallback saves what it
    ///     fetches per place, so when it is shared with other screens, ask for what they ask for, or a reading
    ///     replaces their wider saved forecast.
    public init(
        place: Place, weather: OfflineFallbackWeatherProvider, history: any WeatherHistory, limit: Int? = 50,
        dataSets: WeatherDataSet = .current
    ) {
        self.place = place
        self.provider = weather
        self.history = history
        self.limit = limit
        self.dataSets = dataSets.union(.current)
    }

    /// The zone the readings' times are shown in: the place's own, else the one the service named in the last
    /// reading taken or the weather saved for the place, else `TimeZoneEstimate`'s for the place's coordinate
    /// (see ``isTimeZoneEstimated``).
    public var timeZone: TimeZone {
        namedTimeZone ?? place.timeZoneOrEstimate
    }

    /// Whether ``timeZone`` is an estimate: neither the place nor a reading's service named it. A screen
    /// should say so next to the zone's name.
    public var isTimeZoneEstimated: Bool {
        namedTimeZone == nil
    }

    private var namedTimeZone: TimeZone? {
        if let zone = place.timeZone { return zone }
        guard let weather = latest.value?.reading.value ?? saved, !weather.isTimeZoneEstimated else { return nil }
        return weather.timeZone
    }

    /// The weather saved for the place, read with the records: it names the zone before a reading is taken.
    private var saved: Weather?

    /// The temperatures of the listed readings, oldest first, for a trend line.
    public var temperatureTrend: [Measurement<UnitTemperature>] {
        (records.value ?? []).reversed().map(\.reading.temperature)
    }

    /// Reads the history from the store.
    public func loadRecords() async {
        records = records.reloading
        do {
            let key = PlaceKey(place: place)
            let all = try await history.records(for: key, limit: nil)
            if place.timeZone == nil { saved = try? await provider.savedWeather(for: key)?.value }
            let origin = provider.dataOrigin
            let shown = all.filter { $0.origin == origin }
            hiddenRecordCount = all.count - shown.count
            records = .loaded(limit.map { Array(shown.prefix($0)) } ?? shown)
        } catch {
            records = records.failing(with: .shown(error))
        }
    }

    /// Takes a fresh reading (recorded in the history when the provider was given one), then reads the
    /// history again. Offline, the saved reading is shown with its age and nothing is recorded.
    public func takeReading() async {
        latest = latest.reloading
        do {
            let reading = try await provider.timestampedWeather(for: place, including: dataSets)
            latest = .loaded(PlaceWeather(place: place, reading: reading))
        } catch {
            latest = latest.failing(with: .shown(error))
        }
        await loadRecords()
    }
}
