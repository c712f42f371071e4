import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherModels
@testable import WeatherProviders

/// The SDK's astronomy against the sun and moon the services recorded: One Call's Unix times and
/// phase, WeatherAPI.com's local clock times and illumination.
@Suite("Astronomy against recorded bodies")
struct AstronomyRecordedTests {
    /// A test-only reading of a recorded body (trusted test data, not a response).
    static func object(_ path: String) throws -> [String: Any] {
        (try JSONSerialization.jsonObject(with: Fixtures.data(path)) as? [String: Any]) ?? [:]
    }

    static let oneCallBodies =
        (Fixtures.paths(under: "openweather/onecall3") + Fixtures.paths(under: "openweather/onecall25"))
        .filter { (try? object($0))?["daily"] != nil }

    @Test("One Call's sun within two minutes and moon phase within 0.03", arguments: oneCallBodies)
    func oneCall(path: String) throws {
        let body = try Self.object(path)
        let latitude = try #require(body["lat"] as? Double)
        let longitude = try #require(body["lon"] as? Double)
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        let identifier = try #require(body["timezone"] as? String)
        let zone = try #require(TimeZone(identifier: identifier))
        let days = try #require(body["daily"] as? [[String: Any]])
        for day in days {
            let noon = Date(timeIntervalSince1970: try #require(day["dt"] as? Double))
            let computed = Astronomy.day(containing: noon, at: coordinate, in: zone)
            for (key, value) in [("sunrise", computed.sunrise), ("sunset", computed.sunset)] {
                guard let recorded = (day[key] as? Double).map(Date.init(timeIntervalSince1970:)) else { continue }
                let minutes = abs((value ?? .distantPast).timeIntervalSince(recorded)) / 60
                #expect(minutes <= 2, "\(path) \(key) on \(noon): off by \(minutes) min")
            }
            if let phase = day["moon_phase"] as? Double {
                var difference = abs(computed.moonPhase - phase)
                difference = min(difference, 1 - difference)
                #expect(difference <= 0.03, "\(path) moon phase on \(noon): \(computed.moonPhase) vs \(phase)")
            }
            for (key, value) in [("moonrise", computed.moonrise), ("moonset", computed.moonset)] {
                guard let seconds = day[key] as? Double, seconds > 0 else { continue }
                let minutes = abs((value ?? .distantPast).timeIntervalSince(Date(timeIntervalSince1970: seconds))) / 60
                #expect(minutes <= 5, "\(path) \(key) on \(noon): off by \(minutes) min")
            }
        }
    }

    static let weatherAPIBodies =
        Fixtures.paths(under: "weatherapi/forecast") + ["weatherapi/astronomy/kolbacz-poland-2022-01-07.json"]

    /// WeatherAPI.com's illumination is the moon's at the start of a forecast day, and at the local time of
    /// the request in astronomy.json.
    @Test(
        "WeatherAPI.com's sun within two minutes, moon within five, illumination within 3 %",
        arguments: weatherAPIBodies)
    func weatherAPI(path: String) throws {
        let body = try Self.object(path)
        let location = try #require(body["location"] as? [String: Any])
        let latitude = try #require(location["lat"] as? Double)
        let longitude = try #require(location["lon"] as? Double)
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        let identifier = try #require(location["tz_id"] as? String)
        let zone = try #require(TimeZone(identifier: identifier))
        var days: [(date: String, astro: [String: Any], illuminatedAt: Date?)] = []
        if let astro = (body["astronomy"] as? [String: Any])?["astro"] as? [String: Any] {
            let local = try #require(location["localtime"] as? String)
            days.append((String(local.prefix(10)), astro, LocalTime.date(local, in: zone)))
        }
        for day in ((body["forecast"] as? [String: Any])?["forecastday"] as? [[String: Any]]) ?? [] {
            if let date = day["date"] as? String, let astro = day["astro"] as? [String: Any] {
                days.append((date, astro, nil))
            }
        }
        #expect(!days.isEmpty)
        for (date, astro, illuminatedAt) in days {
            let start = try #require(LocalTime.day(date, in: zone))
            let computed = Astronomy.day(containing: start, at: coordinate, in: zone)
            let events = [
                ("sunrise", computed.sunrise, 2.0), ("sunset", computed.sunset, 2.0),
                ("moonrise", computed.moonrise, 5.0),
                ("moonset", computed.moonset, 5.0),
            ]
            for (key, value, tolerance) in events {
                guard let text = astro[key] as? String, let recorded = LocalTime.time(text, onDay: date, in: zone)
                else {
                    continue
                }
                // The service writes whole minutes, cut: allow for the cut minute.
                let minutes = abs((value ?? .distantPast).timeIntervalSince(recorded)) / 60
                #expect(minutes <= tolerance + 1, "\(path) \(key) on \(date): off by \(minutes) min")
            }
            let illumination =
                (astro["moon_illumination"] as? Double) ?? (astro["moon_illumination"] as? String).flatMap(Double.init)
            if let illumination {
                let lit = Astronomy.moonIllumination(at: illuminatedAt ?? start) * 100
                #expect(abs(lit - illumination) <= 3, "\(path) illumination on \(date): \(lit) vs \(illumination)")
            }
        }
    }

    @Test func fairbanksNearTheMidnightSunFollowsTheStandardHorizon() throws {
        let body = try Self.object("nws/points/fairbanks-ak-midnight-sun-null-twilight-2026.json")
        let sun = try #require((body["properties"] as? [String: Any])?["astronomicalData"] as? [String: Any])
        let zone = try #require(TimeZone(identifier: "America/Anchorage"))
        let fairbanks = try Coordinate(latitude: 64.837, longitude: -147.739)
        let sunrise = try #require((sun["sunrise"] as? String).flatMap(LocalTime.instant))
        let sunset = try #require((sun["sunset"] as? String).flatMap(LocalTime.instant))
        let day = Astronomy.day(containing: sunrise, at: fairbanks, in: zone)
        // The sun sets after midnight: on the next local day.
        let next = Astronomy.day(containing: sunset, at: fairbanks, in: zone)
        let computedSunrise = try #require(day.sunrise)
        let computedSunset = try #require(next.sunset)
        #expect(day.polar == nil)
        // The standard definition (upper limb at -0.833°) gives 21 h 30 min of daylight here: the hour angle
        // of sunset is 161.3° for a declination of 23.15° (which moves by minutes between the two events).
        let hours = computedSunset.timeIntervalSince(computedSunrise) / 3600
        #expect(abs(hours - 21.507) < 0.07)
        // The service's times use a horizon about 0.3° lower, which at this grazing angle moves them by up
        // to ten minutes: its day is 21 h 51 min.
        #expect(computedSunrise > sunrise && computedSunrise.timeIntervalSince(sunrise) <= 12 * 60)
        #expect(computedSunset < sunset && sunset.timeIntervalSince(computedSunset) <= 12 * 60)
    }
}
