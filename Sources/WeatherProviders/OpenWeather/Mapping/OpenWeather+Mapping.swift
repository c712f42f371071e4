import Foundation

/// Conversions shared by the OpenWeather mappings: units, fractions, conditions and time zones.
///
/// Measurements are built in the shared `CanonicalUnits` objects: the models then keep them as
/// they are instead of comparing a freshly built unit for every value of a forecast.
package struct OpenWeatherMapping: Sendable {
    /// The units the request asked for; the body does not say which were used.
    package var units: OpenWeatherClient.Units
    /// The linear conversion of the body's temperatures to °C, read once from the unit.
    private let temperatureToCelsius: LinearConversion
    /// The linear conversion of the body's speeds to m/s.
    private let speedToMetersPerSecond: LinearConversion

    /// Whether the bodies come from the live service or the sandbox.
    package var origin: DataOrigin

    /// A mapping for bodies requested in `units`, answered from `origin`.
    package init(units: OpenWeatherClient.Units, origin: DataOrigin = .live) {
        self.units = units
        self.origin = origin
        temperatureToCelsius = LinearConversion(from: units.temperatureUnit, to: CanonicalUnits.celsius)
        speedToMetersPerSecond = LinearConversion(from: units.windSpeedUnit, to: CanonicalUnits.metersPerSecond)
    }

    /// The attribution OpenWeather's terms ask apps to show.
    static let source = OpenWeather.service.source

    /// ``source`` with the origin of the bodies.
    var source: WeatherSource {
        var source = Self.source
        source.origin = origin
        return source
    }

    /// A temperature of the body in °C, computed as Foundation converts units but without its calls
    /// for every one of a forecast's hundreds of values.
    func temperature(_ value: Double) -> Measurement<UnitTemperature> {
        Measurement(value: temperatureToCelsius(value), unit: CanonicalUnits.celsius)
    }

    func temperature(_ value: Double?) -> Measurement<UnitTemperature>? {
        value.map(temperature)
    }

    func wind(speed: Double?, direction: Double?, gust: Double?) -> Wind? {
        guard let speed, speed.isFinite else { return nil }
        return Wind(
            speed: Measurement(value: speedToMetersPerSecond(speed), unit: CanonicalUnits.metersPerSecond),
            direction: direction.map { Measurement(value: $0, unit: CanonicalUnits.degrees) },
            gust: gust.map { Measurement(value: speedToMetersPerSecond($0), unit: CanonicalUnits.metersPerSecond) })
    }

    static func pressure(_ hectopascals: Double?) -> Measurement<UnitPressure>? {
        hectopascals.map { Measurement(value: $0, unit: CanonicalUnits.hectopascals) }
    }

    static func visibility(_ meters: Double?) -> Measurement<UnitLength>? {
        meters.map { Measurement(value: $0, unit: CanonicalUnits.meters) }
    }

    /// A percentage (humidity, clouds) as a fraction from 0 to 1.
    static func fraction(percent: Double?) -> Double? {
        percent.map { min(max($0 / 100, 0), 1) }
    }

    /// A probability (`pop`) kept within 0…1.
    static func chance(_ value: Double?) -> Double? {
        value.map { min(max($0, 0), 1) }
    }

    static func date(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A time that the service sends as `0` when there is none (moonrise, sunrise in polar night).
    static func optionalDate(_ seconds: Int64?) -> Date? {
        guard let seconds, seconds != 0 else { return nil }
        return date(seconds)
    }

    /// The primary condition's id as text (`"501"`), for `conditionCode`.
    static func code(_ conditions: [OpenWeather.Condition]) -> String? {
        conditions.first.map { String($0.id) }
    }

    static func condition(_ conditions: [OpenWeather.Condition]) -> WeatherCondition {
        conditions.first.map { WeatherCondition(openWeatherID: $0.id) } ?? .unknown
    }

    static func description(_ conditions: [OpenWeather.Condition]) -> String? {
        guard let text = conditions.first?.description, !text.isEmpty else { return nil }
        return text
    }

    /// The icon as the documented image URL, e.g. `https://openweathermap.org/img/wn/10d@2x.png`.
    static func icon(_ conditions: [OpenWeather.Condition]) -> String? {
        guard let code = conditions.first?.icon, !code.isEmpty else { return nil }
        if let known = knownIcons[code] {
            return known
        }
        // The text of `OpenWeather.iconURL(for:)`, without building a `URL`.
        guard
            code.utf8.allSatisfy({
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            })
        else { return nil }
        return "https://openweathermap.org/img/wn/\(code)@2x.png"
    }

    /// The URLs of the documented icons, built once: a forecast names one for every hour.
    private static let knownIcons: [String: String] = Dictionary(
        uniqueKeysWithValues: ["01", "02", "03", "04", "09", "10", "11", "13", "50"].flatMap { number in
            ["d", "n"].map {
                ($0 == "d" ? number + "d" : number + "n", "https://openweathermap.org/img/wn/\(number)\($0)@2x.png")
            }
        })

    /// Day or night from the icon's `d`/`n` suffix, else from sunrise and sunset, else day.
    static func isDaylight(
        _ conditions: [OpenWeather.Condition], at time: Int64, sunrise: Int64? = nil, sunset: Int64? = nil
    ) -> Bool {
        if let icon = conditions.first?.icon, let daylight = WeatherCondition.isDaylight(openWeatherIconCode: icon) {
            return daylight
        }
        if let sunrise, let sunset, sunrise != 0, sunset != 0 {
            return time >= sunrise && time < sunset
        }
        return true
    }

    /// The time zone for an IANA name, else a fixed offset (named as the nearest known place's zone when that
    /// zone has the offset at `date`), else `TimeZoneEstimate`, with a note when it is not the name.
    static func timeZone(
        identifier: String?, secondsFromGMT: Int?, coordinate: Coordinate, at date: Date
    ) -> (zone: TimeZone, note: WeatherNote?) {
        WeatherDerivation.timeZone(
            identifier: identifier, secondsFromGMT: secondsFromGMT, coordinate: coordinate, at: date,
            provider: OpenWeather.service.name)
    }

    /// The zone of a Current Weather or forecast body, which gives only an offset in seconds (OpenWeather sends
    /// no zone name there): the nearest known place's zone when it has that offset at `date`, else the fixed
    /// offset, else `TimeZoneEstimate`; always with a note, since none of them is a zone the service named.
    static func timeZone(
        secondsFromGMT: Int?, coordinate: Coordinate, at date: Date
    ) -> (zone: TimeZone, note: WeatherNote?) {
        WeatherDerivation.timeZone(
            identifier: nil, secondsFromGMT: secondsFromGMT, coordinate: coordinate, at: date,
            provider: OpenWeather.service.name)
    }

    /// A coordinate from the body, or a `.decoding` error when the service sent one out of range.
    static func coordinate(latitude: Double, longitude: Double) throws -> Coordinate {
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw WeatherError(
                .decoding,
                message: "OpenWeather sent a coordinate out of range (lat: \(latitude), lon: \(longitude)).")
        }
    }

    /// The sum of two optional amounts, `nil` when both are missing.
    static func sum(_ first: Double?, _ second: Double?) -> Double? {
        switch (first, second) {
        case (nil, nil): nil
        default: (first ?? 0) + (second ?? 0)
        }
    }

    static func millimeters(_ value: Double?) -> Measurement<UnitLength>? {
        value.map { Measurement(value: $0, unit: CanonicalUnits.millimeters) }
    }

    static func millimetersPerHour(_ value: Double?) -> Measurement<UnitSpeed>? {
        value.map { Measurement(value: $0, unit: CanonicalUnits.millimetersPerHour) }
    }

    /// The first `limit` of `rows` turned into values by `transform` (`nil` leaves a row out), ticking
    /// `checkpoint` once per row; a `.leftOut` note on `series` joins `notes` when rows were cut.
    ///
    /// - Throws: `WeatherError` `.cancelled` or `.timeout` when the call's budget runs out.
    static func series<Row, Value>(
        _ rows: [Row], limit: Int, series: String, unit: String, notes: inout [WeatherNote],
        checkpoint: inout WorkBudget.Checkpoint, _ transform: (Row) throws -> Value?
    ) throws -> [Value] {
        try Weather.SeriesLimit.values(
            of: rows, limit: limit, series: series, unit: unit, notes: &notes, tick: { try checkpoint.tick() },
            transform)
    }
}
