import Foundation
import WeatherModels

/// The long-term character of a place: what the shared atmosphere's weather varies around.
///
/// Its monthly normals are the nearest gazetteer city's (``ClimateNormals``) within
/// ``fullWeightDistance``; from there they blend smoothly toward a crude latitude model, which
/// alone describes places more than ``blendDistance`` from every city (oceans, deserts, ice).
struct Climate: Sendable {
    /// How near a city a place follows its normals alone, metres.
    static let fullWeightDistance = 50_000.0
    /// How far from a city its normals still weigh in, metres.
    static let blendDistance = 300_000.0

    /// The nearest gazetteer city within ``blendDistance``, if any.
    var city: GazetteerCity?
    /// How much the city's normals count, 0…1 (1 within ``fullWeightDistance``).
    var cityWeight: Double
    /// The monthly normals the weather follows: the city's blended with the latitude model's.
    var normals: ClimateNormals
    /// The mean daily highest temperature through the year, °C.
    var highs: SeasonalCycle
    /// The mean daily lowest temperature through the year, °C.
    var lows: SeasonalCycle
    /// The precipitation through the year, mm per month.
    var precipitation: SeasonalCycle
    /// The months whose normal precipitation is none, January first: dry from their first day to their last
    /// (the cycle alone would carry a trace of the months either side into them).
    var dryMonths: [Bool]
    /// The mean relative humidity through the year, percent.
    var humidity: SeasonalCycle
    /// The standard deviation of the day-to-day temperature swings through the year, °C: small in the
    /// tropics, large in continental winters.
    var variability: SeasonalCycle
    /// The typical wind speed, m/s.
    var windiness: Double
    /// The direction the wind mostly comes from, degrees: westerlies in mid-latitudes, trade winds elsewhere.
    var prevailingWind: Double
    /// The ground elevation, metres.
    var elevation: Double

    /// The climate at `coordinate` for the generator seeded with `seed`, with the nearest city
    /// found in `table`.
    init(coordinate: Coordinate, seed: UInt64, table: ClimateNormalsTable = .standard) {
        let latitude = coordinate.latitude
        let absolute = abs(latitude)
        let region = Self.region(coordinate: coordinate, seed: seed)
        windiness = 2 + 4 * min(absolute / 55, 1) + 2 * region(4)
        prevailingWind = (absolute >= 30 && absolute <= 65 ? 250 : 80) + 40 * region(5)
        elevation = Self.elevation(at: coordinate, seed: seed)

        let model = Self.latitudeNormals(coordinate: coordinate, seed: seed)
        if let match = table.nearest(to: coordinate, within: Self.blendDistance) {
            let span = Self.blendDistance - Self.fullWeightDistance
            let position = min(1, max(0, (match.distance - Self.fullWeightDistance) / span))
            city = match.city
            cityWeight = 1 - position * position * (3 - 2 * position)
            normals = model.blended(with: match.normals, weight: cityWeight)
        } else {
            city = nil
            cityWeight = 0
            normals = model
        }
        highs = SeasonalCycle(monthly: normals.highs)
        lows = SeasonalCycle(monthly: normals.lows)
        precipitation = SeasonalCycle(monthly: normals.precipitation, range: 0...5000)
        dryMonths = normals.precipitation.map { $0 <= 0 }
        humidity = SeasonalCycle(monthly: normals.humidity, range: 3...100)
        variability = SeasonalCycle(monthly: Self.variability(normals, latitude: latitude), range: 0.3...8)
    }

    /// The normals at `time` (Unix seconds), interpolated between the months.
    func state(at time: Int) -> ClimateState {
        let month = SeasonalCycle.monthPosition(time: time)
        return ClimateState(
            high: highs.value(atMonth: month),
            low: lows.value(atMonth: month),
            precipitation: dryMonths[min(11, max(0, Int(month)))] ? 0 : precipitation.value(atMonth: month),
            humidity: humidity.value(atMonth: month),
            variability: variability.value(atMonth: month))
    }

