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
    private let shown: PlaceWeather
    private let now: Date

    /// The card of `weather`, with its badge and today's range as of `now`.
    public init(_ weather: PlaceWeather, now: Date = .now) {
        self.shown = weather
        self.now = now
    }

    /// The card.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(shown.place.name)
                    .font(.title2.bold())
                Spacer(minLength: 8)
                DataOriginBadge(shown, at: now)
            }
            if let current = shown.weather.current {
                HStack(spacing: 16) {
                    ConditionSymbol(current.condition, isDaylight: current.isDaylight)
                        .font(.system(size: 44))
                        .accessibilityHidden(true)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(current.temperature.wholeDegrees)
                            .font(.system(size: 52, weight: .thin))
                            .monospacedDigit()
                        Text(Self.conditionText(current))
                            .font(.headline)
                    }
                }
                HStack(spacing: 16) {
                    Text("Feels like \(current.apparentTemperature.wholeDegrees)")
                    if let range = shown.weather.todayHighLow(at: now) {
                        Text("H \(range.high.shortDegrees)  L \(range.low.shortDegrees)")
                    }
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            } else {
                Text("No current conditions were reported.")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .combine)
    }

    /// The provider's words for the condition, or the SDK's when it gave none.
    static func conditionText(_ current: CurrentWeather) -> String {
        current.conditionDescription.isEmpty ? current.condition.description : current.conditionDescription
    }
}
#endif
