import WeatherModels

/// A failure or delay the ``SandboxTransport`` applies to the requests it answers, so error
/// paths can be exercised without a network.
///
/// Scenarios are values with static members, combined with ``only(for:)`` and
/// ``limited(to:)``:
///
/// ```swift
/// import WeatherProviders
///
/// let transport = SandboxTransport(scenarios: [
///     .rateLimited(retryAfter: .seconds(5)).only(for: .openWeather).limited(to: 1),
///     .slowResponses(by: .seconds(2)),
/// ])
/// ```
///
/// Each service answers in its own real error format: OpenWeather's `{"cod":401,"message":…}`,
/// WeatherAPI.com's `{"error":{"code":2006,…}}`, Open-Meteo's `{"error":true,"reason":…}`,
/// Firebase's `{"error":{"code":400,"message":"…"}}`.
///
/// Some failures need no scenario: the API key ``SandboxTransport/rejectedAPIKey`` (or a missing
/// key) is always refused, and the place name ``SandboxTransport/unknownPlaceName`` is never found.
public struct SandboxScenario: Sendable, CustomStringConvertible {
    package enum Effect: Sendable, Equatable {
        case invalidAPIKey
        case rateLimited(retryAfter: Duration)
        case serverError(statusCode: Int)
        case delay(Duration)
        case unknownLocations
    }

    package var effect: Effect
    package var services: Set<ProviderID>
    package var limit: Int?

    private init(_ effect: Effect) {
        self.effect = effect
        self.services = []
        self.limit = nil
    }

    /// Every key is refused: 401 from OpenWeather and WeatherAPI.com (code 2006), 400
    /// "API key not valid" from Firebase. Keyless services are not affected.
    public static let invalidAPIKey = SandboxScenario(.invalidAPIKey)

    /// The quota is used up: 429 with a `Retry-After` header from OpenWeather, Open-Meteo and
    /// freetestapi; WeatherAPI.com answers as it really does, 403 with code 2007; Firebase with
    /// `TOO_MANY_ATTEMPTS_TRY_LATER`. `retryAfter` is rounded up to whole seconds.
    public static func rateLimited(retryAfter: Duration = .seconds(600)) -> SandboxScenario {
        SandboxScenario(.rateLimited(retryAfter: retryAfter))
    }

    /// The service fails with `statusCode` (500 unless given) and its error body.
    public static func serverError(statusCode: Int = 500) -> SandboxScenario {
        SandboxScenario(.serverError(statusCode: statusCode))
    }

    /// Every answer takes `delay`, measured on the transport's clock. Without a clock the
    /// answer comes at once; a request whose timeout is shorter than `delay` fails with
    /// `WeatherError` code `.timeout` either way.
    public static func slowResponses(by delay: Duration) -> SandboxScenario {
        SandboxScenario(.delay(delay))
    }

    /// No place name is found: geocoding and search return no results, and by-name weather
    /// requests get the service's "not found" answer. Coordinates still work.
    public static let unknownLocations = SandboxScenario(.unknownLocations)

    /// The same scenario, applied only to requests for `services`, named by the `ProviderID` of their
    /// clients (`.openWeather` from WeatherProviders, or its text: `"openweather"`; `"firebase"` for the
    /// Firebase stand-in).
    public func only(for services: ProviderID...) -> SandboxScenario {
        var copy = self
        copy.services = Set(services)
        return copy
    }

    /// The same scenario, applied only to the first `count` matching requests; later ones are
    /// answered normally (to test retries).
    public func limited(to count: Int) -> SandboxScenario {
        var copy = self
        copy.limit = max(0, count)
        return copy
    }

    /// A readable summary, such as `rateLimited(600 seconds) for openweather, first 1`.
    public var description: String {
        var text: String
        switch effect {
        case .invalidAPIKey: text = "invalidAPIKey"
        case .rateLimited(let retryAfter): text = "rateLimited(\(retryAfter))"
        case .serverError(let statusCode): text = "serverError(\(statusCode))"
        case .delay(let delay): text = "slowResponses(\(delay))"
        case .unknownLocations: text = "unknownLocations"
        }
        if !services.isEmpty {
            text += " for " + services.map(\.rawValue).sorted().joined(separator: ", ")
        }
        if let limit {
            text += ", first \(limit)"
        }
        return text
    }

    func applies(to service: ProviderID) -> Bool {
        services.isEmpty || services.contains(service)
    }
}
