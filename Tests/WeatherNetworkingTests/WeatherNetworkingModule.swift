import Testing

@testable import WeatherNetworking
