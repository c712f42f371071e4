import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("freetestapi bodies")
struct FreeTestSandboxTests {
    let sandbox = SandboxTesting.sandbox()
    let base = "https://freetestapi.com/api/v1/weathers"

    @Test("The list is the whole gazetteer with stable ids and two forecast days")
    func list() async throws {
        let items = try SandboxTesting.array(try await SandboxTesting.get(base, from: sandbox))
        #expect(items.count == SandboxGazetteer.standard.count)
        let first = try #require(items.first as? [String: Any])
        #expect(first["id"] as? Int == 1)
        #expect(first["city"] as? String == "London")
        let forecast = try #require(first["forecast"] as? [[String: Any]])
        #expect(forecast.map { $0["date"] as? String } == ["2025-06-16", "2025-06-17"])
        #expect(forecast.allSatisfy { $0["temperature"] is Int })
        let again = try await SandboxTesting.get(base, from: SandboxTesting.sandbox(seed: 99))
        let ids = { (data: [Any]) in data.compactMap { ($0 as? [String: Any])?["id"] as? Int } }
        #expect(ids(try SandboxTesting.array(again)) == ids(items))
    }

    @Test("No city is sunny at night")
    func nightIsNeverSunny() async throws {
        // 02:00 UTC in January: night from Iceland to the Urals, across many seeds.
        let night = Date(timeIntervalSince1970: 1_736_906_400)
        var europeanItems = 0
        for seed in UInt64(1)...12 {
            let items = try SandboxTesting.array(
                try await SandboxTesting.get(base, from: SandboxTesting.sandbox(seed: seed, at: night)))
            for case let item as [String: Any] in items {
                guard let longitude = item["longitude"] as? Double, let latitude = item["latitude"] as? Double,
                    (-25...50).contains(longitude), (35...65).contains(latitude)
                else { continue }
                europeanItems += 1
                #expect(item["weather_description"] as? String != "Sunny", "\(item["city"] ?? "") at night")
            }
        }
        #expect(europeanItems > 50)
    }

    @Test func onlyTheDaytimePhraseChangesAtNight() {
        #expect(SandboxCondition.fewClouds.freeTestText(isDaylight: true) == "Sunny")
        #expect(SandboxCondition.fewClouds.freeTestText(isDaylight: false) == "Clear sky")
        for condition in SandboxCondition.all where condition != .fewClouds {
            #expect(condition.freeTestText(isDaylight: false) == condition.freeTestText)
        }
    }

    @Test("search, limit, sort and lookup by id")
    func queries() async throws {
        let search = try SandboxTesting.array(try await SandboxTesting.get(base + "?search=paulo", from: sandbox))
        let cities = search.compactMap { ($0 as? [String: Any])?["city"] as? String }
        #expect(cities.contains("São Paulo"))
        #expect(try SandboxTesting.array(try await SandboxTesting.get(base + "?limit=7", from: sandbox)).count == 7)
        let sorted = try SandboxTesting.array(
            try await SandboxTesting.get(base + "?sort=name&order=desc&limit=2", from: sandbox))
        let names = sorted.compactMap { ($0 as? [String: Any])?["city"] as? String }
        #expect(names == names.sorted(by: >))
        let single = try SandboxTesting.object(try await SandboxTesting.get(base + "/3", from: sandbox))
        #expect(single["id"] as? Int == 3)
        #expect(try await SandboxTesting.get(base + "/100000", from: sandbox).statusCode == 404)
    }
}
