import Foundation
import WeatherNetworking

extension OpenMeteoClient: ClimateNormalsProvider {
    /// The years the normals cover: 1991–2020, the WMO's current normal period.
    public static let normalsYears = 1991...2020

    /// The climate normals of `coordinate` for 1991–2020: each calendar day's mean high, low and precipitation,
    /// smoothed over ±15 days (`DailyNormals`), from the archive's ERA5 reanalysis in one request.
    ///
    /// The request asks for 10 958 days of `temperature_2m_max`, `temperature_2m_min` and `precipitation_sum` with
    /// `models=era5`, which the service advises for climate work (its default blend changes model in 2017), and
    /// `timezone=auto`. Open-Meteo cuts every day at one UTC offset, the place's at the moment of the request (its
    /// issues 261 and 1255), so in the months of the other daylight-saving offset a "day" runs from 23:00 to 23:00
    /// or 01:00 to 01:00 on the local clock. For means over 30 years that hour does not matter; it keeps the days
    /// within an hour of the local days a forecast shows, which `timezone=GMT` would not far from Greenwich. The
    /// service weighs this request as about 235 calls of its free allowance; keep the result
    /// (`StoredClimateNormals` keeps it for a year).
    ///
    /// A `null` value (a day the reanalysis lacks) is skipped, never read as zero. `DailyNormals.years` is the
    /// span of the dates the answer held.
    ///
    /// ```swift
    /// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let normals = try await OpenMeteoClient().climateNormals(at: berlin)
    /// let july = normals.normal(month: 7, day: 15)   // high about 24 °C, low about 14 °C
    /// ```
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer has no daily block, a series of another length than
    ///   its dates, more than `Weather.SeriesLimit.days` days, a date that is not one, or too few values for every
    ///   day of the year; and the codes of every call.
    public func climateNormals(at coordinate: Coordinate) async throws -> DailyNormals {
        try await archiveClient.send(OpenMeteo.normalsRequest(at: coordinate, configuration)) { response in
            try OpenMeteo.dailyNormals(from: response, requested: configuration)
        }
    }
}

extension OpenMeteo {
    /// The daily variables the normals are computed from.
    static let normalsVariables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]

    /// `GET /archive` for 1991–2020, daily, ERA5 only.
    static func normalsRequest(
        at coordinate: Coordinate, _ configuration: OpenMeteoClient.Configuration
    ) throws -> APIRequest<ForecastResponse> {
        var query = URLQuery()
        try query.append("latitude", coordinate.latitude)
        try query.append("longitude", coordinate.longitude)
        query.append("start_date", "\(OpenMeteoClient.normalsYears.lowerBound)-01-01")
        query.append("end_date", "\(OpenMeteoClient.normalsYears.upperBound)-12-31")
        query.append("daily", normalsVariables.joined(separator: ","))
        query.append("models", "era5")
        query.append("timezone", "auto")
        query.append("temperature_unit", configuration.temperatureUnit.rawValue)
        query.append("precipitation_unit", configuration.precipitationUnit.rawValue)
        query.append("timeformat", "iso8601")
        return APIRequest(path: "/archive", query: query)
    }

    /// The normals of an archive body's daily block, its values read in the units its `daily_units` name (else
    /// the ones `configuration` asked for). A missing `precipitation_sum` leaves the normals without precipitation.
    static func dailyNormals(
        from response: ForecastResponse, requested configuration: OpenMeteoClient.Configuration
    ) throws -> DailyNormals {
        guard let block = response.daily else {
            throw WeatherError(.decoding, message: "Open-Meteo's archive answer has no daily block.")
        }
        let count = block.time.count
        guard count <= Weather.SeriesLimit.days else {
            throw WeatherError(
                .decoding,
                message: "Open-Meteo's archive answer has \(count) days, more than the \(Weather.SeriesLimit.days) "
                    + "the SDK reads.")
        }
        let models = ["era5"]
        func series(_ name: String, required: Bool) throws -> [Double?]? {
            guard let values = block.numbers(named: name, models: models) else {
                guard !required else {
                    throw WeatherError(.decoding, message: "Open-Meteo's archive answer has no numbers for \(name).")
                }
                return nil
            }
            guard values.count == count else {
                throw WeatherError(
                    .decoding, message: "Open-Meteo's \(name) has \(values.count) values for \(count) days.")
            }
            return values
        }
        let highs = try series("temperature_2m_max", required: true) ?? []
        let lows = try series("temperature_2m_min", required: true) ?? []
        let precipitation = try series("precipitation_sum", required: false)
        let requested = Units(
            temperature: configuration.temperatureUnit.unit, precipitation: configuration.precipitationUnit.unit)
        let units = response.dailyUnits ?? [:]
        let highUnit = requested.temperature(units["temperature_2m_max"])
        let lowUnit = requested.temperature(units["temperature_2m_min"])
        let precipitationUnit = requested.precipitation(units["precipitation_sum"])
        func celsius(_ value: Double?, _ unit: UnitTemperature) -> Double? {
            value.map { Measurement(value: $0, unit: unit).converted(to: .celsius).value }
        }
        var observations: [DailyNormals.Observation] = []
        observations.reserveCapacity(count)
        for row in 0..<count {
            guard let date = calendarDate(of: block.time[row], offset: response.utcOffsetSeconds) else {
                throw WeatherError(
                    .decoding, message: "Open-Meteo's archive answer has a date that is not one: \(block.time[row]).")
            }
            observations.append(
                DailyNormals.Observation(
                    year: date.year, month: date.month, day: date.day, high: celsius(highs[row], highUnit),
                    low: celsius(lows[row], lowUnit),
                    precipitation: precipitation?[row].map {
                        Measurement(value: $0, unit: precipitationUnit).converted(to: .millimeters).value
                    }))
        }
        guard let normals = DailyNormals(observations: observations, source: "Open-Meteo archive (ERA5)") else {
            throw WeatherError(
                .decoding, message: "Open-Meteo's archive answer has too few values for every day of the year.")
        }
        return normals
    }

    /// The calendar date a daily `time` names: the `yyyy-MM-dd` text as written, or for Unix seconds the date at
    /// the body's offset.
    static func calendarDate(of time: Timestamp, offset: Int?) -> (year: Int, month: Int, day: Int)? {
        if let text = time.text {
            let parts = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
            guard text.count == 10 || text.dropFirst(10).first == "T", parts.count == 3,
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                (1...9999).contains(year), DailyNormalsCalendar.isValid(year: year, month: month, day: day)
            else { return nil }
            return (year, month, day)
        }
        guard let seconds = time.unixTime, seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let shifted = Date(timeIntervalSince1970: seconds + Double(offset ?? 0))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: shifted)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return (year, month, day)
    }
}

/// Gregorian calendar checks for archive dates.
enum DailyNormalsCalendar {
    /// Whether `day` exists in `month` of `year`.
    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }
}
