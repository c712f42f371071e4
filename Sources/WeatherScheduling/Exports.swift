// `import WeatherScheduling` also brings in the SDK's values (`Place`, `UserID`, `WeatherError`, …) it works with.
@_exported import WeatherModels
