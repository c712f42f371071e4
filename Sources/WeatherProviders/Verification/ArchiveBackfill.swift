import Foundation
import WeatherModels

/// Fills in, from a past-weather archive, the observations of the hours that recorded forecasts were for but
/// that no source's current conditions covered, within a small daily budget of requests.
///
/// `VerifyingWeatherProvider` observes only when the app happens to fetch: an hour a sample was for is often
/// never seen. Run a backfill now and then (when the app starts, or in a background refresh): for each followed
/// place it finds the local days with such hours, at least a day old (archives lag), and asks the archive for
/// the oldest of them, one request a day of weather, until the day's budget (``defaultDailyBudget`` unless set) is
/// spent. The archive's hours are kept as observations of kind `archive`, which the scoring prefers when a
/// current reading is as near.
///
/// The budget is counted per UTC day by this instance: keep one backfill for the app's lifetime. A failed request
/// counts too (it was made), and its day is asked again on a later run.
///
/// ```swift
/// import WeatherProviders
///
/// func fillGaps(in store: any VerificationStore) async {
///     let backfill = ArchiveBackfill(archive: OpenMeteoClient(), store: store, dailyBudget: 4)
///     let requests = await backfill.run()
///     print("archive requests:", requests)
/// }
/// ```
public actor ArchiveBackfill {
    /// The archive requests a backfill makes at most per UTC day unless told otherwise: 4.
    public static let defaultDailyBudget = 4
    /// How old an hour must be before the archive is asked for it: a day, since archives fill in with a delay.
    public static let archiveDelay: TimeInterval = 86_400

    /// Where past weather comes from.
    public let archive: any PastWeatherProvider
    /// Where samples are read and observations kept.
    public let store: any VerificationStore
    /// The most archive requests per UTC day.
    public let dailyBudget: Int
    private let now: @Sendable () -> Date
    private var spent: (day: Int, count: Int) = (0, 0)

    /// A backfill asking `archive` for the places of `store`, at most `dailyBudget` requests a day, the time read
    /// from `now`.
    public init(
        archive: any PastWeatherProvider, store: any VerificationStore, dailyBudget: Int = defaultDailyBudget,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.archive = archive
        self.store = store
        self.dailyBudget = max(0, dailyBudget)
        self.now = now
    }

    /// The requests left today.
    public var remainingToday: Int {
        let today = Self.utcDay(of: now())
        return spent.day == today ? max(0, dailyBudget - spent.count) : dailyBudget
    }

    /// Asks the archive for the oldest unobserved days of every place the store has samples for, until today's
    /// budget is spent, and keeps what it answers. Returns the number of requests made.
    @discardableResult
    public func run() async -> Int {
        let now = now()
        let today = Self.utcDay(of: now)
        if spent.day != today { spent = (today, 0) }
        guard let places = try? await store.verifiedPlaceKeys() else { return 0 }
        var made = 0
        for placeKey in places.sorted() {
            guard spent.count < dailyBudget else { break }
            guard let coordinate = Self.coordinate(ofPlaceKey: placeKey),
                let data = try? await store.verificationData(for: placeKey)
            else { continue }
            for day in Self.unobservedDays(in: data, before: now.addingTimeInterval(-Self.archiveDelay)) {
                guard spent.count < dailyBudget else { break }
                spent.count += 1
                made += 1
                guard let past = try? await archive.pastWeather(at: coordinate, on: day) else { continue }
                let observations = Self.observations(from: past, placeKey: placeKey)
                try? await store.recordObservations(observations)
            }
        }
        return made
    }

    /// One instant in each UTC day that has a sample before `cutoff` with no observation within the pairing
    /// window, oldest first.
    static func unobservedDays(in data: VerificationData, before cutoff: Date) -> [Date] {
        let observed = data.observations.map(\.time).sorted()
        var days: [Int: Date] = [:]
        for sample in data.samples where sample.validAt < cutoff {
            // The first observation not earlier than the window's start, found by bisection: a place holds
            // thousands of each, so comparing every pair would cost millions of steps a run.
            let windowStart = sample.validAt.addingTimeInterval(-ForecastVerifier.pairingWindow)
            var low = 0
            var high = observed.count
            while low < high {
                let middle = (low + high) / 2
                if observed[middle] < windowStart { low = middle + 1 } else { high = middle }
            }
            let near =
                low < observed.count
                && observed[low].timeIntervalSince(sample.validAt) <= ForecastVerifier.pairingWindow
            guard !near else { continue }
            let day = utcDay(of: sample.validAt)
            if days[day] == nil { days[day] = sample.validAt }
        }
        return days.keys.sorted().compactMap { days[$0] }
    }

    /// The hours of `past` as archive observations of `placeKey`: temperature and the hour's precipitation.
    static func observations(from past: Weather, placeKey: String) -> [WeatherObservation] {
        let source = past.source(of: .hourly).provider
        return past.hourly.compactMap { hour in
            let observation = WeatherObservation(
                placeKey: placeKey, time: hour.date, temperature: hour.temperature.converted(to: .celsius).value,
                precipitation: hour.precipitationAmount?.converted(to: .millimeters).value, observedBy: source,
                kind: .archive)
            return observation.isPlausible ? observation : nil
        }
    }

    /// The coordinate a place key (a coordinate's cache key, `"52.5200,13.4050"`) names, or `nil` for another key.
    static func coordinate(ofPlaceKey key: String) -> Coordinate? {
        let parts = key.split(separator: ",")
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The number of the UTC day containing `date`.
    static func utcDay(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }
}
