#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// One result of a place search: the place, where it is, and its current conditions once they load, with
/// the badge of conditions that are not live.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PlaceSearchResultRow: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let result: PlaceSearchResult

    /// The row of `result`.
    public init(_ result: PlaceSearchResult) {
        self.result = result
    }

    /// The row.
    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(text.format.placeName(result.place))
                    .font(.headline)
                if let region = Self.region(of: result.place) {
                    Text(region)
                        .font(.subheadline)
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
        switch result.conditions {
        case .idle:
            EmptyView()
        case .loading:
            ProgressView()
        case .loaded(let current), .failed(_, .some(let current)):
            VStack(alignment: .trailing, spacing: 2) {
                HStack(spacing: 6) {
                    ConditionSymbol(current.condition, isDaylight: current.isDaylight)
                    Text(text.format.temperature(current.temperature))
                        .monospacedDigit()
                        .accessibilityLabel(text.format.spokenTemperature(current.temperature))
                }
                DataOriginBadge(origin: result.origin)
            }
        case .failed(let error, nil):
            ErrorSymbol(error: error)
        }
    }

    /// "Bavaria, DE": the state and country, when known.
    static func region(of place: Place) -> String? {
        let parts = [place.state, place.country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
#endif
