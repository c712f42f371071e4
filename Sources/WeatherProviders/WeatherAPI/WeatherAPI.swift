import Foundation

/// The response types of WeatherAPI.com v1 (`https://api.weatherapi.com/v1`), internal to the SDK.
///
/// Each type mirrors one JSON object of the service with the service's own field names (through `CodingKeys`)
/// and encodes back to the same shape. Almost every field is optional: WeatherAPI.com lets an account switch
/// response fields off in its dashboard, so any of them may be missing even on success, and fields were added
/// over the years (`windchill_c`, `dewpoint_c`, `snow_cm`, …). ``WeatherAPIClient`` maps them to `Weather`
/// and `Place`.
package enum WeatherAPI {}

extension WeatherAPI {
    /// A number that WeatherAPI.com writes either as a JSON number (`49`) or as a string (`"51"`).
    ///
    /// `astro.moon_illumination` is a string in 2023 bodies and a number in 2024–2025 bodies; this wrapper
    /// decodes both. A string that is not a number fails decoding with a `DecodingError`.
    package struct FlexibleNumber: Codable, Hashable, Sendable {
        /// The decoded value.
        package var value: Double

        /// Wraps `value`.
        package init(_ value: Double) {
            self.value = value
        }

        /// Decodes a JSON number or a string holding a number (surrounding spaces allowed).
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = number
                return
            }
            let text = try container.decode(String.self)
            guard let number = Self.number(in: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected a number or a numeric string, found \"\(text)\"."
                )
            }
            value = number
        }

        /// The finite number a numeric string holds (surrounding spaces allowed), or `nil`.
        static func number(in text: String) -> Double? {
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
            return number
        }

        /// Encodes the value as a JSON number.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}
