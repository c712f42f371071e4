import Foundation
import WeatherModels

/// The name and value type of one setting, declared once as a static member.
///
/// Apps declare their own keys in a constrained extension, then read and write with
/// the type checked by the compiler:
///
/// ```swift
/// extension SettingsKey where Value == Int {
///     static var launchCount: Self { Self("launchCount") }
/// }
/// let settings: any SettingsStore = InMemoryWeatherStore()
/// let user: UserID = "alice"
/// try await settings.setValue(3, for: .launchCount, user: user)
/// let count = try await settings.value(for: .launchCount, user: user)   // Int?
/// ```
public struct SettingsKey<Value: Codable & Sendable>: Hashable, Sendable {
    /// The name the value is stored under; unique per app.
    public var name: String

    /// Creates a key with the name its value is stored under.
    public init(_ name: String) {
        self.name = name
    }
}

extension SettingsKey where Value == Place {
    /// The city the user chose to see, restored on the next launch.
    public static var selectedCity: Self { Self("selectedCity") }
}

extension SettingsKey where Value == Bool {
    /// Whether the daily forecast notification has been registered, so it is registered once.
    public static var notificationRegistered: Self { Self("notificationRegistered") }
}
