import Foundation

extension OpenWeatherClient {
    /// The `units` the service answers in: ``standard`` (Kelvin, the service's default), ``metric``
    /// (°C) or ``imperial`` (°F, wind in mph).
    ///
    /// The client converts every value to the SDK's canonical units whichever is asked, so an app has
    /// no reason to choose; the SDK's tests replay bodies recorded in each. Pressure is hPa, visibility
    /// metres and precipitation millimetres in all three.
    package struct Units: Hashable, Sendable, CustomStringConvertible {
        /// The value of the `units` query parameter.
        package let rawValue: String
        /// The unit of temperatures, feels-like temperatures and dew points.
        package let temperatureUnit: UnitTemperature
        /// The unit of wind speeds and gusts.
        package let windSpeedUnit: UnitSpeed

        private init(rawValue: String, temperatureUnit: UnitTemperature, windSpeedUnit: UnitSpeed) {
            self.rawValue = rawValue
            self.temperatureUnit = temperatureUnit
            self.windSpeedUnit = windSpeedUnit
        }

        /// The units named by `rawValue` (`"standard"`, `"metric"` or `"imperial"`), or `nil`.
        package init?(rawValue: String) {
            switch rawValue.lowercased() {
            case "standard": self = .standard
            case "metric": self = .metric
            case "imperial": self = .imperial
            default: return nil
            }
        }

        /// Kelvin and m/s; what the service uses when the request names no units.
        package static let standard = Units(
            rawValue: "standard", temperatureUnit: .kelvin, windSpeedUnit: CanonicalUnits.metersPerSecond)
        /// Degrees Celsius and m/s.
        package static let metric = Units(
            rawValue: "metric", temperatureUnit: CanonicalUnits.celsius, windSpeedUnit: CanonicalUnits.metersPerSecond)
        /// Degrees Fahrenheit and miles per hour.
        package static let imperial = Units(
            rawValue: "imperial", temperatureUnit: .fahrenheit, windSpeedUnit: .milesPerHour)

        /// The raw value, e.g. `metric`.
        package var description: String { rawValue }

        /// Compares the raw values.
        package static func == (lhs: Units, rhs: Units) -> Bool { lhs.rawValue == rhs.rawValue }

        /// Hashes the raw value.
        package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// The One Call endpoint to use: ``threePointZero`` (`/data/3.0/onecall`, the default) or
    /// ``twoPointFive`` (`/data/2.5/onecall`) for keys and proxies that still serve the old path.
    ///
    /// Both answer with the same shape. One Call 3.0 needs the separate "One Call by Call"
    /// subscription; without it the service answers 401, which the client reports as
    /// `.unauthorized` with a message that says so.
    public struct OneCallVersion: Hashable, Sendable, CustomStringConvertible {
        /// The path of the One Call endpoint, e.g. `/data/3.0/onecall`.
        public let path: String

        /// A One Call endpoint at `path`, for proxies that serve it elsewhere.
        package init(path: String) {
            self.path = path
        }

        /// One Call API 3.0, `/data/3.0/onecall`.
        public static let threePointZero = OneCallVersion(path: "/data/3.0/onecall")
        /// The retired One Call API 2.5, `/data/2.5/onecall`.
        public static let twoPointFive = OneCallVersion(path: "/data/2.5/onecall")

        /// The path.
        public var description: String { path }
    }
}
