import Foundation
import WeatherModels

/// Weather read back from a ``WeatherCache``, with the moment it was saved.
public struct CachedWeather: Hashable, Sendable {
    /// The weather exactly as it was saved.
    public var weather: Weather
    /// When it was saved, by the clock of whoever saved it.
    public var savedAt: Date

    /// Creates a cached value, for fixtures and custom caches.
    public init(weather: Weather, savedAt: Date) {
        self.weather = weather
        self.savedAt = savedAt
    }

    /// How old the value is at `date`, in seconds; never negative.
    ///
    /// ```swift
    /// if let cached, cached.age(at: now()) < 30 * 60 { show(cached.weather) }
    /// ```
    public func age(at date: Date) -> TimeInterval {
        max(0, date.timeIntervalSince(savedAt))
    }
}
