import Foundation
import WeatherModels

/// A list read back from a ``SnapshotStore``: now the SDK's one timestamped value,
/// `Timestamped<[Element]>`, whose `date` is the save time and whose `source` says where the list
/// came from.
///
/// ```swift
/// if let saved: Timestamped<[CityWeather]> = try await store.snapshot(for: .cities) {
///     print("\(saved.items.count) cities, \(Int(saved.age(at: Date()) / 60)) minutes old")
/// }
/// ```
@available(*, deprecated, message: "Use Timestamped<[Element]>")
public typealias Snapshot<Element: Codable & Sendable> = Timestamped<[Element]>

extension Timestamped where Value: RangeReplaceableCollection {
    /// The elements exactly as they were saved, in their order (the same as `value`).
    public var items: Value {
        get { value }
        set { value = newValue }
    }

    /// Creates a saved list, for fixtures and custom stores.
    @available(*, deprecated, message: "Use init(_:date:source:isStale:fallbackReason:)")
    public init(items: Value, savedAt: Date) {
        self.init(items, date: savedAt, source: nil)
    }
}
