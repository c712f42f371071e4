/// One value of a parsed JSON document: where its bytes are and, for arrays and objects, where
/// its subtree ends.
///
/// A document is a flat array of tokens in source order. An object's members follow it as
/// key/value pairs; an array's elements follow it in order; ``next`` skips a whole subtree.
struct JSONToken {
    /// What kind of value the token holds.
    enum Kind: UInt8 {
        case null
        case `true`
        case `false`
        case number
        case string
        case array
        case object
    }

    /// For strings: the offset just after the opening quote. For numbers: the first byte.
    /// For arrays and objects: the offset of the opening bracket.
    var start: Int32
    /// For strings: the number of raw bytes between the quotes. For numbers: their length. For
    /// objects whose keys are unique and unescaped: one bit per key (``keyBit(_:)``), so a lookup
    /// of a key that is not there usually ends without looking at a member.
    var length: Int32
    /// For arrays and objects: the index of the first token after the subtree. For object keys:
    /// a hash of the key's raw bytes. Otherwise the index after the token.
    var next: Int32
    /// For arrays: the number of elements. For objects: the number of members.
    var count: Int32
    /// The kind of value.
    var kind: Kind
    /// Bits from ``Flags``.
    var flags: UInt8

    /// Bits stored in ``flags``.
    enum Flags {
        /// A string that contains at least one escape sequence.
        static let escaped: UInt8 = 1
        /// A number written with a fraction or an exponent.
        static let fractional: UInt8 = 2
        /// An object whose keys may repeat or are escaped: lookups compare every key from the first.
        static let slowKeys: UInt8 = 4
    }

    /// Whether the string holds escape sequences that must be decoded.
    var isEscaped: Bool { flags & Flags.escaped != 0 }

    /// Whether the object needs the careful key lookup.
    var hasSlowKeys: Bool { flags & Flags.slowKeys != 0 }

    /// How Foundation's `DecodingError` messages name the kind of value.
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .true, .false: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}

extension JSONToken {
    /// The bit a key with `hash` sets in its object's key filter (``length``).
    @inline(__always)
    static func keyBit(_ hash: Int32) -> Int32 {
        Int32(bitPattern: 1 << (UInt32(bitPattern: hash) >> 27))
    }

    /// A hash of a key's raw bytes, the same for a token and a `CodingKey` with equal text.
    ///
    /// It reads the length and at most the first and last eight bytes, without a loop, so it costs
    /// the same for any key: equal hashes only mark keys worth comparing byte for byte, so keys that
    /// differ only in their middle (rare in weather bodies) are told apart by that comparison.
    @inline(__always)
    static func keyHash(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        let count = bytes.count
        var first: UInt64 = 0
        var last: UInt64 = 0
        if let base = bytes.baseAddress, count > 0 {
            if count >= 8 {
                first = base.loadUnaligned(as: UInt64.self)
                last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                first = UInt64(base.loadUnaligned(as: UInt32.self))
                last = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            } else {
                // One to three bytes: the first, the middle and the last name them all.
                func byte(_ offset: Int) -> UInt64 { UInt64(base.load(fromByteOffset: offset, as: UInt8.self)) }
                first = byte(0) << 16 | byte(count / 2) << 8 | byte(count - 1)
            }
        }
        var hash = (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15) ^ first
        hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= last
        hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
        return Int32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

/// A growable array of tokens in manually managed memory, so that reading a token costs neither a
/// bounds check nor reference counting. ``JSONDocument`` owns it once parsing succeeds.
struct JSONTokenBuffer {
    private(set) var base: UnsafeMutablePointer<JSONToken>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<JSONToken>.allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: JSONToken) {
        if count == capacity {
            let larger = UnsafeMutablePointer<JSONToken>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> JSONToken {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Frees the memory; the buffer must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }
}
