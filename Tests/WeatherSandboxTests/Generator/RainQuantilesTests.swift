import Testing

@testable import WeatherSandbox

@Suite("Rain noise quantiles")
struct RainQuantilesTests {
    @Test("The written-out quantiles are the ones the noise gives, exactly")
    func writtenOutQuantilesMatchTheSample() {
        let sampled = WeatherGenerator.RainClimate.sampledQuantiles()
        #expect(sampled.count == 1025)
        #expect(rainNoiseQuantiles == sampled)
        #expect(zip(rainNoiseQuantiles, rainNoiseQuantiles.dropFirst()).allSatisfy { $0 <= $1 })
    }
}
