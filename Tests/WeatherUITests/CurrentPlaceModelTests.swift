import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("CurrentPlaceModel", .timeLimit(.minutes(1)))
@MainActor
struct CurrentPlaceModelTests {
    let berlin: Place
    let paris: Place
    let store = InMemoryWeatherStore()
    let clock = TestClock()

    init() throws {
        berlin = try ScreenFixtures.city("Berlin")
        paris = try ScreenFixtures.city("Paris")
    }

    /// A model over the sandbox (or `upstream`), the store, and a wall clock the test moves with `clock`.
    func makeModel(
        locator: FixedLocationProvider, upstream: (any WeatherProvider)? = nil, user: UserID = "local"
    ) -> CurrentPlaceModel {
        let now = ScreenFixtures.now(on: clock)
        let weather = OfflineFallbackWeatherProvider(
            upstream: upstream ?? ScreenFixtures.openWeather(), cache: store, now: now)
        return CurrentPlaceModel(
            weather: weather, locator: locator, geocoder: ScreenFixtures.openWeather(), settings: store, user: user,
            now: now)
    }

    @Test func anAuthorizedRefreshNamesTheLocatedPlaceAndLoadsItsWeather() async throws {
        let locator = FixedLocationProvider(coordinate: try Coordinate(latitude: 52.51, longitude: 13.4))
        let model = makeModel(locator: locator)

        await model.refresh()

        #expect(model.place?.name == "Berlin")
        #expect(model.place?.country == "DE")
        #expect(model.place?.coordinate == (try Coordinate(latitude: 52.51, longitude: 13.4)))
        #expect(model.placeOrigin == .currentLocation)
        #expect(model.locationProblem == nil)
        #expect(!model.needsChosenPlace)
        #expect(model.activity == .idle)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place.name == "Berlin")
        #expect(model.weather.value?.weather.current != nil)
        #expect(model.weather.value?.isStale == false)
        #expect(locator.authorizationRequestCount == 0)
    }

