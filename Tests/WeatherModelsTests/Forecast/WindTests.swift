import Foundation
import Testing

@testable import WeatherModels

@Suite("Wind")
struct WindTests {
    static let compassPoints: [(Double, String)] = [
        (0.0, "N"), (11.2, "N"), (11.3, "NNE"), (22.5, "NNE"), (45, "NE"), (67.5, "ENE"), (90, "E"), (112.5, "ESE"),
        (135, "SE"), (157.5, "SSE"), (180, "S"), (202.5, "SSW"), (225, "SW"), (247.5, "WSW"), (270, "W"),
        (292.5, "WNW"), (315, "NW"), (337.5, "NNW"), (348.7, "NNW"), (348.8, "N"), (360, "N"), (-22.5, "NNW"),
        (810.0, "E"),
    ]

    @Test("16-point compass direction", arguments: compassPoints)
    func compass(degrees: Double, expected: String) {
        let wind = Wind(
            speed: Measurement(value: 3, unit: .metersPerSecond), direction: Measurement(value: degrees, unit: .degrees)
        )
        #expect(wind.compassDirection == expected)
    }

    @Test("no direction, no compass point; radians are converted")
    func noDirection() {
        #expect(Wind(speed: Measurement(value: 1, unit: .metersPerSecond)).compassDirection == nil)
        let wind = Wind(
            speed: Measurement(value: 1, unit: .metersPerSecond), direction: Measurement(value: .pi, unit: .radians))
        #expect(wind.compassDirection == "S")
        #expect(wind.direction?.unit == .degrees)
        #expect(abs((wind.direction?.value ?? 0) - 180) < 1e-9)
    }

    @Test("speeds are stored in metres per second, even when set later")
    func canonicalSpeeds() {
        var wind = Wind(
            speed: Measurement(value: 36, unit: .kilometersPerHour), gust: Measurement(value: 10, unit: .milesPerHour))
        #expect(wind.speed.unit == .metersPerSecond)
        #expect(abs(wind.speed.value - 10) < 1e-5)
        #expect(abs((wind.gust?.value ?? 0) - 4.4704) < 1e-9)
        wind.speed = Measurement(value: 10, unit: .knots)
        #expect(wind.speed.unit == .metersPerSecond)
        #expect(abs(wind.speed.value - 5.144_444) < 1e-5)
    }
}
