import Foundation

extension OpenMeteo.GeocodingResult {
    /// The SDK's `Place` for this result, or `nil` when its coordinate is out of range.
    ///
    /// The id is `"geonames:<id>"`, `state` is ``admin1``, `country` is the ISO ``countryCode``
    /// (upper-cased), and `localizedNames` holds the name under `language`, the language it was requested in.
    package func place(language: String = "en") -> Place? {
        guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else { return nil }
        return Place(
            id: "geonames:\(id)",
            name: name,
            coordinate: coordinate,
            localizedNames: language.isEmpty ? [:] : [language.lowercased(): name],
            state: admin1,
            country: countryCode?.uppercased(),
            timeZone: timezone.flatMap(TimeZone.init(identifier:))
        )
    }
}
