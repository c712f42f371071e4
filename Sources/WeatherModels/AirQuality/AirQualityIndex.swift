import Foundation

/// An air-quality index on the US EPA scale (0–500), with its category and the pollutant that set it.
public struct AirQualityIndex: Hashable, Sendable, Codable {
    /// The index, 0–500.
    public var value: Int
    /// The category the value falls in.
    public var category: AirQualityCategory
    /// The pollutant whose sub-index is the highest, which sets the index.
    public var dominantPollutant: Pollutant

    /// Creates an index value.
    public init(value: Int, category: AirQualityCategory, dominantPollutant: Pollutant) {
        self.value = value
        self.category = category
        self.dominantPollutant = dominantPollutant
    }

    /// The US AQI of `concentrations` (µg/m³ by pollutant): the highest of the pollutants' sub-indexes,
    /// or `nil` when none of PM2.5, PM10, O₃, NO₂, SO₂ and CO was given.
    ///
    /// It follows the EPA's Technical Assistance Document (EPA-454/B-24-002, May 2024, with the 2024
    /// PM2.5 breakpoints): each concentration is converted to the table's unit (gases from µg/m³ to ppb or
    /// ppm at 25 °C and 1 atm), truncated to the table's precision (PM2.5 to 0.1 µg/m³, PM10 to 1 µg/m³,
    /// O₃ to 0.001 ppm, CO to 0.1 ppm, NO₂ and SO₂ to 1 ppb), placed in its breakpoint row, and
    /// interpolated linearly, `I = (I_hi − I_lo) / (BP_hi − BP_lo) × (C − BP_lo) + I_lo`, rounded to the
    /// nearest integer.
    ///
    /// Providers report instantaneous (or hourly) concentrations, while the EPA's rows are for 24-hour
    /// (particles), 8-hour (O₃, CO) and 1-hour (NO₂, SO₂) averages: the SDK applies each value to its
    /// pollutant's row as it came, the same for every provider. O₃ above 0.200 ppm uses the 1-hour rows,
    /// as the EPA does for 301 and above. A concentration beyond the table's top is 500, hazardous.
    ///
    /// ```swift
    /// AirQualityIndex.usEPA([.pm25: 35.5])?.value  // 101
    /// ```
    public static func usEPA(_ concentrations: [Pollutant: Double]) -> AirQualityIndex? {
        var best: AirQualityIndex?
        for pollutant in USEPABreakpoints.pollutants {
            guard let concentration = concentrations[pollutant], concentration.isFinite, concentration >= 0,
                let value = USEPABreakpoints.subIndex(of: pollutant, microgramsPerCubicMeter: concentration)
            else { continue }
            if value > best?.value ?? -1 {
                best = AirQualityIndex(
                    value: value, category: AirQualityCategory(usAQI: value), dominantPollutant: pollutant)
            }
        }
        return best
    }
}

/// The six categories of the US AQI.
public enum AirQualityCategory: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// 0–50: air quality is satisfactory.
    case good = 1
    /// 51–100: acceptable; a few unusually sensitive people may be affected.
    case moderate
    /// 101–150: people in sensitive groups may feel effects.
    case unhealthyForSensitiveGroups
    /// 151–200: some of the general public may feel effects; sensitive groups more seriously.
    case unhealthy
    /// 201–300: health alert, the risk of effects is increased for everyone.
    case veryUnhealthy
    /// 301 and above: health warning of emergency conditions.
    case hazardous

    /// The category of a US AQI value.
    public init(usAQI value: Int) {
        switch value {
        case ..<51: self = .good
        case ..<101: self = .moderate
        case ..<151: self = .unhealthyForSensitiveGroups
        case ..<201: self = .unhealthy
        case ..<301: self = .veryUnhealthy
        default: self = .hazardous
        }
    }

    /// The EPA's name: `Good`, `Moderate`, `Unhealthy for Sensitive Groups`, `Unhealthy`,
    /// `Very Unhealthy`, `Hazardous`.
    public var description: String {
        switch self {
        case .good: "Good"
        case .moderate: "Moderate"
        case .unhealthyForSensitiveGroups: "Unhealthy for Sensitive Groups"
        case .unhealthy: "Unhealthy"
        case .veryUnhealthy: "Very Unhealthy"
        case .hazardous: "Hazardous"
        }
    }

    /// The index values of the category.
    public var range: ClosedRange<Int> {
        switch self {
        case .good: 0...50
        case .moderate: 51...100
        case .unhealthyForSensitiveGroups: 101...150
        case .unhealthy: 151...200
        case .veryUnhealthy: 201...300
        case .hazardous: 301...500
        }
    }
}

/// The EPA's breakpoint tables (EPA-454/B-24-002, Table 6), in whole steps of each table's precision.
enum USEPABreakpoints {
    /// One row: concentrations `low...high` (in steps) map to indexes `indexLow...indexHigh`.
    struct Row {
        var low: Int
        var high: Int
        var indexLow: Int
        var indexHigh: Int

