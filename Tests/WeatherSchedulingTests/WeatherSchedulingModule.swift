import Testing

@testable import WeatherScheduling
