import Foundation
import WeatherModels

/// A provider that asks several providers in order and answers with the first that succeeds, moving
/// on only when a failure is one another source can fix.
///
/// Apps that last keep working when one service is down, rate-limited, or does not cover a place:
///
/// ```swift
/// let provider = FailoverWeatherProvider([
///     OpenWeatherClient(apiKey: key, transport: transport),
///     OpenMeteoClient(transport: transport),
/// ])
/// let weather = try await provider.weather(at: lisbon)
/// weather.source.provider  // whichever answered
/// ```
///
/// The next provider is asked after ``failoverCodes``: unreachable (`.network`), timed out, rate-limited,
/// unauthorized or forbidden (a key refused, its quota spent, an identification refused), the place not covered (`.notFound`), the service
/// unavailable or failing (`.server`), or an answer that could not be read (`.decoding`,
/// `.invalidResponse`). Bad input and cancellation end the call at once: another source would fail the
/// same way. The answer says in `Weather/notes` which providers failed before it, and why. When all
/// fail, the error is the last provider's, with every failure in its message.
public struct FailoverWeatherProvider: WeatherProvider {
    /// The failure codes that move the call on to the next provider.
    public static let defaultFailoverCodes: Set<WeatherError.Code> = [
        .network, .timeout, .rateLimited, .unauthorized, .forbidden, .notFound, .unavailable, .server, .decoding,
        .invalidResponse,
    ]

    /// The providers, in the order they are asked.
    public let providers: [any WeatherProvider]
    /// The failure codes that move the call on to the next provider.
    public let failoverCodes: Set<WeatherError.Code>

    /// Creates a provider that asks `providers` in order.
    ///
    /// - Parameters:
    ///   - providers: At least one provider, the preferred first. All should have the same origin
    ///     (live or sandbox); the first one's is this provider's.
    ///   - failoverCodes: The failures that move on to the next provider. Default ``defaultFailoverCodes``.
    public init(
        _ providers: [any WeatherProvider], failoverCodes: Set<WeatherError.Code> = Self.defaultFailoverCodes
    ) {
        self.providers = providers
        self.failoverCodes = failoverCodes
    }

    /// The namespaces of the providers, in order.
    public var cacheNamespace: String {
        "failover(" + providers.map { $0.cacheNamespace }.joined(separator: "|") + ")"
    }

    /// The first provider's origin.
    public var dataOrigin: DataOrigin { providers.first?.dataOrigin ?? .live }

    /// Every data set some provider can return.
    public var supportedDataSets: WeatherDataSet {
        providers.reduce(into: WeatherDataSet()) { $0.formUnion($1.supportedDataSets) }
    }

    /// The weather from the first provider that answers.
    ///
    /// - Throws: `WeatherError`: `.invalidInput` without providers; the error that ended the call, which
    ///   is the last provider's when every one failed.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        guard !providers.isEmpty else {
            throw WeatherError(.invalidInput, message: "A failover provider needs at least one provider.")
        }
        var failures: [(provider: any WeatherProvider, error: WeatherError)] = []
        for provider in providers {
            do {
                var weather = try await provider.weather(at: coordinate, including: dataSets)
                weather.notes += failures.map { failure in
                    WeatherNote(
                        .otherSource, field: "source",
                        detail: "\(Self.name(of: failure.provider)) failed (\(failure.error.code)): "
                            + "\(failure.error.message); answered by \(weather.source.provider)")
                }
                return weather
            } catch {
                let failure = BatchLoading.weatherError(error)
                guard failoverCodes.contains(failure.code), !Task.isCancelled else { throw failure }
                failures.append((provider, failure))
            }
        }
        var last = failures[failures.count - 1].error
        if failures.count > 1 {
            last.message =
                "Every provider failed: "
                + failures.map { "\(Self.name(of: $0.provider)): \($0.error.message)" }.joined(separator: "; ")
        }
        throw last
    }

    /// A provider's name for notes and messages: its type.
    static func name(of provider: any WeatherProvider) -> String {
        String(describing: type(of: provider))
    }
}

extension WeatherProvider {
    /// This provider, and `fallback` when this one fails in a way another source can fix.
    ///
    /// ```swift
    /// let provider = openWeather.failingOver(to: openMeteo)
    /// ```
    public func failingOver(to fallback: any WeatherProvider) -> FailoverWeatherProvider {
        FailoverWeatherProvider([self, fallback])
    }
}
