import Foundation

extension WeatherAPI {
    /// A `location` object resolved into the values every mapped `Weather` needs.
    struct MappedLocation {
        var coordinate: Coordinate
        var timeZone: TimeZone
        var place: Place
        /// `localtime_epoch`, or `localtime` resolved in the time zone.
        var localtime: Date?
        /// Where the time zone came from, when the body named none.
        var notes: [WeatherNote]

        init(_ location: Location?) throws {
            guard let location, let lat = location.lat, let lon = location.lon else {
                throw WeatherError(.decoding, message: "The WeatherAPI.com response has no location coordinate.")
            }
            do {
                coordinate = try Coordinate(latitude: lat, longitude: lon)
            } catch {
                throw WeatherError(
                    .decoding,
                    message: "The WeatherAPI.com location coordinate (location.lat: \(lat), location.lon: \(lon)) "
                        + "is out of range.")
            }
            let resolved = WeatherDerivation.timeZone(
                identifier: location.tzID, secondsFromGMT: Self.offset(of: location), coordinate: coordinate,
                at: location.localtimeEpoch.map(WeatherAPI.instant) ?? Date(), provider: WeatherAPI.service.name)
            let timeZone = resolved.zone
            self.timeZone = timeZone
            notes = resolved.note.map { [$0] } ?? []
            localtime =
                location.localtimeEpoch.map(WeatherAPI.instant)
                ?? location.localtime.flatMap { LocalTime.date($0, in: timeZone) }
            place = Place(
                id: "weatherapi:\(lat),\(lon)",
                name: location.name ?? "",
                coordinate: coordinate,
                state: location.region.flatMap(WeatherAPI.nonEmpty),
                country: location.country.flatMap(WeatherAPI.nonEmpty),
                timeZone: timeZone
            )
        }

        /// The offset from UTC that `localtime` (wall-clock) and `localtime_epoch` (an instant) imply,
        /// to the nearest quarter hour, when the body has both.
        static func offset(of location: Location) -> Int? {
            guard let epoch = location.localtimeEpoch, let text = location.localtime,
                let utc = TimeZone(secondsFromGMT: 0), let wallClock = LocalTime.date(text, in: utc)
            else { return nil }
            let seconds = wallClock.timeIntervalSince1970 - Double(epoch)
            guard seconds.isFinite, abs(seconds) <= 18 * 3600 else { return nil }
            return Int((seconds / 900).rounded()) * 900
        }
    }

