extension WeatherAPI {
    /// The `location` object of `current.json` and `forecast.json`: the place the query resolved to.
    package struct Location: Codable, Hashable, Sendable {
        /// The place name (`"London"`).
        package var name: String?
        /// A free-form region; may be empty or compound (`"City of London, Greater London"`).
        package var region: String?
        /// The country name as text (`"United Kingdom"`), not an ISO code.
        package var country: String?
        /// Latitude in decimal degrees.
        package var lat: Double?
        /// Longitude in decimal degrees.
        package var lon: Double?
        /// The IANA time zone identifier (`"Europe/London"`).
        package var tzID: String?
        /// The local time of the request as a Unix instant (seconds).
        package var localtimeEpoch: Int?
        /// The local wall-clock time, `"yyyy-MM-dd H:mm"`; the hour may be unpadded (`"2023-04-26 2:41"`).
        package var localtime: String?

        /// Creates a location; every field is optional, as in the JSON.
        package init(
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
    package struct SearchResult: Codable, Hashable, Sendable {
        /// The location id; pass it back as `q=id:<id>` (``WeatherAPIClient/Query/id(_:)``).
        package var id: Int?
        /// The place name; several results often share it (four "Berlin").
        package var name: String?
        /// A free-form region (state, county).
        package var region: String?
        /// The country name as text.
        package var country: String?
        /// Latitude in decimal degrees.
        package var lat: Double?
        /// Longitude in decimal degrees.
        package var lon: Double?
        /// A slug such as `"berlin-berlin-germany"`.
        package var url: String?

        /// Creates a search result; every field is optional, as in the JSON.
        package init(
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
