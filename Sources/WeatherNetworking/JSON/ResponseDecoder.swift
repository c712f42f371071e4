import Foundation

/// Which JSON decoder an ``APIClient`` uses for response bodies.
///
/// ``fast`` (the default) is ``WeatherJSONDecoder``; ``foundation`` is Foundation's `JSONDecoder`,
/// made by ``APIClient/Configuration/makeDecoder`` so its strategies apply. Either way the SDK's own
/// parser reads the body first: Foundation's decoder only ever sees bytes it has accepted.
///
/// ```swift
/// import Foundation
///
/// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.example.com")!)
/// configuration.responseDecoder = .foundation
/// ```
public struct ResponseDecoder: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Hashable {
        case fast
        case foundation
    }

    private let kind: Kind

    /// ``WeatherJSONDecoder``: about three times faster than `JSONDecoder`, with equal results.
    public static let fast = ResponseDecoder(kind: .fast)
    /// Foundation's `JSONDecoder`, from ``APIClient/Configuration/makeDecoder``.
    public static let foundation = ResponseDecoder(kind: .foundation)

    /// The decoder's name: `fast` or `foundation`.
    public var description: String {
        switch kind {
        case .fast: "fast"
        case .foundation: "foundation"
        }
    }

}

/// How a request turns a successful response into its value: the body parsed once by the SDK,
/// decoded with the client's ``ResponseDecoder``.
///
/// `.fast` decodes from the parse itself; `.foundation` hands the bytes to Foundation's
/// `JSONDecoder` only after the SDK's parser has accepted them, so input that would stop the
/// process (nesting deeper than 512 levels) never reaches it.
package struct ResponseDecoding {
    /// The parsed body.
    package let body: ResponseBody
    /// The decoder to use.
    package let choice: ResponseDecoder
    /// Makes Foundation's decoder when ``choice`` is ``ResponseDecoder/foundation``.
    package let makeDecoder: () -> JSONDecoder

    /// The decoding of `body` with the choice and decoder factory of `configuration`.
    package init(body: ResponseBody, configuration: APIClient.Configuration) {
        self.init(body: body, choice: configuration.responseDecoder, makeDecoder: configuration.makeDecoder)
    }

    /// The decoding of `body` with `choice`.
    package init(body: ResponseBody, choice: ResponseDecoder, makeDecoder: @escaping () -> JSONDecoder) {
        self.body = body
        self.choice = choice
        self.makeDecoder = makeDecoder
    }

    /// Decodes the body as `type`.
    ///
    /// - Throws: `DecodingError` when the body is not JSON or not a `T`.
    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let document = try body.parsed()
        switch choice {
        case .foundation: return try makeDecoder().decode(type, from: body.data)
        default: return try document.decode(type)
        }
    }
}
