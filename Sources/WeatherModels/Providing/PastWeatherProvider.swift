import Foundation

/// A source of past weather: how it was at a place on a day that has gone.
///
/// `OpenWeatherClient` (One Call 3.0 `timemachine`), `WeatherAPIClient` (`history.json`) and
/// `OpenMeteoClient` (the archive API) implement it, and return the same `Weather` values as their
/// forecasts, marked with the same source and origin:
///
/// - `current` is the reading closest to the instant asked for;
/// - `hourly` holds the hours of that local day the service keeps;
/// - `daily` holds the day itself (high, low, precipitation, sun and moon) where the service sums it.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let client = OpenMeteoClient()
/// let lisbon = try Coordinate(latitude: 38.72, longitude: -9.14)
/// let yesterday = Date().addingTimeInterval(-86_400)
/// let past = try await client.pastWeather(at: lisbon, on: yesterday)
/// print(past.daily.first?.highTemperature ?? "no day", past.hourly.count)
/// ```
///
/// A date outside what the service covers (in the future, or before its records begin) is a
/// `WeatherError` with code ``WeatherError/Code/outOfRange``, raised before any request when the client
/// knows the span, and mapped from the service's answer otherwise.
public protocol PastWeatherProvider: Sendable {
    /// The earliest instant the source has weather for, when it is fixed (such as 1940-01-01 for the
    /// Open-Meteo archive); `nil` when it depends on the account.
    var earliestPastDate: Date? { get }

    /// The weather at `coordinate` on the local day that contains `date`.
    ///
    /// - Throws: `WeatherError`: ``WeatherError/Code/outOfRange`` for a date the source does not cover,
    ///   and the codes of any call.
    func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather
}

extension PastWeatherProvider {
    /// A day as people and logs read it, `2030-01-01` (UTC), never a raw timestamp.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }

    /// Checks that `date` is in the past and not before ``earliestPastDate``.
    ///
    /// - Throws: `WeatherError` ``WeatherError/Code/outOfRange`` naming the span, `service` first.
    package func checkPastDate(_ date: Date, now: Date, service: String) throws {
        if date > now {
            throw WeatherError(
                .outOfRange,
                message: "\(service) has past weather only for days before now; \(Self.day(date)) is in the future.")
        }
        if let earliest = earliestPastDate, date < earliest {
            throw WeatherError(
                .outOfRange,
                message: "\(service) has past weather from \(Self.day(earliest)) on; \(Self.day(date)) is earlier.")
        }
    }
}