        init(_ low: Int, _ high: Int, _ indexLow: Int, _ indexHigh: Int) {
            self.low = low
            self.high = high
            self.indexLow = indexLow
            self.indexHigh = indexHigh
        }
    }

    /// The pollutants of the AQI, in the order ties are broken.
    static let pollutants: [Pollutant] = [.pm25, .pm10, .ozone, .nitrogenDioxide, .sulfurDioxide, .carbonMonoxide]

    /// PM2.5, 24-hour, in 0.1 µg/m³.
    static let pm25 = [
        Row(0, 90, 0, 50), Row(91, 354, 51, 100), Row(355, 554, 101, 150), Row(555, 1254, 151, 200),
        Row(1255, 2254, 201, 300), Row(2255, 3254, 301, 500),
    ]
    /// PM10, 24-hour, in µg/m³.
    static let pm10 = [
        Row(0, 54, 0, 50), Row(55, 154, 51, 100), Row(155, 254, 101, 150), Row(255, 354, 151, 200),
        Row(355, 424, 201, 300), Row(425, 604, 301, 500),
    ]
    /// O₃, 8-hour, in 0.001 ppm (no rows above 300).
    static let ozone8Hour = [
        Row(0, 54, 0, 50), Row(55, 70, 51, 100), Row(71, 85, 101, 150), Row(86, 105, 151, 200), Row(106, 200, 201, 300),
    ]
    /// O₃, 1-hour, in 0.001 ppm (from 101 up).
    static let ozone1Hour = [
        Row(125, 164, 101, 150), Row(165, 204, 151, 200), Row(205, 404, 201, 300), Row(405, 604, 301, 500),
    ]
    /// NO₂, 1-hour, in ppb.
    static let nitrogenDioxide = [
        Row(0, 53, 0, 50), Row(54, 100, 51, 100), Row(101, 360, 101, 150), Row(361, 649, 151, 200),
        Row(650, 1249, 201, 300), Row(1250, 2049, 301, 500),
    ]
    /// SO₂, 1-hour up to 304 ppb, 24-hour above, in ppb.
    static let sulfurDioxide = [
        Row(0, 35, 0, 50), Row(36, 75, 51, 100), Row(76, 185, 101, 150), Row(186, 304, 151, 200),
        Row(305, 604, 201, 300), Row(605, 1004, 301, 500),
    ]
    /// CO, 8-hour, in 0.1 ppm.
    static let carbonMonoxide = [
        Row(0, 44, 0, 50), Row(45, 94, 51, 100), Row(95, 124, 101, 150), Row(125, 154, 151, 200),
        Row(155, 304, 201, 300), Row(305, 504, 301, 500),
    ]

    /// The sub-index of `pollutant` at `microgramsPerCubicMeter`, or `nil` when it is not an AQI pollutant.
    static func subIndex(of pollutant: Pollutant, microgramsPerCubicMeter value: Double) -> Int? {
        switch pollutant {
        case .pm25: return index(steps(value, per: 10), in: pm25)
        case .pm10: return index(steps(value, per: 1), in: pm10)
        case .ozone:
            guard let ppb = pollutant.partsPerBillion(fromMicrogramsPerCubicMeter: value) else { return nil }
            let thousandthsOfPPM = steps(ppb, per: 1)
            return thousandthsOfPPM <= 200
                ? index(thousandthsOfPPM, in: ozone8Hour) : index(thousandthsOfPPM, in: ozone1Hour)
        case .nitrogenDioxide, .sulfurDioxide:
            guard let ppb = pollutant.partsPerBillion(fromMicrogramsPerCubicMeter: value) else { return nil }
            return index(steps(ppb, per: 1), in: pollutant == .nitrogenDioxide ? nitrogenDioxide : sulfurDioxide)
        case .carbonMonoxide:
            guard let ppb = pollutant.partsPerBillion(fromMicrogramsPerCubicMeter: value) else { return nil }
            return index(steps(ppb / 1_000, per: 10), in: carbonMonoxide)
        case .nitrogenMonoxide, .ammonia:
            return nil
        }
    }

    /// `value` truncated to whole steps of `1 / perUnit` (a hair of tolerance keeps 9.1 from becoming 9.0
    /// through binary rounding).
    static func steps(_ value: Double, per perUnit: Double) -> Int {
        let scaled = (value * perUnit + 1e-6).rounded(.down)
        return scaled >= Double(Int.max / 2) ? Int.max / 2 : Int(scaled)
    }

    /// The interpolated index of a truncated concentration; 500 beyond the top row, and the row's low edge
    /// for a concentration between two tables' rows.
    static func index(_ concentration: Int, in rows: [Row]) -> Int {
        guard let top = rows.last, concentration <= top.high else { return 500 }
        guard let row = rows.first(where: { concentration <= $0.high }) else { return 500 }
        let clamped = max(concentration, row.low)
        let slope = Double(row.indexHigh - row.indexLow) / Double(row.high - row.low)
        return Int((slope * Double(clamped - row.low) + Double(row.indexLow)).rounded(.toNearestOrAwayFromZero))
    }
}
