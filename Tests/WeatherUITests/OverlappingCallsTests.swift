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
            SwitchedTransport(upstream: ScreenFixtures.sandbox(), network: network))
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
        #expect(saved.reading.date == ScreenFixtures.start)
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

@Suite("CityListModel, retries and saved copies", .timeLimit(.minutes(1)))
@MainActor
struct CityListRetryTests {
    static let listSize = 25
    /// When an earlier run saved its list.
    static let earlier = ScreenFixtures.start.addingTimeInterval(-2 * 86_400)
    let store = InMemoryWeatherStore()

    /// A model over the sandbox's 25-city list, with the connection `requests` meets.
    func makeModel(_ requests: ListRequests = ListRequests()) -> CityListModel {
        let transport = ScriptedListTransport(
            upstream: ScreenFixtures.sandbox(freeTestListSize: Self.listSize), requests: requests)
        return CityListModel(
            client: FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none)),
            snapshots: store, pageSize: 10, prefetchDistance: 3, now: { ScreenFixtures.start })
    }

    /// The whole list, loaded in one request on its own.
    func fullList() async throws -> [CityWeather] {
        let client = FreeTestWeatherClient(
            transport: ScreenFixtures.sandbox(freeTestListSize: Self.listSize), configuration: .init(retryPolicy: .none)
        )
        let list = try await client.allCities()
        #expect(list.count == Self.listSize)
        return list
    }

    /// Each city as "id name", to compare lists by what tells the rows apart.
    func rows(_ cities: (some Sequence<CityWeather>)?) -> [String] {
        cities.map { $0.map { "\($0.id) \($0.city)" } } ?? []
    }

    func saveEarlierCopy(_ cities: [CityWeather]) async throws {
        try await store.saveSnapshot(
            cities, for: .cityList, at: Self.earlier, source: WeatherSource(provider: .freeTestAPI, origin: .sandbox))
    }

    @Test func aPageThatBreaksOffIsRetriedAndTheListContinuesWithoutGapsOrRepeats() async throws {
        let full = try await fullList()
        try await saveEarlierCopy(full)
        // The first three reads of the list break off at half, 70 % and 90 % of its bytes; the fourth is whole.
        let requests = ListRequests([.cutOff(after: 0.5), .cutOff(after: 0.7), .cutOff(after: 0.9)])
        let model = makeModel(requests)

        await model.loadFirstPage()
        #expect(rows(model.cities.value) == rows(full.prefix(10)))
        #expect(!model.isComplete)

        // Page 2 breaks off: the first page stays, and the saved list is left alone.
        await model.loadNextPage()
        #expect(model.cities.caseName == "failed")
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(10)))
        #expect(!model.isComplete)
        #expect(try await store.snapshot(for: .cityList)?.date == Self.earlier)

        // The retry reads the list again and breaks off within page 2 again.
        await model.loadNextPage()
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(10)))
        #expect(!model.isComplete)

        // The next retry gets page 2; page 3 is not read yet.
        await model.loadNextPage()
        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full.prefix(20)))
        #expect(!model.isComplete)
        #expect(try await store.snapshot(for: .cityList)?.date == Self.earlier)

        // Page 3 breaks off, then comes whole.
        await model.loadNextPage()
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(20)))
        #expect(!model.isComplete)
        #expect(try await store.snapshot(for: .cityList)?.date == Self.earlier)
        #expect(try await store.snapshot(for: .cityList)?.value.count == Self.listSize)

        await model.loadNextPage()
        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full))
        #expect(model.isComplete)
        #expect(await requests.count == 4)
        let saved = try #require(try await store.snapshot(for: .cityList))
        #expect(saved.date == ScreenFixtures.start)
        #expect(rows(saved.value) == rows(full))

        await model.loadNextPage()
        #expect(await requests.count == 4)
    }

    @Test func aFailedPullToRefreshKeepsTheListOnScreenAndARetryCompletesIt() async throws {
        let full = try await fullList()
        try await saveEarlierCopy(Array(full.prefix(3)))
        let model = makeModel(ListRequests([.whole, .unreachable]))
        await model.loadFirstPage()
        await model.loadNextPage()
        #expect(rows(model.cities.value) == rows(full.prefix(20)))

        await model.loadFirstPage()

        #expect(model.cities.caseName == "failed")
        #expect(model.cities.error?.code == .network)
        // The live list stays; it is not swapped for the saved one, nor labelled as saved.
        #expect(rows(model.cities.value) == rows(full.prefix(20)))
        #expect(model.offlineCopy == nil)
        #expect(!model.isComplete)

        await model.loadNextPage()
        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full))
        #expect(model.isComplete)
    }

    @Test func aFailedPullToRefreshOverTheSavedCopyStillSaysItIsTheSavedCopy() async throws {
        let full = try await fullList()
        try await saveEarlierCopy(Array(full.prefix(12)))
        let model = makeModel(ListRequests([.unreachable, .unreachable]))
        await model.loadFirstPage()
        #expect(model.offlineCopy?.savedAt == Self.earlier)
        #expect(rows(model.cities.value) == rows(full.prefix(12)))

        await model.loadFirstPage()

        #expect(model.cities.caseName == "failed")
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(12)))
        // The list on screen is still the saved one and must be labelled so.
        #expect(model.offlineCopy?.savedAt == Self.earlier)
    }

    @Test func aRetryAfterAFailedRefreshOverTheSavedCopyShowsTheServicesListNotASplice() async throws {
        let full = try await fullList()
        // The earlier run saw other temperatures.
        let older = full.prefix(12).map { city in
            var city = city
            city.temperature += 10
            return city
        }
        try await saveEarlierCopy(older)
        let model = makeModel(ListRequests([.unreachable, .unreachable]))
        await model.loadFirstPage()
        await model.loadFirstPage()
        #expect(model.cities.error?.code == .network)

        // Back online, the banner's retry.
        await model.loadNextPage()
        await model.loadAll()

        #expect(rows(model.cities.value) == rows(full))
        #expect(
            model.cities.value?.map(\.temperature) == full.map(\.temperature),
            "the saved cities are kept in front of the service's")
        #expect(model.offlineCopy == nil)
        let saved = try #require(try await store.snapshot(for: .cityList))
        #expect(saved.value.map(\.temperature) == full.map(\.temperature), "the old copy was saved again as new")
    }

    @Test func showSavedCopyReplacesAListThatBrokeOffWithTheSavedOne() async throws {
        let full = try await fullList()
        try await saveEarlierCopy(full)
        let requests = ListRequests([.cutOff(after: 0.5)])
        let model = makeModel(requests)
        await model.loadFirstPage()
        await model.loadNextPage()
        let reason = try #require(model.cities.error)

        #expect(await model.showSavedCopy(after: reason))

        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full))
        #expect(model.cities.value?.allSatisfy { $0.origin == .sandbox } == true)
        #expect(model.isComplete)
        let copy = try #require(model.offlineCopy)
        #expect(copy.reason.code == .network)
        #expect(copy.savedAt == Self.earlier)
        #expect(copy.origin == .sandbox)
        // The saved copy is the whole list: nothing more is fetched.
        await model.loadNextPage()
        #expect(await requests.count == 1)
    }

    @Test func showSavedCopyWithNothingSavedLeavesTheListAsItWas() async throws {
        let full = try await fullList()
        let model = makeModel(ListRequests([.cutOff(after: 0.5)]))
        await model.loadFirstPage()
        await model.loadNextPage()
        let reason = try #require(model.cities.error)

        #expect(await model.showSavedCopy(after: reason) == false)

        #expect(model.cities.caseName == "failed")
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(10)))
        #expect(model.offlineCopy == nil)
        #expect(!model.isComplete)
        await model.loadNextPage()
        #expect(rows(model.cities.value) == rows(full.prefix(20)))
    }

    @Test func anOfflineSearchSaysItSearchedTheSavedCopyButLeavesTheLiveListUnlabelled() async throws {
        let full = try await fullList()
        try await saveEarlierCopy(full)
        let model = makeModel(ListRequests([.whole, .unreachable, .whole]))
        await model.loadFirstPage()
        let name = full[0].city

        await model.search(name)

        let results = try #require(model.searchResults.value)
        #expect(model.searchResults.caseName == "loaded")
        #expect(rows(results).contains("\(full[0].id) \(name)"))
        let copy = try #require(model.searchOfflineCopy)
        #expect(copy.reason.code == .network)
        #expect(copy.savedAt == Self.earlier)
        #expect(model.offlineCopy == nil)
        #expect(rows(model.cities.value) == rows(full.prefix(10)))

        // A search that reaches the service is not labelled as the saved copy.
        await model.search(name)
        #expect(model.searchResults.caseName == "loaded")
        #expect(model.searchOfflineCopy == nil)
        model.clearSearch()
        #expect(model.searchOfflineCopy == nil)
    }

    /// What the list shows after a scroll prefetch held halfway through page 2 and, meanwhile, two
    /// `loadNextPage()` calls in a row (as the loops of `loadAll()` and `page(_:)` make them): the first waits for
    /// the prefetch's page 2, the second must load page 3.
    func nextPageAskedTwiceWhileAPrefetchIsUnderWay() async -> [CityWeather] {
        let rest = Latch()
        // The list stops after half its bytes (page 1 and part of page 2) until the test lets the rest through.
        let model = makeModel(ListRequests([.held(after: 0.5, until: rest)]))
        await model.loadFirstPage()
        guard let firstPage = model.cities.value, firstPage.count == 10 else { return [] }
        model.cityAppeared(firstPage[6])
        await waitUntil { model.cities.isLoading }
        // Resumed just before the first call, which then runs up to its wait for the prefetch without a break.
        var twice: Task<Void, Never>?
        await withCheckedContinuation { started in
            twice = Task {
                started.resume()
                await model.loadNextPage()
                await model.loadNextPage()
            }
        }
        await rest.open()
        await twice?.value
        return model.cities.value ?? []
    }

    @Test func aCallThatWaitedForAPrefetchLeavesTheNextCallFreeToLoad() async throws {
        let full = try await fullList()

        for _ in 0..<10 {
            let shown = await nextPageAskedTwiceWhileAPrefetchIsUnderWay()
            try #require(
                rows(shown) == rows(full),
                "the second call found the finished prefetch still marked as loading and returned at once")
        }
    }

    @Test
    func loadAllWhileAScrollPrefetchIsUnderWayLoadsEachCityOnce() async throws {
        let full = try await fullList()
        let rest = Latch()
        let requests = ListRequests([.held(after: 0.5, until: rest)])
        let model = makeModel(requests)
        await model.loadFirstPage()
        let firstPage = try #require(model.cities.value)

        model.cityAppeared(firstPage[6])
        await waitUntil { model.cities.isLoading }
        var all: Task<Void, Never>?
        await withCheckedContinuation { started in
            all = Task {
                started.resume()
                await model.loadAll()
            }
        }
        await rest.open()
        await all?.value

        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full))
        #expect(model.isComplete)
        #expect(await requests.count == 1)
        #expect(try await store.snapshot(for: .cityList)?.value.count == Self.listSize)
    }
}

