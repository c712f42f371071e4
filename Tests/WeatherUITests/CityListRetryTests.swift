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
        #expect(try await store.snapshot(for: .cityList)?.fetchedAt == Self.earlier)

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
        #expect(try await store.snapshot(for: .cityList)?.fetchedAt == Self.earlier)

        // Page 3 breaks off, then comes whole.
        await model.loadNextPage()
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(20)))
        #expect(!model.isComplete)
        #expect(try await store.snapshot(for: .cityList)?.fetchedAt == Self.earlier)
        #expect(try await store.snapshot(for: .cityList)?.value.count == Self.listSize)

        await model.loadNextPage()
        #expect(model.cities.caseName == "loaded")
        #expect(rows(model.cities.value) == rows(full))
        #expect(model.isComplete)
        #expect(await requests.count == 4)
        let saved = try #require(try await store.snapshot(for: .cityList))
        #expect(saved.fetchedAt == ScreenFixtures.start)
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
        #expect(model.offlineCopy?.fetchedAt == Self.earlier)
        #expect(rows(model.cities.value) == rows(full.prefix(12)))

        await model.loadFirstPage()

        #expect(model.cities.caseName == "failed")
        #expect(model.cities.error?.code == .network)
        #expect(rows(model.cities.value) == rows(full.prefix(12)))
        // The list on screen is still the saved one and must be labelled so.
        #expect(model.offlineCopy?.fetchedAt == Self.earlier)
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
        #expect(copy.fetchedAt == Self.earlier)
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
        #expect(copy.fetchedAt == Self.earlier)
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
