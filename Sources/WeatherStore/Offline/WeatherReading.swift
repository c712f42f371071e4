import Foundation
import WeatherModels

/// Weather returned by ``OfflineFirstWeather``: fresh from the network, or the cached copy when offline.
public struct WeatherReading: Hashable, Sendable {
    /// The weather to show.
    public var weather: Weather
    /// When this weather was fetched and saved: just now when fresh, earlier when it comes from the cache.
    public var savedAt: Date
    /// `true` when the fetch failed and this is the cached copy; show its age next to it.
    public var isStale: Bool

    /// Creates a reading, for fixtures.
    public init(weather: Weather, savedAt: Date, isStale: Bool) {
        self.weather = weather
        self.savedAt = savedAt
        self.isStale = isStale
    }

    /// How old the reading is at `date`, in seconds; never negative.
    public func age(at date: Date) -> TimeInterval {
        max(0, date.timeIntervalSince(savedAt))
    }
}
