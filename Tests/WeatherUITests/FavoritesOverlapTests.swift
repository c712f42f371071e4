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
        let store = FailingWeatherStore()
        try await store.base.addFavorite(berlin, for: alice)
        try await store.base.addFavorite(paris, for: alice)
        let model = FavoritesModel(store: store, weather: ScreenFixtures.openWeather(), user: alice)
        await model.load()
        await model.refreshConditions()
        #expect(model.rows.map(\.conditions.caseName) == ["loaded", "loaded"])
        store.fail([.removeFavorite])

        await model.remove(id: paris.id)

        #expect(model.lastError?.code == .storage)
        #expect(model.favorites.value == [berlin, paris])
        let row = try #require(model.rows.first { $0.id == paris.id })
        #expect(row.conditions.caseName == "loaded")
        #expect(row.conditions.value?.place == paris)

        // A removal the store accepts drops them.
        store.fail([.removeFavorite], after: 1)
        await model.remove(id: paris.id)
        #expect(model.lastError == nil)
        #expect(model.favorites.value == [berlin])
        #expect(model.conditions[paris.id] == nil)
    }
}
