import Foundation

extension METNorway {
    /// Whether the sun's upper edge is above the horizon at `date` and `coordinate` (elevation above
    /// −0.833°, refraction included), by the low-precision solar formulas of the Astronomical Almanac
    /// (good to about 0.01°, a minute or two of sunrise, for 1950–2050).
    ///
    /// Symbols without a day or night variant (`cloudy`, `rain`, `fog`…) say nothing about the sun, so
    /// hours with them take daylight from here.
    static func sunIsUp(at date: Date, at coordinate: Coordinate) -> Bool {
        let radians = Double.pi / 180
        // Days since J2000.0 (2000-01-01 12:00 UTC).
        let days = date.timeIntervalSince1970 / 86_400 - 10_957.5
        let meanLongitude = 280.460 + 0.985_647_4 * days
        let meanAnomaly = (357.528 + 0.985_600_3 * days) * radians
        let eclipticLongitude =
            (meanLongitude + 1.915 * sin(meanAnomaly) + 0.020 * sin(2 * meanAnomaly)) * radians
        let obliquity = (23.439 - 0.000_000_4 * days) * radians
        let declination = asin(sin(obliquity) * sin(eclipticLongitude))
        let rightAscension = atan2(cos(obliquity) * sin(eclipticLongitude), cos(eclipticLongitude))
        let siderealTime = (280.460_618_37 + 360.985_647_366_29 * days).truncatingRemainder(dividingBy: 360)
        let hourAngle = (siderealTime + coordinate.longitude) * radians - rightAscension
        let latitude = coordinate.latitude * radians
        let elevation = asin(
            sin(latitude) * sin(declination) + cos(latitude) * cos(declination) * cos(hourAngle))
        return elevation > -0.833 * radians
    }
}
