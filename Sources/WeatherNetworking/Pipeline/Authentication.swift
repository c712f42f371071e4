import Foundation
import WeatherCore

/// How a web service wants its credential: none, a query parameter, a header, or a bearer token.
///
/// A provider describes its scheme once; the pipeline adds the credential to each request just
/// before the transport sends it, and only to the service's own origins (scheme, host and port of
/// its base URLs), so a redirect or an absolute URL to another host never carries it. The scheme
/// also names the secret values, so the pipeline removes them from every error message and log
/// record, whatever the parameter is called.
///
/// ```swift
/// import Foundation
///
/// let apiKey = "your-api-key"
/// let token = "a-signed-token"
/// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.example.com")!)
/// configuration.authentication = .queryParameter("appid", apiKey)            // OpenWeather
/// configuration.authentication = .header("X-Api-Key", apiKey)
/// configuration.authentication = .bearerToken { token }                      // WeatherKit
/// ```
///
/// An empty or blank credential stops the call with `WeatherError` code `.unauthorized` before
/// anything is sent. `description` names the scheme and the parameter, never the value.
public struct Authentication: Sendable, CustomStringConvertible {
    enum Scheme: Sendable {
        case none
        case queryParameter(name: String, value: String)
        case header(name: String, value: String)
        case bearer(@Sendable () async throws -> String)
    }

    let scheme: Scheme
    /// The error thrown when the credential is empty; `nil` for the default `.unauthorized` error.
    let missingCredentialError: WeatherError?
    /// The last tokens a bearer scheme sent, so redaction knows them as it knows a key.
    private let issuedTokens = Locked<[String]>([])

    /// The most recent bearer tokens kept for redaction: a token is renewed before it expires, and an
    /// answer may still echo the one before.
    static let rememberedTokens = 4

    private init(_ scheme: Scheme, whenMissing error: WeatherError? = nil) {
        self.scheme = scheme
        self.missingCredentialError = error
    }

    /// No credential: a keyless service.
    public static let none = Authentication(.none)

    /// The credential as the query parameter `name`, such as OpenWeather's `appid=` or WeatherAPI.com's `key=`.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - value: The credential; surrounding white space is removed.
    ///   - error: What to throw when the credential is empty, for a provider with its own code for
    ///     a missing key; by default `.unauthorized` naming the service.
    public static func queryParameter(
        _ name: String, _ value: String, whenMissing error: WeatherError? = nil
    )
        -> Authentication
    {
        Authentication(.queryParameter(name: name, value: Self.trimmed(value)), whenMissing: error)
    }

    /// The credential as the header field `name`, such as `X-Api-Key`.
    public static func header(
        _ name: String, _ value: String, whenMissing error: WeatherError? = nil
    )
        -> Authentication
    {
        Authentication(.header(name: name, value: Self.trimmed(value)), whenMissing: error)
    }

    /// `Authorization: Bearer <token>`, the token asked from `token` for every attempt (so a source
    /// can renew it before it expires).
    public static func bearerToken(_ token: @escaping @Sendable () async throws -> String) -> Authentication {
        Authentication(.bearer(token))
    }

    /// Whether the scheme sends a credential at all.
    public var sendsCredential: Bool {
        if case .none = scheme { return false }
        return true
    }

    /// The scheme and the parameter or header name, never the value: `queryParameter(appid)`.
    public var description: String {
        switch scheme {
        case .none: "none"
        case .queryParameter(let name, _): "queryParameter(\(name))"
        case .header(let name, _): "header(\(name))"
        case .bearer: "bearerToken"
        }
    }

    /// The secret values redaction must remove: the key of a query or header scheme, or the last tokens
    /// a bearer scheme sent.
    var knownSecrets: [String] {
        switch scheme {
        case .none: []
        case .bearer: issuedTokens.current
        case .queryParameter(_, let value), .header(_, let value): [value]
        }
    }

    /// Adds the credential to `request` and returns the secret it added (for redaction), or `nil`
    /// when the scheme adds none.
    ///
    /// - Throws: `WeatherError` `.unauthorized` when the credential is empty; what a bearer source
    ///   throws, as a `WeatherError`.
    func authorize(_ request: inout HTTPRequest, service: String) async throws -> String? {
        switch scheme {
        case .none:
            return nil
        case .queryParameter(let name, let value):
            try requirePresent(value, service: service)
            let existing = request.url.query(percentEncoded: true) ?? ""
            if Self.query(existing, contains: URLQuery.percentEncode(name)) {
                // Replaces the copy the URL already has (a redirect's `Location` may repeat the query).
                var query = try URLQuery(percentEncoded: existing)
                query.items.removeAll { $0.name == name }
                query.append(name, value)
                request.url = try query.applied(to: request.url)
            } else {
                try request.appendQueryItem(name: name, value: value)
            }
            return value
        case .header(let name, let value):
            try requirePresent(value, service: service)
            request.setValue(value, forHeader: name)
            return value
        case .bearer(let source):
            let token: String
            do {
                token = Self.trimmed(try await source())
            } catch let error as WeatherError {
                throw error
            } catch {
                throw WeatherError(
                    .unauthorized, message: "No token for \(service): \(type(of: error)).",
                    underlying: SendableDescription(error))
            }
            try requirePresent(token, service: service)
            issuedTokens.withLock { tokens in
                guard !tokens.contains(token) else { return }
                tokens.append(token)
                if tokens.count > Self.rememberedTokens { tokens.removeFirst() }
            }
            request.setValue("Bearer " + token, forHeader: "Authorization")
            return token
        }
    }

    /// Whether the percent-encoded `query` has a parameter named `encodedName`.
    private static func query(_ query: String, contains encodedName: String) -> Bool {
        var query = query
        var name = encodedName
        return query.withUTF8 { query in
            name.withUTF8 { name in
                var start = 0
                while start < query.count {
                    var end = start
                    while end < query.count, query[end] != UInt8(ascii: "&") { end += 1 }
                    let length = end - start
                    if length >= name.count,
                        length == name.count || query[start + name.count] == UInt8(ascii: "="),
                        query[start..<start + name.count].elementsEqual(name)
                    {
                        return true
                    }
                    start = end + 1
                }
                return false
            }
        }
    }

    private func requirePresent(_ value: String, service: String) throws {
        guard value.isEmpty else { return }
        throw missingCredentialError ?? WeatherError(.unauthorized, message: "No \(service) credential was given.")
    }

    private static func trimmed(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
