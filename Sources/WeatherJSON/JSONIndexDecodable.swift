/// A type that ``WeatherJSONDecoder`` builds straight from its token index, without the
/// containers of the `Decoder` protocol.
///
/// Through `Decoder`, every object costs a child decoder, a boxed keyed container and several
/// dynamic calls per member; for a One Call body's 48 hours and 8 days that is most of the
/// decoding time. A conforming type reads its members from a ``JSONObjectReader`` instead, with
/// direct calls.
///
/// It is an optimisation only. Whenever `init(json:)` throws, the decoder decodes the same value
/// again through `init(from:)`, which produces the value or the error with its coding path. So
/// `init(json:)` must read the same keys, with the same meaning, as `init(from:)`: it may give up
/// where `init(from:)` would succeed, but must never succeed with a different value. The
/// providers' differential tests decode every recorded body both ways and compare.
package protocol JSONIndexDecodable: Decodable {
    /// Reads the value at `json`; throws when it is not what `init(from:)` expects.
    init(json: JSONReader) throws
}

/// An array reads its elements through their `init(json:)`.
extension Array: JSONIndexDecodable where Element: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        self = try json.array(of: Element.self)
    }
}

/// Why a ``JSONIndexDecodable`` read gave up: the decoder then decodes through `init(from:)`.
package struct JSONIndexMismatch: Error {
    package init() {}
}

/// One value of a parsed document, as ``JSONIndexDecodable`` types read it.
package struct JSONReader {
    private let document: JSONDocument
    private let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// The value as an object whose members are named by `Key`.
    package func object<Key: CodingKey>(keyedBy type: Key.Type) throws -> JSONObjectReader<Key> {
        guard document.tokens[index].kind == .object else { throw JSONIndexMismatch() }
        return JSONObjectReader(document: document, index: index)
    }

    /// The value as an array of `Element`s.
    package func array<Element: JSONIndexDecodable>(of type: Element.Type) throws -> [Element] {
        let token = document.tokens[index]
        guard token.kind == .array else { throw JSONIndexMismatch() }
        var elements: [Element] = []
        elements.reserveCapacity(Int(token.count))
        var position = index + 1
        for _ in 0..<token.count {
            elements.append(try Element(json: JSONReader(document: document, index: position)))
            position = document.skip(position)
        }
        return elements
    }

    /// The value as a `Double`, read as `JSONDecoder` reads it.
    package func double() throws -> Double { try document.readDouble(at: index) }

    /// The value as a string, with escapes decoded.
    package func string() throws -> String { try document.readString(at: index) }

    /// The value as any `Decodable` type: through `init(json:)` when `T` has one, otherwise
    /// through the `Decoder` path.
    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = JSONTokenDecoder(document: document, index: index)
        do {
            return try decoder.decodeSelf(type)
        } catch {
            throw JSONIndexMismatch()
        }
    }
}

/// The members of one object, found by key, as ``JSONIndexDecodable`` types read them.
///
/// `decode` requires the key and a value of the asked type; `decodeIfPresent` returns `nil` for a
/// missing key or `null`, like the methods of `KeyedDecodingContainer` with the same names.
/// Lookups start after the member the last one found, so reading keys in the order the service
/// writes them looks at one member each.
package struct JSONObjectReader<Key: CodingKey> {
    // The generic part only names keys; the lookups and reads run in the non-generic cursor, which
    // is optimized once here whatever `Key` is, rather than dispatched through `Key`'s witnesses.
    private var cursor: JSONObjectCursor

    init(document: JSONDocument, index: Int) {
        cursor = JSONObjectCursor(document: document, index: index)
    }

    /// The `Double` under `key`.
    package mutating func decode(_ key: Key) throws -> Double { try cursor.double(name(key)) }
    /// The `Int` under `key`.
    package mutating func decode(_ key: Key) throws -> Int { try cursor.integer(name(key)) }
    /// The `Int64` under `key`.
    package mutating func decode(_ key: Key) throws -> Int64 { try cursor.integer64(name(key)) }
    /// The string under `key`.
    package mutating func decode(_ key: Key) throws -> String { try cursor.string(name(key)) }
    /// The `Bool` under `key`.
    package mutating func decode(_ key: Key) throws -> Bool { try cursor.bool(name(key)) }

    /// The object or array under `key`.
    package mutating func decode<Value: JSONIndexDecodable>(_ key: Key) throws -> Value {
        try Value(json: cursor.reader(name(key)))
    }

    /// The `Double` under `key`, or `nil`.
    package mutating func decodeIfPresent(_ key: Key) throws -> Double? { try cursor.doubleIfPresent(name(key)) }
    /// The `Int` under `key`, or `nil`.
    package mutating func decodeIfPresent(_ key: Key) throws -> Int? { try cursor.integerIfPresent(name(key)) }
    /// The `Int64` under `key`, or `nil`.
    package mutating func decodeIfPresent(_ key: Key) throws -> Int64? {
        try cursor.integer64IfPresent(name(key))
    }
    /// The string under `key`, or `nil`.
    package mutating func decodeIfPresent(_ key: Key) throws -> String? { try cursor.stringIfPresent(name(key)) }
    /// The `Bool` under `key`, or `nil`.
    package mutating func decodeIfPresent(_ key: Key) throws -> Bool? { try cursor.boolIfPresent(name(key)) }

    /// The object or array under `key`, or `nil`.
    package mutating func decodeIfPresent<Value: JSONIndexDecodable>(_ key: Key) throws -> Value? {
        guard let reader = cursor.readerIfPresent(name(key)) else { return nil }
        return try Value(json: reader)
    }

    /// A value of a type without `init(json:)` under `key`, or `nil`, through the `Decoder` path.
    package mutating func decodeIfPresent<Value: Decodable>(_ key: Key, as type: Value.Type) throws -> Value? {
        guard let reader = cursor.readerIfPresent(name(key)) else { return nil }
        return try reader.decode(type)
    }

    /// The name of `key`; debug builds also tell the ``JSONKeyAudit`` of the task, if any.
    @inline(__always)
    private func name(_ key: Key) -> String {
        #if DEBUG
        JSONKeyAudit.current?.record(key)
        #endif
        return key.stringValue
    }
}

