import Testing

@testable import WeatherStore
