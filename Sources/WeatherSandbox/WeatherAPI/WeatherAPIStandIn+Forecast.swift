import Foundation
import WeatherNetworking

extension WeatherAPIStandIn {
    /// One `forecastday` element: `date`, `date_epoch` (00:00 UTC of `date`), `day`, `astro` and the local day's
    /// `hour`s (24, or 23 and 25 on the day of a daylight-saving change); with `air` (for
    /// `aqi=yes`), an `air_quality` object in `day` (the day's noon) and in every hour.
    static func forecastDay(
        _ day: DaySample, coordinate: Coordinate, zone: SandboxZone, language: String?,
        air: ((Int) -> SandboxAir)? = nil
    ) -> JSONValue {
        let snowy = day.hours.contains { $0.temperature <= 2 }
        let rainy = day.hours.contains { $0.temperature > 0 }
        let chance = Int((day.precipitationChance * 100).rounded())
        let condition = day.condition
        let dayObject = JSONValue.object([
            "maxtemp_c": .number(day.maximumTemperature, places: 1),
            "maxtemp_f": .number(UnitConversion.fahrenheit(day.maximumTemperature), places: 1),
            "mintemp_c": .number(day.minimumTemperature, places: 1),
            "mintemp_f": .number(UnitConversion.fahrenheit(day.minimumTemperature), places: 1),
            "avgtemp_c": .number(day.averageTemperature, places: 1),
            "avgtemp_f": .number(UnitConversion.fahrenheit(day.averageTemperature), places: 1),
            "maxwind_mph": .number(UnitConversion.milesPerHour(day.maximumWindSpeed), places: 1),
            "maxwind_kph": .number(day.maximumWindSpeed * 3.6, places: 1),
            "totalprecip_mm": .number(day.rainTotal + day.snowTotal, places: 2),
            "totalprecip_in": .number(UnitConversion.inches(day.rainTotal + day.snowTotal), places: 2),
            "totalsnow_cm": .number(day.snowTotal, places: 2),
            "avgvis_km": .number(day.averageVisibility / 1000, places: 1),
            "avgvis_miles": .number(UnitConversion.miles(day.averageVisibility).rounded()),
            "avghumidity": .integer(Int(day.averageHumidity.rounded())),
            "daily_will_it_rain": .integer(day.rainTotal > 0 ? 1 : 0),
            "daily_chance_of_rain": .integer(rainy ? chance : 0),
            "daily_will_it_snow": .integer(day.snowTotal > 0 ? 1 : 0),
            "daily_chance_of_snow": .integer(snowy ? chance : 0),
            "condition": Self.condition(condition, isDaylight: true, language: language),
            "uv": .number(day.maximumUVIndex, places: 1),
            "air_quality": air.map { airQuality($0(day.start + 12 * 3_600)) },
        ])
        let hours = day.hours.map { sample -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("time_epoch", .integer(sample.time)),
                ("time", .string(zone.civilTime(at: sample.time).minuteText())),
            ]
            members += weatherMembers(sample, language: language, includesRain: true)
            if let air {
                members.append(("air_quality", airQuality(air(sample.time))))
            }
            return .members(members)
        }
        return .object([
            "date": .string(day.date.dateText),
            "date_epoch": .integer(day.date.dayNumber * 86_400),
            "day": dayObject,
            "astro": astro(day, coordinate: coordinate, zone: zone),
            "hour": .array(hours),
        ])
    }

    /// The `astro` object: the sun of the sandbox's solar day (as the other stand-ins send it), the moon as
    /// the SDK's astronomy computes it, and the phase and lit share at the day's noon.
    static func astro(_ day: DaySample, coordinate: Coordinate, zone: SandboxZone) -> JSONValue {
        let sky = Astronomy.day(
            containing: Date(timeIntervalSince1970: Double(day.start + 12 * 3_600)), at: coordinate, in: zone.timeZone)
        let phase = sky.moonPhase
        let moonrise = sky.moonrise.map { Int($0.timeIntervalSince1970) }
        let moonset = sky.moonset.map { Int($0.timeIntervalSince1970) }
        let illumination = Int(((1 - cos(2 * .pi * phase)) / 2 * 100).rounded())
        let time = { (seconds: Int?, missing: String) -> JSONValue in
            .string(seconds.map { zone.civilTime(at: $0).twelveHourText } ?? missing)
        }
        let noon = day.start + 12 * 3600
        // Up at noon: its altitude, from the SDK's astronomy.
        let moonUp = Astronomy.moonAltitude(at: Date(timeIntervalSince1970: Double(noon)), seenFrom: coordinate) > 0.1
        return .object([
            "sunrise": time(day.solarDay.sunrise, "No sunrise"),
            "sunset": time(day.solarDay.sunset, "No sunset"),
            "moonrise": time(moonrise, "No moonrise"),
            "moonset": time(moonset, "No moonset"),
            "moon_phase": .string(moonPhaseName(phase)),
            "moon_illumination": .integer(illumination),
            "is_moon_up": .integer(moonUp ? 1 : 0),
            "is_sun_up": .integer(day.solarDay.isDaylight(at: noon) ? 1 : 0),
        ])
    }

    static func moonPhaseName(_ phase: Double) -> String {
        switch phase {
        case ..<0.03, 0.97...: "New Moon"
        case ..<0.22: "Waxing Crescent"
        case ..<0.28: "First Quarter"
        case ..<0.47: "Waxing Gibbous"
        case ..<0.53: "Full Moon"
        case ..<0.72: "Waning Gibbous"
        case ..<0.78: "Last Quarter"
        default: "Waning Crescent"
        }
    }

    static func alert(_ alert: SandboxAlert) -> JSONValue {
        let format = { (seconds: Int) -> String in CivilTime(seconds: seconds).minuteText(separator: "T") + ":00+00:00"
        }
        return .object([
            "headline": .string(alert.event),
            "msgtype": "Alert",
            "severity": .string(alert.severity),
            "urgency": "Expected",
            "areas": "",
            "category": "Met",
            "certainty": "Likely",
            "event": .string(alert.event),
            "note": "",
            "effective": .string(format(alert.start)),
            "expires": .string(format(alert.end)),
            "desc": .string(alert.description),
            "instruction": "",
        ])
    }
}