    static func instant(_ epoch: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(epoch))
    }

    static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The metric value, else the imperial one converted, in °C.
    static func temperature(celsius: Double?, fahrenheit: Double?) -> Measurement<UnitTemperature>? {
        if let celsius, celsius.isFinite {
            return Measurement(value: celsius, unit: CanonicalUnits.celsius)
        }
        if let fahrenheit, fahrenheit.isFinite {
            return Measurement(value: fahrenheit, unit: UnitTemperature.fahrenheit).converted(
                to: CanonicalUnits.celsius)
        }
        return nil
    }

    /// Hectopascals from `*_mb`, else from `*_in` (inches of mercury).
    static func pressure(millibars: Double?, inches: Double?) -> Measurement<UnitPressure>? {
        if let millibars {
            return Measurement(value: millibars, unit: CanonicalUnits.hectopascals)
        }
        return inches.map {
            Measurement(value: $0, unit: UnitPressure.inchesOfMercury).converted(to: CanonicalUnits.hectopascals)
        }
    }

    /// Metres from `*_km`, else from `*_miles`.
    static func length(kilometres: Double?, miles: Double?) -> Measurement<UnitLength>? {
        if let kilometres {
            return Measurement(value: kilometres * 1000, unit: CanonicalUnits.meters)
        }
        return miles.map { Measurement(value: $0 * 1609.344, unit: CanonicalUnits.meters) }
    }

    /// Millimetres from `*_mm`, else from `*_in`.
    static func precipitation(millimetres: Double?, inches: Double?) -> Measurement<UnitLength>? {
        if let millimetres {
            return Measurement(value: millimetres, unit: CanonicalUnits.millimeters)
        }
        return inches.map { Measurement(value: $0 * 25.4, unit: CanonicalUnits.millimeters) }
    }

    /// Metres per second from `*_kph`, else from `*_mph`.
    static func speed(kph: Double?, mph: Double?) -> Measurement<UnitSpeed>? {
        // Exact factors: Foundation's km/h coefficient is rounded (0.277778).
        if let kph {
            return Measurement(value: kph / 3.6, unit: CanonicalUnits.metersPerSecond)
        }
        return mph.map { Measurement(value: $0 * 0.44704, unit: CanonicalUnits.metersPerSecond) }
    }

    /// A `Wind` when a speed is present in either unit.
    static func wind(kph: Double?, mph: Double?, degrees: Double?, gustKph: Double?, gustMph: Double?) -> Wind? {
        guard let speed = speed(kph: kph, mph: mph) else { return nil }
        return Wind(
            speed: speed,
            direction: degrees.map { Measurement(value: $0, unit: CanonicalUnits.degrees) },
            gust: self.speed(kph: gustKph, mph: gustMph)
        )
    }

    /// A percentage (0–100) as a fraction (0…1), clamped.
    static func fraction(_ percent: Double?) -> Double? {
        guard let percent, percent.isFinite else { return nil }
        return min(max(percent / 100, 0), 1)
    }

    /// The larger of the rain and snow chances, as a fraction.
    static func chance(rain: Double?, snow: Double?) -> Double? {
        switch (fraction(rain), fraction(snow)) {
        case (let rain?, let snow?): max(rain, snow)
        case (let rain?, nil): rain
        case (nil, let snow?): snow
        case (nil, nil): nil
        }
    }

    /// `is_day` when present, else whether the icon sits in the `night` folder.
    static func isDaylight(_ isDay: Int?, icon: String?) -> Bool {
        if let isDay {
            return isDay != 0
        }
        return !(icon?.contains("/night/") ?? false)
    }

    /// The provider and attribution every mapped `Weather` carries.
    static let source = service.source

    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .weatherAPI, name: "WeatherAPI.com", attribution: "Powered by WeatherAPI.com",
        attributionURL: "https://www.weatherapi.com/")

    /// The condition from its code, else from its text (accounts can filter `code` out), else `.unknown`.
    static func condition(_ condition: Condition?, isDay: Int?) -> WeatherCondition {
        if let code = condition?.code {
            let mapped = WeatherCondition(weatherAPICode: code)
            if mapped != .unknown {
                return mapped
            }
        }
        return condition?.text.map(WeatherCondition.init(text:)) ?? .unknown
    }

    /// The condition text without the stray spaces the service sometimes adds (`"Overcast "`).
    static func text(of condition: Condition?) -> String? {
        condition?.text.flatMap(nonEmpty)
    }

    /// An icon URL usable as is: protocol-relative `//cdn…` becomes `https://cdn…`.
    static func iconURL(_ icon: String?) -> String? {
        guard let icon = icon.flatMap(nonEmpty) else { return nil }
        return icon.hasPrefix("//") ? "https:" + icon : icon
    }

    /// A moon phase name as the fraction of the lunar cycle (0 new, 0.25 first quarter, 0.5 full, 0.75 last).
    /// The phase from the name and, when sent, the lit share in percent: the share places the moon exactly
    /// within its half of the cycle (waxing before full, waning after), the name alone only to an eighth.
    static func moonPhase(_ name: String, illumination percent: Double?) -> Double? {
        guard let bucket = moonPhase(name) else { return nil }
        guard let percent, percent.isFinite, (0...100).contains(percent) else { return bucket }
        let half = acos(1 - 2 * percent / 100) / (2 * .pi)  // 0…0.5
        return bucket <= 0.5 && bucket != 0 ? half : bucket == 0 ? (percent < 50 ? half : 1 - half) : 1 - half
    }

    static func moonPhase(_ name: String) -> Double? {
        switch name.lowercased().trimmingCharacters(in: .whitespaces) {
        case "new moon": 0
        case "waxing crescent": 0.125
        case "first quarter": 0.25
        case "waxing gibbous": 0.375
        case "full moon": 0.5
        case "waning gibbous": 0.625
        case "last quarter", "third quarter": 0.75
        case "waning crescent": 0.875
        default: nil
        }
    }
}
