extension WeatherAPI {
    /// The `location` object of `current.json` and `forecast.json`: the place the query resolved to.
    public struct Location: Codable, Hashable, Sendable {
        /// The place name (`"London"`).
        public var name: String?
        /// A free-form region; may be empty or compound (`"City of London, Greater London"`).
        public var region: String?
        /// The country name as text (`"United Kingdom"`), not an ISO code.
        public var country: String?
        /// Latitude in decimal degrees.
        public var lat: Double?
        /// Longitude in decimal degrees.
        public var lon: Double?
        /// The IANA time zone identifier (`"Europe/London"`).
        public var tzID: String?
        /// The local time of the request as a Unix instant (seconds).
        public var localtimeEpoch: Int?
        /// The local wall-clock time, `"yyyy-MM-dd H:mm"`; the hour may be unpadded (`"2023-04-26 2:41"`).
        public var localtime: String?

        /// Creates a location; every field is optional, as in the JSON.
        public init(
            name: String? = nil, region: String? = nil, country: String? = nil, lat: Double? = nil,
            lon: Double? = nil, tzID: String? = nil, localtimeEpoch: Int? = nil, localtime: String? = nil
        ) {
            self.name = name
            self.region = region
            self.country = country
            self.lat = lat
            self.lon = lon
            self.tzID = tzID
            self.localtimeEpoch = localtimeEpoch
            self.localtime = localtime
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, region, country, lat, lon
            case tzID = "tz_id"
            case localtimeEpoch = "localtime_epoch"
            case localtime
        }
    }

    /// One entry of the `search.json` array. Search entries carry no time zone and no local time.
    public struct SearchResult: Codable, Hashable, Sendable {
        /// The location id; pass it back as `q=id:<id>` (``WeatherAPIClient/Query/id(_:)``).
        public var id: Int?
        /// The place name; several results often share it (four "Berlin").
        public var name: String?
        /// A free-form region (state, county).
        public var region: String?
        /// The country name as text.
        public var country: String?
        /// Latitude in decimal degrees.
        public var lat: Double?
        /// Longitude in decimal degrees.
        public var lon: Double?
        /// A slug such as `"berlin-berlin-germany"`.
        public var url: String?

        /// Creates a search result; every field is optional, as in the JSON.
        public init(
            id: Int? = nil, name: String? = nil, region: String? = nil, country: String? = nil,
            lat: Double? = nil, lon: Double? = nil, url: String? = nil
        ) {
            self.id = id
            self.name = name
            self.region = region
            self.country = country
            self.lat = lat
            self.lon = lon
            self.url = url
        }
    }
}