/// The members of one object, found by name: the work behind ``JSONObjectReader``.
///
/// Lookups start after the member the last one found, so reading keys in the order the service
/// writes them looks at one member each.
struct JSONObjectCursor {
    private let document: JSONDocument
    private let index: Int
    private var hint = 0

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// The token index of the value under `name`, or `nil`.
    private mutating func valueIndex(_ name: String) -> Int? {
        // A key's name is a literal, stored as UTF-8: read it in place, without a copy.
        if let found = name.utf8.withContiguousStorageIfAvailable({ bytes in
            document.valueIndex(ofKey: UnsafeRawBufferPointer(bytes), inObject: index, hint: &hint)
        }) {
            return found
        }
        var name = name
        return name.withUTF8 { bytes in
            document.valueIndex(ofKey: UnsafeRawBufferPointer(bytes), inObject: index, hint: &hint)
        }
    }

    /// The token index of the value under `name`; throws when there is none.
    private mutating func required(_ name: String) throws -> Int {
        guard let value = valueIndex(name) else { throw JSONIndexMismatch() }
        return value
    }

    /// The token index of the value under `name`, or `nil` when there is none or it is `null`.
    private mutating func present(_ name: String) -> Int? {
        guard let value = valueIndex(name), document.tokens[value].kind != .null else { return nil }
        return value
    }

    mutating func double(_ name: String) throws -> Double { try document.readDouble(at: required(name)) }
    mutating func integer(_ name: String) throws -> Int { try document.readInteger(at: required(name), as: Int.self) }
    mutating func integer64(_ name: String) throws -> Int64 {
        try document.readInteger(at: required(name), as: Int64.self)
    }
    mutating func string(_ name: String) throws -> String { try document.readString(at: required(name)) }
    mutating func bool(_ name: String) throws -> Bool { try document.readBool(at: required(name)) }
    mutating func reader(_ name: String) throws -> JSONReader {
        JSONReader(document: document, index: try required(name))
    }

    mutating func doubleIfPresent(_ name: String) throws -> Double? {
        guard let value = present(name) else { return nil }
        return try document.readDouble(at: value)
    }
    mutating func integerIfPresent(_ name: String) throws -> Int? {
        guard let value = present(name) else { return nil }
        return try document.readInteger(at: value, as: Int.self)
    }
    mutating func integer64IfPresent(_ name: String) throws -> Int64? {
        guard let value = present(name) else { return nil }
        return try document.readInteger(at: value, as: Int64.self)
    }
    mutating func stringIfPresent(_ name: String) throws -> String? {
        guard let value = present(name) else { return nil }
        return try document.readString(at: value)
    }
    mutating func boolIfPresent(_ name: String) throws -> Bool? {
        guard let value = present(name) else { return nil }
        return try document.readBool(at: value)
    }
    mutating func readerIfPresent(_ name: String) -> JSONReader? {
        present(name).map { JSONReader(document: document, index: $0) }
    }
}

/// Reading values for ``JSONReader`` and ``JSONObjectReader``: the checks of the `Decoder` path,
/// with ``JSONIndexMismatch`` in place of its errors.
extension JSONDocument {
    func readDouble(at index: Int) throws -> Double {
        let token = tokens[index]
        guard token.kind == .number, let value = double(token) else { throw JSONIndexMismatch() }
        return value
    }

    func readInteger<Value: FixedWidthInteger>(at index: Int, as type: Value.Type) throws -> Value {
        let token = tokens[index]
        guard token.kind == .number, let value = integer(token, as: type) else { throw JSONIndexMismatch() }
        return value
    }

    func readString(at index: Int) throws -> String {
        let token = tokens[index]
        guard token.kind == .string else { throw JSONIndexMismatch() }
        return string(token)
    }

    func readBool(at index: Int) throws -> Bool {
        switch tokens[index].kind {
        case .true: return true
        case .false: return false
        default: throw JSONIndexMismatch()
        }
    }
}
