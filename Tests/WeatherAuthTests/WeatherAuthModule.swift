import Testing

@testable import WeatherAuth
