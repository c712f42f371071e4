import Foundation

extension WeatherProvider {
    /// Fetches the weather at each of `coordinates` with at most 6 requests in flight at once; one result
    /// per coordinate, in the order given.
    ///
    /// Use it for screens that show many places, such as favorites: `OpenMeteoClient` answers up to
    /// 50 places in one request, `CachingWeatherProvider` answers fresh places from memory and asks its
    /// upstream only for the others, and any other provider makes one request per place, 6 at a time.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// let provider = OpenMeteoClient()
    /// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
    /// let favorites = [Place(id: "2950159", name: "Berlin", coordinate: berlin)]
    /// let results = try await provider.weather(at: favorites.map(\.coordinate))
    /// for (place, result) in zip(favorites, results) {
    ///     switch result {
    ///     case .success(let weather): print(place.name, weather.hourly.count, "hours")
    ///     case .failure(let error): print(place.name, "unavailable:", error)
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled; every other failure is
    ///   a per-place result.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet = .all
    ) async throws -> [Result<Weather, WeatherError>] {
        try await weather(
            at: coordinates, including: dataSets,
            maximumConcurrentRequests: BatchLoading.defaultMaximumConcurrentRequests)
    }

    /// The default: one ``weather(at:including:)`` call per place, at most `maximumConcurrentRequests`
    /// at once, results in the order of `coordinates`.
    ///
    /// Cancelling the calling task cancels the calls in flight, starts no new ones, and throws
    /// `WeatherError` `.cancelled`.
    ///
    /// - Throws: `WeatherError` `.cancelled`, or `.invalidInput` when `maximumConcurrentRequests` is
    ///   below 1.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        try BatchLoading.validate(maximumConcurrentRequests: maximumConcurrentRequests)
        let results = await coordinates.concurrentlyMapped(maximumConcurrency: maximumConcurrentRequests) {
            coordinate in
            await BatchLoading.result { try await self.weather(at: coordinate, including: dataSets) }
        }
        return try BatchLoading.completed(results)
    }
}

/// The shared rules of loading the weather for many places at once.
package enum BatchLoading {
    /// Requests in flight at once when the caller does not say: 6, what browsers allow per host.
    package static let defaultMaximumConcurrentRequests = 6

    /// Throws `.invalidInput` for a limit below 1.
    package static func validate(maximumConcurrentRequests: Int) throws {
        guard maximumConcurrentRequests >= 1 else {
            throw WeatherError(
                .invalidInput,
                message: "At least one request must be allowed in flight, not \(maximumConcurrentRequests).")
        }
    }

    /// The outcome of `operation` as a result, with every error as a `WeatherError`.
    package static func result<Value>(
        _ operation: () async throws -> Value
    ) async -> Result<Value, WeatherError> {
        do {
            return .success(try await operation())
        } catch {
            return .failure(weatherError(error))
        }
    }

    /// `error` as a `WeatherError`: cancellation becomes `.cancelled`, anything else `.network`.
    package static func weatherError(_ error: any Error) -> WeatherError {
        if let error = error as? WeatherError { return error }
        if error is CancellationError {
            return WeatherError(.cancelled, message: "Cancelled while loading the weather.", underlying: error)
        }
        return WeatherError(.network, message: "Loading the weather failed (\(type(of: error))).", underlying: error)
    }

    /// The results of a finished batch, or `.cancelled` when the calling task was cancelled (and some
    /// places were therefore never asked).
    package static func completed<Value>(_ results: [Value?]) throws -> [Value] {
        let values = results.compactMap { $0 }
        guard !Task.isCancelled, values.count == results.count else {
            throw WeatherError(.cancelled, message: "Cancelled while loading the weather for \(results.count) places.")
        }
        return values
    }
}
