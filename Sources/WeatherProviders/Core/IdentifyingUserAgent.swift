import Foundation

/// The rule of services that ask every app to name itself in its `User-Agent` (MET Norway, the US
/// National Weather Service): an agent that is empty, holds control characters, is a placeholder or is
/// a generic agent is refused before a request is sent, since such services answer it with 403 Forbidden.
enum IdentifyingUserAgent {
    /// `userAgent` trimmed, when it identifies an application.
    ///
    /// - Parameters:
    ///   - userAgent: The agent the app configured.
    ///   - advice: What the service asks for and where to set it, appended to every error message.
    /// - Throws: `WeatherError` `.invalidInput` when it is empty, holds control characters, is a
    ///   placeholder (`test`, `unknown`…) or is a generic agent: a browser's (`Mozilla/…`), a command-line
    ///   tool's (`curl/…`, `Wget/…`), an HTTP library's default (`python-requests/…`, `okhttp/…`,
    ///   `Go-http-client/…`…) or the default agent of URLSession (`… CFNetwork/… Darwin/…`) or of
    ///   Foundation on Linux (`… curl/…`).
    static func validated(_ userAgent: String, advice: String) throws -> String {
        let agent = userAgent.trimmingCharacters(in: .whitespaces)
        guard !agent.isEmpty else {
            throw WeatherError(.invalidInput, message: "The User-Agent is empty. " + advice)
        }
        guard agent.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw WeatherError(.invalidInput, message: "The User-Agent holds control characters. " + advice)
        }
        let lowered = agent.lowercased()
        if placeholders.contains(lowered) || genericPrefixes.contains(where: lowered.hasPrefix)
            || genericParts.contains(where: lowered.contains)
        {
            throw WeatherError(
                .invalidInput,
                message: "The User-Agent \"\(agent)\" is a generic agent that does not identify an app. " + advice)
        }
        return agent
    }

    /// How generic agents start (lower-cased): browsers, command-line tools and HTTP libraries, each with
    /// its `/` so that an app whose name merely begins the same way (`CurlyWeather/1.0`) is not refused.
    private static let genericPrefixes = [
        "mozilla/", "curl/", "libcurl/", "wget/", "httpie/", "python-requests/", "python-urllib/", "python-httpx/",
        "python/", "aiohttp/", "go-http-client/", "java/", "okhttp/", "apache-httpclient/", "axios/", "node-fetch/",
        "node/", "undici", "dart:io", "dart/", "postmanruntime/", "insomnia/", "powershell/", "guzzlehttp/",
        "cfnetwork/", "alamofire/",
    ]

    /// Placeholders that name nothing.
    private static let placeholders: Set<String> = [
        "test", "unknown", "user-agent", "none", "null", "-", "agent", "mozilla", "curl", "app", "ios", "android",
    ]

    /// Parts of the default agents of URLSession (`App/1 CFNetwork/1490 Darwin/23.0.0`) and of
    /// Foundation on Linux (`app (unknown version) curl/8.5.0`).
    private static let genericParts = ["cfnetwork/", "curl/", "(unknown version)"]
}
