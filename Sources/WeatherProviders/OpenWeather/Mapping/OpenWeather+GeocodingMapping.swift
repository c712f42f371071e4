import Foundation

extension OpenWeatherMapping {
    /// The `local_names` keys that are not languages.
    static let internalNameKeys: Set<String> = ["ascii", "feature_name"]

    /// Maps a direct or reverse geocoding result to a `Place`.
    ///
    /// The service gives no identifier, so the id is the coordinate to four decimals. The
    /// `ascii` and `feature_name` entries of `local_names` are left out of `Place.localizedNames`.
    static func place(from result: OpenWeather.GeocodingResult) throws -> Place {
        let coordinate = try coordinate(latitude: result.latitude, longitude: result.longitude)
        let names = (result.localNames ?? [:]).filter { !internalNameKeys.contains($0.key) }
        return Place(
            id: placeID(for: coordinate), name: result.name, coordinate: coordinate, localizedNames: names,
            state: result.state.flatMap { $0.isEmpty ? nil : $0 },
            country: result.country.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// Maps a zip-code result to a `Place`; its id is the coordinate to four decimals.
    static func place(from result: OpenWeather.ZipCodeResult) throws -> Place {
        let coordinate = try coordinate(latitude: result.latitude, longitude: result.longitude)
        return Place(
            id: placeID(for: coordinate), name: result.name, coordinate: coordinate,
            country: result.country.flatMap { $0.isEmpty ? nil : $0 })
    }
}
