import Foundation
import WeatherNetworking

/// The bodies exactly as OpenWeather sends them, for fields the mapping to `Weather` and `Place`
/// leaves out (`daily.summary`, `moon_phase`, alert `tags`, `city.population`).
///
/// Each method sends the same request as its mapped counterpart, through the same pipeline
/// (key, retries, budget, logging, error mapping); the mapped methods are built on these.
extension OpenWeatherClient {
    // MARK: - One Call

    /// The raw One Call body at `coordinate`, limited to `dataSets` (the rest goes into `exclude`).
    ///
    /// ```
    /// let body = try await client.oneCallResponse(at: nairobi, including: [.daily])
    /// print(body.daily?.first?.summary ?? "", body.daily?.first?.moonPhase ?? 0)
    /// ```
    ///
    /// Values are in the configured ``Configuration/units`` as the service sent them, not converted.
    ///
    /// - Throws: `WeatherError`, as ``weather(at:including:)``.
    package func oneCallResponse(
        at coordinate: Coordinate, including dataSets: WeatherDataSet = .all
    ) async throws -> OpenWeather.OneCallResponse {
        try await client.send(try oneCallRequest(at: coordinate, including: dataSets))
    }

    // MARK: - Current Weather

    /// The raw Current Weather body at `coordinate` (`/data/2.5/weather`).
    ///
    /// ```
    /// let body = try await client.currentWeatherResponse(at: london)
    /// print(body.name ?? "", body.main.temp)
    /// ```
    package func currentWeatherResponse(at coordinate: Coordinate) async throws -> OpenWeather.CurrentWeatherResponse {
        try await currentWeatherResponse(try coordinateQuery(coordinate))
    }

    /// The raw Current Weather body for the city named `city`, sent as `q=` exactly as given.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty name, `.notFound` for an unknown city.
    package func currentWeatherResponse(city: String) async throws -> OpenWeather.CurrentWeatherResponse {
        try await currentWeatherResponse(["q": try Self.nonEmpty(city, "city name")])
    }

    /// The raw Current Weather body for `city`, in `state` (US only) and `country` (an ISO 3166 code).
    package func currentWeatherResponse(
        city: String, state: String? = nil, country: String
    ) async throws -> OpenWeather.CurrentWeatherResponse {
        try await currentWeatherResponse(try Self.cityQuery(city: city, state: state, country: country))
    }

    /// The raw Current Weather body for OpenWeather's city id.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an id below 1.
    package func currentWeatherResponse(cityID: Int) async throws -> OpenWeather.CurrentWeatherResponse {
        try await currentWeatherResponse(try Self.cityIDQuery(cityID))
    }

    /// `q=` for `city`, `state` and `country`, joined by commas.
    static func cityQuery(city: String, state: String?, country: String) throws -> URLQuery {
        let parts = [try Self.nonEmpty(city, "city name"), state, country]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        return ["q": parts.joined(separator: ",")]
    }

    /// `id=` for OpenWeather's city id; `.invalidInput` below 1.
    static func cityIDQuery(_ cityID: Int) throws -> URLQuery {
        guard cityID > 0 else {
            throw WeatherError(.invalidInput, message: "An OpenWeather city id is a positive number, not \(cityID).")
        }
        return ["id": String(cityID)]
    }

    /// The raw Current Weather body at a zip or post code; the service assumes `US` without a `country`.
    package func currentWeatherResponse(
        zip: String, country: String? = nil
    ) async throws -> OpenWeather.CurrentWeatherResponse {
        try await currentWeatherResponse(["zip": try Self.zipValue(zip, country: country)])
    }

    private func currentWeatherResponse(_ location: URLQuery) async throws -> OpenWeather.CurrentWeatherResponse {
        try await client.send(currentWeatherRequest(location))
    }

    // MARK: - 5 day / 3 hour forecast

    /// The raw 5 day / 3 hour forecast body at `coordinate` (`/data/2.5/forecast`), with its `city` block.
    ///
    /// ```
    /// let body = try await client.forecastResponse(at: london)
    /// print(body.city.population ?? 0, body.list.count)
    /// ```
    package func forecastResponse(at coordinate: Coordinate) async throws -> OpenWeather.ForecastResponse {
        try await client.send(forecastRequest(try coordinateQuery(coordinate)))
    }

    // MARK: - Geocoding

    /// The raw direct Geocoding results for `query` (`/geo/1.0/direct`), best match first; empty
    /// for an unknown name. `limit` is capped at ``maximumPlaceLimit``.
    ///
    /// ```
    /// let results = try await client.geocodingResults(matching: "London", limit: 5)
    /// print(results.map { $0.localNames?["fr"] ?? $0.name })
    /// ```
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty query or a limit below 1.
    package func geocodingResults(matching query: String, limit: Int) async throws -> [OpenWeather.GeocodingResult] {
        try await geocodingResults(matching: query, limit: limit) { $0 }
    }

    /// The direct Geocoding results for `query`, turned by `transform` within the call's deadline and
    /// cancellation.
    func geocodingResults<Value>(
        matching query: String, limit: Int, then transform: ([OpenWeather.GeocodingResult]) throws -> Value
    ) async throws -> Value {
        let name = try Self.nonEmpty(query, "search text")
        let request: APIRequest<[OpenWeather.GeocodingResult]> = geocodingRequest(
            "/geo/1.0/direct", ["q": name, "limit": String(try Self.placeLimit(limit))])
        return try await client.send(request, then: transform)
    }

    /// The raw reverse Geocoding results nearest to `coordinate` (`/geo/1.0/reverse`), nearest
    /// first; empty where there is none. `limit` is capped at ``maximumPlaceLimit``.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for a limit below 1.
    package func reverseGeocodingResults(
        at coordinate: Coordinate, limit: Int
    ) async throws -> [OpenWeather.GeocodingResult] {
        var query = try coordinateQuery(coordinate)
        query.append("limit", try Self.placeLimit(limit))
        let request: APIRequest<[OpenWeather.GeocodingResult]> = geocodingRequest("/geo/1.0/reverse", query)
        return try await client.send(request)
    }

    /// The raw Geocoding result for a zip or post code in `country` (`/geo/1.0/zip`).
    ///
    /// Unlike ``place(zip:country:)``, which returns `nil`, an unknown code throws.
    ///
    /// - Throws: `WeatherError` `.invalidInput` for an empty code or country, `.notFound` for an
    ///   unknown code.
    package func zipCodeResult(zip: String, country: String) async throws -> OpenWeather.ZipCodeResult {
        let value = try Self.zipValue(zip, country: try Self.nonEmpty(country, "country code"))
        let request: APIRequest<OpenWeather.ZipCodeResult> = geocodingRequest("/geo/1.0/zip", ["zip": value])
        return try await client.send(request)
    }

    /// `limit` capped at ``maximumPlaceLimit``; throws `.invalidInput` below 1.
    static func placeLimit(_ limit: Int) throws -> Int {
        guard limit >= 1 else {
            throw WeatherError(.invalidInput, message: "The place limit must be at least 1, not \(limit).")
        }
        return min(limit, maximumPlaceLimit)
    }
}
