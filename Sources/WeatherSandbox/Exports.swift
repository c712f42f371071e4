// `import WeatherSandbox` also brings in the SDK's networking seam and values it works with.
@_exported import WeatherNetworking
