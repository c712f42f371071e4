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
    private let text: String?
    private let systemImage: String

    /// The badge of `weather` at `date`: its ``PlaceWeather/badge(at:)``.
    public init(_ weather: PlaceWeather, at date: Date = .now) {
        self.text = weather.badge(at: date)
        self.systemImage =
            weather.isSandbox ? "testtube.2" : weather.isStale ? "clock.arrow.circlepath" : "questionmark.circle"
    }

    /// The badge of data from `origin`: "Sandbox data", "Source unknown", or nothing for live data.
    public init(origin: DataOrigin?) {
        self.init(text: origin?.label, systemImage: origin == .sandbox ? "testtube.2" : "questionmark.circle")
    }

    /// A badge with any text, or none when `text` is `nil`.
    public init(text: String?, systemImage: String) {
        self.text = text
        self.systemImage = systemImage
    }

    /// The badge, or nothing.
    public var body: some View {
        if let text {
            Label(text, systemImage: systemImage)
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
}
#endif
