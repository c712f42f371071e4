extension OpenWeather {
    /// One result of Geocoding `direct` or `reverse` (`/geo/1.0/direct`, `/geo/1.0/reverse`); both
    /// return an array of these, possibly empty.
    package struct GeocodingResult: Decodable, Sendable, Hashable {
        /// The name in English (or the local name).
        package var name: String
        /// Names by language code; the set of keys varies, and old bodies add `ascii` and
        /// `feature_name`.
        package var localNames: [String: String]?
        /// The latitude.
        package var latitude: Double
        /// The longitude.
        package var longitude: Double
        /// The ISO 3166 country code.
        package var country: String?
        /// The state (US only): a code such as `"OH"` in old bodies, the full name in newer ones.
        package var state: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name
            case localNames = "local_names"
            case latitude = "lat"
            case longitude = "lon"
            case country, state
        }
    }

    /// The body of Geocoding `zip` (`/geo/1.0/zip`): a single object, without `local_names` or `state`.
    package struct ZipCodeResult: Decodable, Sendable, Hashable {
        /// The zip or post code as the service wrote it.
        package var zip: String?
        /// The name of the area; can be a county (`"Mecklenburg County"`).
        package var name: String
        /// The latitude.
        package var latitude: Double
        /// The longitude.
        package var longitude: Double
        /// The ISO 3166 country code.
        package var country: String?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case zip, name
            case latitude = "lat"
            case longitude = "lon"
            case country
        }
    }
}
