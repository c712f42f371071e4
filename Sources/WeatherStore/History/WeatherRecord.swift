import Foundation
import WeatherModels

/// One entry of a ``WeatherHistory``: the weather seen for a place at a moment.
public struct WeatherRecord: Hashable, Sendable {
    /// The place the weather belongs to.
    public var key: PlaceKey
    /// The weather exactly as it was recorded.
    public var weather: Weather
    /// When it was recorded.
    public var recordedAt: Date

    /// Creates a record, for fixtures and custom histories.
    public init(key: PlaceKey, weather: Weather, recordedAt: Date) {
        self.key = key
        self.weather = weather
        self.recordedAt = recordedAt
    }
}
