import Foundation

/// Sunrise, sunset, moonrise, moonset and the moon's phase, worked out from the date and the place.
///
/// The SDK uses it to give every ``DayForecast`` its sun and moon when a provider sends none
/// (Open-Meteo sends no moon; MET Norway and the US National Weather Service send neither). The sun's
/// position follows the low-precision formulas of the Astronomical Almanac (about 0.01°) and the moon's
/// its low-precision lunar theory (about 0.3°), so times agree with the services' to a minute or two for
/// the sun and a few minutes for the moon.
///
/// ```swift
/// import Foundation
///
/// let oslo = try Coordinate(latitude: 59.91, longitude: 10.75)
/// let zone = TimeZone(identifier: "Europe/Oslo")!
/// let day = Astronomy.day(containing: Date(), at: oslo, in: zone)
/// print(day.sunrise ?? "no sunrise", day.moonPhase, MoonPhase(fraction: day.moonPhase))
/// ```
///
/// Events are found by sampling the body's altitude through the local day and refining each crossing of
/// the horizon, so polar day, polar night and days on which the moon does not rise or set come out as
/// `nil` rather than as a guess.
public enum Astronomy {
    /// The sun and moon of one local day.
    public struct Day: Hashable, Sendable {
        /// The start of the day in its time zone.
        public var date: Date
        /// When the sun's upper limb rises above the horizon, or `nil` when it does not that day.
        public var sunrise: Date?
        /// When it sets, or `nil` when it does not that day.
        public var sunset: Date?
        /// Whether the sun stays up all day (polar day) or down all day (polar night); `nil` otherwise.
        public var polar: Polar?
        /// When the moon rises, or `nil` when it does not that day.
        public var moonrise: Date?
        /// When the moon sets, or `nil` when it does not that day.
        public var moonset: Date?
        /// The moon's phase at local noon, from 0 to 1: 0 new moon, 0.25 first quarter, 0.5 full, 0.75
        /// last quarter.
        public var moonPhase: Double
        /// The lit fraction of the moon's disc at local noon, from 0 to 1.
        public var moonIllumination: Double

        /// Creates a day's sun and moon, such as a service reports them.
        public init(
            date: Date, sunrise: Date?, sunset: Date?, polar: Polar? = nil, moonrise: Date?, moonset: Date?,
            moonPhase: Double, moonIllumination: Double
        ) {
            self.date = date
            self.sunrise = sunrise
            self.sunset = sunset
            self.polar = polar
            self.moonrise = moonrise
            self.moonset = moonset
            self.moonPhase = moonPhase
            self.moonIllumination = moonIllumination
        }
    }

    /// A day on which the sun neither rises nor sets.
    public enum Polar: String, Hashable, Sendable {
        /// The sun stays above the horizon.
        case day
        /// The sun stays below the horizon.
        case night
    }

    /// The sun and moon of the local day containing `date` at `coordinate`, in `timeZone`.
    public static func day(containing date: Date, at coordinate: Coordinate, in timeZone: TimeZone) -> Day {
        let start = timeZone.startOfDay(containing: date)
        // A day lasts 23 to 25 hours across a daylight-saving change.
        let end = timeZone.startOfDay(containing: start.addingTimeInterval(36 * 3_600))
        let sun = events(
            from: start, to: end, step: 1_200, horizon: { _ in sunHorizon },
            altitude: { altitude(of: sunPosition(at: $0), at: $0, coordinate) })
        var polar: Polar?
        if sun.rise == nil, sun.set == nil {
            polar = sun.startAltitude > sunHorizon ? .day : .night
        }
        let moon = events(from: start, to: end, step: 1_800, horizon: moonHorizon) {
            altitude(of: moonPosition(at: $0).equatorial, at: $0, coordinate)
        }
        let noon = start.addingTimeInterval(end.timeIntervalSince(start) / 2)
        let phase = moonPhase(at: noon)
        return Day(
            date: start, sunrise: sun.rise, sunset: sun.set, polar: polar, moonrise: moon.rise, moonset: moon.set,
            moonPhase: phase, moonIllumination: illumination(ofPhase: phase))
    }

