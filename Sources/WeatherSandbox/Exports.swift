// `import WeatherSandbox` also brings in the values its data describe; the transport seam it implements
// (`HTTPTransport`) is in WeatherNetworking.
@_exported import WeatherModels
