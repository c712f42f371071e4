import Foundation
import WeatherCore
import WeatherModels

// What the examples write beyond WeatherModels' `WeatherFormatter`: places with their region, zones, the
// weekday with the time, the UV index, and the notice above saved weather, in the examples' own words.

extension WeatherFormatter {
    /// The examples' text for `key` (ExampleSupport's `Resources/<language>.lproj`), in this formatter's
    /// language.
    package func example(_ key: String, _ arguments: String...) -> String {
        ExampleStrings.table.text(key, language: LanguageTag.resolve(locale), arguments)
    }

    /// The examples' text for `key` with the values of its placeholders given as an array.
    package func example(_ key: String, _ arguments: [String]) -> String {
        ExampleStrings.table.text(key, language: LanguageTag.resolve(locale), arguments)
    }

    /// The examples' plural text for `key`, its count written in this formatter's digits.
    package func example(_ key: String, count: Int) -> String {
        ExampleStrings.table.plural(
            key, count: Double(count), language: LanguageTag.resolve(locale), [number(Double(count))])
    }

    /// The temperature in the temperature unit, as a number (for charts); `nan` when it is unknown.
    package func degreesValue(_ temperature: Measurement<UnitTemperature>) -> Double {
        temperature.converted(to: units.temperature == .celsius ? .celsius : .fahrenheit).value
    }

    /// The UV index with one decimal when it has one: `3`, `5.4` (`5,4` in Russian).
    package func uvIndex(_ index: Double?) -> String {
        guard let index, index.isFinite, abs(index) < 1e12 else { return Self.unknown }
        let rounded = (index * 10).rounded() / 10
        return number(rounded, fractionDigits: rounded == rounded.rounded() ? 0 : 1)
    }

    /// The abbreviated weekday and the local time: `Mon 14:00`, `Пн 14:00`.
    package func weekdayAndTime(_ date: Date, in timeZone: TimeZone) -> String {
        "\(weekday(date, in: timeZone)) \(time(date, in: timeZone))"
    }

    /// The day's weekday, abbreviated: `Mon`, `Пн`, `月`.
    package func weekday(of day: DayForecast, in timeZone: TimeZone) -> String {
        weekday(day.date, in: timeZone)
    }

    /// A time zone by its name, `Europe/Oslo`, and `Europe/Oslo, estimated` when no service, geocoder or
    /// caller named it (`Weather.isTimeZoneEstimated`, or a `Place` without a zone).
    package func zone(_ timeZone: TimeZone, estimated: Bool) -> String {
        estimated ? text("zone.estimated", timeZone.identifier) : timeZone.identifier
    }

    /// A place as a person reads it, in the locale's language where a service named it so: `Berlin, DE`,
    /// `Springfield, Illinois, US`, `Москва, RU`.
    package func place(_ place: Place) -> String {
        let name = placeName(place)
        let details = [place.state, place.country].compactMap { $0 }.filter {
            !$0.isEmpty && $0 != place.name && $0 != name
        }
        return ([name] + details).joined(separator: ", ")
    }

    /// The warning shown above saved weather served because `service` could not answer: what failed,
    /// which source the saved weather came from (sandbox data says so) and how old it is.
    ///
    /// `Could not reach OpenWeather (the request timed out); showing weather from OpenWeather saved 5 minutes ago.`
    package func fallbackNotice<Value>(_ saved: Timestamped<Value>, service: String, now: Date) -> String {
        let reason = saved.fallbackReason.map(reasonText) ?? message(for: WeatherError(.network, message: ""))
        let provider = saved.source?.displayName ?? example("fallback.unknownSource")
        let age = age(saved.age(at: now))
        // "Could not reach" only when the service was not reached; a refused key or a spent quota is an answer.
        let unreached = (saved.fallbackReason?.code ?? .network) == .network
        let key = (unreached ? "fallback" : "fallback.refused") + (saved.origin == .sandbox ? ".sandbox" : ".live")
        return example(key, service, reason, provider, age)
    }
}

/// ExampleSupport's string table.
enum ExampleStrings {
    static let table = StringTable(bundle: { Bundle.module })
}
