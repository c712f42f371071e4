import Foundation
import Testing
import WeatherModels

@testable import WeatherSandbox

@Suite("Climate normals")
struct ClimateNormalsTests {
    let gazetteer = SandboxGazetteer.standard
    let table = ClimateNormalsTable.standard

    /// The gazetteer city named `name` in `country`.
    func city(_ name: String, _ country: String) throws -> GazetteerCity {
        try #require(gazetteer.cities.first { $0.name == name && $0.countryCode == country })
    }

    /// The normals of `city`.
    func normals(_ city: GazetteerCity) throws -> ClimateNormals {
        try #require(table.normals(cityNumber: city.number))
    }

    /// The local days of `month` of `year` at `city`, generated with `seed`.
    static func days(at city: GazetteerCity, year: Int, month: Int, seed: UInt64 = 7) -> [DaySample] {
        let first = CivilTime.days(year: year, month: month, day: 1)
        let start = city.zone.startOfDay(dayNumber: first)
        return WeatherGenerator(seed: seed).days(
            at: city.coordinate, from: start + 3600, count: SeasonalCycle.daysInMonth(month, year: year),
            zone: city.zone)
    }

    /// The mean of `values`.
    static func mean(_ values: [Double]) -> Double {
        values.reduce(0, +) / Double(max(values.count, 1))
    }

    // MARK: - The tables

