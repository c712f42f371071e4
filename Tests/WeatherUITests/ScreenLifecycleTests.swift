import Foundation
import Testing
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

// What the screen models do for the views' lifecycle: Try Again and Refresh reload the place on screen rather than
// locate the device, a view that goes away (its `.task` cancelled) leaves the screen as it was, a switch stays where
// the user put it while a prompt is up, a permission changed in Settings is read again, overlapping refreshes load
// once, and list edits show at once. Slow steps are held at latches, never slept on.

@Suite("Screen models: reload, cancellation, permissions and edits", .timeLimit(.minutes(1)))
@MainActor
struct ScreenLifecycleTests {
    let berlin: Place
    let paris: Place
    let london: Place
    let store = InMemoryWeatherStore()
    let clock = TestClock()

    init() throws {
        berlin = try ScreenFixtures.city("Berlin")
        paris = try ScreenFixtures.city("Paris")
        london = try ScreenFixtures.city("London")
    }

    func makeModel(locator: FixedLocationProvider, upstream: any WeatherProvider) -> CurrentPlaceModel {
        let now = ScreenFixtures.now(on: clock)
        return CurrentPlaceModel(
            weather: OfflineFallbackWeatherProvider(upstream: upstream, cache: store, now: now), locator: locator,
            geocoder: ScreenFixtures.openWeather(), settings: store, now: now)
    }

    /// A provider that answers from the sandbox, except that calls for `coordinate` wait at the returned latch and
    /// then throw `CancellationError` when their task was cancelled meanwhile, as URLSession does.
    func provider(holding coordinate: Coordinate) -> (StubWeatherProvider, Latch) {
        let sandbox = ScreenFixtures.openWeather()
        let stub = StubWeatherProvider(forwardingTo: sandbox)
        let latch = Latch()
        stub.answer(at: coordinate) { call in
            await latch.pass()
            try Task.checkCancellation()
            return try await sandbox.weather(at: call.coordinate, timeZone: call.timeZone, including: call.dataSets)
        }
        return (stub, latch)
    }

    // MARK: - Reload, not relocate

