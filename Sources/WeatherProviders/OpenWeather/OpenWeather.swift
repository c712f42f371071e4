import Foundation

/// The response types of the OpenWeather APIs, mirroring their JSON exactly; internal to the SDK.
///
/// ``OpenWeatherClient`` decodes every body into one of these types before it maps it to the SDK's
/// `Weather` or `Place` values.
///
/// Property names are the JSON names in camel case, with `lat`, `lon` and `dt` spelled out; the
/// `CodingKeys` keep the exact JSON names. Times stay Unix seconds (UTC) as sent. Numbers are
/// `Double` because the service writes the same field as `12` in one body and `12.5` in another.
/// Every field the service has been seen to omit is optional.
package enum OpenWeather {}

extension OpenWeather {
    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .openWeather, name: "OpenWeather", attribution: "Weather data provided by OpenWeather",
        attributionURL: "https://openweathermap.org")
}

extension OpenWeather {
    /// The `cod` field, which OpenWeather sends as a number in some bodies (`200`, `401`, `429`) and
    /// as a string in others (`"200"`, `"400"`, `"404"`).
    ///
    /// Both spellings decode; ``intValue`` reads the number whichever form arrived.
    package struct Code: Decodable, Sendable, Hashable, CustomStringConvertible {
        /// The code exactly as sent, as text (`"404"`, `"200"`).
        package var rawValue: String

        /// Creates a code from its text.
        package init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a code from a number.
        package init(_ value: Int) {
            self.rawValue = String(value)
        }

        /// The code as a number, or `nil` when the text is not a whole number.
        package var intValue: Int? {
            Int(rawValue.trimmingCharacters(in: .whitespaces))
        }

        /// The code as text.
        package var description: String { rawValue }

        /// Decodes a number (integer or floating point) or a string.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                rawValue = String(number)
            } else if let number = try? container.decode(Double.self), number.rounded() == number,
                abs(number) < 1e9
            {
                rawValue = String(Int(number))
            } else {
                rawValue = try container.decode(String.self)
            }
        }
    }

    /// One element of the `weather` array: the condition id, its group, a (translated) description
    /// and the icon code.
    ///
    /// The array can hold several elements; the first is the primary condition.
    package struct Condition: Decodable, Sendable, Hashable {
        /// The condition id (`800` clear sky, `500` light rain, …); branch on it, never on the text.
        package var id: Int
        /// The group name in English (`"Clear"`, `"Rain"`, `"Mist"`), never translated.
        package var main: String
        /// The description, translated when the request set `lang`.
        package var description: String
        /// The icon code, e.g. `"04d"`; a trailing `n` marks the night variant.
        package var icon: String

        /// Creates a condition element.
        package init(id: Int, main: String, description: String, icon: String) {
            self.id = id
            self.main = main
            self.description = description
            self.icon = icon
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, main, description, icon
        }

        /// The documented icon image, `https://openweathermap.org/img/wn/{icon}@2x.png`.
        package var iconURL: URL? { OpenWeather.iconURL(for: icon) }
    }

    /// The documented URL of the 100×100 image for an icon code such as `"10d"`, or `nil` when the
    /// code is empty or contains characters that cannot be part of a path.
    ///
    /// ```
    /// OpenWeather.iconURL(for: "10d")  // https://openweathermap.org/img/wn/10d@2x.png
    /// ```
    package static func iconURL(for icon: String) -> URL? {
        let allowed = CharacterSet.alphanumerics
        guard !icon.isEmpty, icon.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII }) else {
            return nil
        }
        return URL(string: "https://openweathermap.org/img/wn/\(icon)@2x.png")
    }

    /// A `rain` or `snow` object: millimetres over the last hour (`1h`) or the last three hours (`3h`).
    ///
    /// Either key can be missing, and old forecast bodies send an empty object `{}`.
    package struct Precipitation: Decodable, Sendable, Hashable {
        /// Millimetres in the last hour (the `1h` key).
        package var lastHour: Double?
        /// Millimetres over three hours (the `3h` key).
        package var lastThreeHours: Double?

        /// Creates a precipitation object.
        package init(lastHour: Double? = nil, lastThreeHours: Double? = nil) {
            self.lastHour = lastHour
            self.lastThreeHours = lastThreeHours
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case lastHour = "1h"
            case lastThreeHours = "3h"
        }
    }

    /// A coordinate object, `{"lat": …, "lon": …}`.
    package struct Coordinates: Decodable, Sendable, Hashable {
        /// The latitude in degrees (the `lat` key).
        package var latitude: Double
        /// The longitude in degrees (the `lon` key).
        package var longitude: Double

        /// Creates a coordinate object.
        package init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case latitude = "lat"
            case longitude = "lon"
        }
    }
}
