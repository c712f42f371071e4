#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// A condition's SF Symbol in its own colours, read by VoiceOver as the condition's description.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ConditionSymbol: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    let condition: WeatherCondition
    let isDaylight: Bool

    init(_ condition: WeatherCondition, isDaylight: Bool) {
        self.condition = condition
        self.isDaylight = isDaylight
    }

    var body: some View {
        Image(systemName: condition.symbolName(isDaylight: isDaylight))
            .symbolRenderingMode(.multicolor)
            .accessibilityLabel(text.format.accessibilityDescription(of: condition))
    }
}

/// The symbol a row shows for an error, with the error's message as its help text and VoiceOver label.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ErrorSymbol: View {
    let error: WeatherError
    @Environment(\.locale) private var locale

    var body: some View {
        Image(systemName: "exclamationmark.triangle")
            .foregroundStyle(.secondary)
            .help(WeatherFormatter(locale: locale).message(for: error))
            .accessibilityLabel(WeatherFormatter(locale: locale).message(for: error))
    }
}
#endif
