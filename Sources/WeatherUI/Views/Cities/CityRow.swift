#if canImport(SwiftUI)
import SwiftUI
import WeatherProviders

/// One city of freetestapi.com's list: its name, country, temperature and conditions, marked when the data
/// are not live.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CityRow: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let city: CityWeather

    /// The row of `city`.
    public init(_ city: CityWeather) {
        self.city = city
    }

    /// The row.
    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(city.city)
                    .font(.headline)
                Text(city.country)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            VStack(alignment: .trailing, spacing: 2) {
                Text(text.format.temperature(Measurement(value: city.temperature, unit: UnitTemperature.celsius)))
                    .monospacedDigit()
                    .accessibilityLabel(
                        text.format.spokenTemperature(
                            Measurement(value: city.temperature, unit: UnitTemperature.celsius)))
                Text(city.weatherDescription)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            if let label = city.origin.label(in: locale) {
                Image(systemName: city.origin == .sandbox ? "testtube.2" : "questionmark.circle")
                    .foregroundStyle(Color(WeatherPalette.badge))
                    .accessibilityLabel(label)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

extension CityWeather {
    /// The city's identity in a list: the service's id is not unique on its own, its name with it is.
    var rowID: String { "\(id)|\(city)" }
}
#endif
