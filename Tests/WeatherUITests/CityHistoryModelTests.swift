import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("CityHistoryModel", .timeLimit(.minutes(1)))
@MainActor
struct CityHistoryModelTests {
    let berlin: Place
    let store = InMemoryWeatherStore()
    let clock = TestClock()
    let network = NetworkSwitch()

    init() throws {
        berlin = try ScreenFixtures.city("Berlin")
    }

    /// A model for Berlin over the sandbox (through a connection the test can cut), recording into the store.
    func makeModel(limit: Int? = 50) -> CityHistoryModel {
        let upstream = ScreenFixtures.openWeather(
            network.transport(to: ScreenFixtures.sandbox()))
        let weather = OfflineFallbackWeatherProvider(
            upstream: upstream, cache: store, history: store, now: ScreenFixtures.now(on: clock))
        return CityHistoryModel(place: berlin, weather: weather, history: store, limit: limit)
    }

    func hoursAfterStart(_ hours: Int) -> Date {
        ScreenFixtures.start.addingTimeInterval(Double(hours * 3600))
    }

    @Test func eachReadingIsRecordedAndListedNewestFirst() async throws {
        let model = makeModel()

        for _ in 0..<3 {
            await model.takeReading()
            clock.advance(by: .seconds(3600))
        }

        #expect(model.latest.caseName == "loaded")
        #expect(model.latest.value?.place == berlin)
        #expect(model.latest.value?.isStale == false)
        let records = try #require(model.records.value)
        #expect(records.map(\.fetchedAt) == [hoursAfterStart(2), hoursAfterStart(1), hoursAfterStart(0)])
        #expect(records.allSatisfy { $0.origin == .sandbox && $0.key == PlaceKey(place: berlin) })
        #expect(model.hiddenRecordCount == 0)
        #expect(model.temperatureTrend == records.reversed().map(\.reading.temperature))
    }

    @Test func readingsAreInTheCitysZoneNamedByThePlaceOrItsServiceElseEstimated() async throws {
        let upstream = ScreenFixtures.openWeather(ScreenFixtures.sandbox())
        let weather = OfflineFallbackWeatherProvider(
            upstream: upstream, cache: store, history: store, now: ScreenFixtures.now(on: clock))
        // A place geocoded without a zone: an estimate until a reading's service names it.
        var tokyo = try ScreenFixtures.city("Tokyo")
        tokyo.timeZone = nil
        let model = CityHistoryModel(place: tokyo, weather: weather, history: store)
        #expect(model.timeZone.identifier == "Asia/Tokyo")
        #expect(model.isTimeZoneEstimated)
        await model.takeReading()
        #expect(model.timeZone.identifier == "Asia/Tokyo")
        #expect(!model.isTimeZoneEstimated)
        // A new screen for the city names the zone from the saved weather as soon as it reads the records.
        let again = CityHistoryModel(place: tokyo, weather: weather, history: store)
        #expect(again.isTimeZoneEstimated)
        await again.loadRecords()
        #expect(!again.isTimeZoneEstimated)
        // A place with its zone is shown in it from the start.
        #expect(!makeModel().isTimeZoneEstimated)
        #expect(makeModel().timeZone == berlin.timeZone)
    }

    @Test func theLimitKeepsTheNewestReadings() async throws {
        let model = makeModel(limit: 2)
        for _ in 0..<3 {
            await model.takeReading()
            clock.advance(by: .seconds(3600))
        }
        #expect(model.records.value?.map(\.fetchedAt) == [hoursAfterStart(2), hoursAfterStart(1)])
    }

    @Test func readingsOfAnotherOriginAreHiddenAndCounted() async throws {
        let key = PlaceKey(place: berlin)
        let reading = CurrentWeather(
            date: hoursAfterStart(-5), temperature: Measurement(value: 4, unit: .celsius),
            apparentTemperature: Measurement(value: 1, unit: .celsius), humidity: 0.8, condition: .clear)
        try await store.recordReadings([
            WeatherRecord(
                key: key, reading: reading, fetchedAt: hoursAfterStart(-5),
                source: WeatherSource(provider: .openWeather, origin: .live)),
            WeatherRecord(
                key: key, reading: reading, fetchedAt: hoursAfterStart(-4),
                source: WeatherSource(provider: .openWeather, origin: .live)),
            WeatherRecord(key: key, reading: reading, fetchedAt: hoursAfterStart(-3), source: nil),
        ])
        let model = makeModel()

        await model.takeReading()

        let records = try #require(model.records.value)
        #expect(records.count == 1)
        #expect(records.first?.origin == .sandbox)
        #expect(records.first?.fetchedAt == ScreenFixtures.start)
        #expect(model.hiddenRecordCount == 3)
    }

    @Test func anOfflineReadingIsShownStaleAndNotRecorded() async throws {
        let model = makeModel()
        await model.takeReading()
        let fresh = try #require(model.latest.value)

        await network.goOffline()
        clock.advance(by: .seconds(30 * 60))
        await model.takeReading()

        let stale = try #require(model.latest.value)
        #expect(model.latest.caseName == "loaded")
        #expect(stale.isStale)
        #expect(stale.fallbackReason?.code == .network)
        #expect(stale.reading.fetchedAt == ScreenFixtures.start)
        #expect(stale.age(at: hoursAfterStart(1)) == 3600)
        #expect(stale.weather == fresh.weather)
        #expect(model.records.value?.map(\.fetchedAt) == [ScreenFixtures.start])
    }

    @Test func offlineWithNothingSavedTheReadingFailsAndTheHistoryStillLoads() async throws {
        await network.goOffline()
        let model = makeModel()

        await model.takeReading()

        #expect(model.latest.caseName == "failed")
        #expect(model.latest.error?.code == .network)
        #expect(model.records.caseName == "loaded")
        #expect(model.records.value?.isEmpty == true)
    }
}
