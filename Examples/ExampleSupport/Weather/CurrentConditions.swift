import WeatherModels

extension WeatherProvider {
    /// The current conditions at each place, fetched together, in the order of `places`; `nil` where a fetch
    /// failed, so one unreachable place never hides the others (a search result, a favorites list).
    package func currentConditions(for places: [Place]) async -> [CurrentWeather?] {
        await withTaskGroup(of: (Int, CurrentWeather?).self) { group in
            for (index, place) in places.enumerated() {
                group.addTask {
                    (index, try? await weather(at: place.coordinate, including: .current).current)
                }
            }
            var results = [CurrentWeather?](repeating: nil, count: places.count)
            for await (index, current) in group {
                results[index] = current
            }
            return results
        }
    }
}
