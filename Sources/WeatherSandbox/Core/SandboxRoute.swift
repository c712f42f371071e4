import Foundation
import WeatherNetworking

/// One kind of URL a stand-in serves: a path pattern matched against the end of the request's path,
/// and the responder that answers it.
///
/// Patterns are path components, `*` matching any one: `"/data/3.0/onecall"`, `"/weathers/*"`. Only
/// the end of the path is compared, so the services' own hosts, local base URLs and emulator prefixes
/// (`/identitytoolkit.googleapis.com/v1/…`) all route the same way.
package struct SandboxRoute: Sendable {
    /// The pattern's components, `*` for any.
    package let pattern: [String]
    /// Answers the request.
    package let respond: @Sendable (SandboxContext) -> SandboxAnswer

    /// A route answered with one whole response.
    package init(_ pattern: String, _ respond: @escaping @Sendable (SandboxContext) -> HTTPResponse) {
        self.pattern = pattern.split(separator: "/").map(String.init)
        self.respond = { .whole(respond($0)) }
    }

    /// A route whose answer may be written as it is read.
    package init(_ pattern: String, answer: @escaping @Sendable (SandboxContext) -> SandboxAnswer) {
        self.pattern = pattern.split(separator: "/").map(String.init)
        self.respond = answer
    }

    /// How specific the route is: the number of components it pins down.
    var specificity: Int { pattern.count }

    /// Whether the route serves a path with `components`.
    func matches(_ components: [Substring]) -> Bool {
        guard components.count >= pattern.count else { return false }
        return zip(pattern, components.suffix(pattern.count)).allSatisfy { $0 == "*" || $0 == $1 }
    }
}

/// A stand-in's answer: a whole response, or a head and a body written in chunks as the reader asks.
package enum SandboxAnswer: Sendable {
    /// The whole response at once.
    case whole(HTTPResponse)
    /// A head, and a body that ``SandboxTransport/send(_:)`` writes whole and
    /// ``SandboxTransport/stream(_:)`` hands over a chunk at a time.
    case chunked(head: HTTPResponse, body: SandboxChunkedBody)
}

/// A body written one chunk at a time, so that a long list is never held whole.
package struct SandboxChunkedBody: Sendable {
    /// The number of chunks (at least one).
    package let count: Int
    /// Writes chunk `index`.
    package let chunk: @Sendable (Int) -> Data

    /// A body of `count` chunks.
    package init(count: Int, chunk: @escaping @Sendable (Int) -> Data) {
        self.count = max(1, count)
        self.chunk = chunk
    }

    /// Every chunk, joined.
    package var whole: Data {
        var data = Data()
        for index in 0..<count {
            data.append(chunk(index))
        }
        return data
    }
}
