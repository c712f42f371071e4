import Foundation
import Testing
import WeatherModels

@testable import WeatherSandbox

/// Places a few kilometres apart live under the same sky: the sandbox's weather is one field over the
/// globe, so neighbours agree at the same moment as real neighbours do.
@Suite("Neighbouring places share one atmosphere")
struct NeighbourAgreementTests {
    /// Two gazetteer places and the great-circle distance between them, km.
    struct Pair: CustomStringConvertible, Sendable {
        var first: GazetteerCity
        var second: GazetteerCity
        var kilometres: Double

        var description: String {
            "\(first.name)/\(second.name) (\(Int(kilometres.rounded())) km)"
        }
    }

    /// Every pair of gazetteer places at most 50 km apart (great circle).
    static let pairs: [Pair] = {
        let cities = SandboxGazetteer.standard.cities
        var pairs: [Pair] = []
        for (index, first) in cities.enumerated() {
            for second in cities[(index + 1)...] {
                let kilometres = first.coordinate.distance(to: second.coordinate).converted(to: .kilometers).value
                if kilometres <= 50 { pairs.append(Pair(first: first, second: second, kilometres: kilometres)) }
            }
        }
        return pairs
    }()

    /// The hours the year test compares: every 5th hour of 2025 (1,752 instants). A step of 5 hours walks
    /// through every hour of the day (5 and 24 have no common factor), so nights, mornings and afternoons of
    /// every season all count, while the test stays quick in a debug build.
    static let hours: [Int] = {
        let start = CivilTime.days(year: 2025, month: 1, day: 1) * 86_400
        let end = CivilTime.days(year: 2026, month: 1, day: 1) * 86_400
        return Array(stride(from: start, to: end, by: 5 * 3600))
    }()

    /// What a place's weather is at each of ``hours``: its temperature and whether rain or snow falls.
    struct Series {
        var temperatures: [Double]
        var wet: [Bool]
    }

    /// The series of `city` as the stand-ins serve it: the transport's generator (``SandboxContext/generator``
    /// is `WeatherGenerator(seed:)` with the transport's seed) and its ``WeatherGenerator/sampler(at:)``,
    /// which every stand-in's current, hourly, daily and minutely data is written from.
    static func series(of city: GazetteerCity, seed: UInt64) -> Series {
        let sampler = WeatherGenerator(seed: seed).sampler(at: city.coordinate)
        var series = Series(temperatures: [], wet: [])
        series.temperatures.reserveCapacity(hours.count)
        series.wet.reserveCapacity(hours.count)
        for time in hours {
            let sample = sampler.sample(time: time)
            series.temperatures.append(sample.temperature)
            series.wet.append(sample.precipitation > 0)
        }
        return series
    }

    /// The difference of two places' climate normals (the mean temperature of the season) at `time`, °C: what
    /// a real gap between their climates, not their weather, puts between them.
    static func normalsGap(_ first: Climate, _ second: Climate, at time: Int) -> Double {
        first.state(at: time).mean - second.state(at: time).mean
    }

    @Test("The gazetteer has neighbours to compare, among them New York and Newark")
    func neighboursExist() {
        #expect(Self.pairs.count >= 20, "\(Self.pairs)")
        #expect(Self.pairs.contains { $0.first.name == "New York" && $0.second.name == "Newark" })
        #expect(Self.pairs.contains { $0.first.name == "Cologne" && $0.second.name == "Düsseldorf" })
    }

    /// Through a year, neighbours within 50 km are within 4 °C of each other in at least 95% of hours and
    /// agree on whether it rains (or snows) in at least 85%.
    ///
    /// Sampling: every 5th hour of 2025 (see ``hours``), with the sandbox's default seed. Where the two
    /// places' own climate normals differ by more than 2 °C in some month (in the gazetteer, only Bologna and
    /// Zocca, 760 m up in the Apennines: 5.5 °C apart in July), the 4 °C apply to the difference beyond the
    /// gap of the normals at that hour, since the climate, not the weather, makes the rest.
    @Test("Places within 50 km agree on temperature and on rain through a year")
    func neighboursAgreeThroughAYear() {
        let seed = SandboxTransport.defaultSeed
        var series: [Int: Series] = [:]
        for pair in Self.pairs {
            for city in [pair.first, pair.second] where series[city.number] == nil {
                series[city.number] = Self.series(of: city, seed: seed)
            }
        }
        let months = (1...12).map { CivilTime.days(year: 2025, month: $0, day: 15) * 86_400 }
        for pair in Self.pairs {
            guard let first = series[pair.first.number], let second = series[pair.second.number] else { continue }
            let climates = (
                Climate(coordinate: pair.first.coordinate, seed: seed),
                Climate(coordinate: pair.second.coordinate, seed: seed)
            )
            let differentClimates = months.contains { abs(Self.normalsGap(climates.0, climates.1, at: $0)) > 2 }
            var close = 0
            var agree = 0
            for index in Self.hours.indices {
                var difference = first.temperatures[index] - second.temperatures[index]
                if differentClimates { difference -= Self.normalsGap(climates.0, climates.1, at: Self.hours[index]) }
                if abs(difference) <= 4 { close += 1 }
                if first.wet[index] == second.wet[index] { agree += 1 }
            }
            let closeShare = Double(close) / Double(Self.hours.count)
            let agreeShare = Double(agree) / Double(Self.hours.count)
            #expect(closeShare >= 0.95, "\(pair): within 4 °C in only \(closeShare.formatted(.percent))")
            #expect(agreeShare >= 0.85, "\(pair): agree on rain in only \(agreeShare.formatted(.percent))")
        }
    }

