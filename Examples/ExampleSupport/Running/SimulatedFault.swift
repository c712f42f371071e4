import WeatherSandbox

/// A failure `--simulate` acts out on the sandbox, so the way an example handles it can be seen
/// without a network, a bad key or a used-up quota.
///
/// ```sh
/// weather-tracker --simulate rate-limit track Lisbon
/// ```
package enum SimulatedFault: String, Sendable, CaseIterable {
    /// The service says too many requests (429, or WeatherAPI.com's 403 with code 2007).
    case rateLimit = "rate-limit"
    /// The service refuses the key.
    case badKey = "bad-key"
    /// The service never answers in time.
    case timeout
    /// The network is down: nothing can be reached.
    case offline
    /// The service fails with a server error (500).
    case serverError = "server-error"
    /// The service knows no place by any name.
    case unknownCity = "unknown-city"

    /// The names `--simulate` accepts, for the help text and usage errors.
    package static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// Reads the value of `--simulate`.
    ///
    /// - Throws: ``UsageError`` for a name it does not know.
    package init(name: String) throws(UsageError) {
        guard let fault = SimulatedFault(rawValue: name.lowercased()) else {
            throw UsageError(key: "support.usage.simulate", name, Self.names)
        }
        self = fault
    }

    /// The sandbox scenario that acts the fault out, or `nil` for ``offline``, which needs no sandbox.
    package var scenario: SandboxScenario? {
        switch self {
        case .rateLimit: .rateLimited(retryAfter: .seconds(600))
        case .badKey: .invalidAPIKey
        // Longer than any attempt may take, so every attempt times out.
        case .timeout: .slowResponses(by: .seconds(600))
        case .offline: nil
        case .serverError: .serverError(statusCode: 500)
        case .unknownCity: .unknownLocations
        }
    }
}
