/// Which parts of the weather to fetch.
///
/// ```swift
/// import WeatherProviders
///
/// let provider = OpenMeteoClient()
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let weather = try await provider.weather(at: berlin, including: [.current, .daily])
/// ```
public struct WeatherDataSet: OptionSet, Hashable, Sendable, Codable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The current conditions (``Weather/current``).
    public static let current = WeatherDataSet(rawValue: 1 << 0)
    /// The minute-by-minute precipitation for the next hour (``Weather/minutely``).
    public static let minutely = WeatherDataSet(rawValue: 1 << 1)
    /// The hourly forecast (``Weather/hourly``).
    public static let hourly = WeatherDataSet(rawValue: 1 << 2)
    /// The daily forecast (``Weather/daily``).
    public static let daily = WeatherDataSet(rawValue: 1 << 3)
    /// Severe-weather alerts (``Weather/alerts``).
    public static let alerts = WeatherDataSet(rawValue: 1 << 4)
    /// Everything.
    public static let all: WeatherDataSet = [.current, .minutely, .hourly, .daily, .alerts]

    /// Each single data set, in the order of ``all``.
    public static let each: [WeatherDataSet] = [.current, .minutely, .hourly, .daily, .alerts]

    /// The single data sets this set contains, in the order of ``all``.
    public var members: [WeatherDataSet] { Self.each.filter { contains($0) } }

    /// The name of a single data set (`"current"`, `"alerts"`…), or the names of a set joined by `+`.
    public var name: String {
        let names = ["current", "minutely", "hourly", "daily", "alerts"]
        return zip(Self.each, names).filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
