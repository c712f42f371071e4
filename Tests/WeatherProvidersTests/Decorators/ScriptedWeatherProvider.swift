import Foundation
import WeatherCore
import WeatherProviders

/// A weather provider for decorator tests: counts its calls and answers from a script.
final class ScriptedWeatherProvider: WeatherProvider {
    private struct State {
        var calls: [Coordinate] = []
        var batches: [[Coordinate]] = []
        var failure: WeatherError?
        var temperature = 10.0
    }

    private let state = Locked(State())
    let cacheNamespace: String

    init(namespace: String = "scripted") {
        cacheNamespace = namespace
    }

    /// The number of calls that reached this provider.
    var callCount: Int { state.current.calls.count }

    /// The coordinates of every batch call that reached this provider, in order.
    var batches: [[Coordinate]] { state.current.batches }

    /// Makes later calls throw `failure`, or succeed again with `nil`.
    func fail(with failure: WeatherError?) {
        state.withLock { $0.failure = failure }
    }

    /// Makes later calls answer with `temperature` (°C).
    func answer(temperature: Double) {
        state.withLock { $0.temperature = temperature }
    }

    func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        let (failure, temperature) = state.withLock { state in
            state.calls.append(coordinate)
            return (state.failure, state.temperature)
        }
        if let failure { throw failure }
        return DecoratorTesting.weather(at: coordinate, temperature: temperature)
    }

    /// Records the batch, then answers its places one by one as ``weather(at:including:)`` does.
    func weather(
        at coordinates: [Coordinate],
        including dataSets: WeatherDataSet,
        maximumConcurrentRequests: Int
    ) async throws -> [Result<Weather, WeatherError>] {
        state.withLock { $0.batches.append(coordinates) }
        var results: [Result<Weather, WeatherError>] = []
        for coordinate in coordinates {
            do {
                results.append(.success(try await weather(at: coordinate, including: dataSets)))
            } catch let error as WeatherError {
                results.append(.failure(error))
            }
        }
        return results
    }
}

enum DecoratorTesting {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    static let paris = try! Coordinate(latitude: 48.8566, longitude: 2.3522)

    static func weather(at coordinate: Coordinate, temperature: Double) -> Weather {
        Weather(
            coordinate: coordinate,
            timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current,
            current: CurrentWeather(
                date: Date(timeIntervalSince1970: 1_700_000_000),
                temperature: Measurement(value: temperature, unit: .celsius),
                apparentTemperature: Measurement(value: temperature, unit: .celsius),
                humidity: 0.5,
                condition: .clear
            ),
            source: WeatherSource(provider: "scripted"),
            fetchedAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
    }
}
