#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The notice above a saved list shown because the service could not be reached: its age, the reason, and
/// where it came from.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OfflineCopyNotice: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let copy: CityListModel.OfflineCopy
    private let now: Date?

    /// The notice of `copy`, its age as of `now`, or as of the moment on screen when no date is given (the age
    /// then advances by itself).
    public init(_ copy: CityListModel.OfflineCopy, now: Date? = nil) {
        self.copy = copy
        self.now = now
    }

    /// The notice.
    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            TimelineView(.everyMinute) { context in
                Label(
                    text("ui.savedListFrom", text.format.age((now ?? context.date).timeIntervalSince(copy.fetchedAt))),
                    systemImage: "clock.arrow.circlepath"
                )
            }
            .font(.headline)
            Text(text.format.message(for: copy.reason))
                .font(.footnote)
                .foregroundStyle(.secondary)
            DataOriginBadge(origin: copy.origin)
        }
    }
}
#endif