    @Test func anUndeterminedPermissionIsRequestedOnce() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate, status: .notDetermined, answer: .authorized)
        let model = makeModel(locator: locator)

        await model.refresh()
        await model.refresh()

        #expect(locator.authorizationRequestCount == 1)
        #expect(model.weather.caseName == "loaded")
        #expect(model.placeOrigin == .currentLocation)
    }

    @Test func aDeniedLocationWithoutAChosenCityAsksForOne() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate, status: .denied)
        let model = makeModel(locator: locator)

        await model.refresh()

        #expect(model.needsChosenPlace)
        #expect(model.locationProblem?.code == .unauthorized)
        #expect(model.place == nil)
        #expect(model.weather.caseName == "failed")
        #expect(model.weather.error?.code == .unauthorized)
        #expect(model.weather.value == nil)
        #expect(model.activity == .idle)
        #expect(locator.authorizationRequestCount == 0)
    }

    @Test func anUndeterminedPermissionThatIsRefusedAsksForACity() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate, status: .notDetermined, answer: .denied)
        let model = makeModel(locator: locator)

        await model.refresh()
        await model.refresh()

        #expect(locator.authorizationRequestCount == 1)
        #expect(model.needsChosenPlace)
        #expect(model.weather.error?.code == .unauthorized)
    }

    @Test func aChosenCityIsRememberedForTheNextDeniedRefresh() async throws {
        let denied = FixedLocationProvider(coordinate: nil, status: .denied)
        let first = makeModel(locator: denied)
        await first.refresh()
        #expect(first.needsChosenPlace)

        await first.choose(paris)
        #expect(first.place == paris)
        #expect(first.placeOrigin == .chosen)
        #expect(first.weather.value?.place == paris)
        #expect(!first.needsChosenPlace)

        let next = makeModel(locator: denied)
        await next.refresh()
        #expect(next.place == paris)
        #expect(next.placeOrigin == .chosen)
        #expect(!next.needsChosenPlace)
        #expect(next.locationProblem?.code == .unauthorized)
        #expect(next.weather.caseName == "loaded")
        #expect(next.weather.value?.place == paris)

        // The choice is the user's own.
        let otherUser = makeModel(locator: denied, user: "someone-else")
        await otherUser.refresh()
        #expect(otherUser.needsChosenPlace)
    }

    @Test func withoutAPositionTheChosenCityIsShown() async throws {
        try await store.setValue(paris, for: .chosenPlace, user: "local")
        let model = makeModel(locator: FixedLocationProvider(coordinate: nil, status: .authorized))

        await model.refresh()

        #expect(model.locationProblem?.code == .unavailable)
        #expect(model.place == paris)
        #expect(model.placeOrigin == .chosen)
        #expect(model.weather.caseName == "loaded")
    }

    @Test func offlineTheWeatherSavedEarlierIsShownStaleWithItsAge() async throws {
        let network = NetworkSwitch()
        let upstream = ScreenFixtures.openWeather(
            network.transport(to: ScreenFixtures.sandbox()))
        let model = makeModel(locator: FixedLocationProvider(coordinate: berlin.coordinate), upstream: upstream)
        await model.refresh()
        let fresh = try #require(model.weather.value)
        #expect(!fresh.isStale)
        #expect(model.badge == "Sandbox data")

        await network.goOffline()
        clock.advance(by: .seconds(2 * 3600))
        await model.refresh()

        #expect(model.weather.caseName == "loaded")
        let saved = try #require(model.weather.value)
        #expect(saved.isStale)
        #expect(saved.fallbackReason?.code == .network)
        #expect(saved.reading.fetchedAt == ScreenFixtures.start)
        #expect(saved.age(at: ScreenFixtures.start.addingTimeInterval(2 * 3600)) == 2 * 3600)
        #expect(saved.weather == fresh.weather)
        #expect(model.badge == "Sandbox data · Saved 2 hours ago")
        let later = ScreenFixtures.start.addingTimeInterval(5 * 3600)
        #expect(
            saved.badge(at: later, locale: Locale(identifier: "ru_RU")) == "Тестовые данные · Сохранено 5 часов назад")
        #expect(saved.badge(at: later, locale: Locale(identifier: "ja_JP"))?.contains("5時間前") == true)
        #expect(DataOrigin.sandbox.label(in: Locale(identifier: "de_DE")) == "Testdaten")
        #expect(DataOrigin.live.label(in: Locale(identifier: "de_DE")) == nil)
    }

    @Test func offlineAfterMovingTheWeatherSavedForTheOldPositionIsNotShownForTheNewOne() async throws {
        let network = NetworkSwitch()
        let upstream = ScreenFixtures.openWeather(
            network.transport(to: ScreenFixtures.sandbox()))
        let locator = FixedLocationProvider(coordinate: berlin.coordinate)
        let model = makeModel(locator: locator, upstream: upstream)
        await model.refresh()
        #expect(model.weather.value?.place.name == "Berlin")

        locator.setCoordinate(paris.coordinate)
        await network.goOffline()
        await model.refresh()

        #expect(model.place?.name == "Paris")
        // Berlin's saved weather must not be shown as the weather where the device is now.
        if let shown = model.weather.value {
            let distance = shown.weather.coordinate.distance(to: paris.coordinate).converted(to: .kilometers)
            #expect(distance.value < 50, "shows weather saved \(Int(distance.value)) km away as Paris's")
        }
    }

    @Test func aLiveModelNeverShowsWeatherTheSandboxSaved() async throws {
        let sandboxModel = makeModel(locator: FixedLocationProvider(coordinate: nil, status: .denied))
        await sandboxModel.show(berlin)
        #expect(try await store.cachedWeather(for: PlaceKey(place: berlin))?.origin == .sandbox)

        let live = makeModel(
            locator: FixedLocationProvider(coordinate: nil, status: .denied),
            upstream: ScreenFixtures.openWeather(
                StubTransport(error: WeatherError(.network, message: "There is no connection."), dataOrigin: .live)))
        await live.show(berlin)

        #expect(live.weather.caseName == "failed")
        #expect(live.weather.error?.code == .network)
        #expect(live.weather.value == nil)
        #expect(!live.isSandbox)
        #expect(live.badge == nil)
    }

    @Test func sandboxWeatherIsLabelledAsSuch() async throws {
        let model = makeModel(locator: FixedLocationProvider(coordinate: nil, status: .denied))
        #expect(model.isSandbox)

        await model.show(paris)

        #expect(model.placeOrigin == .requested)
        let shown = try #require(model.weather.value)
        #expect(shown.isSandbox)
        #expect(shown.origin == .sandbox)
        #expect(model.badge == "Sandbox data")
        #expect(model.badge?.contains("Sandbox") == true)
    }

    @Test func anOlderLoadsAnswerIsDroppedWhenANewerOneStarted() async throws {
        let openWeather = ScreenFixtures.openWeather()
        let upstream = StubWeatherProvider(forwardingTo: openWeather)
        let slowParis = upstream.hold(at: paris.coordinate, thenAsk: openWeather)
        let model = makeModel(locator: FixedLocationProvider(coordinate: nil, status: .denied), upstream: upstream)

        let older = Task { await model.show(paris) }
        await slowParis.waitForArrival()
        #expect(model.place == paris)
        #expect(model.activity == .loadingWeather)

        await model.show(berlin)
        #expect(model.weather.value?.place == berlin)

        await slowParis.open()
        await older.value
        #expect(model.place == berlin)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place == berlin)
        #expect(model.activity == .idle)
    }

    @Test func aFailedReloadKeepsTheWeatherOfTheSamePlaceOnScreen() async throws {
        let upstream = StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather())
        let model = makeModel(locator: FixedLocationProvider(coordinate: nil, status: .denied), upstream: upstream)
        await model.show(paris)
        // A not-found answer is never served from the saved weather.
        upstream.fail(at: paris.coordinate, with: WeatherError(.notFound, message: "gone"))

        await model.show(paris)

        #expect(model.weather.caseName == "failed")
        #expect(model.weather.error?.code == .notFound)
        #expect(model.weather.value?.place == paris)
    }
}