    /// The pairs that disagreed absurdly before the atmosphere became one field.
    static let namedPairs: [(String, String)] = [
        ("New York", "Newark"), ("Cologne", "Düsseldorf"), ("Geneva", "Lausanne"),
    ]

    /// Instants chosen up front, through the seasons and the day: 2025's equinoxes and solstices and a
    /// mid-winter and mid-summer day, each at 06:00 and 15:00 UTC.
    static let fixedInstants: [Int] = [(1, 15), (3, 20), (6, 21), (8, 10), (9, 22), (12, 21)].flatMap {
        month, day in
        [6, 15].map { CivilTime.days(year: 2025, month: month, day: day) * 86_400 + $0 * 3600 }
    }

    /// At each instant the two places are within 3 °C and their rain within 1 mm/h of each other; and at no
    /// fewer than 11 of the 12 instants they agree on whether it rains at all and their cloud cover is within
    /// 30 points. (At the edge of a rain band or a cloud deck one may have the first drizzle, or a sky a
    /// category cloudier, while the other is still dry: through a year, places 30 to 50 km apart differ by
    /// more than 30 points of cloud in about 1% of hours.)
    @Test("New York and Newark, Cologne and Düsseldorf, Geneva and Lausanne agree as served by Open-Meteo")
    func namedPairsAgree() async throws {
        let gazetteer = SandboxGazetteer.standard
        for (firstName, secondName) in Self.namedPairs {
            let first = try #require(gazetteer.search(firstName, exactOnly: true).first)
            let second = try #require(gazetteer.search(secondName, exactOnly: true).first)
            var agreeOnRain = 0
            var agreeOnCloud = 0
            for time in Self.fixedInstants {
                let sandbox = SandboxTesting.sandbox(
                    seed: SandboxTransport.defaultSeed, at: Date(timeIntervalSince1970: TimeInterval(time)))
                let a = try await Self.current(at: first.coordinate, from: sandbox)
                let b = try await Self.current(at: second.coordinate, from: sandbox)
                let label =
                    "\(firstName)/\(secondName) at \(CivilTime(seconds: time, offset: 0).minuteText()) UTC: \(a); \(b)"
                #expect(abs(a.temperature - b.temperature) <= 3, "\(label)")
                #expect(abs(a.precipitation - b.precipitation) <= 1, "\(label)")
                if (a.precipitation > 0) == (b.precipitation > 0) { agreeOnRain += 1 }
                if abs(a.cloudCover - b.cloudCover) <= 30 { agreeOnCloud += 1 }
            }
            let pair = "\(firstName)/\(secondName)"
            let instants = Self.fixedInstants.count
            #expect(agreeOnRain >= instants - 1, "\(pair) agree on rain at \(agreeOnRain) of \(instants) instants")
            #expect(agreeOnCloud >= instants - 1, "\(pair) agree on cloud at \(agreeOnCloud) of \(instants) instants")
        }
    }

    /// What Open-Meteo's stand-in serves as the current weather at `coordinate`.
    struct Current: CustomStringConvertible {
        var temperature: Double
        var precipitation: Double
        var cloudCover: Double
        var weatherCode: Int

        var description: String {
            "\(temperature) °C, \(precipitation) mm, \(Int(cloudCover))% cloud, code \(weatherCode)"
        }
    }

    static func current(at coordinate: Coordinate, from sandbox: SandboxTransport) async throws -> Current {
        let url =
            "https://api.open-meteo.com/v1/forecast?latitude=\(coordinate.latitude)&longitude=\(coordinate.longitude)"
            + "&current=temperature_2m,precipitation,cloud_cover,weather_code"
        let body = try SandboxTesting.object(try await SandboxTesting.get(url, from: sandbox))
        let current = try #require(body["current"] as? [String: Any])
        return Current(
            temperature: try #require((current["temperature_2m"] as? NSNumber)?.doubleValue),
            precipitation: try #require((current["precipitation"] as? NSNumber)?.doubleValue),
            cloudCover: try #require((current["cloud_cover"] as? NSNumber)?.doubleValue),
            weatherCode: try #require((current["weather_code"] as? NSNumber)?.intValue))
    }
}
