import Foundation

/// The scheme, host and port of a URL: what a browser calls its origin.
package struct Origin: Hashable, Sendable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    package var scheme: String
    /// The host, lower-cased.
    package var host: String
    /// The port, with the scheme's default filled in.
    package var port: Int

    /// The origin of `url`, or `nil` when it has no scheme or host.
    package init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }

    /// `https://api.example.com:443`.
    package var description: String { "\(scheme)://\(host):\(port)" }
}

/// How the pipeline treats a redirect (301, 302, 303, 307, 308 with a `Location`).
///
/// Transports hand redirects back instead of following them, so that this one rule decides:
/// - a redirect to the same origin (scheme, host and port) is followed, the credential added again;
/// - a redirect from `https` to `http` is refused, whatever the service;
/// - a redirect to another origin is refused when the service sends a credential, so an API key
///   never travels to a host it was not meant for (even when the server copied it into `Location`),
///   and followed for keyless services.
///
/// A refused redirect ends the call with `WeatherError` code `.redirectRefused`; more than
/// ``maximumHops`` redirects end it with `.invalidResponse`. 303 turns the request into a `GET`
/// without a body, as do 301 and 302 after a `POST`; 307 and 308 keep the method and body.
package struct RedirectRule: Sendable {
    /// The most redirects followed for one attempt.
    package static let maximumHops = 5

    /// The origins of the service: its base URLs.
    package var trustedOrigins: Set<Origin>
    /// Whether the service sends a credential, which makes other origins off limits.
    package var sendsCredential: Bool
    /// The service's name, for messages.
    package var service: String

    /// Sends `request` through `exchange`, following redirects as the rule allows, and returns the
    /// final response with the request that produced it.
    package func follow<Outcome>(
        _ request: HTTPRequest,
        exchange: (HTTPRequest) async throws -> (head: HTTPResponse, outcome: Outcome)
    ) async throws -> (request: HTTPRequest, head: HTTPResponse, outcome: Outcome) {
        var current = request
        var hops = 0
        while true {
            let result = try await exchange(current)
            guard let target = try redirectTarget(of: result.head, from: current) else {
                return (current, result.head, result.outcome)
            }
            hops += 1
            guard hops <= Self.maximumHops else {
                throw WeatherError(
                    .invalidResponse,
                    message: "\(service) redirected more than \(Self.maximumHops) times: \(request).",
                    statusCode: result.head.statusCode)
            }
            current = try next(current, to: target, status: result.head.statusCode)
        }
    }

    /// Where a redirect response points, or `nil` when the response is not a redirect to follow.
    private func redirectTarget(of head: HTTPResponse, from request: HTTPRequest) throws -> URL? {
        guard [301, 302, 303, 307, 308].contains(head.statusCode),
            let location = head.value(forHeader: "Location")?.trimmingCharacters(in: .whitespaces),
            !location.isEmpty
        else { return nil }
        guard let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let origin = Origin(target), ["http", "https"].contains(origin.scheme)
        else {
            throw WeatherError(
                .invalidResponse, message: "\(service) redirected to an address that cannot be followed: \(request).",
                statusCode: head.statusCode)
        }
        let from = Origin(request.url)
        if from?.scheme == "https", origin.scheme == "http" {
            throw refusal("from https to http", target: target, request: request, status: head.statusCode)
        }
        if sendsCredential, !trustedOrigins.contains(origin) {
            throw refusal("to another origin", target: target, request: request, status: head.statusCode)
        }
        return target
    }

    private func next(_ request: HTTPRequest, to target: URL, status: Int) throws -> HTTPRequest {
        var next = request
        next.url = target
        if status == 303 || ((status == 301 || status == 302) && request.method == .post) {
            next.method = .get
            next.body = nil
            next.setValue(nil, forHeader: "Content-Type")
        }
        return next
    }

    private func refusal(_ what: String, target: URL, request: HTTPRequest, status: Int) -> WeatherError {
        let destination = Origin(target)?.description ?? "another address"
        return WeatherError(
            .redirectRefused,
            message: "\(service) redirected \(what) (\(destination)); the SDK does not follow it "
                + "\(sendsCredential ? "with the service's credential" : "over plain http"): \(request).",
            statusCode: status)
    }
}
