#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherScheduling

private struct WeatherUnitsKey: EnvironmentKey {
    static let defaultValue: UnitPreferences? = nil
}

extension EnvironmentValues {
    /// The units WeatherUI's views write values in; `nil`, the default, for those customary in the
    /// environment's locale (`UnitPreferences(locale:)`).
    public var weatherUnits: UnitPreferences? {
        get { self[WeatherUnitsKey.self] }
        set { self[WeatherUnitsKey.self] = newValue }
    }
}

extension View {
    /// Writes the values of WeatherUI's views below this one in `units`, whatever the locale.
    ///
    /// ```swift
    /// import SwiftUI
    ///
    /// struct ContentView: View {
    ///     let model: FavoritesModel
    ///
    ///     var body: some View {
    ///         FavoritesScreen(model: model)
    ///             .weatherUnits(UnitPreferences(windSpeed: .metersPerSecond, pressure: .millimetersOfMercury))
    ///     }
    /// }
    /// ```
    public func weatherUnits(_ units: UnitPreferences?) -> some View {
        environment(\.weatherUnits, units)
    }
}

/// What a view needs to write text: the environment's locale and units, read once per body.
@available(iOS 17, macOS 14, *)
struct ViewText {
    let locale: Locale
    let format: WeatherFormatter

    init(locale: Locale, units: UnitPreferences?) {
        self.locale = locale
        format = WeatherFormatter(locale: locale, units: units)
    }

    /// WeatherUI's text for `key`.
    func callAsFunction(_ key: String, _ arguments: String...) -> String {
        UIStrings.table.text(key, language: format.language, arguments)
    }

    /// A daily time of day on the locale's clock: "10:00", or "10:00 AM".
    func time(of time: DailyTime) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let date = calendar.date(
            from: DateComponents(year: 2001, month: 1, day: 1, hour: time.hour, minute: time.minute))
        return date.map { format.time($0, in: .gmt) } ?? "\(time.hour):\(time.minute)"
    }

    /// WeatherUI's plural text for `key`.
    func plural(_ key: String, count: Int) -> String {
        UIStrings.table.plural(key, count: count, in: locale)
    }
}
#endif

#if canImport(SwiftUI)
extension Measurement where UnitType == UnitTemperature {
    /// The value in degrees Celsius, to compare and scale temperatures whatever their unit.
    var celsius: Double { converted(to: .celsius).value }
}
#endif
