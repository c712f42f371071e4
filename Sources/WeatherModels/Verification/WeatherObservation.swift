import Foundation

/// What was observed at one place at one time: the truth a ``ForecastSample`` is checked against.
///
/// Observations come from the sources' own current conditions (which the app fetches anyway) and from past
/// weather archives (`PastWeatherProvider`). Both are estimates too: see the "Which source is right here"
/// article in WeatherProviders.
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// let observation = WeatherObservation(
///     placeKey: "52.5200,13.4050", time: Date(timeIntervalSince1970: 1_750_086_400), temperature: 17.9,
///     precipitation: 0, observedBy: "open-meteo", kind: .archive)
/// ```
public struct WeatherObservation: Hashable, Sendable, Codable {
    /// Where the observation came from.
    public struct Kind: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The name, such as `current`.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A source's current conditions, recorded as it answered a forecast call.
        public static let current = Kind("current")
        /// An hour of a past-weather archive (`PastWeatherProvider`), preferred when two are equally near.
        public static let archive = Kind("archive")

        /// Reads a stored name; an unknown one (from a newer SDK) reads as ``current``.
        public init(named name: String) {
            self = name == Self.archive.rawValue ? .archive : .current
        }

        /// The name.
        public var description: String { rawValue }

        /// Decodes the name.
        public init(from decoder: any Decoder) throws {
            self.init(named: try decoder.singleValueContainer().decode(String.self))
        }

        /// Encodes the name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The place: the same key as the samples it checks.
    public var placeKey: String
    /// When it was observed.
    public var time: Date
    /// The air temperature, °C.
    public var temperature: Double
    /// The precipitation in the hour, mm (or the current rate, mm/h), when known.
    public var precipitation: Double?
    /// The source that reported it, such as `"openweather"`.
    public var observedBy: ProviderID
    /// Whether it is a current reading or an archive's hour.
    public var kind: Kind

    /// Creates an observation.
    public init(
        placeKey: String, time: Date, temperature: Double, precipitation: Double? = nil, observedBy: ProviderID,
        kind: Kind = .current
    ) {
        self.placeKey = placeKey
        self.time = time
        self.temperature = temperature
        self.precipitation = precipitation
        self.observedBy = observedBy
        self.kind = kind
    }

    /// Whether it was wet: at least ``ForecastVerifier/wetHourThreshold`` (0.1 mm); `nil` when unknown.
    public var wasWet: Bool? { precipitation.map { $0 >= ForecastVerifier.wetHourThreshold } }

    /// Whether every number is finite and within physical bounds (a store skips observations that are not).
    public var isPlausible: Bool {
        temperature.isFinite && abs(temperature) < 100 && time.timeIntervalSince1970.isFinite && !placeKey.isEmpty
            && (precipitation.map { $0.isFinite && $0 >= 0 && $0 < 1_000 } ?? true)
    }
}
