import Foundation
import Testing

@testable import WeatherSandbox

@Suite("The gazetteer and climate tables, read at start-up")
struct StartUpParsingTests {
    @Test(arguments: ["0", "-2", "12", "0.5", "-0.5", "12.25", "1013.2", "99.99", "-40", "3.141592653589"])
    func readAsDoubleDoes(text: String) {
        #expect(ClimateNormalsTable.number(Substring(text).utf8) == Double(text))
    }

    @Test(arguments: ["", "-", ".", "1.2.3", "1e3", "abc", "--1", "1-"])
    func anythingElseIsDecidedByDouble(text: String) {
        #expect(ClimateNormalsTable.number(Substring(text).utf8) == Double(text))
    }

    @Test func everyCataloguedZoneIsOneTheSystemKnows() {
        // The gazetteer's zones are made on first use; each must be a real zone, not the nautical fallback.
        for city in SandboxGazetteer.standard.cities {
            #expect(city.zone.timeZone.identifier == city.zone.identifier, "\(city.name): \(city.zone.identifier)")
        }
    }
}