    @Test("Every row names exactly one gazetteer city, and every city has exactly one row")
    func rowsMatchTheGazetteer() {
        #expect(table.malformedLines.isEmpty, "\(table.malformedLines)")
        #expect(table.rows.count == gazetteer.count)
        var rowsPerCity: [Int: Int] = [:]
        let index = ClimateNormalsTable.nameIndex(of: gazetteer)
        for row in table.rows {
            let matches = ClimateNormalsTable.cities(matching: row, in: index)
            #expect(matches.count == 1, "\(row.name) \(row.countryCode) \(row.region ?? "") matches \(matches.count)")
            for city in matches { rowsPerCity[city.number, default: 0] += 1 }
        }
        for city in gazetteer.cities {
            #expect(
                rowsPerCity[city.number] == 1,
                "\(city.name), \(city.countryCode) has \(rowsPerCity[city.number] ?? 0) rows")
            #expect(table.normals(cityNumber: city.number) != nil, "\(city.name) has no normals")
        }
    }

    @Test("Every row is physically sensible: highs above lows, humidity a percentage, no negative rain")
    func rowsArePlausible() {
        for row in table.rows {
            let normals = row.normals
            for month in 0..<12 {
                #expect(normals.highs[month] > normals.lows[month], "\(row.name) month \(month + 1)")
                #expect((-70...50).contains(normals.highs[month]), "\(row.name) month \(month + 1)")
                #expect((1...100).contains(normals.humidity[month]), "\(row.name) month \(month + 1)")
                #expect((0...1500).contains(normals.precipitation[month]), "\(row.name) month \(month + 1)")
            }
        }
    }

    @Test("A malformed line is set aside, not half parsed")
    func malformedLines() {
        #expect(ClimateNormalsTable.row(from: "Nowhere|XX||1 2 3|1 2 3|1 2 3|1 2 3") == nil)
        #expect(
            ClimateNormalsTable.row(
                from: "Nowhere|XX||" + Array(repeating: "1 x 1 1 1 1 1 1 1 1 1 1", count: 4).joined(separator: "|"))
                == nil)
        let twelve = Array(repeating: "5", count: 12).joined(separator: " ")
        let row = ClimateNormalsTable.row(from: "Springfield|US|Illinois|\(twelve)|\(twelve)|\(twelve)|\(twelve)")
        #expect(row?.region == "Illinois" && row?.normals.highs.count == 12)
    }

    // MARK: - Nearest city

    @Test("The grid finds the same nearest city as measuring every city")
    func gridMatchesBruteForce() throws {
        var generator = SplitMix64(seed: 41)
        var found = 0
        for _ in 0..<1500 {
            // Half the points near a random city, half anywhere.
            let anchor = gazetteer.cities[Int(generator.next() % UInt64(gazetteer.count))].coordinate
            let near = generator.next() % 2 == 0
            let latitude =
                near
                ? min(89.9, max(-89.9, anchor.latitude + Double.random(in: -3...3, using: &generator)))
                : Double.random(in: -89.9...89.9, using: &generator)
            var longitude =
                near
                ? anchor.longitude + Double.random(in: -4...4, using: &generator)
                : Double.random(in: -180...180, using: &generator)
            if longitude > 180 { longitude -= 360 }
            if longitude < -180 { longitude += 360 }
            let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
            let expected = gazetteer.cities.map { city in
                (
                    city,
                    ClimateNormalsTable.distance(
                        latitude, longitude, city.coordinate.latitude, city.coordinate.longitude)
                )
            }
            .filter { $0.1 <= Climate.blendDistance }
            .min { $0.1 < $1.1 }
            let match = table.nearest(to: coordinate, within: Climate.blendDistance)
            #expect(match?.city.number == expected?.0.number, "\(latitude), \(longitude)")
            if match != nil { found += 1 }
        }
        #expect(found > 500)
    }

    @Test("Near a city its normals alone count; further away they blend into the latitude model; far away none")
    func blending() throws {
        let saoPaulo = try city("São Paulo", "BR")
        let close = try Coordinate(
            latitude: saoPaulo.coordinate.latitude + 0.3, longitude: saoPaulo.coordinate.longitude)
        let nearClimate = Climate(coordinate: close, seed: 1)
        #expect(nearClimate.city?.name == "São Paulo" && nearClimate.cityWeight == 1)
        #expect(nearClimate.normals == (try normals(saoPaulo)))
        let further = try Coordinate(
            latitude: saoPaulo.coordinate.latitude - 1.5, longitude: saoPaulo.coordinate.longitude)
        let blended = Climate(coordinate: further, seed: 1)
        #expect(blended.cityWeight > 0 && blended.cityWeight < 1, "\(blended.cityWeight)")
        let pacific = try Coordinate(latitude: -40, longitude: -130)
        let ocean = Climate(coordinate: pacific, seed: 1)
        #expect(ocean.city == nil && ocean.cityWeight == 0)
        #expect(ocean.normals == Climate.latitudeNormals(coordinate: pacific, seed: 1))
    }

    // MARK: - The seasonal cycle

    @Test("The seasonal cycle keeps each month's mean and has no jump where months meet")
    func seasonalCycle() {
        let monthly: [Double] = [-35, -29, -15, 0, 12, 22, 25, 21, 10, -5, -25, -33]
        let cycle = SeasonalCycle(monthly: monthly)
        for month in 0..<12 {
            let steps = 600
            let mean =
                (0..<steps).map { cycle.value(atMonth: Double(month) + (Double($0) + 0.5) / Double(steps)) }
                .reduce(0, +) / Double(steps)
            #expect(abs(mean - monthly[month]) < 0.05, "month \(month + 1): \(mean)")
            let boundary = Double(month)
            #expect(abs(cycle.value(atMonth: boundary - 1e-6) - cycle.value(atMonth: boundary + 1e-6)) < 0.001)
        }
        #expect(abs(cycle.value(atMonth: 0) - cycle.value(atMonth: 12)) < 1e-9)
    }

    @Test("The normals change smoothly across every month boundary, in the climate itself")
    func normalsAreContinuous() throws {
        let climate = Climate(coordinate: try city("Yakutsk", "RU").coordinate, seed: 3)
        for month in 1...12 {
            let boundary = CivilTime.days(year: 2025, month: month, day: 1) * 86_400
            let before = climate.state(at: boundary - 1)
            let after = climate.state(at: boundary)
            #expect(abs(before.high - after.high) < 0.01 && abs(before.low - after.low) < 0.01)
            #expect(abs(before.precipitation - after.precipitation) < 0.1)
            #expect(abs(before.humidity - after.humidity) < 0.01)
        }
    }

    @Test("A month whose normal precipitation is none is dry from its first hour to its last")
    func dryMonthsStayDry() throws {
        // Mumbai: 1 mm in February, none in March, 1 mm in April.
        let place = try city("Mumbai", "IN")
        #expect(try normals(place).precipitation[2] == 0)
        let climate = Climate(coordinate: place.coordinate, seed: 3)
        let march = CivilTime.days(year: 2025, month: 3, day: 1) * 86_400
        let april = CivilTime.days(year: 2025, month: 4, day: 1) * 86_400
        for time in stride(from: march, to: april, by: 3600) {
            #expect(climate.state(at: time).precipitation == 0, "\(CivilTime(seconds: time, offset: 0).minuteText())")
        }
        #expect(climate.state(at: march - 3600).precipitation > 0)
        #expect(climate.state(at: april + 3600).precipitation > 0)
    }

    @Test("Generated highs change across a month boundary no more than from one day to the next within a month")
    func noJumpsAtMonthBoundaries() throws {
        var within: [Double] = []
        var across: [Double] = []
        for name in [("Yakutsk", "RU"), ("Moscow", "RU"), ("Delhi", "IN"), ("Chicago", "US"), ("Sydney", "AU")] {
            let place = try city(name.0, name.1)
            for seed in UInt64(1)...2 {
                let days = (1...12).flatMap { Self.days(at: place, year: 2025, month: $0, seed: seed) }
                for (previous, next) in zip(days, days.dropFirst()) {
                    let change = abs(next.maximumTemperature - previous.maximumTemperature)
                    if next.date.day == 1 { across.append(change) } else { within.append(change) }
                    #expect(change < 20, "\(place.name) \(next.date.dateText): \(change)")
                }
            }
        }
        #expect(across.count == 110)
        #expect(
            Self.mean(across) < Self.mean(within) * 1.5 + 0.5,
            "across \(Self.mean(across)), within \(Self.mean(within))")
        #expect((across.max() ?? 0) <= (within.max() ?? 0))
    }

    // MARK: - Places in character

    @Test("São Paulo in November: highs around 27 °C, never 38, humid, with rain on many days")
    func saoPauloNovember() throws {
        let place = try city("São Paulo", "BR")
        let normal = try normals(place)
        let days = Self.days(at: place, year: 2025, month: 11)
        let highs = days.map(\.maximumTemperature)
        #expect(abs(Self.mean(highs) - normal.highs[10]) < 2, "\(Self.mean(highs))")
        #expect((highs.max() ?? 99) < 38, "\(highs)")
        #expect(abs(Self.mean(days.map(\.minimumTemperature)) - normal.lows[10]) < 2)
        #expect(abs(Self.mean(days.map(\.averageHumidity)) - normal.humidity[10]) < 8)
        #expect(days.filter { $0.rainTotal > 0 }.count >= 6)
    }

    @Test("Dubai in July: hot and dry")
    func dubaiJuly() throws {
        let days = Self.days(at: try city("Dubai", "AE"), year: 2025, month: 7)
        #expect(Self.mean(days.map(\.maximumTemperature)) > 38)
        #expect(Self.mean(days.map(\.minimumTemperature)) > 26)
        #expect(days.map(\.rainTotal).reduce(0, +) < 5)
        #expect(days.filter { $0.rainTotal > 0 }.count <= 2)
    }

    @Test("Yakutsk in January: far below zero every day, with snow rather than rain")
    func yakutskJanuary() throws {
        let place = try city("Yakutsk", "RU")
        let days = Self.days(at: place, year: 2025, month: 1)
        #expect(days.allSatisfy { $0.maximumTemperature < -15 }, "\(days.map(\.maximumTemperature))")
        #expect(abs(Self.mean(days.map(\.maximumTemperature)) - (try normals(place)).highs[0]) < 4)
        #expect(days.allSatisfy { $0.rainTotal == 0 })
    }

    @Test("Singapore is humid, hot and wet every month")
    func singapore() throws {
        let place = try city("Singapore", "SG")
        for month in 1...12 {
            let days = Self.days(at: place, year: 2025, month: month)
            #expect(Self.mean(days.map(\.averageHumidity)) > 72, "month \(month)")
            #expect((29...34).contains(Self.mean(days.map(\.maximumTemperature))), "month \(month)")
            #expect(days.filter { $0.rainTotal > 0 }.count >= 8, "month \(month)")
        }
    }

    @Test("Lima hardly ever rains, yet its air is humid and mild all year")
    func lima() throws {
        let place = try city("Lima", "PE")
        let year = (1...12).flatMap { Self.days(at: place, year: 2025, month: $0) }
        #expect(year.map(\.rainTotal).reduce(0, +) < 40)
        #expect(year.filter { $0.rainTotal >= 1 }.count <= 8)
        #expect(Self.mean(year.map(\.averageHumidity)) > 70)
        #expect(
            year.allSatisfy { (10...33).contains($0.minimumTemperature) && (10...33).contains($0.maximumTemperature) })
    }

    @Test("Mumbai's monsoon: a dry January, a drenched July")
    func mumbaiMonsoon() throws {
        let place = try city("Mumbai", "IN")
        let january = Self.days(at: place, year: 2025, month: 1)
        let july = Self.days(at: place, year: 2025, month: 7)
        #expect(january.filter { $0.rainTotal > 0 }.count <= 2)
        #expect(july.filter { $0.rainTotal > 0 }.count >= 22)
        #expect(july.map(\.rainTotal).reduce(0, +) > 400)
        #expect(Self.mean(july.map(\.averageHumidity)) > Self.mean(january.map(\.averageHumidity)) + 10)
    }

    @Test("Reykjavik and Cairo in January: cool and damp against mild and dry")
    func reykjavikAndCairo() throws {
        let reykjavik = Self.days(at: try city("Reykjavik", "IS"), year: 2025, month: 1)
        let cairo = Self.days(at: try city("Cairo", "EG"), year: 2025, month: 1)
        #expect((-2...6).contains(Self.mean(reykjavik.map(\.maximumTemperature))))
        #expect(reykjavik.filter { $0.rainTotal + $0.snowTotal > 0 }.count >= 10)
        #expect((16...23).contains(Self.mean(cairo.map(\.maximumTemperature))))
        #expect(cairo.filter { $0.rainTotal > 0 }.count <= 4)
    }

    // MARK: - Statistics against the normals

    /// Cities of many climates.
    static let sample: [(String, String)] = [
        ("London", "GB"), ("Moscow", "RU"), ("Reykjavik", "IS"), ("Cairo", "EG"), ("Mumbai", "IN"), ("Sydney", "AU"),
        ("Buenos Aires", "AR"), ("Denver", "US"), ("Tokyo", "JP"), ("Nairobi", "KE"), ("Phoenix", "US"),
        ("Bergen", "NO"), ("Darwin", "AU"), ("Ulaanbaatar", "MN"),
    ]

    /// Two years of days (2023 and 2024, each seeded with its year) for every month of every ``sample`` city,
    /// by city index and month: generated once and shared by the statistics tests.
    static let sampleYears: [[[DaySample]]] = sample.map { name, country in
        guard
            let place = SandboxGazetteer.standard.cities.first(where: { $0.name == name && $0.countryCode == country })
        else { return [] }
        return (1...12).map { month in
            (2023...2024).flatMap { days(at: place, year: $0, month: month, seed: UInt64($0)) }
        }
    }

    @Test("Monthly means of generated highs and lows follow the normals, for cities of every climate")
    func monthlyMeansFollowTheNormals() throws {
        var errors: [Double] = []
        for (index, (name, country)) in Self.sample.enumerated() {
            let place = try city(name, country)
            let normal = try normals(place)
            for month in 1...12 {
                let days = try #require(Self.sampleYears[index].dropFirst(month - 1).first)
                let high = Self.mean(days.map(\.maximumTemperature)) - normal.highs[month - 1]
                let low = Self.mean(days.map(\.minimumTemperature)) - normal.lows[month - 1]
                let humidity = Self.mean(days.map(\.averageHumidity)) - normal.humidity[month - 1]
                #expect(abs(high) < 3 && abs(low) < 3, "\(name) month \(month): highs \(high), lows \(low)")
                #expect(abs(humidity) < 10, "\(name) month \(month): humidity \(humidity)")
                errors += [abs(high), abs(low)]
            }
        }
        #expect(Self.mean(errors) < 1, "mean error \(Self.mean(errors)) °C")
    }

    @Test("Rain falls on more days in wetter months, and the year's total follows the normals")
    func rainTracksPrecipitation() throws {
        var wetMonths: [Double] = []
        var dryMonths: [Double] = []
        for (index, (name, country)) in Self.sample.enumerated() {
            let place = try city(name, country)
            let normal = try normals(place)
            var total = 0.0
            for month in 1...12 {
                let days = try #require(Self.sampleYears[index].dropFirst(month - 1).first)
                let wetDays = Double(days.filter { $0.rainTotal + $0.snowTotal > 0 }.count) / 2
                let precipitation = normal.precipitation[month - 1]
                if precipitation >= 100 { wetMonths.append(wetDays) }
                if precipitation <= 10 { dryMonths.append(wetDays) }
                if precipitation == 0 { #expect(wetDays == 0, "\(name) month \(month)") }
                total += days.map { $0.rainTotal + $0.snowTotal }.reduce(0, +) / 2
            }
            let annual = normal.precipitation.reduce(0, +)
            #expect(abs(total - annual) <= 0.3 * annual + 15, "\(name): \(total) mm against \(annual) mm")
        }
        #expect(Self.mean(wetMonths) > 14, "\(Self.mean(wetMonths))")
        #expect(Self.mean(dryMonths) < 2, "\(Self.mean(dryMonths))")
    }

    @Test("Dew point stays at or below the temperature, and rain still means a cloudy, humid sky")
    func consistency() throws {
        for (name, country) in Self.sample {
            let place = try city(name, country)
            for month in [1, 7] {
                for day in Self.days(at: place, year: 2025, month: month) {
                    for hour in day.hours {
                        #expect(hour.dewPoint <= hour.temperature, "\(name)")
                        if hour.precipitation > 0 {
                            #expect(hour.cloudCover >= 85 && hour.humidity >= 85, "\(name)")
                        }
                    }
                }
            }
        }
    }
}