@Suite("FavoritesModel, overlapping calls", .timeLimit(.minutes(1)))
@MainActor
struct FavoritesOverlapTests {
    let alice: UserID = "alice"
    let bob: UserID = "bob"
    let berlin: Place
    let paris: Place
    let rome: Place

    init() throws {
        berlin = try ScreenFixtures.city("Berlin")
        paris = try ScreenFixtures.city("Paris")
        rome = try ScreenFixtures.city("Rome")
    }

    @Test(arguments: [false, true])
    func anAddOvertakenByAUserSwitchLandsWithTheFirstUserAndLeavesTheSecondsScreenAlone(
        heldAtTheWrite: Bool
    ) async throws {
        let store = HeldFavoritesStore()
        try await store.base.addFavorite(berlin, for: alice)
        try await store.base.addFavorite(rome, for: bob)
        let model = FavoritesModel(store: store, user: alice)
        await model.load()
        // Held at the duplicate check the add makes first, or at the write itself.
        let slowAdd = heldAtTheWrite ? await store.holdNextAdd() : await store.holdNextCheck()

        let adding = Task { await model.add(paris) }
        await slowAdd.waitForArrival()
        await model.switchUser(to: bob)
        #expect(model.favorites.value == [rome])

        await slowAdd.open()
        _ = await adding.value

        #expect(try await store.base.favorites(for: alice) == [berlin, paris])
        #expect(try await store.base.favorites(for: bob) == [rome])
        #expect(model.user == bob)
        #expect(model.favorites.caseName == "loaded")
        #expect(model.favorites.value == [rome])
        #expect(model.rows.map(\.id) == [rome.id])
        #expect(model.lastError == nil)
    }

