import Foundation
import WeatherCore
import WeatherModels

/// Turns the SDK's measurements into short text with units, and dates into local times in the
/// place's time zone (never the machine's, never UTC).
///
/// ```swift
/// let format = WeatherFormatter(units: .metric)
/// format.temperature(current.temperature)     // "21°C"
/// format.wind(current.wind)                   // "18 km/h NW"
/// format.time(hour.date, in: weather.timeZone) // "14:00"
/// ```
package struct WeatherFormatter: Sendable {
    /// Which units the text uses.
    package var units: DisplayUnits
    /// The locale of weekday and month names; English by default so output is the same everywhere.
    package var locale: Locale

    /// Text for what is unknown.
    package static let unknown = "–"

    /// `value` rounded to a whole number, or `nil` when it is not a number or too large to be a reading
    /// (a hostile body can send 1e300, which `Int` cannot hold).
    static func whole(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 1e12 else { return nil }
        return Int(value.rounded())
    }

    /// Date formatters made so far, by locale, time zone and pattern: making one costs far more
    /// than using it, and a screen formats a hundred dates with a handful of patterns.
    private let dateFormatters = Locked<[String: DateFormatter]>([:])

    /// Creates a formatter.
    package init(units: DisplayUnits = .metric, locale: Locale = Locale(identifier: "en_US_POSIX")) {
        self.units = units
        self.locale = locale
    }

    /// The temperature in the display unit, as a number (for charts).
    package func degrees(_ temperature: Measurement<UnitTemperature>) -> Double {
        temperature.converted(to: units.temperature).value
    }

    /// A whole-degree temperature with its unit: `21°C`, `-3°C` (never `-0°C`).
    package func temperature(_ temperature: Measurement<UnitTemperature>?) -> String {
        guard let temperature else { return Self.unknown }
        guard let rounded = Self.whole(degrees(temperature)) else { return Self.unknown }
        return "\(rounded)\(units.temperatureSymbol)"
    }

    /// The wind speed and the compass direction it comes from: `18 km/h NW`.
    package func wind(_ wind: Wind?) -> String {
        guard let wind else { return Self.unknown }
        guard let speed = Self.whole(wind.speed.converted(to: units.speed).value) else { return Self.unknown }
        let text = "\(speed) \(units.speedSymbol)"
        return wind.compassDirection.map { "\(text) \($0)" } ?? text
    }

    /// The air pressure: `1013 hPa` or `29.92 inHg`.
    package func pressure(_ pressure: Measurement<UnitPressure>?) -> String {
        guard let pressure else { return Self.unknown }
        let value = pressure.converted(to: units.pressure).value
        guard let hectopascals = Self.whole(value) else { return Self.unknown }
        return units == .imperial ? String(format: "%.2f inHg", value) : "\(hectopascals) hPa"
    }

    /// A fraction from 0 to 1 as a whole percentage: `0.65` → `65%`.
    package func percent(_ fraction: Double?) -> String {
        guard let fraction, let percent = Self.whole(fraction * 100) else { return Self.unknown }
        return "\(percent)%"
    }

    /// The UV index with one decimal when it has one: `3`, `5.4`.
    package func uvIndex(_ index: Double?) -> String {
        guard let index, let whole = Self.whole(index) else { return Self.unknown }
        let rounded = (index * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(whole)" : String(format: "%.1f", rounded)
    }

    /// The local time of day, 24-hour: `14:00`.
    package func time(_ date: Date, in timeZone: TimeZone) -> String {
        string(date, pattern: "HH:mm", in: timeZone)
    }

    /// The abbreviated weekday and the local time: `Mon 14:00`.
    package func weekdayAndTime(_ date: Date, in timeZone: TimeZone) -> String {
        string(date, pattern: "EEE HH:mm", in: timeZone)
    }

    /// The local day and month: `23 Nov`.
    package func dayAndMonth(_ date: Date, in timeZone: TimeZone) -> String {
        string(date, pattern: "d MMM", in: timeZone)
    }

    /// The day's weekday name from WeatherModels: `Monday` (or `Mon` abbreviated).
    package func weekday(
        of day: DayForecast, in timeZone: TimeZone, style: DayForecast.WeekdayStyle = .abbreviated
    ) -> String {
        day.weekdayName(in: timeZone, locale: locale, style: style)
    }

    /// A time zone by its name, `Europe/Oslo`, and `Europe/Oslo, estimated` when no service, geocoder or
    /// caller named it (`Weather.isTimeZoneEstimated`, or a `Place` without a zone).
    package func zone(_ timeZone: TimeZone, estimated: Bool) -> String {
        estimated ? "\(timeZone.identifier), estimated" : timeZone.identifier
    }

    /// A place as a person reads it: `Berlin, DE`, or `Springfield, Illinois, US`.
    package func place(_ place: Place) -> String {
        let details = [place.state, place.country].compactMap { $0 }.filter { !$0.isEmpty && $0 != place.name }
        return ([place.name] + details).joined(separator: ", ")
    }

    /// How long ago something was saved: `just now`, `5 minutes ago`, `2 hours ago`, `3 days ago`.
    package static func age(_ seconds: TimeInterval) -> String {
        let seconds = seconds.isNaN ? 0 : min(max(0, seconds), 1e12)
        func count(_ value: Int, _ unit: String) -> String {
            "\(value) \(unit)\(value == 1 ? "" : "s") ago"
        }
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return count(Int(seconds / 60), "minute")
        case ..<86_400: return count(Int(seconds / 3_600), "hour")
        default: return count(Int(seconds / 86_400), "day")
        }
    }

    /// The warning shown above saved weather served because `service` could not answer: what failed,
    /// which source the saved weather came from (sandbox data says so) and how old it is.
    ///
    /// `Could not reach OpenWeather (the request timed out); showing openweather weather saved 5 minutes ago.`
    package static func fallbackNotice<Value>(_ saved: Timestamped<Value>, service: String, now: Date) -> String {
        let reason = saved.fallbackReason.map { " (\($0.message))" } ?? ""
        let provider = saved.source?.provider.description ?? "an unknown source"
        let origin = saved.origin == .sandbox ? "sandbox " : ""
        return
            "Could not reach \(service)\(reason); showing \(origin)weather from \(provider) saved \(age(saved.age(at: now)))."
    }

    private func string(_ date: Date, pattern: String, in timeZone: TimeZone) -> String {
        let key = "\(locale.identifier)|\(timeZone.identifier)|\(pattern)"
        // A formatter is only ever used inside the lock.
        return dateFormatters.withLock { formatters in
            let formatter = formatters[key] ?? makeDateFormatter(pattern: pattern, in: timeZone)
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }

    private func makeDateFormatter(pattern: String, in timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter
    }
}
