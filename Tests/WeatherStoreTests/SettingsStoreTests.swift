import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

extension SettingsKey where Value == Int {
    fileprivate static var launchCount: Self { Self("launchCount") }
    /// Reads the selected city's stored JSON as the wrong type.
    fileprivate static var selectedCityAsNumber: Self { Self("selectedCity") }
}

@Suite("Settings, on every backend")
struct SettingsStoreTests {
    let alice: UserID = "alice"
    let bob: UserID = "bob"

    @Test(arguments: StoreBackend.all)
    func unsetValuesAreNil(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            let city = try await store.value(for: .selectedCity, user: alice)
            let registered = try await store.value(for: .notificationRegistered, user: alice)
            #expect(city == nil)
            #expect(registered == nil)
        }
    }

    @Test(arguments: StoreBackend.all)
    func valuesReadBackWithTheirTypes(backend: StoreBackend) async throws {
        let berlin = try Fixtures.place("berlin")
        try await backend.withStore { store in
            try await store.setValue(berlin, for: .selectedCity, user: alice)
            try await store.setValue(true, for: .notificationRegistered, user: alice)
            try await store.setValue(3, for: .launchCount, user: alice)
            #expect(try await store.value(for: .selectedCity, user: alice) == berlin)
            #expect(try await store.value(for: .notificationRegistered, user: alice) == true)
            #expect(try await store.value(for: .launchCount, user: alice) == 3)
        }
    }

    @Test(arguments: StoreBackend.all)
    func settingAgainReplacesAndRemovingClears(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.setValue(1, for: .launchCount, user: alice)
            try await store.setValue(2, for: .launchCount, user: alice)
            #expect(try await store.value(for: .launchCount, user: alice) == 2)
            try await store.removeValue(for: .launchCount, user: alice)
            #expect(try await store.value(for: .launchCount, user: alice) == nil)
            try await store.removeValue(for: .launchCount, user: alice)
        }
    }

    @Test(arguments: StoreBackend.all)
    func oneUserNeverSeesOrChangesAnothersSettings(backend: StoreBackend) async throws {
        let berlin = try Fixtures.place("berlin")
        let paris = try Fixtures.place("paris")
        try await backend.withStore { store in
            try await store.setValue(berlin, for: .selectedCity, user: alice)
            #expect(try await store.value(for: .selectedCity, user: bob) == nil)
            try await store.setValue(paris, for: .selectedCity, user: bob)
            try await store.setValue(true, for: .notificationRegistered, user: bob)
            #expect(try await store.value(for: .selectedCity, user: alice) == berlin)
            #expect(try await store.value(for: .notificationRegistered, user: alice) == nil)
            try await store.removeValue(for: .selectedCity, user: bob)
            #expect(try await store.value(for: .selectedCity, user: alice) == berlin)
        }
    }

    @Test(arguments: StoreBackend.all)
    func aValueReadAsTheWrongTypeIsADecodingError(backend: StoreBackend) async throws {
        try await backend.withStore { store in
            try await store.setValue(try Fixtures.place("berlin"), for: .selectedCity, user: alice)
            let error = await #expect(throws: WeatherError.self) {
                _ = try await store.value(for: .selectedCityAsNumber, user: alice)
            }
            #expect(error?.code == .decoding)
        }
    }
}