    @Test func aFailedAddOvertakenByAUserSwitchIsNotReportedOnTheSecondUsersScreen() async throws {
        let store = HeldFavoritesStore()
        try await store.base.addFavorite(rome, for: bob)
        let model = FavoritesModel(store: store, user: alice)
        await model.load()
        let slowAdd = await store.holdNextAdd(failing: WeatherError(.storage, message: "The disk is full."))

        let adding = Task { await model.add(paris) }
        await slowAdd.waitForArrival()
        await model.switchUser(to: bob)
        await slowAdd.open()
        _ = await adding.value

        #expect(try await store.base.favorites(for: alice).isEmpty)
        #expect(model.favorites.value == [rome])
        #expect(model.lastError == nil)
    }

    @Test func anOlderReadAnsweringLastDoesNotReplaceTheNewerList() async throws {
        let store = HeldFavoritesStore()
        try await store.base.addFavorite(berlin, for: alice)
        let model = FavoritesModel(store: store, user: alice)
        await model.load()
        let slowRead = await store.holdNextRead()

        let older = Task { await model.load() }
        await slowRead.waitForArrival()
        try await store.base.addFavorite(paris, for: alice)
        await model.load()
        #expect(model.favorites.value == [berlin, paris])

        await slowRead.open()
        await older.value

        #expect(model.favorites.caseName == "loaded")
        #expect(model.favorites.value == [berlin, paris])
    }

