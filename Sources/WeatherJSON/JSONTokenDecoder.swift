import Foundation

/// The `Decoder` over one value of a ``JSONDocument``.
///
/// Nested values get their own decoder that points at its parent, so the coding path is built
/// only when an error needs it. Errors have the shapes Foundation's `JSONDecoder` uses.
final class JSONTokenDecoder: Decoder {
    let document: JSONDocument
    /// The index of this decoder's value in ``JSONDocument/tokens``.
    let index: Int
    private let parent: JSONTokenDecoder?
    private let key: (any CodingKey)?
    /// Where the last keyed lookup found its key, to start the next one there.
    @exclusivity(unchecked) var keyHint = 0
    /// The value index of each key of an object with slow keys (many members, escaped or repeated
    /// keys), built on the first lookup so that every lookup after it costs one hash: reading all the
    /// members of such an object, as a dictionary does, is then linear in their number, not quadratic.
    private var slowMembers: [String: Int]?

    init(document: JSONDocument, index: Int, parent: JSONTokenDecoder? = nil, key: (any CodingKey)? = nil) {
        self.document = document
        self.index = index
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var decoder: JSONTokenDecoder? = self
        while let current = decoder, let key = current.key {
            path.append(key)
            decoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

    /// The token index of the value stored under `name` in this decoder's object, which has slow keys;
    /// the first of equal keys wins, as with Foundation's `JSONDecoder`.
    func slowMemberIndex(of name: String) -> Int? {
        if let slowMembers { return slowMembers[name] }
        var members: [String: Int] = [:]
        var member = index + 1
        let end = Int(document.tokens[index].next)
        while member < end {
            let key = document.string(document.tokens[member])
            if members[key] == nil {
                members[key] = member + 1
            }
            member = document.skip(member + 1)
        }
        slowMembers = members
        return members[name]
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let token = document.tokens[index]
        guard token.kind == .object else {
            if token.kind == .null {
                throw DecodingError.valueNotFound(
                    [String: Any].self,
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Cannot get keyed decoding container -- found null value instead"))
            }
            throw typeMismatch([String: Any].self, token, path: codingPath)
        }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let token = document.tokens[index]
        guard token.kind == .array else {
            if token.kind == .null {
                throw DecodingError.valueNotFound(
                    [Any].self,
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
            }
            throw typeMismatch([Any].self, token, path: codingPath)
        }
        return JSONUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self)
    }

    /// A decoder for the value at `index`, reached from this one through `key`.
    func child(at index: Int, key: any CodingKey) -> JSONTokenDecoder {
        JSONTokenDecoder(document: document, index: index, parent: self, key: key)
    }

    func typeMismatch(_ type: Any.Type, _ token: JSONToken, path: @autoclosure () -> [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            DecodingError.Context(
                codingPath: path(),
                debugDescription: "Expected to decode \(type) but found \(token.kindDescription) instead."))
    }
}

// MARK: - Values

extension JSONTokenDecoder {
    /// Decodes the value at `valueIndex` as `type`; `path` is that value's coding path.
    ///
    /// Numbers, strings and booleans are read in place; `URL` and `Data` (Base64) are read the way
    /// Foundation's `JSONDecoder` reads them by default; anything else decodes itself through a
    /// child decoder.
    @inline(__always)
    func decodeValue<T: Decodable>(
        _ type: T.Type, at valueIndex: Int, key: @autoclosure () -> any CodingKey
    ) throws -> T {
        if T.self == Double.self {
            return try unsafeBitCast(decodeDouble(at: valueIndex, key: key()), to: T.self)
        }
        if T.self == String.self {
            return try unsafeBitCast(decodeString(at: valueIndex, key: key()), to: T.self)
        }
        if T.self == Int.self {
            return try unsafeBitCast(decodeInteger(Int.self, at: valueIndex, key: key()), to: T.self)
        }
        if T.self == Int64.self {
            return try unsafeBitCast(decodeInteger(Int64.self, at: valueIndex, key: key()), to: T.self)
        }
        if T.self == Bool.self {
            return try unsafeBitCast(decodeBool(at: valueIndex, key: key()), to: T.self)
        }
        let decoder = child(at: valueIndex, key: key())
        return try decoder.decodeSelf(type)
    }

    /// Decodes this decoder's own value as `type`, with Foundation's special cases.
    ///
    /// A ``JSONIndexDecodable`` type is read through `init(json:)` first; when that gives up, it
    /// decodes through `init(from:)`, which reports the error with its path.
    func decodeSelf<T: Decodable>(_ type: T.Type) throws -> T {
        if let indexed = T.self as? any JSONIndexDecodable.Type, let value = readIndexed(indexed, as: type) {
            return value
        }
        if T.self == URL.self {
            let text = try decodeString(at: index, key: nil)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: codingPath, debugDescription: "Invalid URL string."))
            }
            return unsafeBitCast(url, to: T.self)
        }
        if T.self == Data.self {
            let text = try decodeString(at: index, key: nil)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return unsafeBitCast(data, to: T.self)
        }
        return try T(from: self)
    }