    /// The ground elevation the generator assumes at `coordinate`, metres.
    static func elevation(at coordinate: Coordinate, seed: UInt64) -> Double {
        let region = Self.region(coordinate: coordinate, seed: seed)
        return 600 * region(6) * region(6)
    }

    /// Values in `0..<1` by channel that change smoothly over the globe: fixed at every whole degree of
    /// latitude and longitude and blended in between (a smoothstep each way), so that a place's wind and
    /// elevation, and far from every city its climate, change gradually from one place to its neighbours
    /// instead of stepping at the edges of 1° squares.
    private static func region(coordinate: Coordinate, seed: UInt64) -> (UInt64) -> Double {
        let south = coordinate.latitude.rounded(.down)
        let west = coordinate.longitude.rounded(.down)
        let northward = smoothstep(coordinate.latitude - south)
        let eastward = smoothstep(coordinate.longitude - west)
        let rows = (Int(south), Int(south) + 1)
        let columns = (Int(west), Int(west) + 1)
        return { channel in
            /// The value at a whole degree: longitudes counted 0..<360 (180° E and 180° W are one), and one
            /// value at each pole.
            func at(_ row: Int, _ column: Int) -> Double {
                let wrapped = abs(row) >= 90 ? 0 : (column % 360 + 360) % 360
                return SplitMix64.unit(seed, 77, channel, UInt64(bitPattern: Int64(row)), UInt64(wrapped))
            }
            let southern = at(rows.0, columns.0) + (at(rows.0, columns.1) - at(rows.0, columns.0)) * eastward
            let northern = at(rows.1, columns.0) + (at(rows.1, columns.1) - at(rows.1, columns.0)) * eastward
            return southern + (northern - southern) * northward
        }
    }

    /// 0 at 0, 1 at 1, with no slope at either end.
    private static func smoothstep(_ fraction: Double) -> Double {
        fraction * fraction * (3 - 2 * fraction)
    }

    /// The standard deviation of day-to-day temperature swings in each month, °C: growing with
    /// latitude and with the seasons' range, most in the coldest month.
    static func variability(_ normals: ClimateNormals, latitude: Double) -> [Double] {
        let means = zip(normals.highs, normals.lows).map { ($0 + $1) / 2 }
        let warmest = means.max() ?? 0
        let range = warmest - (means.min() ?? 0)
        return means.map { mean in
            let winter = range > 0.1 ? (warmest - mean) / range : 0.5
            return min(5.5, 0.7 + 0.025 * abs(latitude) + 0.1 * range * (0.2 + 0.8 * winter))
        }
    }

    /// Monthly normals from latitude alone, for places far from every city: warm at the equator and
    /// cold at the poles, dry in the subtropics, with seasons that are mild on west coasts and oceans
    /// and extreme inside Eurasia and North America.
    static func latitudeNormals(coordinate: Coordinate, seed: UInt64) -> ClimateNormals {
        let latitude = coordinate.latitude
        let absolute = abs(latitude)
        let region = Self.region(coordinate: coordinate, seed: seed)
        let subtropics = exp(-pow((absolute - 25) / 10, 2))
        let aridity = min(1, max(0, 0.65 * subtropics + 0.45 * region(3) - 0.1))
        let continentality =
            0.8 * Self.continentality(latitude: latitude, longitude: coordinate.longitude)
            + 0.2 * region(2)
        var annualMean = 27 - 0.0065 * absolute * absolute + 3 * (region(1) - 0.5)
        annualMean += 5 * aridity - 6 * (continentality - 0.4)
        if latitude < -60 { annualMean -= (absolute - 60) * 0.6 }
        let seasonalAmplitude = (0.5 + 0.2 * absolute) * (0.5 + 0.9 * continentality)
        let halfRange = (4 + 6 * aridity) * 0.7
        let means = (0..<12).map { month in
            let time = Int((Double(month) + 0.5) / 12 * 365.2422 * 86_400)
            return annualMean + seasonalAmplitude * WeatherGenerator.season(time: time, latitude: latitude)
        }
        let precipitation = 10 + 130 * (1 - aridity) * (1 - aridity)
        return ClimateNormals(
            highs: means.map { $0 + halfRange },
            lows: means.map { $0 - halfRange },
            precipitation: Array(repeating: precipitation, count: 12),
            humidity: Array(repeating: 75 - 40 * aridity, count: 12))
    }