    @Test func theFirstUsersListAnsweringAfterASwitchIsNotShown() async throws {
        let store = HeldFavoritesStore()
        try await store.base.addFavorite(berlin, for: alice)
        try await store.base.addFavorite(rome, for: bob)
        let model = FavoritesModel(store: store, user: alice)
        let slowRead = await store.holdNextRead()

        let aliceRead = Task { await model.load() }
        await slowRead.waitForArrival()
        await model.switchUser(to: bob)
        await slowRead.open()
        await aliceRead.value

        #expect(model.favorites.value == [rome])
    }

    @Test func aRemovalTheStoreRefusesKeepsTheRowsConditions() async throws {
        let store = FailingFavoritesStore()
        try await store.base.addFavorite(berlin, for: alice)
        try await store.base.addFavorite(paris, for: alice)
        let model = FavoritesModel(store: store, weather: ScreenFixtures.openWeather(), user: alice)
        await model.load()
        await model.refreshConditions()
        #expect(model.rows.map(\.conditions.caseName) == ["loaded", "loaded"])
        await store.fail(.remove)

        await model.remove(id: paris.id)

        #expect(model.lastError?.code == .storage)
        #expect(model.favorites.value == [berlin, paris])
        let row = try #require(model.rows.first { $0.id == paris.id })
        #expect(row.conditions.caseName == "loaded")
        #expect(row.conditions.value?.place == paris)

        // A removal the store accepts drops them.
        await store.fail(.remove, after: 1)
        await model.remove(id: paris.id)
        #expect(model.lastError == nil)
        #expect(model.favorites.value == [berlin])
        #expect(model.conditions[paris.id] == nil)
    }
}

