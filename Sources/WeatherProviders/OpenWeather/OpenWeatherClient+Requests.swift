import Foundation
import WeatherNetworking

extension OpenWeatherClient {
    /// The One Call blocks in the order the service lists them, with the data set that asks for each.
    static let oneCallBlocks: [(name: String, dataSet: WeatherDataSet)] = [
        ("current", .current), ("minutely", .minutely), ("hourly", .hourly), ("daily", .daily), ("alerts", .alerts),
    ]

    /// The `exclude` value for `dataSets`: the blocks not asked for, comma-separated without spaces,
    /// or `nil` when every block is wanted.
    static func exclude(for dataSets: WeatherDataSet) -> String? {
        let excluded = oneCallBlocks.filter { !dataSets.contains($0.dataSet) }.map(\.name)
        return excluded.isEmpty ? nil : excluded.joined(separator: ",")
    }

    /// `GET {oneCallVersion.path}?lat&lon[&exclude][&units][&lang]`.
    func oneCallRequest(
        at coordinate: Coordinate, including dataSets: WeatherDataSet
    ) throws -> APIRequest<OpenWeather.OneCallResponse> {
        guard !dataSets.intersection(.all).isEmpty else {
            throw WeatherError(
                .invalidInput, message: "Ask for at least one data set (current, minutely, hourly, daily or alerts).")
        }
        var query = try coordinateQuery(coordinate)
        if let exclude = Self.exclude(for: dataSets) {
            query.append("exclude", exclude)
        }
        appendOptions(to: &query)
        return request(configuration.oneCallVersion.path, query)
    }

    /// `GET /data/2.5/weather?{location}[&units][&lang]`.
    func currentWeatherRequest(_ location: URLQuery) -> APIRequest<OpenWeather.CurrentWeatherResponse> {
        var query = location
        appendOptions(to: &query)
        return request("/data/2.5/weather", query)
    }

    /// `GET /data/2.5/forecast?{location}[&units][&lang]`.
    func forecastRequest(_ location: URLQuery) -> APIRequest<OpenWeather.ForecastResponse> {
        var query = location
        appendOptions(to: &query)
        return request("/data/2.5/forecast", query)
    }

    /// A Geocoding request; these take no units or language.
    func geocodingRequest<Body: Decodable & Sendable>(_ path: String, _ query: URLQuery) -> APIRequest<Body> {
        request(path, query)
    }

    /// `lat` and `lon` in plain decimal notation.
    func coordinateQuery(_ coordinate: Coordinate) throws -> URLQuery {
        var query = URLQuery()
        try query.append("lat", coordinate.latitude)
        try query.append("lon", coordinate.longitude)
        return query
    }

    /// Adds `units` unless they are the service's default, and `lang` when one is set.
    func appendOptions(to query: inout URLQuery) {
        if configuration.units != .standard {
            query.append("units", configuration.units.rawValue)
        }
        if let language = configuration.language {
            query.append("lang", language.code)
        }
    }

    /// A GET request whose body decodes as `Body` (the pipeline has read it as an error first).
    private func request<Body: Decodable & Sendable>(_ path: String, _ query: URLQuery) -> APIRequest<Body> {
        APIRequest(path: path, query: query)
    }
}
