import Foundation
import WeatherModels

extension Timestamped where Value: RangeReplaceableCollection {
    /// The elements exactly as they were saved, in their order (the same as `value`).
    ///
    /// ```swift
    /// if let saved: Timestamped<[CityWeather]> = try await store.snapshot(for: .cities) {
    ///     print("\(saved.items.count) cities, \(Int(saved.age(at: Date()) / 60)) minutes old")
    /// }
    /// ```
    public var items: Value {
        get { value }
        set { value = newValue }
    }
}
