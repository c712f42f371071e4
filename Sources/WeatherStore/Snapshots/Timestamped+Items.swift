import Foundation
import WeatherModels

extension Timestamped where Value: RangeReplaceableCollection {
    /// The elements exactly as they were saved, in their order (the same as `value`).
    ///
    /// ```swift
    /// import Foundation
    /// import WeatherProviders
    ///
    /// let store = InMemoryWeatherStore()
    /// let key = SnapshotKey<CityWeather>("freetestapi.cities")
    /// if let saved = try await store.snapshot(for: key) {
    ///     print("\(saved.items.count) cities, \(Int(saved.age(at: Date()) / 60)) minutes old")
    /// }
    /// ```
    public var items: Value {
        get { value }
        set { value = newValue }
    }
}
