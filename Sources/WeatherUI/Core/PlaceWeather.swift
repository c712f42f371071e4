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
    /// "Sandbox data", or "Saved 2 hours ago" for a fallback, in `locale`'s language.
    public func badge(at date: Date, locale: Locale = .current) -> String? {
        var parts: [String] = []
        if let label = origin.label(in: locale) {
            parts.append(label)
        }
        if isStale {
            let age = WeatherFormatter(locale: locale).age(age(at: date))
            parts.append(UIStrings.table.text("ui.badge.saved", in: locale, age))
        }
        return parts.reduce(nil) { joined, part in
            joined.map { UIStrings.table.text("ui.badge.separator", in: locale, $0, part) } ?? part
        }
    }

    /// An age in words in the current locale's language: "just now", "5 minutes ago", "3 hours ago",
    /// "2 days ago"; `WeatherFormatter.age(_:)` (WeatherModels) writes it in any locale.
    public static func age(_ seconds: TimeInterval) -> String {
        WeatherFormatter(locale: .current).age(seconds)
    }
}

extension DataOrigin {
    /// The label a view shows next to data of this origin, in the current locale's language: "Sandbox data",
    /// "Source unknown", or `nil` for live data, which needs none.
    public var label: String? {
        label(in: .current)
    }

    /// The label a view shows next to data of this origin, in `locale`'s language, or `nil` for live data.
    public func label(in locale: Locale) -> String? {
        switch self {
        case .live: nil
        case .sandbox: UIStrings.table.text("ui.badge.sandbox", in: locale)
        case .unknown: UIStrings.table.text("ui.badge.unknownSource", in: locale)
        }
    }
}
