import Foundation

/// The quantities the SDK works out when a provider leaves them out, each from others it did send.
///
/// Mappings use these and record a ``WeatherNote`` of kind ``WeatherNote/Kind/derived`` for every
/// value they produce, so no derived value passes for a measured one.
package enum WeatherDerivation {
    /// The apparent temperature from the air temperature, relative humidity (0…1) and wind speed, by
    /// the formula of Steadman (1994) as the Australian Bureau of Meteorology uses it:
    /// `AT = Ta + 0.33 e − 0.70 ws − 4.00`, with `e` the water vapour pressure in hPa.
    package static func apparentTemperature(
        temperature: Measurement<UnitTemperature>, humidity: Double, windSpeed: Measurement<UnitSpeed>
    ) -> Measurement<UnitTemperature> {
        // The canonical units, which the models' values already use, so nothing is converted.
        let celsius = temperature.canonical(in: CanonicalUnits.celsius).value
        let speed = windSpeed.canonical(in: CanonicalUnits.metersPerSecond).value
        let vapourPressure = min(max(humidity, 0), 1) * 6.105 * exp(17.27 * celsius / (237.7 + celsius))
        let apparent = celsius + 0.33 * vapourPressure - 0.70 * max(speed, 0) - 4.0
        return Measurement(value: (apparent * 10).rounded() / 10, unit: CanonicalUnits.celsius)
    }

    /// The relative humidity (0…1) from the air temperature and the dew point, by the Magnus formula.
    package static func relativeHumidity(
        temperature: Measurement<UnitTemperature>, dewPoint: Measurement<UnitTemperature>
    ) -> Double {
        let air = temperature.canonical(in: CanonicalUnits.celsius).value
        let dew = min(dewPoint.canonical(in: CanonicalUnits.celsius).value, air)
        func saturation(_ celsius: Double) -> Double { exp(17.62 * celsius / (243.12 + celsius)) }
        let fraction = saturation(dew) / saturation(air)
        return ((min(max(fraction, 0), 1)) * 100).rounded() / 100
    }

    /// The time zone of a place whose provider names none, in order of preference: the IANA
    /// `identifier`; the offset from UTC in seconds, named as the zone of the nearest known place when that
    /// zone has the offset at `date` (so daylight saving changes are followed); else ``TimeZoneEstimate``
    /// at `coordinate`. A note says where the zone came from when it is not the first.
    package static func timeZone(
        identifier: String?, secondsFromGMT: Int?, coordinate: Coordinate, at date: Date, provider: String
    ) -> (zone: TimeZone, note: WeatherNote?) {
        if let identifier, let zone = TimeZone(identifier: identifier) {
            return (zone, nil)
        }
        let estimate = TimeZoneEstimate(at: coordinate)
        // A range check, not `abs`, which traps on Int.min; Foundation traps on offsets far out of range.
        if let seconds = secondsFromGMT, (-18 * 3600...18 * 3600).contains(seconds),
            let fixed = TimeZone(secondsFromGMT: seconds)
        {
            if case .nearestPlace(let distance) = estimate.basis, estimate.timeZone.secondsFromGMT(for: date) == seconds
            {
                let kilometres = Int(distance.converted(to: .kilometers).value.rounded())
                let note = WeatherNote(
                    .derived, field: "timeZone",
                    detail: "\(provider) sent only an offset (\(fixed.identifier)); \(estimate.timeZone.identifier), "
                        + "the zone of the nearest known place (\(kilometres) km away), has it now and is used, "
                        + "so daylight saving changes are followed")
                return (estimate.timeZone, note)
            }
            let note = WeatherNote(
                .derived, field: "timeZone",
                detail: "\(provider) sent no time zone name; the fixed offset it sent (\(fixed.identifier)) is used, "
                    + "so daylight saving changes are not followed")
            return (fixed, note)
        }
        return (estimate.timeZone, estimate.note(provider: provider))
    }

    /// ``timeZone(identifier:secondsFromGMT:coordinate:at:provider:)`` for a body's own
    /// latitude and longitude, which may be out of range: then only the longitude estimate is left.
    package static func timeZone(
        identifier: String?, secondsFromGMT: Int?, latitude: Double, longitude: Double, at date: Date,
        provider: String
    ) -> (zone: TimeZone, note: WeatherNote?) {
        if let identifier, let zone = TimeZone(identifier: identifier) {
            return (zone, nil)
        }
        guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else {
            let zone = nauticalZone(longitude: longitude)
            let note = WeatherNote(
                .derived, field: "timeZone",
                detail: "\(provider) sent no time zone; \(zone.identifier) is estimated from the longitude")
            return (zone, note)
        }
        return timeZone(
            identifier: identifier, secondsFromGMT: secondsFromGMT, coordinate: coordinate, at: date,
            provider: provider)
    }

    /// The whole-hour zone of `longitude` (UTC−12 to UTC+14, 15° per hour).
    package static func nauticalZone(longitude: Double) -> TimeZone {
        // Clamped before the conversion: a body's longitude can be any number, and `Int` traps on one it cannot hold.
        let hours = longitude.isFinite ? Int((min(max(longitude, -1_000), 1_000) / 15).rounded()) : 0
        return nauticalZones[min(max(hours, -12), 14) + 12]
    }

    /// The zones UTC−12 to UTC+14, made once: creating a `TimeZone` costs more than mapping a city.
    private static let nauticalZones: [TimeZone] = (-12...14).map { TimeZone(secondsFromGMT: $0 * 3600) ?? .current }
}

