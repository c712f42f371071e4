import Foundation
import WeatherNetworking

extension OpenMeteoClient {
    /// The hourly pollen forecast at `coordinate` for `days` days (1–4, from 00:00 local today), from Open-Meteo's
    /// air-quality API (the CAMS European forecast): alder, birch, grass, mugwort, olive and ragweed in grains/m³.
    ///
    /// Open-Meteo has pollen only in Europe. Elsewhere it answers with every value `null`, which comes back as
    /// hours with no species covered (`PollenForecast.coverage` is `.notCovered`); in Europe out of season the
    /// values are `0` (`.nothingInTheAir`). CAMS Europe forecasts 4 days, so more are not asked for.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let vienna = try Coordinate(latitude: 48.21, longitude: 16.37)
    /// let pollen = try await OpenMeteoClient().pollenForecast(at: vienna)
    /// if let today = pollen.day(containing: .now) {
    ///     print(WeatherFormatter().pollen(today))   // "Pollen: grass high, birch low"
    /// }
    /// ```
    ///
    /// - Throws: `WeatherError`: `.invalidInput` for `days` outside 1–4; `.decoding` when a pollen series is
    ///   missing, not numbers, or of another length than the times, or when the answer has more hours than
    ///   `Weather.SeriesLimit.hours`; and the codes of every call.
    public func pollenForecast(at coordinate: Coordinate, days: Int = 4) async throws -> PollenForecast {
        guard (1...4).contains(days) else {
            throw WeatherError(.invalidInput, message: "Open-Meteo's pollen forecast covers 1 to 4 days, not \(days).")
        }
        var query = URLQuery()
        try query.append("latitude", coordinate.latitude)
        try query.append("longitude", coordinate.longitude)
        query.append("hourly", OpenMeteo.pollenVariables.map(\.name).joined(separator: ","))
        query.append("forecast_days", days)
        query.append("timezone", "auto")
        query.append("timeformat", "unixtime")
        return try await airQualityClient.send(
            APIRequest<OpenMeteo.ForecastResponse>(path: "/air-quality", query: query), then: OpenMeteo.pollenForecast)
    }
}

extension OpenMeteo {
    /// The pollen variables of the air-quality API, with the species each measures.
    static let pollenVariables: [(name: String, species: PollenSpecies)] = [
        ("alder_pollen", .alder), ("birch_pollen", .birch), ("grass_pollen", .grass),
        ("mugwort_pollen", .mugwort), ("olive_pollen", .olive), ("ragweed_pollen", .ragweed),
    ]

    /// The pollen forecast of an air-quality body asked for the ``pollenVariables`` hourly.
    ///
    /// - Throws: `WeatherError` `.decoding` for a body without hourly times, a pollen series that is missing, not
    ///   numbers or of another length than the times, a time that is not an instant, or too many hours.
    static func pollenForecast(from response: ForecastResponse) throws -> PollenForecast {
        guard let block = response.hourly else {
            throw WeatherError(.decoding, message: "Open-Meteo's pollen answer has no hourly block.")
        }
        let count = block.time.count
        guard count <= Weather.SeriesLimit.hours else {
            throw WeatherError(
                .decoding,
                message: "Open-Meteo's pollen answer has \(count) hours, more than the \(Weather.SeriesLimit.hours) "
                    + "the SDK reads.")
        }
        var series: [(PollenSpecies, [Double?])] = []
        for (name, species) in pollenVariables {
            guard let values = block.numbers[name] else {
                throw WeatherError(.decoding, message: "Open-Meteo's pollen answer has no numbers for \(name).")
            }
            guard values.count == count else {
                throw WeatherError(
                    .decoding, message: "Open-Meteo's \(name) has \(values.count) values for \(count) hours.")
            }
            series.append((species, values))
        }
        let zone = response.writtenOffset ?? response.timeZone
        var hours: [Pollen] = []
        hours.reserveCapacity(count)
        for row in 0..<count {
            guard let date = block.time[row].date(in: zone) else {
                throw WeatherError(
                    .decoding, message: "Open-Meteo's pollen answer has a time that is not one: \(block.time[row]).")
            }
            var values: [PollenSpecies: Double] = [:]
            for (species, column) in series {
                if let value = column[row] { values[species] = value }
            }
            hours.append(Pollen(date: date, grainsPerCubicMeter: values))
        }
        return PollenForecast(hourly: hours, timeZone: response.timeZone)
    }
}
