import Foundation

extension WeatherAPIClient {
    /// The location of a WeatherAPI.com request: the value of its `q=` parameter, in any of the forms the
    /// service accepts.
    ///
    /// ```swift
    /// let client = WeatherAPIClient(apiKey: "your WeatherAPI key")
    /// try await client.weather(for: .city("Paris"))
    /// try await client.weather(for: .coordinate(try Coordinate(latitude: 48.8567, longitude: 2.3508)))
    /// try await client.forecast(for: .iata("DXB"), days: 3)
    /// try await client.weather(for: .autoIP)
    /// ```
    ///
    /// A query is also a string literal (`"Paris"`), passed as is. An empty or whitespace-only query makes the call
    /// throw `.invalidInput` before anything is sent.
    public struct Query: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The text sent as `q=` (before percent-encoding).
        public var rawValue: String

        /// A query sent exactly as given.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A query from a string literal, sent as is.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The text sent as `q=`.
        public var description: String { rawValue }

        /// Latitude and longitude in decimal degrees, sent as `"48.8567,2.3508"`.
        public static func coordinate(_ coordinate: Coordinate) -> Query {
            Query(decimal(coordinate.latitude) + "," + decimal(coordinate.longitude))
        }

        /// A city or place name, such as `"Paris"` or `"São Paulo"`.
        public static func city(_ name: String) -> Query {
            Query(name.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// A US zip code, such as `"10001"`.
        public static func usZip(_ zip: String) -> Query {
            Query(zip.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// A UK postcode, full or outward part, such as `"SW1"`.
        public static func ukPostcode(_ postcode: String) -> Query {
            Query(postcode.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// A Canadian postal code, such as `"G2J"`.
        public static func canadaPostalCode(_ postalCode: String) -> Query {
            Query(postalCode.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// A METAR station code, sent as `"metar:EGLL"`.
        public static func metar(_ station: String) -> Query {
            Query("metar:" + station.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// An IATA airport code, sent as `"iata:DXB"`.
        public static func iata(_ airport: String) -> Query {
            Query("iata:" + airport.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// The caller's location from its IP address, sent as `"auto:ip"`.
        public static let autoIP = Query("auto:ip")

        /// An IPv4 or IPv6 address, such as `"100.0.0.1"`.
        public static func ipAddress(_ address: String) -> Query {
            Query(address.trimmingCharacters(in: .whitespacesAndNewlines))
        }

        /// A location id returned by `search.json` (its `id` field), sent as `"id:2801268"`.
        public static func id(_ id: Int) -> Query {
            Query("id:\(id)")
        }

        /// The query, or `.invalidInput` when it is empty or has only whitespace.
        func validated() throws -> String {
            let trimmed = rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                throw WeatherError(.invalidInput, message: "The WeatherAPI.com query (q) is empty.")
            }
            return trimmed
        }

        /// A plain decimal with at most six places and no exponent (`-0.1278`, `52.52`, `13`).
        private static func decimal(_ value: Double) -> String {
            var text = String(format: "%.6f", value)
            while text.hasSuffix("0") {
                text.removeLast()
            }
            if text.hasSuffix(".") {
                text.removeLast()
            }
            return text == "-0" ? "0" : text
        }
    }
}
