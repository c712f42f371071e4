import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherStore
import WeatherTesting

@Suite("Store and vault doubles")
struct StorageDoubleTests {
    let berlin = Place(id: "berlin", name: "Berlin", coordinate: try! Coordinate(latitude: 52.52, longitude: 13.405))
    let paris = Place(id: "paris", name: "Paris", coordinate: try! Coordinate(latitude: 48.857, longitude: 2.352))

    @Test func theStoreFailsOnTheNthWrite() async throws {
        let store = FailingWeatherStore()
        store.fail([.addFavorite], after: 1)
        try await store.addFavorite(berlin, for: "ada")
        let error = await #expect(throws: WeatherError.self) { try await store.addFavorite(paris, for: "ada") }
        #expect(error?.code == .storage)
        #expect(try await store.favorites(for: "ada") == [berlin])
        try await store.removeFavorite(id: "berlin", for: "ada")  // not planned to fail
        #expect(store.failureCount == 1)
        #expect(store.callCount == 4)
        store.stopFailing()
        try await store.addFavorite(paris, for: "ada")
        #expect(try await store.base.favorites(for: "ada") == [paris])
    }

    @Test func writesOfDifferentKindsAreCountedTogether() async throws {
        let store = FailingWeatherStore()
        store.fail(after: 2)
        try await store.addFavorite(berlin, for: "ada")
        try await store.setValue("metric", for: SettingsKey<String>("units"), user: "ada")
        await #expect(throws: WeatherError.self) { try await store.removeFavorite(id: "berlin", for: "ada") }
        #expect(try await store.value(for: SettingsKey<String>("units"), user: "ada") == "metric")
    }

    @Test func readsFailToo() async throws {
        let store = FailingWeatherStore()
        store.fail(FailingWeatherStore.Operation.reads, with: WeatherError(.decoding, message: "corrupt"))
        let error = await #expect(throws: WeatherError.self) { try await store.favorites(for: "ada") }
        #expect(error?.code == .decoding)
        try await store.addFavorite(berlin, for: "ada")
    }

    @Test func theVaultRefusesWritesUntilToldOtherwise() async throws {
        let vault = FailingVault()
        let key = CredentialKey(service: "weather", account: "ada")
        vault.fail()
        let error = await #expect(throws: VaultError.self) { try await vault.setSecret(Data("s".utf8), for: key) }
        #expect(error?.code == .storage)
        #expect(try await vault.secret(for: key) == nil)
        vault.stopFailing()
        try await vault.setSecret(Data("s".utf8), for: key)
        #expect(try await vault.base.secret(for: key) == Data("s".utf8))

        vault.fail(FailingVault.Operation.all)
        await #expect(throws: VaultError.self) { try await vault.keys(service: "weather") }
        await #expect(throws: VaultError.self) { try await vault.removeSecret(for: key) }
        #expect(vault.failureCount == 3)
    }
}
