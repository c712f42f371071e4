// `import WeatherNetworking` also brings in the SDK's values, `WeatherError` first among them.
@_exported import WeatherModels
