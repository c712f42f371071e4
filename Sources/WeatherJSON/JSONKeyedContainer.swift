import Foundation

/// The keyed container over one JSON object.
///
/// Keys are found as ``JSONDocument/valueIndex(ofKey:inObject:hint:)`` describes; the decoder
/// keeps the hint between lookups.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONTokenDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        let document = decoder.document
        var keys: [Key] = []
        var seen = Set<String>()
        var member = decoder.index + 1
        let end = Int(document.tokens[decoder.index].next)
        while member < end {
            let name = document.string(document.tokens[member])
            if seen.insert(name).inserted, let key = Key(stringValue: name) {
                keys.append(key)
            }
            member = document.skip(member + 1)
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    /// The token index of the value stored under `key`, or `nil` when the object has no such key.
    func valueIndex(for key: Key) -> Int? {
        if decoder.document.tokens[decoder.index].hasSlowKeys {
            return decoder.slowMemberIndex(of: key.stringValue)
        }
        var name = key.stringValue
        return name.withUTF8 { bytes in
            decoder.document.valueIndex(
                ofKey: UnsafeRawBufferPointer(bytes), inObject: decoder.index, hint: &decoder.keyHint)
        }
    }

    private func requiredIndex(for key: Key) throws -> Int {
        guard let index = valueIndex(for: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return index
    }

    /// The index of a present, non-null value, or `nil` for a missing key or `null`.
    private func presentIndex(for key: Key) -> Int? {
        guard let index = valueIndex(for: key), decoder.document.tokens[index].kind != .null else { return nil }
        return index
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.document.tokens[try requiredIndex(for: key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decoder.decodeBool(at: requiredIndex(for: key), key: key)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.decodeString(at: requiredIndex(for: key), key: key)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decoder.decodeDouble(at: requiredIndex(for: key), key: key)
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decoder.decodeFloat(at: requiredIndex(for: key), key: key)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeInteger(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeInteger(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeInteger(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeInteger(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeInteger(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeInteger(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeInteger(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeInteger(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeInteger(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeInteger(type, key) }

    private func decodeInteger<Value: FixedWidthInteger>(_ type: Value.Type, _ key: Key) throws -> Value {
        try decoder.decodeInteger(type, at: requiredIndex(for: key), key: key)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decodeValue(type, at: requiredIndex(for: key), key: key)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeBool(at: index, key: key)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeString(at: index, key: key)
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeDouble(at: index, key: key)
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeFloat(at: index, key: key)
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(type, key) }

    private func integerIfPresent<Value: FixedWidthInteger>(_ type: Value.Type, _ key: Key) throws -> Value? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeInteger(type, at: index, key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentIndex(for: key) else { return nil }
        return try decoder.decodeValue(type, at: index, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.child(at: requiredIndex(for: key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(at: requiredIndex(for: key), key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = JSONCodingKey(stringValue: "super")
        var name = key.stringValue
        let index = name.withUTF8 {
            decoder.document.carefulValueIndex(ofKey: UnsafeRawBufferPointer($0), inObject: decoder.index)
        }
        return decoder.child(at: index ?? decoder.document.nullIndex, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(at: valueIndex(for: key) ?? decoder.document.nullIndex, key: key)
    }
}

/// A coding key for array positions (`"Index 3"`, like Foundation's) and for `super`.
///
/// A position's text is built only when something reads it (an error's coding path), not for
/// every element decoded; the key fits an existential's inline buffer, so passing it as
/// `any CodingKey` allocates nothing.
struct JSONCodingKey: CodingKey {
    /// The name of a named key; `nil` for a position.
    private let name: String?
    /// The position of a positional key.
    private let position: Int

    init(stringValue: String) {
        name = stringValue
        position = 0
    }

    init(intValue: Int) {
        name = nil
        position = intValue
    }

    var stringValue: String { name ?? "Index \(position)" }

    var intValue: Int? { name == nil ? position : nil }
}
