#if canImport(Darwin)
import Foundation
import Testing
import WeatherModels

@testable import WeatherStore

@Suite("UserDefaults settings (Apple platforms)")
struct UserDefaultsSettingsStoreTests {
    /// Runs `body` with a store on a fresh defaults suite, removed afterwards.
    private func withSettings(_ body: (UserDefaultsSettingsStore) async throws -> Void) async throws {
        let suiteName = "WeatherStoreTests.\(UUID().uuidString)"
        defer { UserDefaults(suiteName: suiteName)?.removePersistentDomain(forName: suiteName) }
        try await body(try #require(UserDefaultsSettingsStore(suiteName: suiteName)))
    }

    @Test func valuesReadBackPerUserAndCanBeRemoved() async throws {
        let berlin = try Fixtures.place("berlin")
        try await withSettings { settings in
            try await settings.setValue(berlin, for: .selectedCity, user: "alice")
            try await settings.setValue(true, for: .notificationRegistered, user: "alice")
            #expect(try await settings.value(for: .selectedCity, user: "alice") == berlin)
            #expect(try await settings.value(for: .notificationRegistered, user: "alice") == true)
            #expect(try await settings.value(for: .selectedCity, user: "bob") == nil)
            try await settings.removeValue(for: .selectedCity, user: "alice")
            #expect(try await settings.value(for: .selectedCity, user: "alice") == nil)
        }
    }

    /// User "a/1:b" with key "c" and user "a" with key "1:b/c" must not share a stored value.
    @Test func userIDsThatLookLikeKeyPartsStayApart() async throws {
        try await withSettings { settings in
            try await settings.setValue(1, for: SettingsKey<Int>("c"), user: "a/1:b")
            #expect(try await settings.value(for: SettingsKey<Int>("1:b/c"), user: "a") == nil)
            #expect(try await settings.value(for: SettingsKey<Int>("c"), user: "a/1:b") == 1)
        }
    }
}
#endif
