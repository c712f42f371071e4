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
        case weather(PlaceWeather, Date)
        case origin(DataOrigin?)
    }

    /// The badge of `weather` at `date`: its ``PlaceWeather/badge(at:locale:)``, in the environment's locale.
    public init(_ weather: PlaceWeather, at date: Date = .now) {
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
        if let words {
            SwiftUI.Label(words, systemImage: systemImage)
                .labelStyle(.titleAndIcon)
                .font(.caption.weight(.semibold))
                .lineLimit(1)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .foregroundStyle(.orange)
                .background(.orange.opacity(0.15), in: Capsule())
                .accessibilityElement(children: .combine)
        }
    }

    private var words: String? {
        switch content {
        case .fixed(let words): words
        case .weather(let weather, let date): weather.badge(at: date, locale: locale)
        case .origin(let origin): origin?.label(in: locale)
        }
    }
}
#endif
