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

    @Test("The table of wet days against wet hours is the one the noise gives")
    func dayShareTableMatchesTheSample() {
        let table = WeatherGenerator.RainClimate.dayShareTable
        let sampled = WeatherGenerator.RainClimate.sampledDayShares(hourShares: table.map(\.hour))
        for (row, measured) in zip(table, sampled) {
            #expect(
                abs(row.day - measured) <= 0.00005, "\(row.hour) of hours wet: \(measured) of days, table \(row.day)")
        }
        #expect(zip(table, table.dropFirst()).allSatisfy { $0.day < $1.day && $0.hour < $1.hour })
    }
}
