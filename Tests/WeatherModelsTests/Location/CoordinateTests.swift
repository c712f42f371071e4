import Foundation
import Testing

@testable import WeatherModels

@Suite("Coordinate")
struct CoordinateTests {
    @Test(
        "valid values, including the bounds, are accepted",
        arguments: [(0.0, 0.0), (90, 180), (-90, -180), (52.52, 13.405), (-36.8485, 174.7633), (27.7172, 85.324)])
    func valid(latitude: Double, longitude: Double) throws {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        #expect(coordinate.latitude == latitude)
        #expect(coordinate.longitude == longitude)
    }

    @Test(
        "out of range, NaN and infinite values throw invalidInput",
        arguments: [
            (90.000001, 0.0), (-90.5, 0), (0, 180.0001), (0, -181), (.nan, 0), (0, .nan), (.infinity, 0),
            (0, -.infinity), (-.infinity, .infinity), (.greatestFiniteMagnitude, 0),
        ])
    func invalid(latitude: Double, longitude: Double) {
        let error = #expect(throws: WeatherError.self) {
            try Coordinate(latitude: latitude, longitude: longitude)
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains(latitude.isFinite && abs(latitude) <= 90 ? "Longitude" : "Latitude") == true)
    }

    @Test("decoding validates")
    func decodingValidates() throws {
        let decoder = JSONDecoder()
        let valid = try decoder.decode(Coordinate.self, from: Data(#"{"latitude":52.52,"longitude":13.405}"#.utf8))
        #expect(valid == (try Coordinate(latitude: 52.52, longitude: 13.405)))
        #expect(throws: DecodingError.self) {
            try decoder.decode(Coordinate.self, from: Data(#"{"latitude":91,"longitude":0}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(Coordinate.self, from: Data(#"{"latitude":0,"longitude":-200}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try decoder.decode(Coordinate.self, from: Data(#"{"latitude":0}"#.utf8))
        }
    }

    @Test("round trips through JSON exactly")
    func roundTrip() throws {
        let coordinate = try Coordinate(latitude: 0.1 + 0.2, longitude: -122.419_415_5)
        let data = try JSONEncoder().encode(coordinate)
        #expect(try JSONDecoder().decode(Coordinate.self, from: data) == coordinate)
    }

    @Test("rounding for cache keys")
    func rounding() throws {
        let coordinate = try Coordinate(latitude: 52.516_66, longitude: -13.383_34)
        #expect(coordinate.rounded(toDecimalPlaces: 2) == (try Coordinate(latitude: 52.52, longitude: -13.38)))
        #expect(coordinate.rounded(toDecimalPlaces: 0) == (try Coordinate(latitude: 53, longitude: -13)))
        let edge = try Coordinate(latitude: 89.999_9, longitude: 179.999_9)
        #expect(edge.rounded(toDecimalPlaces: 2) == (try Coordinate(latitude: 90, longitude: 180)))
        #expect(coordinate.rounded(toDecimalPlaces: -3) == coordinate.rounded(toDecimalPlaces: 0))
    }

    @Test("haversine distance")
    func distance() throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let paris = try Coordinate(latitude: 48.8567, longitude: 2.3508)
        let kilometres = berlin.distance(to: paris).converted(to: .kilometers).value
        #expect(abs(kilometres - 877.5) < 2)
        #expect(berlin.distance(to: berlin).value == 0)
        #expect(abs(berlin.distance(to: paris).value - paris.distance(to: berlin).value) < 1e-6)
        // Across the date line the short way round.
        let west = try Coordinate(latitude: 0, longitude: 179.5)
        let east = try Coordinate(latitude: 0, longitude: -179.5)
        #expect(abs(west.distance(to: east).converted(to: .kilometers).value - 111.2) < 0.5)
    }

    @Test("description has four decimal places")
    func description() throws {
        #expect((try Coordinate(latitude: 52.52, longitude: 13.405)).description == "52.5200, 13.4050")
        #expect((try Coordinate(latitude: -33.8688, longitude: -151.2093)).description == "-33.8688, -151.2093")
    }
}
