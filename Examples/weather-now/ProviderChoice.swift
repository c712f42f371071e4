import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherSandbox

/// The sources `--provider` names: one (`metno`), several combined (`metno+nws`: MET Norway, with what it
/// lacks filled in from the National Weather Service), or alternatives tried in order
/// (`openweather,openmeteo`: Open-Meteo when OpenWeather fails in a way another source can fix).
struct ProviderChoice: Sendable, Hashable {
    /// A source weather-now can use.
    enum Source: String, CaseIterable, Sendable {
        case openweather, openmeteo, metno, nws, weatherkit, weatherapi

        /// The source's name in messages.
        var displayName: String {
            switch self {
            case .openweather: "OpenWeather"
            case .openmeteo: "Open-Meteo"
            case .metno: "MET Norway"
            case .nws: "the National Weather Service"
            case .weatherkit: "WeatherKit"
            case .weatherapi: "WeatherAPI.com"
            }
        }

        /// The environment variable with its key, or `nil` for a keyless source.
        var keyVariable: String? {
            switch self {
            case .openweather: "OPENWEATHER_API_KEY"
            case .weatherapi: "WEATHERAPI_KEY"
            case .weatherkit: "WEATHERKIT_KEY_FILE"
            case .openmeteo, .metno, .nws: nil
            }
        }

        /// Whether the source asks every app to name itself in its `User-Agent`.
        var wantsUserAgent: Bool { self == .metno || self == .nws }
    }

    /// The variable with the `User-Agent` MET Norway and the National Weather Service require when live.
    static let userAgentVariable = "WEATHER_USER_AGENT"
    /// The agent sent to the sandbox, which only checks that there is one.
    static let sandboxUserAgent = "weather-now/1.0 (WeatherSDK example on the sandbox)"

    /// The alternatives in order, each a primary source followed by the sources that fill it in.
    let alternatives: [[Source]]

    /// The default: OpenWeather alone.
    static let standard = ProviderChoice(alternatives: [[.openweather]])

    private init(alternatives: [[Source]]) {
        self.alternatives = alternatives
    }

