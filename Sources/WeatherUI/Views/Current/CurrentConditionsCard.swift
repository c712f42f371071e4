#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// The current conditions of a place: its name, the temperature, the condition, what it feels like, today's
/// high and low, and the badge of weather that is not live and fresh (``DataOriginBadge``).
///
/// ```swift
/// struct CurrentWeatherCard: View {
///     let model: CurrentPlaceModel
///
///     var body: some View {
///         if let shown = model.weather.value { CurrentConditionsCard(shown) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CurrentConditionsCard: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let shown: PlaceWeather
    private let now: Date?

    /// The card of `weather`, with its badge and today's range as of `now`, or as of the moment on screen when no
    /// date is given (the badge's age then advances by itself).
    public init(_ weather: PlaceWeather, now: Date? = nil) {
        self.shown = weather
        self.now = now
    }

    /// The card.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(text.format.placeName(shown.place))
                    .font(.title2.bold())
                Spacer(minLength: 8)
                DataOriginBadge(shown, at: now)
            }
            if let reason = shown.fallbackReason {
                // Saved weather says why it is shown instead of fresh weather.
                Label(text.format.message(for: reason), systemImage: "wifi.exclamationmark")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            if let current = shown.weather.current {
                HStack(spacing: 16) {
                    ConditionSymbol(current.condition, isDaylight: current.isDaylight)
                        .font(.largeTitle)
                        .imageScale(.large)
                        .accessibilityHidden(true)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(text.format.temperature(current.temperature))
                            .font(.largeTitle.weight(.thin))
                            .monospacedDigit()
                            .accessibilityLabel(text.format.spokenTemperature(current.temperature))
                        Text(text.format.condition(current.condition))
                            .font(.headline)
                    }
                }
                HStack(spacing: 16) {
                    Text(text("ui.feelsLike", text.format.temperature(current.apparentTemperature)))
                        .accessibilityLabel(
                            text("ui.feelsLike", text.format.spokenTemperature(current.apparentTemperature)))
                    if let range = shown.weather.todayHighLow(at: now ?? .now) {
                        Text(text("ui.highLow", text.format.degrees(range.high), text.format.degrees(range.low)))
                            .accessibilityLabel(
                                text(
                                    "ui.highLow.spoken", text.format.spokenTemperature(range.high),
                                    text.format.spokenTemperature(range.low)))
                    }
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            } else {
                Text(text.format.text("error.detail.noCurrentConditions"))
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .combine)
    }

}
#endif
