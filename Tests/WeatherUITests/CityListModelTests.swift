import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherStore
import WeatherTesting
import WeatherUI

@Suite("CityListModel", .timeLimit(.minutes(1)))
@MainActor
struct CityListModelTests {
    /// The sandbox's list: 25 cities with the ids 1 to 25, so pages of 10 end with a page of 5.
    static let listSize = 25
    let store = InMemoryWeatherStore()

    /// freetestapi over `transport` (the sandbox's 25-city list by default), without retries.
    func client(
        _ transport: any HTTPTransport = ScreenFixtures.sandbox(freeTestListSize: listSize)
    )
        -> FreeTestWeatherClient
    {
        FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none))
    }

    func makeModel(_ client: FreeTestWeatherClient, snapshots: Bool = true) -> CityListModel {
        CityListModel(
            client: client, snapshots: snapshots ? store : nil, pageSize: 10, prefetchDistance: 3,
            now: { ScreenFixtures.start })
    }

    /// The names of the first cities of the gazetteer, which the sandbox lists in order.
    var expectedNames: [String] {
        SandboxGazetteer.standard.places.prefix(Self.listSize).map(\.name)
    }

    @Test func theFirstPageHasPageSizeCities() async throws {
        let model = makeModel(client())

        await model.loadFirstPage()

        let cities = try #require(model.cities.value)
        #expect(cities.map(\.id) == Array(1...10))
        #expect(cities.map(\.city) == Array(expectedNames.prefix(10)))
        #expect(cities.allSatisfy { $0.origin == .sandbox })
        #expect(model.loadedPages == 1)
        #expect(!model.isComplete)
        #expect(model.offlineCopy == nil)
        // Nothing is saved before the whole list is in.
        #expect(try await store.snapshot(for: .cityList) == nil)
    }

    @Test func aCityNearTheEndPrefetchesTheNextPage() async throws {
        let model = makeModel(client())
        await model.loadFirstPage()
        let firstPage = try #require(model.cities.value)

        // Index 6 is 3 from the last (index 9).
        model.cityAppeared(firstPage[6])
        await Task.yield()
        #expect(model.cities.isLoading)
        await waitUntil { !model.cities.isLoading }

        #expect(model.cities.value?.map(\.id) == Array(1...20))
        #expect(model.loadedPages == 2)
        #expect(!model.isComplete)
    }

    @Test func aCityFarFromTheEndDoesNotPrefetch() async throws {
        let model = makeModel(client())
        await model.loadFirstPage()
        let firstPage = try #require(model.cities.value)

        // Index 5 is 4 from the last.
        model.cityAppeared(firstPage[5])
        model.cityAppeared(firstPage[0])
        await Task.yield()
        await Task.yield()

        #expect(!model.cities.isLoading)
        #expect(model.cities.value?.count == 10)

        await model.loadNextPage()
        #expect(model.cities.value?.map(\.id) == Array(1...20))
    }

    @Test func loadAllLoadsEveryCityAndSavesTheList() async throws {
        let model = makeModel(client())

        await model.loadAll()

        #expect(model.isComplete)
        #expect(model.cities.value?.map(\.id) == Array(1...Self.listSize))
        #expect(model.cities.value?.map(\.city) == expectedNames)
        #expect(model.loadedPages == 3)
        #expect(await model.page(3)?.map(\.id) == Array(21...25))
        #expect(await model.page(4) == nil)

        let saved = try #require(try await store.snapshot(for: .cityList))
        #expect(saved.value.map(\.id) == Array(1...Self.listSize))
        #expect(saved.fetchedAt == ScreenFixtures.start)
        #expect(saved.origin == .sandbox)
    }

    @Test func offlineTheSavedListComesBackWithItsOriginAndDate() async throws {
        await makeModel(client()).loadAll()

        let offline = makeModel(
            client(
                StubTransport(error: WeatherError(.network, message: "There is no connection."), dataOrigin: .sandbox)))
        await offline.loadFirstPage()

        #expect(offline.cities.caseName == "loaded")
        #expect(offline.cities.value?.map(\.id) == Array(1...Self.listSize))
        #expect(offline.cities.value?.allSatisfy { $0.origin == .sandbox } == true)
        #expect(offline.isComplete)
        let copy = try #require(offline.offlineCopy)
        #expect(copy.reason.code == .network)
        #expect(copy.origin == .sandbox)
        #expect(copy.fetchedAt == ScreenFixtures.start)
    }

    @Test func offlineWithNothingSavedTheListFails() async throws {
        let offline = makeModel(
            client(
                StubTransport(error: WeatherError(.network, message: "There is no connection."), dataOrigin: .sandbox)))
        await offline.loadFirstPage()

        #expect(offline.cities.caseName == "failed")
        #expect(offline.cities.error?.code == .network)
        #expect(offline.cities.value == nil)
        #expect(offline.offlineCopy == nil)
    }

    @Test func aLiveClientNeverShowsTheListTheSandboxSaved() async throws {
        await makeModel(client()).loadAll()
        #expect(try await store.snapshot(for: .cityList)?.origin == .sandbox)

        let live = makeModel(
            client(StubTransport(error: WeatherError(.network, message: "There is no connection."), dataOrigin: .live)))
        await live.loadFirstPage()

        #expect(live.cities.caseName == "failed")
        #expect(live.cities.error?.code == .network)
        #expect(live.cities.value == nil)
        #expect(live.offlineCopy == nil)

        await live.search(expectedNames[0])
        #expect(live.searchResults.error?.code == .network)
        #expect(live.searchResults.value == nil)
    }

    @Test func searchFindsTheCitiesWhoseNameContainsTheText() async throws {
        let model = makeModel(client())
        let text = String(expectedNames[3].prefix(4))
        let expected = expectedNames.enumerated().filter {
            $0.element.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }

        await model.search("  \(text.uppercased()) ")

        #expect(model.searchText == text.uppercased())
        let results = try #require(model.searchResults.value)
        #expect(results.map(\.id) == expected.map { $0.offset + 1 })
        #expect(results.contains { $0.id == 4 })

        await model.search("  ")
        #expect(model.searchText == nil)
        #expect(model.searchResults.caseName == "idle")
    }

    @Test func offlineSearchLooksThroughTheSavedList() async throws {
        await makeModel(client()).loadAll()
        let text = expectedNames[0]

        let offline = makeModel(
            client(
                StubTransport(error: WeatherError(.network, message: "There is no connection."), dataOrigin: .sandbox)))
        await offline.search(text)

        let results = try #require(offline.searchResults.value)
        #expect(results.contains { $0.id == 1 })
        #expect(
            results.allSatisfy { $0.city.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil })
        #expect(offline.searchOfflineCopy?.reason.code == .network)
        #expect(offline.offlineCopy == nil)
    }
}
