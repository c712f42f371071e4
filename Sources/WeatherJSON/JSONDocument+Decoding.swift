import Foundation

extension JSONDocument {
    /// Parses `data` and decodes a `T` from it, the way `JSONDecoder` with its default settings does.
    ///
    /// - Throws: `DecodingError`: `.dataCorrupted` for malformed JSON (its underlying error is a
    ///   ``JSONReadingError`` naming the byte offset), otherwise the error `T`'s decoding met.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws -> T {
        try parsed(data, userInfo: userInfo).decode(type)
    }

    /// Parses `data`, turning a syntax error into the `DecodingError` that `JSONDecoder` throws.
    package static func parsed(_ data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> JSONDocument {
        do {
            return try JSONDocument(data: data, userInfo: userInfo)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
    }

    /// Decodes a `T` from the whole document: through its `init(json:)` when it is
    /// ``JSONIndexDecodable`` (falling back to `init(from:)` when that read gives up), otherwise
    /// through `init(from:)`.
    ///
    /// - Throws: The `DecodingError` `T`'s decoding met, with its coding path.
    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONTokenDecoder(document: self, index: 0).decodeSelf(type)
    }

    /// Decodes `type` through its `init(json:)` alone, without the fallback to `init(from:)`, so that
    /// tests can show the fast path reads every recorded body by itself.
    ///
    /// - Throws: ``JSONIndexMismatch`` where ``decode(_:)`` would fall back.
    package func decodeWithoutFallback<T: JSONIndexDecodable>(_ type: T.Type) throws -> T {
        try T(json: root)
    }

    /// The whole document, as ``JSONIndexDecodable`` types read it.
    var root: JSONReader {
        JSONReader(document: self, index: 0)
    }

    /// Whether the top-level value is an object with a member named `name`: a cheap test before
    /// decoding a type that needs that member, such as an error body's code.
    package func hasTopLevelMember(_ name: String) -> Bool {
        guard isObject else { return false }
        var name = name
        return name.withUTF8 { carefulValueIndex(ofKey: UnsafeRawBufferPointer($0), inObject: 0) != nil }
    }

    /// Whether the document's top-level value is an object.
    package var isObject: Bool { tokens[0].kind == .object }

    /// Whether the document's top-level value is an array.
    package var isArray: Bool { tokens[0].kind == .array }
}
