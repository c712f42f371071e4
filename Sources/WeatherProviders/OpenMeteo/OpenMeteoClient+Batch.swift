import Foundation

extension OpenMeteoClient {
    /// The most places sent in one forecast request: 50.
    ///
    /// Fifty pairs of coordinates keep the URL near 3 KB, well under what servers and proxies accept,
    /// while a favorites screen of 20 places still costs one request.
    public static let maximumLocationsPerRequest = 50

    /// The weather at each of `coordinates` from multi-location requests: one request per
    /// ``maximumLocationsPerRequest`` places, at most `maximumConcurrentRequests` of them at once.
    ///
    /// Results come in the order of `coordinates`. A request that fails (a 429, a lost connection) fails
    /// the places it carried, and only those; a forecast that cannot be mapped fails its place alone.
    ///
    /// ```swift
    /// let favorites = [
    ///     try Coordinate(latitude: 52.52, longitude: 13.405), try Coordinate(latitude: 48.857, longitude: 2.352),
    /// ]
    /// let client = OpenMeteoClient()
    /// let results = try await client.weather(at: favorites)  // 2 places, 1 request
    /// let temperatures = results.map { try? $0.get().current?.temperature }
    /// ```
    ///
    /// - Throws: `WeatherError` `.cancelled` when the calling task is cancelled, `.invalidInput` when
    ///   `maximumConcurrentRequests` is below 1.
    public func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        try BatchLoading.validate(maximumConcurrentRequests: maximumConcurrentRequests)
        let size = Self.maximumLocationsPerRequest
        let chunks = stride(from: 0, to: coordinates.count, by: size).map {
            Array(coordinates[$0..<min($0 + size, coordinates.count)])
        }
        let results = await chunks.concurrentlyMapped(maximumConcurrency: maximumConcurrentRequests) { chunk in
            await weatherResults(at: chunk, including: dataSets)
        }
        return try BatchLoading.completed(results).flatMap { $0 }
    }

    /// One request for `chunk`, mapped place by place.
    private func weatherResults(
        at chunk: [Coordinate],
        including dataSets: WeatherDataSet
    ) async -> [Result<Weather, WeatherError>] {
        let mapped = await BatchLoading.result {
            try await forecasts(at: chunk, including: dataSets) { responses in
                var results: [Result<Weather, WeatherError>] = []
                results.reserveCapacity(chunk.count)
                for (response, coordinate) in zip(responses, chunk) {
                    do {
                        results.append(.success(try weather(from: response, at: coordinate)))
                    } catch let error as WeatherError where error.code == .cancelled || error.code == .timeout {
                        // The call's budget is spent: the whole chunk stops.
                        throw error
                    } catch {
                        results.append(.failure(BatchLoading.weatherError(error)))
                    }
                }
                return results
            }
        }
        switch mapped {
        case .success(let results):
            return results
        case .failure(let error):
            return Array(repeating: .failure(error), count: chunk.count)
        }
    }
}
