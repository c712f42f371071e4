import Foundation
import WeatherModels

/// Whether an example talks to the offline sandbox or to the real service, and with which key.
///
/// The sandbox is the default. The example goes live with `--live`, or when its key variable
/// (such as `OPENWEATHER_API_KEY`) is set; live without a key is a ``ExampleFailure/missingKey(_:service:)``.
///
/// ```swift
/// let mode = try ServiceMode.decide(live: parsed.has("live"), keyVariable: "OPENWEATHER_API_KEY")
/// let client = OpenWeatherClient(apiKey: mode.apiKey, transport: mode.transport())
/// ```
package struct ServiceMode: Sendable, Hashable {
    /// `true` against the real service, `false` on the sandbox.
    package var isLive: Bool
    /// The key to give the client: the real one when live, a placeholder the sandbox accepts otherwise.
    package var apiKey: String

    /// The key the sandbox is given; it accepts any key but its rejected one.
    package static let sandboxKey = "sandbox-placeholder-key"

    /// The sandbox.
    package static let sandbox = ServiceMode(isLive: false, apiKey: sandboxKey)

    /// Creates a mode.
    package init(isLive: Bool, apiKey: String) {
        self.isLive = isLive
        self.apiKey = apiKey
    }

    /// Decides the mode from `--live` and the environment.
    ///
    /// - Parameters:
    ///   - live: Whether `--live` was given.
    ///   - keyVariable: The environment variable holding the service's key, or `nil` for a keyless service.
    ///   - service: The service's name, for the message when the key is missing.
    ///   - formatter: The language of that message.
    /// - Throws: ``ExampleFailure`` (exit code 2) when live is asked for and the key is missing or blank.
    package static func decide(
        live: Bool,
        keyVariable: String?,
        service: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        formatter: WeatherFormatter
    ) throws(ExampleFailure) -> ServiceMode {
        guard let keyVariable else {
            return live ? ServiceMode(isLive: true, apiKey: "") : .sandbox
        }
        let key = (environment[keyVariable] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !key.isEmpty {
            return ServiceMode(isLive: true, apiKey: key)
        }
        if live {
            throw .missingKey(keyVariable, service: service, formatter: formatter)
        }
        return .sandbox
    }

    /// The one line an example prints on the sandbox, saying how to go live.
    package static func sandboxNotice(keyVariable: String?, formatter: WeatherFormatter) -> String {
        keyVariable.map { formatter.example("sandbox.notice.key", $0) } ?? formatter.example("sandbox.notice")
    }

}
