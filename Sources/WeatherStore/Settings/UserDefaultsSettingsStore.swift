#if canImport(Darwin)
import Foundation
import WeatherModels

/// Settings kept in `UserDefaults`, for apps that want them beside their other preferences.
///
/// Each value is stored as JSON under a key that holds the user id, so users never share a value.
/// Favorites, cache and history belong in ``SQLiteWeatherStore``; this store is for small settings.
///
/// ```swift
/// let settings = UserDefaultsSettingsStore()
/// try await settings.setValue(true, for: .notificationRegistered, user: user)
/// ```
public struct UserDefaultsSettingsStore: SettingsStore {
    // The suite's name rather than the `UserDefaults` object, which is thread-safe but not declared
    // `Sendable` by every SDK this package supports.
    private let suiteName: String?
    private let keyPrefix: String
    private let coding = StoredValueCoding()

    /// Uses `UserDefaults.standard`; keys start with `keyPrefix`.
    public init(keyPrefix: String = "WeatherStore") {
        self.suiteName = nil
        self.keyPrefix = keyPrefix
    }

    /// Uses the defaults suite `suiteName`, such as an app group; `nil` when the system refuses the name.
    public init?(suiteName: String, keyPrefix: String = "WeatherStore") {
        guard UserDefaults(suiteName: suiteName) != nil else { return nil }
        self.suiteName = suiteName
        self.keyPrefix = keyPrefix
    }

    /// The user's value for `key`, or `nil` when it was never set or was removed.
    public func value<Value>(for key: SettingsKey<Value>, user: UserID) async throws -> Value? {
        guard let data = defaults.data(forKey: storageKey(key.name, user)) else { return nil }
        return try coding.decode(Value.self, from: data, as: "setting \(key.name)")
    }

    /// Stores `value` for `key`, replacing what was there.
    public func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) async throws {
        let data = try coding.encode(value, as: "setting \(key.name)")
        defaults.set(data, forKey: storageKey(key.name, user))
    }

    /// Removes the user's value for `key`; does nothing when there is none.
    public func removeValue<Value>(for key: SettingsKey<Value>, user: UserID) async throws {
        defaults.removeObject(forKey: storageKey(key.name, user))
    }

    private var defaults: UserDefaults {
        suiteName.flatMap { UserDefaults(suiteName: $0) } ?? .standard
    }

    /// `prefix/<length of user id>:<user id>/<name>`: the length makes every user id and name pair distinct.
    private func storageKey(_ name: String, _ user: UserID) -> String {
        "\(keyPrefix)/\(user.rawValue.utf8.count):\(user.rawValue)/\(name)"
    }
}
#endif
