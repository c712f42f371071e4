import Foundation

/// Sunrise, sunset and solar noon for one solar day at one place, from the standard
/// declination and equation-of-time approximations (good to a few minutes).
///
/// A solar day starts at local solar midnight, so its number depends on the longitude. Near
/// the poles it can be a polar day (the sun never sets) or a polar night (it never rises); then
/// there is no sunrise or sunset, as in the real services' bodies.
package struct SolarDay: Hashable, Sendable {
    /// Whether the sun rises and sets on this day.
    package enum Kind: Hashable, Sendable {
        case normal
        case polarDay
        case polarNight
    }

    /// The kind of day.
    package var kind: Kind
    /// Sunrise in Unix seconds, unless it is a polar day or night.
    package var sunrise: Int?
    /// Sunset in Unix seconds, unless it is a polar day or night.
    package var sunset: Int?
    /// Solar noon in Unix seconds.
    package var solarNoon: Int

    /// The solar day numbered `dayNumber` (days since 1970) at `latitude` and `longitude`.
    package init(dayNumber: Int, latitude: Double, longitude: Double) {
        let dayOfYear = Self.dayOfYear(dayNumber: dayNumber)
        let declination = Self.declination(dayOfYear: dayOfYear)
        let noonHours = 12 - longitude / 15 - Self.equationOfTime(dayOfYear: dayOfYear) / 60
        solarNoon = dayNumber * 86_400 + Int((noonHours * 3600).rounded())
        let phi = latitude * .pi / 180
        let cosine =
            (sin(-0.833 * .pi / 180) - sin(phi) * sin(declination)) / max(cos(phi) * cos(declination), 1e-9)
        if cosine >= 1 {
            kind = .polarNight
        } else if cosine <= -1 {
            kind = .polarDay
        } else {
            kind = .normal
            let halfDay = Int((acos(cosine) * 180 / .pi / 15 * 3600).rounded())
            sunrise = solarNoon - halfDay
            sunset = solarNoon + halfDay
        }
    }

    /// The solar day that contains `seconds` at `longitude`.
    package init(containing seconds: Int, latitude: Double, longitude: Double) {
        let dayNumber = CivilTime.floorDivide(seconds + Int(longitude * 240), 86_400)
        self.init(dayNumber: dayNumber, latitude: latitude, longitude: longitude)
    }

    /// Whether the sun is up at `seconds`, which should fall within this day.
    package func isDaylight(at seconds: Int) -> Bool {
        switch kind {
        case .polarDay: true
        case .polarNight: false
        case .normal: (sunrise ?? 0) <= seconds && seconds < (sunset ?? 0)
        }
    }

    /// The sun's elevation above the horizon in degrees at `seconds`.
    package static func elevation(at seconds: Int, latitude: Double, longitude: Double) -> Double {
        let dayNumber = CivilTime.floorDivide(seconds, 86_400)
        let dayOfYear = Self.dayOfYear(dayNumber: dayNumber)
        let declination = Self.declination(dayOfYear: dayOfYear)
        let utcHours = Double(seconds - dayNumber * 86_400) / 3600
        let solarHours = utcHours + longitude / 15 + equationOfTime(dayOfYear: dayOfYear) / 60
        let hourAngle = (solarHours - 12) * 15 * .pi / 180
        let phi = latitude * .pi / 180
        let sine = sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)
        return asin(min(1, max(-1, sine))) * 180 / .pi
    }

    /// The local solar time in hours (0..<24) at `seconds` and `longitude`.
    package static func solarHours(at seconds: Int, longitude: Double) -> Double {
        let hours = (Double(seconds) / 3600 + longitude / 15).truncatingRemainder(dividingBy: 24)
        return hours < 0 ? hours + 24 : hours
    }

    /// The day of the year, 1 for 1 January.
    private static func dayOfYear(dayNumber: Int) -> Double {
        let date = CivilTime.civil(fromDays: dayNumber)
        return Double(dayNumber - CivilTime.days(year: date.year, month: 1, day: 1) + 1)
    }

    /// The sun's declination in radians (Cooper's formula).
    private static func declination(dayOfYear: Double) -> Double {
        23.44 * .pi / 180 * sin(2 * .pi * (284 + dayOfYear) / 365)
    }

    /// The equation of time in minutes.
    private static func equationOfTime(dayOfYear: Double) -> Double {
        let angle = 2 * .pi * (dayOfYear - 81) / 364
        return 9.87 * sin(2 * angle) - 7.53 * cos(angle) - 1.5 * sin(angle)
    }

    /// The moon's phase at `seconds`: 0 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter.
    package static func moonPhase(at seconds: Int) -> Double {
        let synodicMonth = 29.530_588_853 * 86_400
        let sinceNewMoon = Double(seconds - 947_182_440)  // 2000-01-06 18:14 UTC, a new moon
        let phase = (sinceNewMoon / synodicMonth).truncatingRemainder(dividingBy: 1)
        return phase < 0 ? phase + 1 : phase
    }
}