    /// How continental the climate is (0 maritime … 1 deep inland), from a coarse map: seasons
    /// are mild on west coasts and oceans and extreme inside Eurasia and North America.
    static func continentality(latitude: Double, longitude: Double) -> Double {
        switch (latitude, longitude) {
        case (35...75, 30...180):
            return 0.5 + 0.5 * min(1, (longitude - 30) / 70)
        case (35...72, -25..<30):
            return 0.25 + 0.3 * (longitude + 10) / 40
        case (30...72, -118 ... -60):
            return 0.9 - 0.5 * min(1, abs(longitude + 100) / 40)
        case (-35 ... -18, 118...145):
            return 0.6
        case (..<0, _):
            return 0.2
        default:
            return 0.35
        }
    }
}

/// A place's normals at one instant, interpolated between the months.
struct ClimateState: Sendable {
    /// The mean daily highest temperature, °C.
    var high: Double
    /// The mean daily lowest temperature, °C.
    var low: Double
    /// The precipitation, mm per month.
    var precipitation: Double
    /// The mean relative humidity, percent.
    var humidity: Double
    /// The standard deviation of the day-to-day temperature swings, °C.
    var variability: Double

    /// The mean temperature, °C.
    var mean: Double { (high + low) / 2 }
}

/// Twelve monthly values as a smooth cycle through the year: straight lines between knots in the
/// middle of each month, the knots chosen so that each month's mean is its value (a bare line
/// through the monthly values would flatten the peaks of summer and winter).
struct SeasonalCycle: Sendable {
    /// The value in the middle of each month, January first.
    var knots: [Double]

    /// The cycle through `monthly`, its knots kept within `range`.
    init(monthly: [Double], range: ClosedRange<Double> = -200...200) {
        // A month's mean under the lines is (previous + 6 × own + next) / 8; Jacobi iteration
        // solves for knots with the monthly means, converging by a factor of three a step.
        // Two buffers swapped each step: a climate is built for every sampled place, so no step allocates.
        var knots = monthly
        var next = monthly
        for _ in 0..<16 {
            for month in 0..<12 {
                let neighbours = knots[(month + 11) % 12] + knots[(month + 1) % 12]
                next[month] = (8 * monthly[month] - neighbours) / 6
            }
            swap(&knots, &next)
        }
        for month in 0..<12 {
            knots[month] = min(range.upperBound, max(range.lowerBound, knots[month]))
        }
        self.knots = knots
    }

    /// The value at `month` (0 at the start of January, 12 at the end of December).
    func value(atMonth month: Double) -> Double {
        let shifted = month - 0.5
        let floor = shifted.rounded(.down)
        let fraction = shifted - floor
        let first = ((Int(floor) % 12) + 12) % 12
        let second = (first + 1) % 12
        return knots[first] + (knots[second] - knots[first]) * fraction
    }

    /// The position of `time` (Unix seconds, UTC) in its year, in months: the month's index from 0
    /// plus the share of the month gone, so each month ends where the next begins.
    static func monthPosition(time: Int) -> Double {
        let dayNumber = CivilTime.floorDivide(time, 86_400)
        let date = CivilTime.civil(fromDays: dayNumber)
        let dayFraction = Double(time - dayNumber * 86_400) / 86_400
        return Double(date.month - 1) + (Double(date.day - 1) + dayFraction)
            / Double(daysInMonth(date.month, year: date.year))
    }

    /// The number of days in `month` of `year` (Gregorian).
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