    /// The lit fraction of the moon's disc at `date`, from 0 (new) to 1 (full).
    package static func moonIllumination(at date: Date) -> Double {
        illumination(ofPhase: moonPhase(at: date))
    }

    /// The lit fraction of the disc for a phase from 0 to 1.
    static func illumination(ofPhase phase: Double) -> Double {
        (1 - cos(phase * 2 * .pi)) / 2
    }

    /// The moon's phase at `date`, from 0 to 1: the moon's ecliptic longitude less the sun's, as a
    /// fraction of a turn (0 new moon, 0.25 first quarter, 0.5 full, 0.75 last quarter).
    package static func moonPhase(at date: Date) -> Double {
        let elongation = moonPosition(at: date).longitude - sunLongitude(at: date)
        return normalized(elongation) / 360
    }

    /// The sun's altitude above the horizon at `date` seen from `coordinate`, in degrees (geometric, without
    /// refraction): above −0.833° the sun is up.
    package static func sunAltitude(at date: Date, seenFrom coordinate: Coordinate) -> Double {
        altitude(of: sunPosition(at: date), at: date, coordinate)
    }

    /// The moon's geocentric altitude at `date` seen from `coordinate`, in degrees: above about +0.1° (its
    /// parallax less refraction and its radius) the moon is up.
    package static func moonAltitude(at date: Date, seenFrom coordinate: Coordinate) -> Double {
        altitude(of: moonPosition(at: date).equatorial, at: date, coordinate)
    }

    // MARK: Positions

    /// Right ascension and declination, in degrees.
    struct Equatorial {
        var rightAscension: Double
        var declination: Double
    }

    /// The standard altitude of sunrise and sunset: the upper limb on the horizon, with refraction.
    static let sunHorizon = -0.833

    /// The standard altitude of moonrise and moonset for the moon's parallax `π` (in degrees).
    static func moonHorizon(at date: Date) -> Double {
        0.7275 * moonPosition(at: date).parallax - 0.5667
    }

    /// Days since 2000-01-01 12:00 TT (taken as UT: the difference moves times by about a second).
    static func daysSinceJ2000(_ date: Date) -> Double {
        date.timeIntervalSince1970 / 86_400 - 10_957.5
    }

    /// The sun's equatorial position at `date`.
    static func sunPosition(at date: Date) -> Equatorial {
        equatorial(longitude: sunLongitude(at: date), latitude: 0, n: daysSinceJ2000(date))
    }

    /// The sun's ecliptic longitude at `date`, in degrees.
    static func sunLongitude(at date: Date) -> Double {
        let n = daysSinceJ2000(date)
        let anomaly = radians(357.528 + 0.985_600_3 * n)
        return 280.460 + 0.985_647_4 * n + 1.915 * sin(anomaly) + 0.020 * sin(2 * anomaly)
    }

    /// The moon's geocentric position at `date`: ecliptic longitude, equatorial coordinates and
    /// horizontal parallax, in degrees.
    static func moonPosition(at date: Date) -> (longitude: Double, equatorial: Equatorial, parallax: Double) {
        let n = daysSinceJ2000(date)
        let t = n / 36_525
        func s(_ a: Double, _ b: Double) -> Double { sin(radians(a + b * t)) }
        func c(_ a: Double, _ b: Double) -> Double { cos(radians(a + b * t)) }
        let longitude =
            218.32 + 481_267.881 * t + 6.29 * s(135.0, 477_198.87) - 1.27 * s(259.3, -413_335.36)
            + 0.66 * s(235.7, 890_534.22) + 0.21 * s(269.9, 954_397.74) - 0.19 * s(357.5, 35_999.05)
            - 0.11 * s(186.5, 966_404.03)
        let latitude =
            5.13 * s(93.3, 483_202.02) + 0.28 * s(228.2, 960_400.89) - 0.28 * s(318.3, 6_003.15)
            - 0.17 * s(217.6, -407_332.21)
        let parallax =
            0.9508 + 0.0518 * c(135.0, 477_198.87) + 0.0095 * c(259.3, -413_335.36) + 0.0078 * c(235.7, 890_534.22)
            + 0.0028 * c(269.9, 954_397.74)
        return (longitude, equatorial(longitude: longitude, latitude: latitude, n: n), parallax)
    }

