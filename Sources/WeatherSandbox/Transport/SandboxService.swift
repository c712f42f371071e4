/// A web service the ``SandboxTransport`` stands in for, used to aim a ``SandboxScenario`` at
/// one of them.
///
/// ```swift
/// let scenario = SandboxScenario.rateLimited().only(for: .openWeather)
/// ```
public struct SandboxService: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// A short stable name, such as `"openweather"`.
    public var rawValue: String

    /// Creates a service from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// OpenWeather: One Call, Current Weather, the 5 day / 3 hour forecast and Geocoding.
    public static let openWeather = SandboxService(rawValue: "openweather")
    /// WeatherAPI.com: current, forecast and search.
    public static let weatherAPI = SandboxService(rawValue: "weatherapi")
    /// freetestapi.com's weathers list.
    public static let freeTestAPI = SandboxService(rawValue: "freetestapi")
    /// Open-Meteo's forecast and geocoding APIs.
    public static let openMeteo = SandboxService(rawValue: "openmeteo")
    /// Firebase Authentication (Identity Toolkit and Secure Token).
    public static let firebase = SandboxService(rawValue: "firebase")

    /// The name.
    public var description: String { rawValue }
}
