import Foundation
import WeatherModels

/// Typed settings per user, such as the selected city or a "notification registered" flag.
///
/// Values are stored as JSON, so any `Codable` value works; one user never sees another's.
///
/// ```swift
/// let settings: any SettingsStore = InMemoryWeatherStore()
/// let user: UserID = "alice"
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// try await settings.setValue(berlin, for: .selectedCity, user: user)
/// let city = try await settings.value(for: .selectedCity, user: user)   // Place?
/// ```
public protocol SettingsStore: Sendable {
    /// The user's value for `key`, or `nil` when it was never set or was removed.
    ///
    /// - Throws: `WeatherError` with code `decoding` when the stored value no longer decodes as `Value`.
    func value<Value>(for key: SettingsKey<Value>, user: UserID) async throws -> Value?

    /// Stores `value` for `key`, replacing what was there.
    func setValue<Value>(_ value: Value, for key: SettingsKey<Value>, user: UserID) async throws

    /// Removes the user's value for `key`; does nothing when there is none.
    func removeValue<Value>(for key: SettingsKey<Value>, user: UserID) async throws
}
