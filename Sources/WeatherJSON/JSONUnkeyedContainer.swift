import Foundation

/// The unkeyed container over one JSON array: a cursor over its elements.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONTokenDecoder
    let count: Int?
    private(set) var currentIndex = 0
    /// The token index of the element at ``currentIndex``.
    private var position: Int

    init(decoder: JSONTokenDecoder) {
        self.decoder = decoder
        self.count = Int(decoder.document.tokens[decoder.index].count)
        self.position = decoder.index + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private var indexKey: JSONCodingKey { JSONCodingKey(intValue: currentIndex) }

    /// The current element's token index, after checking there is one.
    private func current(_ type: Any.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [indexKey], debugDescription: "Unkeyed container is at end."))
        }
        return position
    }

    private mutating func advance() {
        position = decoder.document.skip(position)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try current((Any?).self)
        guard decoder.document.tokens[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try decoder.decodeBool(at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try decoder.decodeString(at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try decoder.decodeDouble(at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try decoder.decodeFloat(at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    private mutating func decodeInteger<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        let value = try decoder.decodeInteger(type, at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decodeValue(type, at: current(type), key: indexKey)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.child(at: current(KeyedDecodingContainer<NestedKey>.self), key: indexKey)
            .container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.child(at: current((any UnkeyedDecodingContainer).self), key: indexKey)
            .unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = decoder.child(at: try current((any Decoder).self), key: indexKey)
        advance()
        return child
    }
}

/// The single-value container over one JSON value.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONTokenDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        decoder.document.tokens[decoder.index].kind == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool(at: decoder.index, key: nil) }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString(at: decoder.index, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeDouble(at: decoder.index, key: nil) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloat(at: decoder.index, key: nil) }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    private func decodeInteger<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        try decoder.decodeInteger(type, at: decoder.index, key: nil)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Double.self {
            return try unsafeBitCast(decode(Double.self), to: T.self)
        }
        if T.self == String.self {
            return try unsafeBitCast(decode(String.self), to: T.self)
        }
        if T.self == Int.self {
            return try unsafeBitCast(decode(Int.self), to: T.self)
        }
        return try decoder.decodeSelf(type)
    }
}
