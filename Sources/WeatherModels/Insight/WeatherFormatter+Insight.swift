import Foundation

extension WeatherFormatter {
    /// The name of a part of the day: "Morning", "Утро", "朝".
    public func dayPart(_ part: DayPart) -> String {
        text("dayPart.\(part.rawValue)")
    }

    /// The next hour's precipitation in a sentence, its times in `timeZone`:
    /// "Light rain starting in 12 min, stopping around 14:40", "Snow stopping in 20 min",
    /// "Heavy rain for the next hour", "No precipitation in the next hour".
    public func nextHour(_ next: NextHourPrecipitation, in timeZone: TimeZone) -> String {
        let now = next.window.start
        let what = text("precipitation.\(next.intensity.rawValue).\(next.kind.rawValue)")
        let sentence: String
        switch next.outlook {
        case .dry:
            sentence = text("nextHour.dry")
        case .starting(let start, let end?):
            sentence = text(
                "nextHour.startingAndStopping", what, minutes(from: now, to: start), time(end, in: timeZone))
        case .starting(let start, nil):
            sentence = text("nextHour.starting", what, minutes(from: now, to: start))
        case .stopping(let end):
            sentence = text("nextHour.stopping", what, minutes(from: now, to: end))
        case .continuing:
            sentence = text("nextHour.continuing", what)
        }
        return Self.capitalizingFirstLetter(sentence, locale: locale)
    }

    /// A significant change in a sentence, its day named as a person would ("Tomorrow", "Thu"):
    /// "Thu: 7° colder than the day before", "Sat: first frost, low -2°", "Mon: a rainy spell of 3 days begins".
    public func change(_ change: WeatherChange, in timeZone: TimeZone, now: Date) -> String {
        let day = dayLabel(change.day, in: timeZone, now: now)
        let sentence: String
        switch change.kind {
        case .warmer(let difference):
            sentence = text("change.warmer", day, degreesDifference(difference))
        case .colder(let difference):
            sentence = text("change.colder", day, degreesDifference(difference))
        case .firstFrost(let low):
            sentence = text("change.firstFrost", day, degrees(low))
        case .rainySpell(let days):
            sentence = text("change.rainySpell", day, plural("insight.days", count: Double(days), number(Double(days))))
        }
        return Self.capitalizingFirstLetter(sentence, locale: locale)
    }

    /// A day against the normal of its date, the date as `timeZone` writes it: "4° warmer than normal for 27 Nov",
    /// "3° colder than normal for 27 Nov", "Near normal for 27 Nov" (within ``NormalComparison/nearNormalLimit``).
    /// The difference is in the temperature unit (9° in Fahrenheit for 5 °C).
    public func normalComparison(_ comparison: NormalComparison, in timeZone: TimeZone) -> String {
        let date = dayAndMonth(comparison.date, in: timeZone)
        let difference = comparison.difference
        let sentence: String
        switch comparison.category {
        case .nearNormal:
            sentence = text("normals.near", date)
        case .warmer, .muchWarmer:
            sentence = text("normals.warmer", degreesDifference(difference), date)
        case .colder, .muchColder:
            let magnitude = Measurement(value: -difference.value, unit: difference.unit)
            sentence = text("normals.colder", degreesDifference(magnitude), date)
        }
        return Self.capitalizingFirstLetter(sentence, locale: locale)
    }

    /// A temperature difference in the temperature unit, as a whole number of degrees: 5 °C is `5°`, or `9°` in
    /// Fahrenheit (a difference scales by 1.8 and has no offset).
    public func degreesDifference(_ difference: Measurement<UnitTemperature>) -> String {
        let celsius = difference.unit == .fahrenheit ? difference.value / 1.8 : difference.value
        let shown = units.temperature == .fahrenheit ? celsius * 1.8 : celsius
        guard shown.isFinite else { return Self.unknown }
        return text("unit.temperature.degrees", number(shown.rounded()))
    }

    /// Whole minutes from `start` to `end`, at least 1: "12 min".
    private func minutes(from start: Date, to end: Date) -> String {
        text("nextHour.minutes", number(max(1, (end.timeIntervalSince(start) / 60).rounded())))
    }

    /// `text` with its first letter in upper case, as the locale writes it (a sentence whose first word came from
    /// a phrase written in lower case).
    static func capitalizingFirstLetter(_ text: String, locale: Locale) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased(with: locale) + text.dropFirst()
    }
}
