import Foundation
import WeatherNetworking

extension WeatherAPIClient: PastWeatherProvider {
    /// 1 January 2010, where `history.json` begins (plans reach back less far: the free plan 7 days).
    public var earliestPastDate: Date? { Date(timeIntervalSince1970: 1_262_304_000) }

    /// The weather at `coordinate` on the past day containing `date`, from `history.json`: every hour of the
    /// day, the day itself with its sun and moon, and as `current` the hour nearest `date` (noted).
    ///
    /// - Throws: `WeatherError`: `.outOfRange` for a date in the future or before 2010, and the codes of
    ///   every call (a plan that does not reach that far back answers with the service's refusal).
    ///
    /// The body is mapped within the call's deadline and cancellation, with the limits of
    /// ``forecast(for:days:)-(WeatherAPIClient.Query,_)``.
    public func pastWeather(at coordinate: Coordinate, on date: Date) async throws -> Weather {
        try await historyResponse(at: coordinate, on: date) { body in
            let weather = try body.weather(fetchedAt: configuration.now(), origin: dataOrigin)
            return PastDay.withCurrentReading(weather, nearest: date, service: WeatherAPI.service.name)
        }
    }

    /// The raw `history.json` body for `coordinate` on the day containing `date`.
    ///
    /// - Throws: `WeatherError`, as ``pastWeather(at:on:)``.
    package func historyResponse(at coordinate: Coordinate, on date: Date) async throws -> WeatherAPI.ForecastResponse {
        try await historyResponse(at: coordinate, on: date) { $0 }
    }

    /// The `history.json` body for `coordinate` on the day containing `date`, turned by `transform` within
    /// the call's deadline and cancellation.
    private func historyResponse<Value>(
        at coordinate: Coordinate, on date: Date, then transform: (WeatherAPI.ForecastResponse) throws -> Value
    ) async throws -> Value {
        try checkPastDate(date, now: configuration.now(), service: WeatherAPI.service.name)
        var parameters = URLQuery()
        parameters.append("q", try Query.coordinate(coordinate).validated())
        parameters.append("dt", PastDay.localDate(of: date, at: coordinate))
        if let language = configuration.language {
            parameters.append("lang", language.code)
        }
        return try await client.send(
            APIRequest<WeatherAPI.ForecastResponse>(
                path: "history.json", query: parameters),
            then: transform)
    }
}
