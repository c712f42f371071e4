import Foundation
import Testing

@testable import WeatherModels

@Suite("TimeZoneEstimate")
struct TimeZoneEstimateTests {
    /// Places of the time-zone table and the polar ones, each with the zone its own clocks follow.
    @Test(
        "a place near a known one gets that place's zone, with its daylight saving rules",
        arguments: [
            (52.52, 13.405, "Europe/Berlin"), (59.91, 10.75, "Europe/Oslo"), (39.74, -104.99, "America/Denver"),
            (-34.93, 138.6, "Australia/Adelaide"), (-31.55, 159.08, "Australia/Lord_Howe"),
            (-43.95, -176.55, "Pacific/Chatham"), (27.72, 85.32, "Asia/Kathmandu"), (28.61, 77.21, "Asia/Kolkata"),
            (55.76, 37.62, "Europe/Moscow"), (78.22, 15.65, "Arctic/Longyearbyen"),
            (-77.85, 166.67, "Antarctica/McMurdo"), (35.68, 139.69, "Asia/Tokyo"),
        ])
    func nearestKnownPlace(latitude: Double, longitude: Double, zone: String) throws {
        let estimate = TimeZoneEstimate(at: try Coordinate(latitude: latitude, longitude: longitude))
        #expect(estimate.timeZone.identifier == zone)
        guard case .nearestPlace(let distance) = estimate.basis else {
            Issue.record("expected the nearest known place, got \(estimate.basis)")
            return
        }
        #expect(distance.converted(to: .kilometers).value < 50)
        #expect(estimate.description.hasPrefix("\(zone) (nearest known place, "))
    }

    @Test func tromsoGetsNorwaysRulesFromTheNearestKnownPlace() throws {
        let estimate = TimeZoneEstimate(at: try Coordinate(latitude: 69.65, longitude: 18.96))
        // Whichever place is nearest, it keeps Norway's clocks: UTC+1 in winter, UTC+2 in summer.
        let winter = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let summer = Date(timeIntervalSince1970: 1_782_864_000)  // 2026-07-01
        #expect(estimate.timeZone.secondsFromGMT(for: winter) == 3_600)
        #expect(estimate.timeZone.secondsFromGMT(for: summer) == 7_200)
    }

    @Test func farFromEveryKnownPlaceTheLongitudeDecides() throws {
        let estimate = TimeZoneEstimate(at: try Coordinate(latitude: 10, longitude: -140))
        #expect(estimate.basis == .longitude)
        #expect(estimate.timeZone.secondsFromGMT() == -9 * 3_600)
        #expect(estimate.description == "\(estimate.timeZone.identifier) (from the longitude)")
        let note = estimate.note(provider: "MET Norway")
        #expect(note.kind == .derived && note.field == "timeZone")
        #expect(note.detail.hasSuffix("is estimated from the longitude (no known place within 1000 km)"))
    }

    @Test func theSameCoordinateAlwaysGetsTheSameAnswer() throws {
        // Remembered answers are kept by the exact coordinate, so a neighbour asked first changes nothing.
        let strasbourg = try Coordinate(latitude: 48.5734, longitude: 7.7521)
        let first = TimeZoneEstimate(at: strasbourg)
        _ = TimeZoneEstimate(at: try Coordinate(latitude: 48.5735, longitude: 7.7522))
        #expect(TimeZoneEstimate(at: strasbourg) == first)
        #expect(first.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_782_864_000)) == 7_200)
    }

    @Test func aServiceOffsetIsNamedOnlyWhenTheNearestZoneHasIt() throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let july = Date(timeIntervalSince1970: 1_782_864_000)
        let named = WeatherDerivation.timeZone(
            identifier: nil, secondsFromGMT: 7_200, coordinate: berlin, at: july, provider: "OpenWeather")
        #expect(named.zone.identifier == "Europe/Berlin")
        #expect(named.note?.detail.contains("daylight saving changes are followed") == true)
        // An offset the nearest zone does not have then stays the fixed offset it is.
        let other = WeatherDerivation.timeZone(
            identifier: nil, secondsFromGMT: 3_600, coordinate: berlin, at: july, provider: "OpenWeather")
        #expect(other.zone.secondsFromGMT(for: july) == 3_600)
        #expect(other.zone.identifier != "Europe/Berlin")
        #expect(other.note?.detail.contains("daylight saving changes are not followed") == true)
    }
}