    @Test func reloadingAPlaceShownOnRequestKeepsItAndDoesNotLocate() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate)
        let upstream = StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather())
        let model = makeModel(locator: locator, upstream: upstream)
        await model.show(paris)
        let locatedBefore = locator.locationRequestCount

        await model.reload()

        #expect(model.place == paris)
        #expect(model.placeOrigin == .requested)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place == paris)
        #expect(locator.locationRequestCount == locatedBefore)
        #expect(upstream.calls.filter { $0.coordinate == paris.coordinate }.count == 2)
    }

    @Test func reloadingTheCurrentPlaceLocatesAgain() async throws {
        let locator = FixedLocationProvider(coordinate: berlin.coordinate)
        let model = makeModel(locator: locator, upstream: ScreenFixtures.openWeather())
        await model.refresh()
        let locatedBefore = locator.locationRequestCount

        await model.reload()

        #expect(model.placeOrigin == .currentLocation)
        #expect(locator.locationRequestCount == locatedBefore + 1)
    }

    // MARK: - Cancellation is not a failure

    @Test func aCancelledFirstLoadLeavesTheScreenIdleSoTheNextAppearanceLoads() async throws {
        let (upstream, latch) = provider(holding: paris.coordinate)
        let model = makeModel(locator: FixedLocationProvider(coordinate: berlin.coordinate), upstream: upstream)

        let appearance = Task { await model.show(paris) }
        await latch.waitForArrival()
        #expect(model.weather.caseName == "loading")
        appearance.cancel()
        await latch.open()
        await appearance.value

        #expect(model.weather.caseName == "idle")
        #expect(model.weather.error == nil)
        #expect(model.activity == .idle)
        #expect(model.place == nil)
    }

    @Test func aCancelledLoadOfAnotherPlaceGoesBackToTheWeatherOnScreen() async throws {
        let (upstream, latch) = provider(holding: london.coordinate)
        let model = makeModel(locator: FixedLocationProvider(coordinate: berlin.coordinate), upstream: upstream)
        await model.show(paris)

        let appearance = Task { await model.show(london) }
        await latch.waitForArrival()
        appearance.cancel()
        await latch.open()
        await appearance.value

        #expect(model.place == paris)
        #expect(model.weather.caseName == "loaded")
        #expect(model.weather.value?.place == paris)
        #expect(model.activity == .idle)
    }

    @Test func aFailureThatIsNotACancellationIsStillShown() async throws {
        let upstream = StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather())
        upstream.fail(at: paris.coordinate, with: WeatherError(.server, message: "The server failed."))
        let model = makeModel(locator: FixedLocationProvider(coordinate: berlin.coordinate), upstream: upstream)

        await model.show(paris)

        #expect(model.weather.error?.code == .server)
    }

    // MARK: - Ages on screen

    @Test func theAgeOfSavedWeatherAdvancesWithTheClock() async throws {
        let network = NetworkSwitch()
        let now = ScreenFixtures.now(on: clock)
        let model = CurrentPlaceModel(
            weather: OfflineFallbackWeatherProvider(
                upstream: ScreenFixtures.openWeather(network.transport(to: ScreenFixtures.sandbox())), cache: store,
                now: now),
            locator: FixedLocationProvider(coordinate: berlin.coordinate), geocoder: ScreenFixtures.openWeather(),
            settings: store, now: now)
        await model.show(paris)
        await network.goOffline()
        clock.advance(by: .seconds(5 * 60))
        await model.reload()
        let fiveMinutes = try #require(model.badge)
        #expect(model.weather.value?.isStale == true)

        clock.advance(by: .seconds(2 * 3600))

        let later = try #require(model.badge)
        #expect(later != fiveMinutes)
        #expect(fiveMinutes.contains("5"))
        #expect(later.contains("2"))
    }

    // MARK: - The notification switch

    /// A notifier over the sandbox and the store that sends through `outbox`.
    func notifier(sending outbox: any NotificationScheduling) -> DailyForecastNotifier {
        DailyForecastNotifier(
            provider: ScreenFixtures.openWeather(), settings: store, notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler())
    }

    @Test func theSwitchStaysOnWhileThePermissionPromptIsUp() async throws {
        let outbox = HeldNotificationOutbox(permissionAnswer: .authorized)
        let notifier = notifier(sending: outbox)
        let model = DailyNotificationModel(notifier: notifier, user: "ada")
        await model.refresh()
        #expect(model.isEnabled.value == false)

        let turningOn = Task { await model.enable() }
        await outbox.prompt.waitForArrival()
        #expect(model.isEnabled.value == true)
        #expect(model.isEnabled.isLoading)
        await outbox.prompt.open()
        await turningOn.value

        #expect(model.isEnabled.caseName == "loaded")
        #expect(model.isEnabled.value == true)
    }

    @Test func theSwitchGoesBackOffWhenPermissionIsRefused() async throws {
        let outbox = HeldNotificationOutbox(permissionAnswer: .denied)
        let notifier = notifier(sending: outbox)
        let model = DailyNotificationModel(notifier: notifier, user: "ada")

        let turningOn = Task { await model.enable() }
        await outbox.prompt.waitForArrival()
        #expect(model.isEnabled.value == true)
        await outbox.prompt.open()
        await turningOn.value

        #expect(model.isEnabled.value == false)
        #expect(model.isDenied)
    }

    @Test func aPermissionChangedInSettingsIsReadAgainOnRefresh() async throws {
        let outbox = InMemoryNotificationOutbox(permissionAnswer: .denied)
        let notifier = notifier(sending: outbox)
        let model = DailyNotificationModel(notifier: notifier, user: "ada")
        await model.enable()
        #expect(model.isDenied)

        // The user allows notifications in Settings and comes back to the app.
        await outbox.setPermission(.authorized)
        await model.refresh()

        #expect(!model.isDenied)
        #expect(model.permission == .authorized)
        #expect(try await notifier.currentPermission(for: "ada") == .authorized)
    }

    // MARK: - Favorites: one refresh, edits at once

    func favoritesModel(upstream: StubWeatherProvider) async throws -> FavoritesModel {
        try await store.addFavorite(paris, for: "ada")
        try await store.addFavorite(london, for: "ada")
        try await store.addFavorite(berlin, for: "ada")
        return FavoritesModel(store: store, weather: upstream, user: "ada")
    }

    @Test func overlappingRefreshesAskForEachPlaceOnce() async throws {
        let (upstream, latch) = provider(holding: paris.coordinate)
        let model = try await favoritesModel(upstream: upstream)

        let first = Task { await model.refresh() }
        await latch.waitForArrival()
        let second = Task { await model.refresh() }
        await latch.open()
        await first.value
        await second.value

        #expect(upstream.calls.filter { $0.coordinate == paris.coordinate }.count == 1)
        #expect(upstream.callCount == 3)
        #expect(model.rows.allSatisfy { $0.conditions.caseName == "loaded" })
    }

    @Test func aDeletionShowsAtOnceAndIsSavedAfterwards() async throws {
        let model = try await favoritesModel(upstream: StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather()))
        await model.load()

        model.delete(atOffsets: IndexSet(integer: 1))
        #expect(model.favorites.value?.map(\.id) == [paris.id, berlin.id])

        await model.savedEdits()
        #expect(try await store.favorites(for: "ada").map(\.id) == [paris.id, berlin.id])
        #expect(model.lastError == nil)
    }

    @Test func aReorderShowsAtOnceAndIsSavedAfterTheEditBeforeIt() async throws {
        let model = try await favoritesModel(upstream: StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather()))
        await model.load()

        model.reorder(fromOffsets: IndexSet(integer: 2), toOffset: 0)
        model.delete(atOffsets: IndexSet(integer: 2))
        #expect(model.favorites.value?.map(\.id) == [berlin.id, paris.id])

        await model.savedEdits()
        #expect(try await store.favorites(for: "ada").map(\.id) == [berlin.id, paris.id])
    }

    @Test func aReorderOutsideTheListChangesNothingAndSaysWhy() async throws {
        let model = try await favoritesModel(upstream: StubWeatherProvider(forwardingTo: ScreenFixtures.openWeather()))
        await model.load()

        model.reorder(fromOffsets: IndexSet(integer: 7), toOffset: 0)

        #expect(model.favorites.value?.map(\.id) == [paris.id, london.id, berlin.id])
        #expect(model.lastError?.code == .invalidInput)
    }
}
