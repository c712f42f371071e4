import WeatherNetworking

/// One URL path the sandbox serves and the responder that answers it.
package struct SandboxRoute: Sendable {
    /// The service the path belongs to.
    package var service: SandboxService
    /// Whether the route serves a request's path.
    package var matches: @Sendable (String) -> Bool
    /// Answers the request.
    package var respond: @Sendable (SandboxContext) -> HTTPResponse

    private init(
        _ service: SandboxService, suffix: String, _ respond: @escaping @Sendable (SandboxContext) -> HTTPResponse
    ) {
        self.service = service
        self.matches = { $0.hasSuffix(suffix) }
        self.respond = respond
    }

    private init(
        _ service: SandboxService, matching matches: @escaping @Sendable (String) -> Bool,
        _ respond: @escaping @Sendable (SandboxContext) -> HTTPResponse
    ) {
        self.service = service
        self.matches = matches
        self.respond = respond
    }

    /// The first route that serves `request`'s path, if any.
    package static func match(_ request: SandboxRequest) -> SandboxRoute? {
        all.first { $0.matches(request.path) }
    }

    /// Every route, most specific first (`/data/2.5/forecast` before Open-Meteo's `/forecast`).
    private static let all: [SandboxRoute] = [
        SandboxRoute(.openWeather, suffix: "/data/3.0/onecall", OpenWeatherResponder.oneCall),
        SandboxRoute(.openWeather, suffix: "/data/2.5/onecall", OpenWeatherResponder.oneCall),
        SandboxRoute(.openWeather, suffix: "/data/2.5/weather", OpenWeatherResponder.currentWeather),
        SandboxRoute(.openWeather, suffix: "/data/2.5/forecast", OpenWeatherResponder.forecast),
        SandboxRoute(.openWeather, suffix: "/geo/1.0/direct", OpenWeatherResponder.direct),
        SandboxRoute(.openWeather, suffix: "/geo/1.0/reverse", OpenWeatherResponder.reverse),
        SandboxRoute(.openWeather, suffix: "/geo/1.0/zip", OpenWeatherResponder.zip),
        SandboxRoute(.weatherAPI, suffix: "/current.json", WeatherAPIResponder.current),
        SandboxRoute(.weatherAPI, suffix: "/forecast.json", WeatherAPIResponder.forecast),
        SandboxRoute(.weatherAPI, suffix: "/search.json", WeatherAPIResponder.search),
        SandboxRoute(.openMeteo, suffix: "/forecast", OpenMeteoResponder.forecast),
        SandboxRoute(.openMeteo, suffix: "/search", OpenMeteoResponder.search),
        SandboxRoute(.freeTestAPI, suffix: "/weathers", FreeTestResponder.list),
        SandboxRoute(
            .freeTestAPI,
            matching: { path in
                let parts = path.split(separator: "/")
                return parts.count >= 2 && parts[parts.count - 2] == "weathers"
            },
            FreeTestResponder.single),
        SandboxRoute(.firebase, suffix: "/accounts:signUp", FirebaseResponder.signUp),
        SandboxRoute(.firebase, suffix: "/accounts:signInWithPassword", FirebaseResponder.signIn),
        SandboxRoute(.firebase, suffix: "/token", FirebaseResponder.refresh),
    ]
}
