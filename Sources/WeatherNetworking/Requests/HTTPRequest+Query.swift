import Foundation

extension HTTPRequest {
    /// Appends one query parameter to ``url``, percent-encoded like ``URLQuery``, keeping the
    /// parameters already there as they are.
    ///
    /// Providers use it in ``APIClient/Configuration/willSend`` to add their API key:
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let apiKey = "your-api-key"
    /// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.openweathermap.org")!)
    /// configuration.willSend = { request in try request.appendQueryItem(name: "appid", value: apiKey) }
    /// ```
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` when the name is empty, either part
    ///   contains a NUL character, or the URL cannot take a query.
    public mutating func appendQueryItem(name: String, value: String?) throws {
        var addition = URLQuery()
        addition.append(name, value)
        let encoded = try addition.encoded()
        // Most URLs have no fragment: extend the text and parse it once.
        if url.fragment == nil {
            let text = url.absoluteString
            let separator = text.utf8.contains(UInt8(ascii: "?")) ? (text.hasSuffix("?") ? "" : "&") : "?"
            if let extended = URL(string: text + separator + encoded) {
                url = extended
                return
            }
        }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw WeatherError(.invalidInput, message: "Not a valid URL: \(url.redactedDescription)")
        }
        let existing = components.percentEncodedQuery ?? ""
        components.percentEncodedQuery = existing.isEmpty ? encoded : existing + "&" + encoded
        guard let result = components.url else {
            throw WeatherError(.invalidInput, message: "Could not add a query to \(url.redactedDescription)")
        }
        url = result
    }
}
