import Foundation
import WeatherModels

/// The weather of one place as a screen shows it: the place, the weather, when it was fetched, and whether
/// it is a fresh answer or saved weather served because the service could not be reached.
public struct PlaceWeather: Identifiable, Sendable {
    /// The place the weather is for.
    public var place: Place
    /// The weather with its time, source and staleness.
    public var reading: Timestamped<Weather>

    /// Pairs a place with its weather.
    public init(place: Place, reading: Timestamped<Weather>) {
        self.place = place
        self.reading = reading
    }

    /// The place's identifier.
    public var id: Place.ID { place.id }
    /// The weather.
    public var weather: Weather { reading.weather }
    /// Whether this is saved weather shown because fresh weather could not be had.
    public var isStale: Bool { reading.isStale }
    /// Why fresh weather could not be had, when ``isStale``.
    public var fallbackReason: WeatherError? { reading.fallbackReason }
    /// Where the weather came from: live, the sandbox, or unknown. A view marks anything but `.live`.
    public var origin: DataOrigin { reading.origin }
    /// Whether the weather is made up by the sandbox; a view must label it so.
    public var isSandbox: Bool { origin == .sandbox }

    /// How old the weather is at `date`, in seconds.
    public func age(at date: Date) -> TimeInterval {
        reading.age(at: date)
    }

    /// The label a view shows next to weather that is not live and fresh, or `nil` for live, fresh weather:
    /// "Sandbox data", or "Saved 2 h ago" for a fallback.
    public func badge(at date: Date) -> String? {
        var parts: [String] = []
        if let label = origin.label {
            parts.append(label)
        }
        if isStale {
            parts.append("Saved \(Self.age(age(at: date)))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// An age in words: "just now", "5 min ago", "3 h ago", "2 days ago".
    public static func age(_ seconds: TimeInterval) -> String {
        // Saved times come from files: an age that is not a number, or centuries long, must not trap `Int`.
        let minutes = seconds.isNaN ? 0 : Int(min(max(0, seconds), 1e12) / 60)
        switch minutes {
        case ..<1: return "just now"
        case ..<60: return "\(minutes) min ago"
        case ..<(48 * 60): return "\(minutes / 60) h ago"
        default: return "\(minutes / (24 * 60)) days ago"
        }
    }
}

extension DataOrigin {
    /// The label a view shows next to data of this origin: "Sandbox data", "Source unknown", or `nil` for live
    /// data, which needs none.
    public var label: String? {
        switch self {
        case .live: nil
        case .sandbox: "Sandbox data"
        case .unknown: "Source unknown"
        }
    }
}