    /// Reads `--provider`'s value; `nil` is the default.
    ///
    /// - Throws: `UsageError` naming the sources for an unknown name or an empty part.
    init(_ text: String?) throws(UsageError) {
        guard let text else {
            self = .standard
            return
        }
        let names = Source.allCases.map(\.rawValue).joined(separator: ", ")
        var alternatives: [[Source]] = []
        for alternative in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            var sources: [Source] = []
            for part in alternative.split(separator: "+", omittingEmptySubsequences: false) {
                let name = part.trimmingCharacters(in: .whitespaces)
                guard let source = Source(rawValue: name) else {
                    throw
                        name.isEmpty
                        ? UsageError(key: "now.usage.providerEmptyPart", text, names)
                        : UsageError(key: "now.usage.providerUnknown", name, names)
                }
                guard !sources.contains(source) else {
                    throw UsageError(key: "now.usage.providerTwice", name, String(alternative))
                }
                sources.append(source)
            }
            alternatives.append(sources)
        }
        self.alternatives = alternatives
    }

    /// Every source named, in order, once.
    var sources: [Source] {
        alternatives.flatMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The choice in words, for messages: `MET Norway + the National Weather Service`.
    var service: String {
        alternatives.map { $0.map(\.displayName).joined(separator: " + ") }.joined(separator: ", or ")
    }

    /// The variable whose key decides live or sandbox: the first keyed source's, `nil` when all are keyless.
    var keyVariable: String? {
        sources.lazy.compactMap(\.keyVariable).first
    }

    /// The provider the choice stands for, over the context's transport.
    ///
    /// - Throws: ``ExampleFailure`` when live and a source's key or the `User-Agent` is missing.
    func provider(_ context: ExampleContext) throws -> any WeatherProvider {
        let combined = try alternatives.map { sources in
            let clients = try sources.map { try Self.client($0, context: context) }
            return clients.dropFirst().reduce(clients[0]) { provider, fillIn in
                provider.filling(.all, from: fillIn)
            }
        }
        return combined.count == 1 ? combined[0] : FailoverWeatherProvider(combined)
    }

    /// One source's client.
    private static func client(_ source: Source, context: ExampleContext) throws -> any WeatherProvider {
        let transport = context.transport()
        return switch source {
        case .openweather:
            OpenWeatherClient(
                apiKey: try key(for: source, context), transport: transport, configuration: context.configured(.init()))
        case .weatherapi:
            WeatherAPIClient(
                apiKey: try key(for: source, context), transport: transport, configuration: context.configured(.init()))
        case .openmeteo:
            OpenMeteoClient(transport: transport, configuration: context.configured(.init()))
        case .metno:
            METNorwayClient(
                transport: transport, configuration: context.configured(.init(userAgent: try userAgent(context))))
        case .nws:
            NationalWeatherServiceClient(
                transport: transport, configuration: context.configured(.init(userAgent: try userAgent(context))))
        case .weatherkit:
            WeatherKitClient(
                transport: transport,
                configuration: context.configured(.init(credentials: try weatherKitCredentials(context))))
        }
    }

    /// WeatherKit's key and ids: from `WEATHERKIT_KEY_FILE` (the `.p8` file), `WEATHERKIT_TEAM_ID`,
    /// `WEATHERKIT_SERVICE_ID` and `WEATHERKIT_KEY_ID` when live; the sandbox's own key otherwise.
    private static func weatherKitCredentials(_ context: ExampleContext) throws -> WeatherKitREST.Credentials {
        guard context.mode.isLive else {
            return WeatherKitREST.Credentials(
                teamID: "SANDBOX", serviceID: "sandbox.weather-now", keyID: "SANDBOXKEY",
                privateKey: SandboxTransport.weatherKitSandboxKey)
        }
        var values: [String: String] = [:]
        for variable in ["WEATHERKIT_KEY_FILE", "WEATHERKIT_TEAM_ID", "WEATHERKIT_SERVICE_ID", "WEATHERKIT_KEY_ID"] {
            let value = (context.environment[variable] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !value.isEmpty else {
                throw ExampleFailure.missingKey(variable, service: "WeatherKit", formatter: context.formatter)
            }
            values[variable] = value
        }
        let path = ((values["WEATHERKIT_KEY_FILE"] ?? "") as NSString).expandingTildeInPath
        guard let key = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ExampleFailure(
                context.formatter.example("now.weatherKitKeyFile", "WEATHERKIT_KEY_FILE", path),
                exitCode: ExitStatus.setup)
        }
        return WeatherKitREST.Credentials(
            teamID: values["WEATHERKIT_TEAM_ID"] ?? "", serviceID: values["WEATHERKIT_SERVICE_ID"] ?? "",
            keyID: values["WEATHERKIT_KEY_ID"] ?? "", privateKey: key)
    }

    /// The source's key: the environment's when live, the sandbox's placeholder otherwise.
    private static func key(for source: Source, _ context: ExampleContext) throws -> String {
        guard context.mode.isLive, let variable = source.keyVariable else { return ServiceMode.sandboxKey }
        let key = (context.environment[variable] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw ExampleFailure.missingKey(variable, service: source.displayName, formatter: context.formatter)
        }
        return key
    }

    /// The `User-Agent` for MET Norway and the National Weather Service.
    private static func userAgent(_ context: ExampleContext) throws -> String {
        guard context.mode.isLive else { return sandboxUserAgent }
        let agent = (context.environment[userAgentVariable] ?? "").trimmingCharacters(in: .whitespaces)
        guard !agent.isEmpty else {
            throw ExampleFailure(
                context.formatter.example("now.userAgent", userAgentVariable, "MyWeather/1.0 (me@example.com)"),
                exitCode: ExitStatus.setup)
        }
        return agent
    }
}
