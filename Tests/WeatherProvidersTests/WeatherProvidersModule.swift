import Testing

@testable import WeatherProviders
