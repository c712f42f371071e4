import Foundation
import WeatherModels

/// A wall-clock time of day, such as 10:00, that recurs every day in some time zone.
///
/// The time zone is not part of the value: it is passed to ``nextOccurrence(after:in:)`` at each
/// call, so a schedule follows the place (or the device) even when its zone changes.
///
/// ```swift
/// import Foundation
///
/// let tenAM = DailyTime(hour: 10, minute: 0)
/// let berlin = TimeZone(identifier: "Europe/Berlin")!
/// let next = tenAM.nextOccurrence(after: Date(), in: berlin)
/// ```
public struct DailyTime: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The hour of the day, from 0 to 23.
    public let hour: Int
    /// The minute of the hour, from 0 to 59.
    public let minute: Int

    /// Creates a time of day from values chosen in code, such as `DailyTime(hour: 10, minute: 0)`.
    ///
    /// `hour` must be in `0...23` and `minute` in `0...59`; anything else is a programming error and
    /// stops the program. For values that come from outside the app's code (settings, a server, the
    /// user), use ``init(validatingHour:minute:)``, which throws instead.
    public init(hour: Int, minute: Int) {
        precondition((0...23).contains(hour), "The hour of a daily time must be 0...23, not \(hour).")
        precondition((0...59).contains(minute), "The minute of a daily time must be 0...59, not \(minute).")
        self.init(checkedHour: hour, minute: minute)
    }

    /// Creates a time of day from values that may be out of range, such as a stored setting.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` when `hour` is outside `0...23` or
    ///   `minute` is outside `0...59`.
    public init(validatingHour hour: Int, minute: Int) throws {
        guard (0...23).contains(hour) else {
            throw WeatherError(.invalidInput, message: "The hour of a daily time must be 0...23, not \(hour).")
        }
        guard (0...59).contains(minute) else {
            throw WeatherError(.invalidInput, message: "The minute of a daily time must be 0...59, not \(minute).")
        }
        self.init(checkedHour: hour, minute: minute)
    }

    private init(checkedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// 10:00, the time of the daily forecast notification unless configured otherwise.
    public static var tenInTheMorning: DailyTime { DailyTime(checkedHour: 10, minute: 0) }

    /// The time as `HH:mm`, such as `"09:05"`.
    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Orders times from midnight to 23:59.
    public static func < (lhs: DailyTime, rhs: DailyTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// The seconds from local midnight to this time on a day without a clock change.
    var secondsFromMidnight: Int { hour * 3600 + minute * 60 }

    private enum CodingKeys: String, CodingKey {
        case hour
        case minute
    }

    /// Decodes `{"hour": 10, "minute": 0}`; out-of-range values throw a decoding error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let hour = try container.decode(Int.self, forKey: .hour)
        let minute = try container.decode(Int.self, forKey: .minute)
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            throw DecodingError.dataCorruptedError(
                forKey: (0...23).contains(hour) ? .minute : .hour, in: container,
                debugDescription: "\(hour):\(minute) is not a time of day.")
        }
        self.init(checkedHour: hour, minute: minute)
    }

    /// Encodes `{"hour": 10, "minute": 0}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hour, forKey: .hour)
        try container.encode(minute, forKey: .minute)
    }
}
