import Foundation
import WeatherModels

/// The column titles of every example's tables, from one place, so the same column has the same title (and
/// translation) everywhere.
package enum ColumnTitle: String, Sendable, CaseIterable {
    case place, city, country, region, id, time, date, weekday, temperature, dayTemperature, night, low, high, range
    case sky, rain, wind, pressure, humidity, clouds, taken, age, lastReading, openWith
}

extension WeatherFormatter {
    /// A column of an example's table titled in the formatter's language: `column(.temperature, .right)` is
    /// "Temp" in English, "Темп." in Russian.
    package func column(_ title: ColumnTitle, _ alignment: TextTable.Alignment = .left) -> TextTable.Column {
        TextTable.Column(example("column.\(title.rawValue)"), alignment: alignment)
    }

    /// A condition as every example's sky column shows it: its symbol and its words in the formatter's
    /// language, `☁️ Cloudy`.
    package func sky(_ condition: WeatherCondition, isDaylight: Bool = true) -> String {
        "\(condition.emoji(isDaylight: isDaylight)) \(self.condition(condition))"
    }

    /// A condition described in a service's own words (freetestapi's "Partly Cloudy"), as every example's sky
    /// column shows it.
    package func sky(describedAs text: String) -> String {
        sky(WeatherCondition(text: text))
    }
}
