#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The label next to weather that is not live and fresh, such as "Sandbox data" or "Saved 2 h ago"; it
/// shows nothing for live, fresh weather.
///
/// Put it wherever weather is shown, so weather the sandbox made up, or saved weather shown offline, never
/// looks like a live reading:
///
/// ```swift
/// struct PlaceHeader: View {
///     let shown: PlaceWeather
///
///     var body: some View {
///         HStack { Text(shown.place.name); Spacer(); DataOriginBadge(shown) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DataOriginBadge: View {
    @Environment(\.locale) private var locale
    private let content: Content
    private let systemImage: String

    /// What the badge says: fixed text, or words made in the environment's locale.
    private enum Content {
        case fixed(String?)
        case weather(PlaceWeather, Date?)
        case origin(DataOrigin?)
    }

    /// The badge of `weather`: its ``PlaceWeather/badge(at:locale:)``, in the environment's locale, as of `date`,
    /// or, without a date, as of the moment on screen: "Saved 5 min ago" becomes "Saved 6 min ago" a minute later.
    public init(_ weather: PlaceWeather, at date: Date? = nil) {
        self.content = .weather(weather, date)
        self.systemImage =
            weather.isSandbox ? "testtube.2" : weather.isStale ? "clock.arrow.circlepath" : "questionmark.circle"
    }

    /// The badge of data from `origin`: "Sandbox data", "Source unknown", or nothing for live data.
    public init(origin: DataOrigin?) {
        self.content = .origin(origin)
        self.systemImage = origin == .sandbox ? "testtube.2" : "questionmark.circle"
    }

    /// A badge with any text, or none when `text` is `nil`.
    public init(text: String?, systemImage: String) {
        self.content = .fixed(text)
        self.systemImage = systemImage
    }

    /// The badge, or nothing.
    public var body: some View {
        if case .weather(let weather, nil) = content, weather.isStale {
            // An age on screen advances with the clock, not only when something else redraws the view.
            TimelineView(.everyMinute) { context in
                label(weather.badge(at: context.date, locale: locale))
            }
        } else {
            label(words)
        }
    }

    @ViewBuilder
    private func label(_ words: String?) -> some View {
        if let words {
            SwiftUI.Label(words, systemImage: systemImage)
                .labelStyle(.titleAndIcon)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .foregroundStyle(Color(WeatherPalette.badge))
                .background(Color(WeatherPalette.badgeTint).opacity(WeatherPalette.badgeTintOpacity), in: Capsule())
                .accessibilityElement(children: .combine)
        }
    }

    private var words: String? {
        switch content {
        case .fixed(let words): words
        case .weather(let weather, let date): weather.badge(at: date ?? .now, locale: locale)
        case .origin(let origin): origin?.label(in: locale)
        }
    }
}
#endif
