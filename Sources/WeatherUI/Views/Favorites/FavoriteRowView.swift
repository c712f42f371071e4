#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One row of the favorites list: the place (marked when it is the current place) and its current
/// conditions once they load, with the badge of weather that is not live and fresh.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FavoriteRowView: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let row: FavoriteRow
    private let now: Date?

    /// The view of `row`, its badge as of `now`, or as of the moment on screen when no date is given (an age
    /// then advances by itself).
    public init(_ row: FavoriteRow, now: Date? = nil) {
        self.row = row
        self.now = now
    }

    /// The row.
    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(text.format.placeName(row.place))
                    .font(.headline)
                if row.isCurrentPlace {
                    Label(text("ui.currentPlace"), systemImage: "location.fill")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                } else if let region = PlaceSearchResultRow.region(of: row.place) {
                    Text(region)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 8)
            conditions
        }
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder
    private var conditions: some View {
        if let shown = row.conditions.value, let current = shown.weather.current {
            VStack(alignment: .trailing, spacing: 2) {
                HStack(spacing: 6) {
                    if row.conditions.isLoading {
                        ProgressView()
                            .controlSize(.small)
                    } else if let error = row.conditions.error, shown.fallbackReason == nil {
                        // The weather kept on screen after a failed refresh: the symbol says why it is not newer.
                        ErrorSymbol(error: error)
                    }
                    ConditionSymbol(current.condition, isDaylight: current.isDaylight)
                    Text(text.format.temperature(current.temperature))
                        .font(.title3)
                        .monospacedDigit()
                        .accessibilityLabel(text.format.spokenTemperature(current.temperature))
                }
                DataOriginBadge(shown, at: now)
                    .help(shown.fallbackReason.map(text.format.message(for:)) ?? "")
                    .accessibilityHint(shown.fallbackReason.map(text.format.message(for:)) ?? "")
            }
        } else if row.conditions.isLoading {
            ProgressView()
        } else if let error = row.conditions.error {
            ErrorSymbol(error: error)
        }
    }
}
#endif
