import Foundation

/// A validated JSON text and its token index.
///
/// The initialiser copies the bytes once, checks them in one pass (RFC 8259 grammar, UTF-8,
/// escapes, nesting depth) and records a flat ``JSONToken`` array. Strings and numbers stay raw
/// until a decoder asks for them.
///
/// A document is immutable once parsed, so one parse can be read by several readers: the response
/// pipeline parses a body once, lets the provider's error recognizer look at it, and then decodes
/// the success value from the same tokens.
package final class JSONDocument: @unchecked Sendable {  // Immutable after `init`; the buffers are never written again.
    /// The deepest nesting of arrays and objects accepted; deeper input is an error, not a crash.
    static let maximumDepth = 512

    /// The zero bytes after the input.
    private static let padding = 8

    /// The input; eight zero bytes follow it in memory, so the parser may read a word past any byte.
    let bytes: UnsafeRawBufferPointer
    /// The values in source order, then one synthetic `null` (see ``nullIndex``).
    let tokens: JSONTokenBuffer
    /// Values given to `Decoder.userInfo`.
    let userInfo: [CodingUserInfoKey: any Sendable]

    /// Parses `data`.
    ///
    /// - Throws: ``JSONReadingError`` when the bytes are not one valid JSON value.
    package init(data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws(JSONReadingError) {
        JSONParseCount.current?.increment()
        guard data.count < Int(Int32.max) - 1 else {
            throw JSONReadingError(offset: 0, reason: "the document is larger than 2 GB")
        }
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: data.count + Self.padding)
        data.copyBytes(to: storage, count: data.count)
        (storage + data.count).initialize(repeating: 0, count: Self.padding)
        bytes = UnsafeRawBufferPointer(start: storage, count: data.count)
        self.userInfo = userInfo
        do {
            var parser = JSONParser(base: storage, count: data.count)
            self.tokens = try parser.parse()
        } catch {
            storage.deallocate()
            throw (error as? JSONReadingError) ?? JSONReadingError(offset: 0, reason: "\(error)")
        }
    }

    deinit {
        bytes.deallocate()
        tokens.deallocate()
    }

    /// The index of a `null` token that no input value uses, for decoders of missing values.
    var nullIndex: Int { tokens.count - 1 }

    /// The index of the token after the value at `index` and its subtree.
    @inline(__always)
    func skip(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .array, .object: return Int(token.next)
        default: return index + 1
        }
    }

    /// The raw bytes of a string or number token.
    @inline(__always)
    func rawBytes(_ token: JSONToken) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start + Int(token.start), count: Int(token.length))
    }

    /// The first byte of the input.
    private var start: UnsafeRawPointer {
        // `bytes` comes from an allocation, so it always has a base address.
        bytes.baseAddress ?? UnsafeRawPointer(tokens.base)
    }
}

/// Why a JSON text could not be read: the byte offset and a short reason.
///
/// It is the `underlyingError` of the `DecodingError.dataCorrupted` that decoding malformed
/// input throws.
package struct JSONReadingError: Error, CustomStringConvertible, Sendable {
    /// The offset of the first byte that could not be read.
    package var offset: Int
    /// What was wrong there.
    package var reason: String

    /// Creates an error at `offset`.
    package init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    /// `Invalid JSON at byte 12: expected ':'.`
    package var description: String { "Invalid JSON at byte \(offset): \(reason)." }
}