    /// Ecliptic to equatorial coordinates, with the obliquity of date.
    static func equatorial(longitude: Double, latitude: Double, n: Double) -> Equatorial {
        let obliquity = radians(23.439 - 0.000_000_4 * n)
        let lambda = radians(longitude)
        let beta = radians(latitude)
        let rightAscension = atan2(sin(lambda) * cos(obliquity) - tan(beta) * sin(obliquity), cos(lambda))
        let declination = asin(sin(beta) * cos(obliquity) + cos(beta) * sin(obliquity) * sin(lambda))
        return Equatorial(rightAscension: degrees(rightAscension), declination: degrees(declination))
    }

    /// The geocentric altitude of a body at `position`, seen from `coordinate` at `date`, in degrees.
    static func altitude(of position: Equatorial, at date: Date, _ coordinate: Coordinate) -> Double {
        let n = daysSinceJ2000(date)
        let siderealTime = 280.460_618_37 + 360.985_647_366_29 * n + coordinate.longitude
        let hourAngle = radians(siderealTime - position.rightAscension)
        let latitude = radians(coordinate.latitude)
        let declination = radians(position.declination)
        let sine = sin(latitude) * sin(declination) + cos(latitude) * cos(declination) * cos(hourAngle)
        return degrees(asin(min(max(sine, -1), 1)))
    }

    // MARK: Events

    /// The first rising and the first setting between `start` and `end`: the altitude is sampled every
    /// `step` seconds (20 minutes for the sun, 30 for the moon: shorter than any dip below the horizon
    /// they make outside a few days at the edge of the polar day) and each crossing of `horizon` is refined
    /// by bisection to under a second.
    static func events(
        from start: Date, to end: Date, step: TimeInterval, horizon: (Date) -> Double, altitude: (Date) -> Double
    ) -> (rise: Date?, set: Date?, startAltitude: Double) {
        var rise: Date?
        var set: Date?
        var time = start
        var height = altitude(time) - horizon(time)
        let startAltitude = height + horizon(time)
        while time < end, rise == nil || set == nil {
            let next = min(time.addingTimeInterval(step), end)
            let nextHeight = altitude(next) - horizon(next)
            if height < 0, nextHeight >= 0, rise == nil {
                rise = crossing(from: time, to: next, rising: true) { altitude($0) - horizon($0) }
            } else if height >= 0, nextHeight < 0, set == nil {
                set = crossing(from: time, to: next, rising: false) { altitude($0) - horizon($0) }
            }
            time = next
            height = nextHeight
        }
        return (rise, set, startAltitude)
    }

    /// The instant between `low` and `high` at which `height` crosses zero, to under a second.
    private static func crossing(from low: Date, to high: Date, rising: Bool, height: (Date) -> Double) -> Date {
        var low = low
        var high = high
        while high.timeIntervalSince(low) > 0.5 {
            let middle = low.addingTimeInterval(high.timeIntervalSince(low) / 2)
            if (height(middle) >= 0) == rising {
                high = middle
            } else {
                low = middle
            }
        }
        // Whole seconds, as services write them.
        return Date(timeIntervalSince1970: (high.timeIntervalSince1970).rounded())
    }

    // MARK: Angles

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// `angle` in degrees brought into 0..<360.
    static func normalized(_ angle: Double) -> Double {
        let turn = angle.truncatingRemainder(dividingBy: 360)
        return turn < 0 ? turn + 360 : turn
    }
}
