import Foundation

/// Everything known about the weather at one place: the current conditions, the forecasts and alerts.
///
/// Every provider returns this one shape. The derived views (``hours(from:)``, ``days(from:count:)``,
/// ``todayHighLow(at:)``, ``isDaylight(at:)``) work in the place's ``timeZone``, never in UTC.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let client = OpenMeteoClient()
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let weather = try await client.weather(at: berlin)
/// for hour in weather.hours(from: .now) {
///     print(hour.date, hour.temperature)
/// }
/// ```
public struct Weather: Hashable, Sendable, Codable {
    /// The place the weather is for, when it is known.
    public var place: Place?
    /// The point the weather is for.
    public var coordinate: Coordinate
    /// The place's time zone; the derived views use it to find local days.
    public var timeZone: TimeZone
    /// The current conditions, if they were requested and available.
    public var current: CurrentWeather?
    /// The hourly forecast, oldest first.
    public var hourly: [HourForecast]
    /// The daily forecast, oldest first.
    public var daily: [DayForecast]
    /// The minute-by-minute precipitation for the next hour, oldest first.
    public var minutely: [MinuteForecast]
    /// Severe-weather alerts in effect.
    public var alerts: [WeatherAlert]
    /// Which provider the data came from, with its attribution. When a composite provider filled some
    /// data sets from another provider, ``dataSetSources`` names those; ``source(of:)`` answers for each.
    public var source: WeatherSource
    /// The data sets that came from another provider than ``source``, each with its source (set by
    /// composite providers, so that an app can attribute each source as its terms require); empty when
    /// everything came from ``source``.
    public var dataSetSources: [WeatherDataSet: WeatherSource] = [:]
    /// The air hour by hour, for providers that forecast it with the weather (WeatherAPI.com with
    /// `aqi=yes`); empty otherwise. Oldest first.
    public var hourlyAirQuality: [AirQuality] = []
    /// The air day by day (each reading dated at the start of its day), for providers that sum it
    /// (WeatherAPI.com with `aqi=yes`); empty otherwise.
    public var dailyAirQuality: [AirQuality] = []
    /// When the data was fetched.
    public var fetchedAt: Date
    /// What the provider's answer lacked and what the SDK did about it: values derived, values
    /// missing, entries left out. Empty when the answer was complete.
    public var notes: [WeatherNote]

    /// Creates a weather value.
    public init(
        place: Place? = nil,
        coordinate: Coordinate,
        timeZone: TimeZone,
        current: CurrentWeather? = nil,
        hourly: [HourForecast] = [],
        daily: [DayForecast] = [],
        minutely: [MinuteForecast] = [],
        alerts: [WeatherAlert] = [],
        source: WeatherSource,
        fetchedAt: Date,
        notes: [WeatherNote] = []
    ) {
        self.place = place
        self.coordinate = coordinate
        self.timeZone = timeZone
        self.current = current
        self.hourly = hourly
        self.daily = daily
        self.minutely = minutely
        self.alerts = alerts
        self.source = source
        self.fetchedAt = fetchedAt
        self.notes = notes
    }

    private enum CodingKeys: String, CodingKey {
        case place
        case coordinate
        case timeZone
        case current
        case hourly
        case daily
        case minutely
        case alerts
        case source
        case fetchedAt
        case notes
        case dataSetSources
        case hourlyAirQuality
        case dailyAirQuality
    }

    /// One entry of ``dataSetSources`` as stored.
    private struct StoredDataSetSource: Codable {
        var dataSet: Int
        var source: WeatherSource
    }

    /// Where `dataSet` (one data set, such as `.alerts`) came from: its entry in ``dataSetSources``,
    /// else ``source``.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let metNorway = METNorwayClient(userAgent: "MyWeather/1.0 me@example.com")
    /// let nws = NationalWeatherServiceClient(userAgent: "MyWeather/1.0 me@example.com")
    /// let seattle = try Coordinate(latitude: 47.61, longitude: -122.33)
    /// let weather = try await metNorway.filling(.alerts, from: nws).weather(at: seattle)
    /// weather.source(of: .alerts).attribution  // the NWS's
    /// ```
    public func source(of dataSet: WeatherDataSet) -> WeatherSource {
        dataSetSources[dataSet] ?? source
    }

    /// Every source the weather came from, ``source`` first, each once: what an app must attribute.
    public var allSources: [WeatherSource] {
        var sources = [source]
        for dataSet in WeatherDataSet.each {
            if let other = dataSetSources[dataSet], !sources.contains(other) {
                sources.append(other)
            }
        }
        return sources
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decodeIfPresent(Place.self, forKey: .place)
        coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
        timeZone = try container.decodeTimeZone(forKey: .timeZone)
        current = try container.decodeIfPresent(CurrentWeather.self, forKey: .current)
        hourly = try container.decodeIfPresent([HourForecast].self, forKey: .hourly) ?? []
        daily = try container.decodeIfPresent([DayForecast].self, forKey: .daily) ?? []
        minutely = try container.decodeIfPresent([MinuteForecast].self, forKey: .minutely) ?? []
        alerts = try container.decodeIfPresent([WeatherAlert].self, forKey: .alerts) ?? []
        source = try container.decode(WeatherSource.self, forKey: .source)
        fetchedAt = try container.decode(Date.self, forKey: .fetchedAt)
        notes = try container.decodeIfPresent([WeatherNote].self, forKey: .notes) ?? []
        let stored = try container.decodeIfPresent([StoredDataSetSource].self, forKey: .dataSetSources) ?? []
        for entry in stored {
            dataSetSources[WeatherDataSet(rawValue: entry.dataSet)] = entry.source
        }
        hourlyAirQuality = try container.decodeIfPresent([AirQuality].self, forKey: .hourlyAirQuality) ?? []
        dailyAirQuality = try container.decodeIfPresent([AirQuality].self, forKey: .dailyAirQuality) ?? []
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(place, forKey: .place)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        try container.encodeIfPresent(current, forKey: .current)
        try container.encode(hourly, forKey: .hourly)
        try container.encode(daily, forKey: .daily)
        try container.encode(minutely, forKey: .minutely)
        try container.encode(alerts, forKey: .alerts)
        try container.encode(source, forKey: .source)
        try container.encode(fetchedAt, forKey: .fetchedAt)
        if !notes.isEmpty {
            try container.encode(notes, forKey: .notes)
        }
        if !dataSetSources.isEmpty {
            let stored = WeatherDataSet.each.compactMap { dataSet in
                dataSetSources[dataSet].map { StoredDataSetSource(dataSet: dataSet.rawValue, source: $0) }
            }
            try container.encode(stored, forKey: .dataSetSources)
        }
        if !hourlyAirQuality.isEmpty {
            try container.encode(hourlyAirQuality, forKey: .hourlyAirQuality)
        }
        if !dailyAirQuality.isEmpty {
            try container.encode(dailyAirQuality, forKey: .dailyAirQuality)
        }
    }
}