    /// This decoder's value read through `Indexed.init(json:)`, or `nil` when that throws.
    private func readIndexed<Indexed: JSONIndexDecodable, T>(_ indexed: Indexed.Type, as type: T.Type) -> T? {
        (try? Indexed(json: JSONReader(document: document, index: index))) as? T
    }

    /// The coding path of the value reached through `key`, or of this decoder's value for `nil`.
    func path(_ key: (any CodingKey)?) -> [any CodingKey] {
        guard let key else { return codingPath }
        return codingPath + [key]
    }

    func valueNotFound(_ type: Any.Type, key: (any CodingKey)?) -> DecodingError {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: path(key), debugDescription: "Cannot get value of type \(type) -- found null value instead")
        )
    }

    func decodeDouble(at valueIndex: Int, key: (any CodingKey)?) throws -> Double {
        let token = document.tokens[valueIndex]
        guard token.kind == .number else { throw mismatch(Double.self, token, key: key) }
        guard let value = document.double(token) else { throw notRepresentable(Double.self, token, key: key) }
        return value
    }

    func decodeFloat(at valueIndex: Int, key: (any CodingKey)?) throws -> Float {
        let token = document.tokens[valueIndex]
        guard token.kind == .number else { throw mismatch(Float.self, token, key: key) }
        guard let value = document.double(token).map(Float.init), value.isFinite else {
            throw notRepresentable(Float.self, token, key: key)
        }
        return value
    }

    func decodeInteger<Value: FixedWidthInteger>(
        _ type: Value.Type, at valueIndex: Int, key: (any CodingKey)?
    ) throws
        -> Value
    {
        let token = document.tokens[valueIndex]
        guard token.kind == .number else { throw mismatch(type, token, key: key) }
        guard let value = document.integer(token, as: type) else { throw notRepresentable(type, token, key: key) }
        return value
    }

    func decodeString(at valueIndex: Int, key: (any CodingKey)?) throws -> String {
        let token = document.tokens[valueIndex]
        guard token.kind == .string else { throw mismatch(String.self, token, key: key) }
        return document.string(token)
    }

    func decodeBool(at valueIndex: Int, key: (any CodingKey)?) throws -> Bool {
        switch document.tokens[valueIndex].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, document.tokens[valueIndex], key: key)
        }
    }

    private func mismatch(_ type: Any.Type, _ token: JSONToken, key: (any CodingKey)?) -> DecodingError {
        token.kind == .null ? valueNotFound(type, key: key) : typeMismatch(type, token, path: path(key))
    }

    private func notRepresentable(_ type: Any.Type, _ token: JSONToken, key: (any CodingKey)?) -> DecodingError {
        let text = String(decoding: document.rawBytes(token), as: UTF8.self)
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path(key), debugDescription: "Number \(text) is not representable in Swift as \(type)."))
    }
}
