import Foundation

extension OpenMeteo {
    /// The body of `GET /v1/search` on the geocoding API.
    ///
    /// When nothing matches, the service leaves the `results` key out instead of sending an empty array.
    package struct GeocodingResponse: Decodable, Sendable, Hashable {
        /// The matching places, best match first; `nil` when nothing matched.
        package var results: [GeocodingResult]?
        /// How long the server took to generate the body, in milliseconds.
        package var generationTimeMilliseconds: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case results
            case generationTimeMilliseconds = "generationtime_ms"
        }
    }

    /// One place in a geocoding answer (a GeoNames entry).
    package struct GeocodingResult: Decodable, Sendable, Hashable {
        /// The GeoNames id.
        package var id: Int
        /// The place name in the requested language.
        package var name: String
        /// The latitude in degrees.
        package var latitude: Double
        /// The longitude in degrees.
        package var longitude: Double
        /// The elevation in metres (an integer in some bodies, a float in others).
        package var elevation: Double?
        /// The GeoNames feature code, such as `PPL` (populated place) or `PPLA` (seat of a first-order division).
        package var featureCode: String?
        /// The ISO 3166-1 alpha-2 country code.
        package var countryCode: String?
        /// The country name in the requested language.
        package var country: String?
        /// The GeoNames id of the country.
        package var countryID: Int?
        /// The IANA time-zone name (some results lack it).
        package var timezone: String?
        /// The population, when known.
        package var population: Int?
        /// The postal codes of the place, when known.
        package var postcodes: [String]?
        /// The first-order administrative division (state, region).
        package var admin1: String?
        /// The second-order administrative division (county).
        package var admin2: String?
        /// The third-order administrative division.
        package var admin3: String?
        /// The fourth-order administrative division.
        package var admin4: String?
        /// The GeoNames id of ``admin1``.
        package var admin1ID: Int?
        /// The GeoNames id of ``admin2``.
        package var admin2ID: Int?
        /// The GeoNames id of ``admin3``.
        package var admin3ID: Int?
        /// The GeoNames id of ``admin4``.
        package var admin4ID: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, latitude, longitude, elevation, country, timezone, population, postcodes
            case admin1, admin2, admin3, admin4
            case featureCode = "feature_code"
            case countryCode = "country_code"
            case countryID = "country_id"
            case admin1ID = "admin1_id"
            case admin2ID = "admin2_id"
            case admin3ID = "admin3_id"
            case admin4ID = "admin4_id"
        }
    }

    /// The body Open-Meteo sends with an HTTP 400 (and some 429s): `{"reason": "...", "error": true}`.
    package struct ErrorResponse: Decodable, Sendable, Hashable {
        /// Always `true` in an error body.
        package var error: Bool
        /// What went wrong, such as `"Cannot initialize … from invalid String value … for key hourly"`.
        package var reason: String?
    }
}
