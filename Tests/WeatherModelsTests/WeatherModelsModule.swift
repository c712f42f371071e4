import Testing

@testable import WeatherModels