extension WeatherDerivation {
    /// The two values every ``CurrentWeather`` must have besides the temperature, with notes for
    /// whatever the provider left out: the apparent temperature (derived from the humidity and the
    /// wind when both are known, else the air temperature stands in) and the humidity (derived from
    /// the dew point, else 0 stands in). A stand-in is always noted as ``WeatherNote/Kind/missing``.
    package static func currentConditions(
        temperature: Measurement<UnitTemperature>,
        apparentTemperature: Measurement<UnitTemperature>?,
        humidity: Double?,
        dewPoint: Measurement<UnitTemperature>?,
        windSpeed: Measurement<UnitSpeed>?
    ) -> (apparentTemperature: Measurement<UnitTemperature>, humidity: Double, notes: [WeatherNote]) {
        var notes: [WeatherNote] = []
        var resolvedHumidity = humidity
        if resolvedHumidity == nil, let dewPoint {
            resolvedHumidity = relativeHumidity(temperature: temperature, dewPoint: dewPoint)
            notes.append(
                WeatherNote(.derived, field: "current.humidity", detail: "from the dew point and the temperature"))
        }
        var apparent = apparentTemperature
        if apparent == nil, let resolvedHumidity, let windSpeed {
            apparent = Self.apparentTemperature(
                temperature: temperature, humidity: resolvedHumidity, windSpeed: windSpeed)
            notes.append(
                WeatherNote(
                    .derived, field: "current.apparentTemperature",
                    detail: "from the temperature, humidity and wind (Steadman's formula)"))
        } else if apparent == nil {
            notes.append(
                WeatherNote(
                    .missing, field: "current.apparentTemperature",
                    detail: "not sent and not derivable; the air temperature stands in"))
        }
        if resolvedHumidity == nil {
            notes.append(WeatherNote(.missing, field: "current.humidity", detail: "not sent; 0 stands in"))
        }
        return (apparent ?? temperature, resolvedHumidity ?? 0, notes)
    }

    /// The highest and lowest of `temperatures`, for a day whose provider sent no high or low; `nil`
    /// when there is none.
    package static func range(
        of temperatures: [Measurement<UnitTemperature>]
    ) -> (high: Measurement<UnitTemperature>, low: Measurement<UnitTemperature>)? {
        let values = temperatures.map { $0.canonical(in: CanonicalUnits.celsius).value }.filter(\.isFinite)
        guard let high = values.max(), let low = values.min() else { return nil }
        return (
            Measurement(value: high, unit: CanonicalUnits.celsius),
            Measurement(value: low, unit: CanonicalUnits.celsius)
        )
    }
}
