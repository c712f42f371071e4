import Foundation
import WeatherJSON

/// A response body, parsed once by the SDK's own JSON parser.
///
/// The pipeline makes one for every response whose body looks like JSON (its first character
/// other than white space is `{` or `[`), hands it to the provider's ``ErrorRecognizer``, and then
/// decodes the success value from the same parse: no body is parsed twice, and no response byte
/// reaches Foundation's `JSONDecoder` or `JSONSerialization`, which stop the process on deeply
/// nested input. The parser is strict (RFC 8259, UTF-8, at most 512 levels of nesting) and turns
/// anything else into an error.
///
/// ```swift
/// import WeatherModels
///
/// struct ServiceError: Decodable { var message: String }
///
/// let recognizer = ErrorRecognizer { response, body in
///     guard let error = try? body.decode(ServiceError.self) else { return nil }
///     return WeatherError(.badRequest, message: error.message, statusCode: response.statusCode)
/// }
/// ```
public struct ResponseBody: Sendable {
    /// The bytes as received.
    public let data: Data
    /// The parsed JSON, when the body is JSON.
    package let document: JSONDocument?
    /// Why the body, which looks like JSON, could not be parsed.
    package let syntaxError: JSONReadingError?

    /// Parses `data` when it looks like JSON; other bodies (HTML pages, plain text, nothing) are kept
    /// as bytes only.
    public init(_ data: Data) {
        self.data = data
        guard Self.looksLikeJSON(data) else {
            document = nil
            syntaxError = nil
            return
        }
        do {
            document = try JSONDocument(data: data)
            syntaxError = nil
        } catch {
            document = nil
            syntaxError = error
        }
    }

    /// Whether the body is well-formed JSON.
    package var isJSON: Bool { document != nil }

    /// Whether the body is a JSON object with a member named `name`, such as an error body's `"cod"`:
    /// a cheap test before ``decode(_:)``.
    public func hasMember(_ name: String) -> Bool {
        document?.hasTopLevelMember(name) ?? false
    }

    /// Decodes `type` from the parsed body, as `JSONDecoder` with its default settings would.
    ///
    /// - Throws: `DecodingError` when the body is not JSON or does not hold a `T`.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try parsed().decode(type)
    }

    /// The parsed document.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the body is not JSON, naming why.
    package func parsed() throws -> JSONDocument {
        if let document { return document }
        let reason: String =
            if let syntaxError {
                syntaxError.description
            } else if data.isEmpty {
                "The body is empty."
            } else {
                "The body is not JSON."
            }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: reason, underlyingError: syntaxError))
    }

    /// Whether the first byte that is not white space (after a UTF-8 byte order mark) opens an
    /// object or an array.
    static func looksLikeJSON(_ data: Data) -> Bool {
        var index = data.startIndex
        if data.count >= 3, data[index] == 0xEF, data[index + 1] == 0xBB, data[index + 2] == 0xBF {
            index += 3
        }
        while index < data.endIndex {
            switch data[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }
}

/// Reads a provider's error body: turns a response into the `WeatherError` it stands for, or
/// returns `nil` when it is not an error body.
///
/// The pipeline calls it for every response, success or not, with the body already parsed
/// (``ResponseBody``), because some services answer errors with a 2xx status (OpenWeather's
/// `{"cod": "404"}`). For a non-2xx response it returns `nil`, the pipeline maps the status
/// (400 `.badRequest`, 401 `.unauthorized`, 404 `.notFound`, 429 `.rateLimited`, 5xx `.server`…).
/// The `statusCode` and `retryAfter` of the error it returns are filled in from the response when
/// it leaves them empty.
///
/// ```swift
/// import WeatherModels
///
/// struct Envelope: Decodable {
///     struct Detail: Decodable { var message: String }
///     var error: Detail
/// }
///
/// let recognizer = ErrorRecognizer { response, body in
///     guard !response.isSuccess, let envelope = try? body.decode(Envelope.self) else { return nil }
///     return WeatherError(.notFound, message: envelope.error.message)
/// }
/// ```
public struct ErrorRecognizer: Sendable {
    private let recognize: @Sendable (HTTPResponse, ResponseBody) -> WeatherError?

    /// Creates a recognizer from a function of the response and its parsed body.
    public init(_ recognize: @escaping @Sendable (HTTPResponse, ResponseBody) -> WeatherError?) {
        self.recognize = recognize
    }

    /// Recognizes nothing: non-2xx responses are mapped by their status alone.
    public static let none = ErrorRecognizer { _, _ in nil }

    /// The error `response` stands for, or `nil`.
    public func error(for response: HTTPResponse, body: ResponseBody) -> WeatherError? {
        recognize(response, body)
    }
}
