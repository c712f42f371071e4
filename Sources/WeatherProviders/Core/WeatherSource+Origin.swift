import WeatherModels

extension WeatherSource {
    /// The same source with `origin`: clients stamp the origin of their transport on what they map.
    func marked(_ origin: DataOrigin) -> WeatherSource {
        var source = self
        source.origin = origin
        return source
    }
}
