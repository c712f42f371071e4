import Foundation
import WeatherNetworking

extension OpenMeteoClient {
    /// The air at `coordinate` now, from Open-Meteo's air-quality API (CAMS models): concentrations in µg/m³
    /// with the SDK's US AQI computed from them, Open-Meteo's `us_aqi` as the provider's index and its
    /// `european_aqi` beside it.
    ///
    /// ```swift
    /// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let air = try await OpenMeteoClient().airQuality(at: berlin)
    /// print(air.usAQI?.value ?? 0, air.providerIndex?.value ?? 0)
    /// ```
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer holds no concentration, and the codes of every call.
    public func airQuality(at coordinate: Coordinate) async throws -> AirQuality {
        let response = try await airQualityResponse(at: coordinate, current: true, forecastDays: nil)
        let zone = response.writtenOffset ?? response.timeZone
        guard let block = response.current, let date = block.time.date(in: zone),
            let air = OpenMeteo.airQuality(at: date, units: response.currentUnits ?? [:], value: { block.numbers[$0] })
        else {
            throw WeatherError(.decoding, message: "Open-Meteo's air-quality answer held no current concentrations.")
        }
        return air
    }

    /// The hourly air-quality forecast at `coordinate` for `days` days (1–7), oldest first.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for `days` outside 1–7, and the codes of every call.
    public func airQualityForecast(at coordinate: Coordinate, days: Int = 5) async throws -> [AirQuality] {
        guard (1...7).contains(days) else {
            throw WeatherError(
                .invalidInput, message: "Open-Meteo's air-quality forecast covers 1 to 7 days, not \(days).")
        }
        let response = try await airQualityResponse(at: coordinate, current: false, forecastDays: days)
        guard let block = response.hourly else { return [] }
        guard block.time.count <= Weather.SeriesLimit.hours else {
            throw WeatherError(
                .decoding,
                message: "Open-Meteo's air-quality forecast has \(block.time.count) hours, more than the "
                    + "\(Weather.SeriesLimit.hours) the SDK reads.")
        }
        let zone = response.writtenOffset ?? response.timeZone
        return block.time.indices.compactMap { row in
            guard let date = block.time[row].date(in: zone) else { return nil }
            return OpenMeteo.airQuality(at: date, units: response.hourlyUnits ?? [:]) { name in
                block.numbers[name].flatMap { row < $0.count ? $0[row] : nil }
            }
        }
    }

    /// The raw air-quality body for `coordinate`: the current block, or the hours of `forecastDays` days.
    package func airQualityResponse(
        at coordinate: Coordinate, current: Bool, forecastDays: Int?
    ) async throws -> OpenMeteo.ForecastResponse {
        var query = URLQuery()
        try query.append("latitude", coordinate.latitude)
        try query.append("longitude", coordinate.longitude)
        let variables = OpenMeteo.airQualityVariables.map(\.name).joined(separator: ",")
        if current {
            query.append("current", variables)
        }
        if let forecastDays {
            query.append("hourly", variables)
            query.append("forecast_days", forecastDays)
        }
        query.append("timezone", "auto")
        query.append("timeformat", "iso8601")
        return try await airQualityClient.send(
            APIRequest<OpenMeteo.ForecastResponse>(path: "/air-quality", query: query))
    }
}

extension OpenMeteo {
    /// The air-quality variables asked for, with the pollutant each measures (`nil` for the indices).
    static let airQualityVariables: [(name: String, pollutant: Pollutant?)] = [
        ("pm10", .pm10), ("pm2_5", .pm25), ("carbon_monoxide", .carbonMonoxide), ("nitrogen_dioxide", .nitrogenDioxide),
        ("sulphur_dioxide", .sulfurDioxide), ("ozone", .ozone), ("us_aqi", nil), ("european_aqi", nil),
    ]

    /// A reading from the values `value` gives by variable name; concentrations whose unit (in `units`) is
    /// not µg/m³ are left out. `nil` when no concentration is left.
    static func airQuality(
        at date: Date, units: [String: String], value: (String) -> Double?
    ) -> AirQuality? {
        var concentrations: [Pollutant: Double] = [:]
        for (name, pollutant) in airQualityVariables {
            guard let pollutant, let number = value(name) else { continue }
            // Open-Meteo writes "μg/m³" with the Greek mu; the micro sign is read too.
            if let unit = units[name], unit != "μg/m³", unit != "µg/m³" { continue }
            concentrations[pollutant] = number
        }
        guard !concentrations.isEmpty else { return nil }
        let indices = ["us_aqi", "european_aqi"].compactMap { name in
            value(name).map { ProviderAirQualityIndex(scale: name, value: $0) }
        }
        return AirQuality(
            date: date, concentrations: concentrations, providerIndex: indices.first,
            otherProviderIndices: Array(indices.dropFirst()))
    }
}
