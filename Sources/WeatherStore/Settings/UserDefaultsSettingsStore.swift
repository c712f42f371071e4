#if canImport(Darwin)
import Foundation
import WeatherModels

/// Settings kept in `UserDefaults`, for apps that want them beside their other preferences.
///
/// Each value is stored as JSON under a key that holds the user id, so users never share a value.
/// Favorites, cache and history belong in ``SQLiteWeatherStore``; this store is for small settings.
///
/// ```swift
/// // Not compiled by a test: UserDefaultsSettingsStore exists on Apple platforms only.
/// let settings = UserDefaultsSettingsStore()
/// try await settings.setValue(true, for: .notificationRegistered, user: "alice")
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

    /// Uses the defaults suite `suiteName`; `nil` when the system refuses the name.
    ///
    /// For an app group, prefer ``init(appGroup:keyPrefix:)``: with this initializer a group the app is not
    /// entitled to silently becomes a suite private to the app.
    public init?(suiteName: String, keyPrefix: String = "WeatherStore") {
        guard UserDefaults(suiteName: suiteName) != nil else { return nil }
        self.suiteName = suiteName
        self.keyPrefix = keyPrefix
    }

    /// Uses the defaults suite of the app group `appGroup` (such as `group.com.example.weather`), shared with
    /// the app's extensions, after checking that the app is entitled to it.
    ///
    /// `UserDefaults(suiteName:)` returns a suite private to the app, with no error, when the App Groups
    /// entitlement does not list the group; this initializer checks for the group's container first
    /// (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, `nil` without the entitlement on
    /// iOS, tvOS, watchOS and visionOS). On macOS that call returns a URL even for a group the app is not
    /// entitled to, so there the check cannot tell: make sure the group is in the entitlement.
    ///
    /// - Throws: `WeatherError` `.unavailable` naming the group when it has no container or the system
    ///   refuses the name.
    public init(appGroup: String, keyPrefix: String = "WeatherStore") throws {
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
        if let problem = AppGroupCheck.problem(group: appGroup, containerExists: container != nil) {
            throw problem
        }
        guard UserDefaults(suiteName: appGroup) != nil else {
            throw WeatherError(.unavailable, message: "The system refuses the defaults suite \(appGroup).")
        }
        self.suiteName = appGroup
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
