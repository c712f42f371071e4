import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

// Calls that overlap (a tap while a prompt waits, a user switch while a write is on its way, a retry after a
// page broke off) and the failure paths around them. The slow steps are held at latches, never slept on.

@Suite("CurrentPlaceModel, overlapping calls", .timeLimit(.minutes(1)))
@MainActor
struct CurrentPlaceOverlapTests {
    let paris: Place
    let store = InMemoryWeatherStore()
    let clock = TestClock()
    /// In the middle of a two-decimal cell (52.52, 13.40), so a few metres either way share its key.
    let here: Coordinate

    init() throws {
        paris = try ScreenFixtures.city("Paris")
        here = try Coordinate(latitude: 52.5212, longitude: 13.4036)
    }

    func makeModel(locator: any LocationProviding, network: NetworkSwitch = NetworkSwitch()) -> CurrentPlaceModel {
        let now = ScreenFixtures.now(on: clock)
        let upstream = ScreenFixtures.openWeather(
            network.transport(to: ScreenFixtures.sandbox()))
        return CurrentPlaceModel(
            weather: OfflineFallbackWeatherProvider(upstream: upstream, cache: store, now: now), locator: locator,
            geocoder: ScreenFixtures.openWeather(), settings: store, now: now)
    }

    @Test func aCityChosenWhileThePermissionPromptWaitsStaysAndNothingIsLeftUnderWay() async throws {
        let locator = HeldLocationProvider(coordinate: here, status: .notDetermined)
        let prompt = await locator.holdNextPrompt()
        let model = makeModel(locator: locator)

        let refresh = Task { await model.refresh() }
        await prompt.waitForArrival()
        #expect(model.activity == .askingPermission)

        await model.choose(paris)
        #expect(model.place == paris)
        #expect(model.activity == .idle)

        // The user answers the prompt after having picked a city: the old refresh must not take the screen back.
        await prompt.open()
        await refresh.value

        #expect(model.activity == .idle)
        #expect(model.place == paris)
        #expect(model.placeOrigin == .chosen)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place == paris)
    }

    @Test func aCityChosenWhileLocatingStaysAndNothingIsLeftUnderWay() async throws {
        let locator = HeldLocationProvider(coordinate: here)
        let fix = await locator.holdNextFix()
        let model = makeModel(locator: locator)

        let refresh = Task { await model.refresh() }
        await fix.waitForArrival()
        #expect(model.activity == .locating)

        await model.choose(paris)
        await fix.open()
        await refresh.value

        #expect(model.activity == .idle)
        #expect(model.place == paris)
        #expect(model.placeOrigin == .chosen)
        #expect(model.weather.value?.place == paris)
    }

    @Test func anOlderRefreshFinishingLastLeavesTheNewerOnesResultIdle() async throws {
        let locator = HeldLocationProvider(coordinate: here)
        let slowFix = await locator.holdNextFix()
        let model = makeModel(locator: locator)

        let older = Task { await model.refresh() }
        await slowFix.waitForArrival()
        await model.refresh()
        #expect(model.activity == .idle)
        #expect(model.weather.caseName == "loaded")

        await slowFix.open()
        await older.value

        #expect(model.activity == .idle)
        #expect(model.placeOrigin == .currentLocation)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place.coordinate == here)
    }

    @Test func twoRefreshesWaitingForAFixBothSettleIdle() async throws {
        let locator = HeldLocationProvider(coordinate: here)
        let firstFix = await locator.holdNextFix()
        let secondFix = await locator.holdNextFix()
        let model = makeModel(locator: locator)

        let older = Task { await model.refresh() }
        await firstFix.waitForArrival()
        let newer = Task { await model.refresh() }
        await secondFix.waitForArrival()
        #expect(model.activity == .locating)

        // The older one ends first: the newer one is still locating, and the screen says so.
        await firstFix.open()
        await older.value
        #expect(model.activity == .locating)

        await secondFix.open()
        await newer.value
        #expect(model.activity == .idle)
        #expect(model.placeOrigin == .currentLocation)
        #expect(model.weather.caseName == "loaded")
    }

    @Test func theCurrentPlaceIsNamedByItsPositionToTwoDecimals() async throws {
        let model = makeModel(locator: HeldLocationProvider(coordinate: here))

        await model.refresh()

        #expect(CurrentPlaceModel.currentPlacePrefix == "here:")
        #expect(model.place?.id == CurrentPlaceModel.currentPlacePrefix + here.cacheKey(decimals: 2))
        #expect(model.place?.id == "here:52.52,13.40")
        #expect(model.place?.coordinate == here)
    }

    @Test func offlineAFewMetresAwayTheWeatherSavedHereIsShownStale() async throws {
        let network = NetworkSwitch()
        let locator = HeldLocationProvider(coordinate: here)
        let model = makeModel(locator: locator, network: network)
        await model.refresh()
        let fresh = try #require(model.weather.value)
        #expect(!fresh.isStale)

        let nearby = try Coordinate(latitude: here.latitude + 0.000045, longitude: here.longitude)
        #expect(nearby.distance(to: here).converted(to: .meters).value < 10)
        await locator.move(to: nearby)
        await network.goOffline()
        clock.advance(by: .seconds(3600))
        await model.refresh()

        #expect(model.place?.coordinate == nearby)
        #expect(model.place?.id == "here:52.52,13.40")
        #expect(model.weather.caseName == "loaded")
        let saved = try #require(model.weather.value)
        #expect(saved.isStale)
        #expect(saved.fallbackReason?.code == .network)
        #expect(saved.reading.fetchedAt == ScreenFixtures.start)
        #expect(saved.weather == fresh.weather)
        #expect(model.activity == .idle)
    }

    @Test func offlineTwoKilometresAwayTheWeatherSavedHereIsNotShown() async throws {
        let network = NetworkSwitch()
        let locator = HeldLocationProvider(coordinate: here)
        let model = makeModel(locator: locator, network: network)
        await model.refresh()
        #expect(model.weather.value?.isStale == false)

        let away = try Coordinate(latitude: here.latitude + 0.018, longitude: here.longitude)
        #expect(away.distance(to: here).converted(to: .kilometers).value > 1.5)
        await locator.move(to: away)
        await network.goOffline()
        await model.refresh()

        #expect(model.place?.coordinate == away)
        #expect(model.place?.id == "here:52.54,13.40")
        #expect(model.weather.caseName == "failed")
        #expect(model.weather.error?.code == .network)
        #expect(model.weather.value == nil)
        #expect(model.activity == .idle)
    }
}
