import Foundation

/// A list read back from a ``SnapshotStore``, with the moment it was saved.
///
/// ```swift
/// if let saved = try await store.snapshot(for: .cities) {
///     print("\(saved.items.count) cities, \(Int(saved.age(at: Date()) / 60)) minutes old")
/// }
/// ```
public struct Snapshot<Element: Codable & Sendable>: Sendable {
    /// The elements exactly as they were saved, in their order.
    public var items: [Element]
    /// When the list was saved, by the clock of whoever saved it.
    public var savedAt: Date

    /// Creates a snapshot, for fixtures and custom stores.
    public init(items: [Element], savedAt: Date) {
        self.items = items
        self.savedAt = savedAt
    }

    /// How old the list is at `date`, in seconds; never negative.
    public func age(at date: Date) -> TimeInterval {
        max(0, date.timeIntervalSince(savedAt))
    }
}

extension Snapshot: Equatable where Element: Equatable {}

extension Snapshot: Hashable where Element: Hashable {}
