import Foundation
import Testing
import WeatherModels

@testable import WeatherSandbox

@Suite("Weather generator")
struct WeatherGeneratorTests {
    @Test("Thousands of random places and instants stay physically plausible and consistent")
    func physicalBounds() {
        var conditions: Set<Int> = []
        for input in SandboxTesting.Inputs(count: 4000, seed: 99) {
            let time = Int(input.date.timeIntervalSince1970)
            let sample = WeatherGenerator(seed: input.seed).sample(at: input.coordinate, time: time)
            let label = "\(input.coordinate) at \(time) seed \(input.seed)"
            conditions.insert(sample.condition.openWeatherID)
            #expect((-90...58).contains(sample.temperature), "\(label): \(sample.temperature)")
            #expect((1...100).contains(sample.humidity), "\(label)")
            #expect(sample.dewPoint <= sample.temperature, "\(label)")
            #expect((950...1050).contains(sample.pressure), "\(label)")
            #expect(sample.groundPressure <= sample.pressure, "\(label)")
            #expect((0...40).contains(sample.windSpeed) && sample.windGust >= sample.windSpeed, "\(label)")
            #expect((0..<360).contains(sample.windDirection), "\(label)")
            #expect((0...100).contains(sample.cloudCover), "\(label)")
            #expect((0...10_000).contains(sample.visibility), "\(label)")
            #expect((0...1).contains(sample.precipitationChance), "\(label)")
            #expect((0...13).contains(sample.uvIndex), "\(label)")
            #expect(sample.rain >= 0 && sample.snow >= 0, "\(label)")
            // Snow only near or below freezing, rain only under a cloudy sky.
            if sample.snow > 0 { #expect(sample.temperature <= 2, "\(label): snow at \(sample.temperature) °C") }
            if sample.precipitation > 0 {
                #expect(sample.condition.isPrecipitation && sample.cloudCover >= 80, "\(label)")
                #expect(sample.precipitationChance >= 0.5, "\(label)")
            } else {
                #expect(!sample.condition.isPrecipitation, "\(label)")
            }
            if sample.condition == .clearSky { #expect(sample.cloudCover <= 10, "\(label)") }
            if sample.condition == .overcastClouds { #expect(sample.cloudCover >= 85, "\(label)") }
            if !sample.isDaylight { #expect(sample.uvIndex == 0, "\(label)") }
            // Night icons exactly between sunset and sunrise.
            let day = SolarDay(
                containing: time, latitude: input.coordinate.latitude, longitude: input.coordinate.longitude)
            #expect(sample.isDaylight == day.isDaylight(at: time), "\(label)")
            #expect(
                sample.condition.openWeatherIcon(isDaylight: sample.isDaylight).hasSuffix(sample.isDaylight ? "d" : "n")
            )
        }
        // The inputs are varied enough to produce most conditions.
        #expect(conditions.count >= 12, "only \(conditions.sorted())")
    }

    @Test("The same coordinate, instant and seed give the same sample; other seeds differ")
    func determinism() throws {
        let paris = try Coordinate(latitude: 48.8566, longitude: 2.3522)
        let first = WeatherGenerator(seed: 1).sample(at: paris, time: 1_750_000_000)
        #expect(first == WeatherGenerator(seed: 1).sample(at: paris, time: 1_750_000_000))
        #expect(first != WeatherGenerator(seed: 2).sample(at: paris, time: 1_750_000_000))
    }

    /// The mean temperature at `latitude` over a month of hourly samples around `date`.
    static func meanTemperature(latitude: Double, longitude: Double = 10, around date: Int) throws -> Double {
        let sampler = WeatherGenerator(seed: 3).sampler(at: try Coordinate(latitude: latitude, longitude: longitude))
        let times = stride(from: date - 15 * 86_400, to: date + 15 * 86_400, by: 3600)
        return times.map { sampler.sample(time: $0).temperature }.reduce(0, +) / Double(times.underestimatedCount)
    }

    @Test("Seasons follow the hemisphere: July is warm in the north and cold in the south")
    func seasons() throws {
        let july = 1_752_537_600  // 2025-07-15
        let january = 1_736_899_200  // 2025-01-15
        #expect(
            try Self.meanTemperature(latitude: 50, around: july) > Self.meanTemperature(latitude: 50, around: january)
                + 8)
        #expect(
            try Self.meanTemperature(latitude: -45, around: january) > Self.meanTemperature(latitude: -45, around: july)
                + 5)
    }

    @Test("Temperatures fall from the equator to the poles")
    func latitude() throws {
        let april = 1_744_675_200
        let equator = try Self.meanTemperature(latitude: 0, around: april)
        let temperate = try Self.meanTemperature(latitude: 50, around: april)
        let polar = try Self.meanTemperature(latitude: 80, around: april)
        #expect(equator > temperate + 10)
        #expect(temperate > polar + 10)
        #expect(try Self.meanTemperature(latitude: -85, around: april) < polar)
    }

    @Test("Afternoons are warmer than the hour before dawn, in local solar time")
    func diurnalCycle() throws {
        for longitude in [-120.0, 0, 140] {
            let sampler = WeatherGenerator(seed: 5).sampler(at: try Coordinate(latitude: 35, longitude: longitude))
            var warmer = 0
            for day in 0..<30 {
                let solarMidnight = 1_750_000_000 / 86_400 * 86_400 + day * 86_400 - Int(longitude * 240)
                let afternoon = sampler.sample(time: solarMidnight + 15 * 3600).temperature
                let dawn = sampler.sample(time: solarMidnight + 4 * 3600).temperature
                if afternoon > dawn { warmer += 1 }
            }
            #expect(warmer >= 25, "longitude \(longitude): only \(warmer) of 30 afternoons warmer")
        }
    }

    @Test("Polar day and polar night have no sunrise or sunset and stay light or dark")
    func polarDays() throws {
        let midsummer = 1_750_507_200  // 2025-06-21 12:00 UTC
        let tromsoSummer = SolarDay(containing: midsummer, latitude: 69.65, longitude: 18.96)
        #expect(tromsoSummer.kind == .polarDay && tromsoSummer.sunrise == nil)
        let southPole = SolarDay(containing: midsummer, latitude: -89.9, longitude: 0)
        #expect(southPole.kind == .polarNight && southPole.sunset == nil)
        let pole = try Coordinate(latitude: -89.9, longitude: 0)
        let generator = WeatherGenerator(seed: 1)
        for hour in 0..<24 {
            #expect(!generator.sample(at: pole, time: midsummer + hour * 3600).isDaylight)
        }
        let berlin = SolarDay(containing: midsummer, latitude: 52.52, longitude: 13.405)
        let sunrise = try #require(berlin.sunrise)
        let sunset = try #require(berlin.sunset)
        // Berlin's longest day runs from about 02:43 to 19:33 UTC.
        #expect(abs(sunrise % 86_400 - 9780) < 600)
        #expect(abs(sunset % 86_400 - 70_380) < 600)
    }

    @Test("Civil dates round-trip through day numbers")
    func civilTime() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilTime.civil(fromDays: days)
            #expect(CivilTime.days(year: date.year, month: date.month, day: date.day) == days)
        }
        let time = CivilTime(seconds: 1_749_988_800, offset: 19_800)
        #expect(time.minuteText() == "2025-06-15 17:30")
        #expect(time.twelveHourText == "05:30 PM")
    }
}
