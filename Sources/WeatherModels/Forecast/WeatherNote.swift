import Foundation

/// What a provider's answer lacked, and what the SDK did about it.
///
/// The SDK never drops data silently: when a field is missing from an answer, the mapping keeps what
/// came, derives what can be derived (a day's low from its hours, the humidity from the dew point, a
/// time zone from the UTC offset), and records a note here. Apps can show that a value is estimated
/// or unknown, and tests can assert that nothing was lost.
///
/// ```swift
/// import WeatherProviders
///
/// let weather = try await OpenMeteoClient().weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
/// for note in weather.notes where note.kind == .missing {
///     print("Not sent:", note.field)         // "current.apparentTemperature"
/// }
/// if weather.notes.contains(where: { $0.field == "timeZone" }) { print("Times are shown in UTC") }
/// ```
public struct WeatherNote: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What happened to the field.
    public struct Kind: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The name, such as `derived`.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The provider did not send the value; the SDK worked it out from other values (``detail`` says how).
        public static let derived = Kind("derived")
        /// The provider did not send the value and it could not be derived. Where the model's field
        /// cannot be empty, ``detail`` says what stands in it.
        public static let missing = Kind("missing")
        /// An entry (an hour, a day, an alert) was left out because it lacked what every entry needs,
        /// such as a time or a temperature.
        public static let leftOut = Kind("leftOut")
        /// The value or data set came from another provider than the weather's main source (a composite
        /// provider filled it in or failed over); ``detail`` names the provider and why.
        public static let otherSource = Kind("otherSource")

        /// The name.
        public var description: String { rawValue }

        /// Decodes the name; an unknown one (from a newer SDK) is kept as it is.
        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        /// Encodes the name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// What happened.
    public var kind: Kind
    /// The field, as a path into ``Weather``: `timeZone`, `current.humidity`,
    /// `daily[2026-01-05].lowTemperature`, `hourly[2026-01-05T14:00Z]`.
    public var field: String
    /// A sentence saying what the SDK did: "the lowest of the day's 24 hourly temperatures".
    public var detail: String

    /// Creates a note.
    public init(_ kind: Kind, field: String, detail: String) {
        self.kind = kind
        self.field = field
        self.detail = detail
    }

    /// `derived current.humidity: from the dew point and the temperature`.
    public var description: String { "\(kind) \(field): \(detail)" }
}

extension WeatherNote {
    /// The path of a day's field, such as `daily[2026-01-05].lowTemperature`, for a day in `timeZone`.
    package static func dayField(_ field: String, of date: Date, in timeZone: TimeZone) -> String {
        "daily[\(day(of: date, in: timeZone))]" + (field.isEmpty ? "" : "." + field)
    }

    /// The path of an hour's field, such as `hourly[2026-01-05T14:00Z].temperature`.
    package static func hourField(_ field: String, of date: Date) -> String {
        let suffix = field.isEmpty ? "" : "." + field
        guard let seconds = calendarSeconds(of: date) else { return "hourly[\(unrenderable(date))]" + suffix }
        let day = Self.day(of: date, in: TimeZone(secondsFromGMT: 0) ?? .current)
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        let time = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        return "hourly[\(day)T\(time)Z]" + suffix
    }

    private static func day(of date: Date, in timeZone: TimeZone) -> String {
        guard calendarSeconds(of: date) != nil else { return unrenderable(date) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// The whole seconds since 1970 of a date a calendar can name (within about 30,000 years of it), or
    /// `nil`: a body may send any number as a time, and naming it in a note must never trap.
    private static func calendarSeconds(of date: Date) -> Int? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard abs(seconds) < 1e12 else { return nil }
        return Int(exactly: seconds)
    }

    /// A time no calendar names, as its seconds since 1970: `1e+300s`.
    private static func unrenderable(_ date: Date) -> String {
        "\(date.timeIntervalSince1970)s"
    }
}

extension WeatherNote {
    /// One note for many entries left out for the same reason, such as 12 hours without a
    /// temperature: `hourly` with "12 hours left out: no temperature (the first at …)".
    ///
    /// - Parameters:
    ///   - series: The series, such as `hourly` or `minutely`.
    ///   - count: How many entries were left out; no note is made for none.
    ///   - unit: The entries' name, such as `hours`.
    ///   - reason: Why, such as `no temperature`.
    ///   - first: The first entry's time, when known.
    package static func leftOut(
        _ series: String, count: Int, of unit: String, because reason: String, first: Date?
    ) -> WeatherNote? {
        guard count > 0 else { return nil }
        let at = first.map { " (the first at \(Self.hourField("", of: $0).dropFirst("hourly".count)))" } ?? ""
        return WeatherNote(.leftOut, field: series, detail: "\(count) \(unit) left out: \(reason)\(at)")
    }
}
