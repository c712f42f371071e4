import Foundation
import WeatherJSON

/// A fast JSON decoder for `Decodable` types, a drop-in for Foundation's `JSONDecoder` with its
/// default settings.
///
/// It reads the whole body once, checking it strictly (RFC 8259, UTF-8, at most 512 levels of
/// nesting) and indexing its values without copying them; strings and numbers are converted
/// only when a property asks for them. Values come out equal to those `JSONDecoder` produces, and
/// errors are the same `DecodingError` shapes with the same coding paths: a missing key is
/// `.keyNotFound`, a `null` for a non-optional property `.valueNotFound`, a wrong kind of value
/// `.typeMismatch`, malformed JSON or a number out of range `.dataCorrupted`. `decodeIfPresent`
/// returns `nil` for both a missing key and `null`. When a key repeats, the first one wins, as
/// with `JSONDecoder`.
///
/// It is stricter than `JSONDecoder` in two ways: a trailing comma (`[1,]`) is an error, and only
/// UTF-8 input is read (a UTF-8 byte order mark is skipped). `Date` decodes as `JSONDecoder`'s
/// default does (seconds since 2001), `URL` from a string, `Data` from Base64.
///
/// ```swift
/// import Foundation
///
/// struct Reading: Decodable {
///     var temperature: Double
///     var observedAt: Date?
/// }
///
/// let data = Data(#"{"temperature": 18.5}"#.utf8)
/// let reading = try WeatherJSONDecoder().decode(Reading.self, from: data)  // temperature 18.5, observedAt nil
/// ```
public struct WeatherJSONDecoder: Sendable {
    /// Values handed to the types being decoded through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates a decoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Decodes a value of `type` from the JSON text in `data`.
    ///
    /// - Throws: `DecodingError`: `.dataCorrupted` for malformed JSON (its underlying error names
    ///   the byte offset), otherwise the error the value's `init(from:)` met, with its coding path.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDocument.decode(type, from: data, userInfo: userInfo)
    }
}
