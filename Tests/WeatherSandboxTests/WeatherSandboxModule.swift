import Testing

@testable import WeatherSandbox