@Suite("PlaceSearchModel, cancel", .timeLimit(.minutes(1)))
@MainActor
struct PlaceSearchCancelTests {
    @Test func cancellingWhileConditionsLoadLeavesNoRowLoading() async throws {
        let berlin = try ScreenFixtures.city("Berlin")
        let paris = try ScreenFixtures.city("Paris")
        let geocoder = StubGeocoder(answers: ["capitals": [berlin, paris]])
        let weather = ScriptedWeatherProvider(upstream: ScreenFixtures.openWeather())
        let slowBerlin = await weather.hold(at: berlin.coordinate)
        let search = PlaceSearchModel(geocoder: geocoder, weather: weather, clock: TestClock())

        let searching = Task { await search.search("capitals") }
        await slowBerlin.waitForArrival()
        await waitUntil { search.results.value?.last?.conditions.caseName == "loaded" }
        #expect(search.results.value?.first?.conditions.isLoading == true)

        search.cancel()

        let results = try #require(search.results.value)
        #expect(results.map(\.place) == [berlin, paris])
        #expect(!results.contains { $0.conditions.isLoading })
        #expect(results.map(\.conditions.caseName) == ["idle", "loaded"])

        // Berlin's answer arrives after all: it is not shown, neither as a value nor as a failure.
        await slowBerlin.open()
        await searching.value
        await search.settle()
        #expect(search.results.value?.contains { $0.conditions.isLoading } == false)
        #expect(search.results.value?.map(\.conditions.caseName) == ["idle", "loaded"])
    }
}

@Suite("SignInModel, failures around a session", .timeLimit(.minutes(1)))
@MainActor
struct SignInFailureTests {
    let password = "correct horse battery"

    func local(_ vault: InMemoryVault) -> LocalAuthService {
        LocalAuthService(vault: vault, configuration: .init(passwordHashIterations: 10))
    }

    @Test func aFailedSignOutKeepsTheSession() async throws {
        let model = SignInModel(auth: SignOutFailingAuth(base: local(InMemoryVault())))
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password
        await model.submit()
        let session = try #require(model.session)

        await model.signOut()

        #expect(model.session?.userID == session.userID)
        #expect(model.error?.code == .network)
        guard case .failed(let error) = model.state else {
            Issue.record("expected failed, got \(model.state)")
            return
        }
        #expect(error.code == .network)
    }

    @Test func aVaultThatRefusesThePasswordLeavesTheSignInDoneAndSaysSo() async throws {
        let vault = RefusingVault()
        let model = SignInModel(auth: local(InMemoryVault()), autofill: PasswordAutofill(vault: vault))
        model.mode = .signUp
        model.email = "ada@example.com"
        model.password = password

        await model.submit()

        #expect(model.session?.email == "ada@example.com")
        #expect(model.error == nil)
        guard case .signedIn = model.state else {
            Issue.record("expected signedIn, got \(model.state)")
            return
        }
        #expect(model.autofillError?.code == .storage)
        #expect(model.password.isEmpty)
        #expect(model.savedEmails.isEmpty)

        // The next sign-in whose password is saved clears the notice.
        await model.signOut()
        await vault.accept()
        model.mode = .signIn
        model.password = password
        await model.submit()
        #expect(model.session != nil)
        #expect(model.autofillError == nil)
        #expect(model.savedEmails == ["ada@example.com"])
    }
}

@Suite("DailyNotificationModel, user switch", .timeLimit(.minutes(1)))
@MainActor
struct DailyNotificationSwitchTests {
    @Test func aUserSwitchWhileThePermissionPromptWaitsRegistersNobodyForTheSecondUser() async throws {
        let store = InMemoryWeatherStore()
        let outbox = HeldNotificationOutbox()
        let now: @Sendable () -> Date = { ScreenFixtures.start }
        let notifier = DailyForecastNotifier(
            provider: ScreenFixtures.openWeather(), settings: store, notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(clock: TestClock(), now: now), cache: store,
            configuration: .init(place: try ScreenFixtures.city("Berlin")), clock: TestClock(), now: now)
        let model = DailyNotificationModel(notifier: notifier, user: "alice")

        let enabling = Task { await model.enable() }
        await outbox.prompt.waitForArrival()
        await model.switchUser(to: "bob")
        #expect(model.isEnabled.value == false)

        await outbox.prompt.open()
        await enabling.value

        #expect(model.user == "bob")
        #expect(try await notifier.isRegistered(for: "bob") == false)
        #expect(try await outbox.pendingNotifications().allSatisfy { $0.forecastInfo?.user != "bob" })
        #expect(model.isEnabled.caseName == "loaded")
        #expect(model.isEnabled.value == false)
        #expect(model.lastRegistration == nil)
    }
}
