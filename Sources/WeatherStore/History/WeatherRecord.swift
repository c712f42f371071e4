import Foundation
import WeatherModels

/// One entry of a ``WeatherHistory``: the conditions seen at a place at a moment.
///
/// A record keeps what history screens show, the current conditions (``reading``), not the whole
/// forecast: temperatures, humidity, pressure, wind, cloud cover, UV index, visibility, the
/// condition with its description and icon, and whether it was daytime.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let weather = try await OpenMeteoClient().weather(for: berlin)
/// let record = try WeatherRecord(key: PlaceKey(place: berlin), weather: weather, fetchedAt: Date())
/// print(record.reading.temperature)
/// ```
public struct WeatherRecord: Hashable, Sendable {
    /// The place the reading belongs to.
    public var key: PlaceKey
    /// The conditions exactly as they were recorded (`Weather.current` of the recorded weather).
    public var reading: CurrentWeather
    /// When the reading was fetched from its source (and recorded): `Weather.fetchedAt` of the recorded
    /// weather, unless the caller recorded it at another time.
    public var fetchedAt: Date
    /// Where the reading came from (provider, live or sandbox); `nil` for records saved before sources
    /// were recorded, whose origin is therefore unknown.
    public var source: WeatherSource?

    /// Creates a record of a reading, for batches (``WeatherHistory/recordReadings(_:)``), fixtures and custom histories.
    public init(key: PlaceKey, reading: CurrentWeather, fetchedAt: Date, source: WeatherSource? = nil) {
        self.key = key
        self.reading = reading
        self.fetchedAt = fetchedAt
        self.source = source
    }

    /// Whether the reading is known to be live, sandbox data, or neither.
    public var origin: DataOrigin { source?.origin ?? .unknown }

    /// The reading as the SDK's timestamped value.
    public var timestamped: Timestamped<CurrentWeather> {
        Timestamped(reading, fetchedAt: fetchedAt, source: source)
    }

    /// Creates a record of the current conditions of `weather`, with the weather's source.
    ///
    /// - Throws: `WeatherError` with code `invalidInput` when `weather` has no current conditions
    ///   (`weather.current` is `nil`): a forecast alone is not a reading.
    public init(key: PlaceKey, weather: Weather, fetchedAt: Date) throws {
        guard let current = weather.current else {
            throw WeatherError(
                .invalidInput,
                message: "the weather for \(key) has no current conditions, so there is no reading to record"
            )
        }
        self.init(key: key, reading: current, fetchedAt: fetchedAt, source: weather.source)
    }
}
