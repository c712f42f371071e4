import Foundation
import WeatherModels

/// Weather read back from a ``WeatherCache``: now the SDK's one timestamped value,
/// `Timestamped<Weather>`, whose `date` is the save time and whose `source` says where the weather
/// came from (live, sandbox, or unknown for rows saved before sources were recorded).
@available(*, deprecated, message: "Use Timestamped<Weather>")
public typealias CachedWeather = Timestamped<Weather>

/// Weather returned by ``OfflineFirstWeather``: now `Timestamped<Weather>`, as every decorator returns.
@available(*, deprecated, message: "Use Timestamped<Weather>")
public typealias WeatherReading = Timestamped<Weather>

extension Timestamped where Value == Weather {
    /// Creates a cached value saved at `savedAt`, with the weather's own source.
    @available(*, deprecated, message: "Use init(_:date:isStale:fallbackReason:)")
    public init(weather: Weather, savedAt: Date) {
        self.init(weather, date: savedAt)
    }

    /// Creates a reading saved at `savedAt`, with the weather's own source.
    @available(*, deprecated, message: "Use init(_:date:isStale:fallbackReason:)")
    public init(weather: Weather, savedAt: Date, isStale: Bool) {
        self.init(weather, date: savedAt, isStale: isStale)
    }
}

extension Timestamped {
    /// When the value was saved: the same as `date`.
    @available(*, deprecated, renamed: "date")
    public var savedAt: Date {
        get { date }
        set { date = newValue }
    }
}
