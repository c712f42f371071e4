import Foundation

/// Splits a JSON array that arrives in chunks into the text of its elements, one at a time, without
/// holding the whole array: feed it chunks with ``append(_:)`` and decode each element it returns
/// with the usual decoder; call ``finish()`` after the last chunk.
///
/// It checks only the array's shape (the brackets, commas, strings and escapes at the top level);
/// each element's own syntax is left to the decoder. Problems are ``JSONReadingError``s that give
/// the byte offset, never the body's text.
///
/// ```
/// var splitter = JSONArraySplitter()
/// for try await chunk in streamed.body {
///     for element in try splitter.append(chunk) {
///         items.append(try decoder.decode(Item.self, from: element))
///     }
/// }
/// try splitter.finish()
/// ```
package struct JSONArraySplitter: Sendable {
    private enum State: Sendable {
        /// Before the opening `[`.
        case beforeArray
        /// After `[` (first) or a `,`: an element or, after `[` only, the closing `]`.
        case beforeElement(first: Bool)
        /// Inside an element.
        case inElement
        /// After an element: a `,` or the closing `]`.
        case afterElement
        /// After the closing `]`: only white space may follow.
        case finished
    }

    /// The longest element accepted, in bytes.
    package let maximumElementSize: Int
    private var state = State.beforeArray
    private var element: [UInt8] = []
    /// Open `{` and `[` inside the current element.
    private var depth = 0
    private var isInString = false
    private var isEscaped = false
    /// Whether the current element is a number or a literal (it ends at a delimiter).
    private var isBareValue = false
    /// Bytes read so far, for error messages.
    private var offset = 0

    /// Creates a splitter that refuses elements longer than `maximumElementSize` bytes.
    package init(maximumElementSize: Int = 1024 * 1024) {
        self.maximumElementSize = maximumElementSize
    }

    /// Whether the closing `]` has been read.
    package var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// Reads `chunk` and returns the elements it completes, in order.
    ///
    /// - Throws: ``JSONReadingError`` when the text is not an array of elements.
    package mutating func append(_ chunk: Data) throws -> [Data] {
        var elements: [Data] = []
        try chunk.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            for byte in buffer {
                try read(byte, into: &elements)
                offset += 1
            }
        }
        return elements
    }

    /// Checks that the array was closed.
    ///
    /// - Throws: ``JSONReadingError`` when the text ended before the closing `]`.
    package func finish() throws {
        guard isFinished else {
            throw failure("the array ends early, after \(offset) bytes, without its closing ']'")
        }
    }

    private mutating func read(_ byte: UInt8, into elements: inout [Data]) throws {
        switch state {
        case .beforeArray:
            guard !Self.isWhiteSpace(byte) else { return }
            guard byte == UInt8(ascii: "[") else { throw unexpected(byte, expecting: "'['") }
            state = .beforeElement(first: true)
        case .beforeElement(let first):
            guard !Self.isWhiteSpace(byte) else { return }
            switch byte {
            case UInt8(ascii: "]") where first:
                state = .finished
            case UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: ":"):
                throw unexpected(byte, expecting: "an element")
            default:
                startElement(with: byte)
                if !isBareValue, !isInString, depth == 0 {
                    try complete(into: &elements)
                }
            }
        case .inElement:
            try continueElement(with: byte, into: &elements)
        case .afterElement:
            guard !Self.isWhiteSpace(byte) else { return }
            switch byte {
            case UInt8(ascii: ","): state = .beforeElement(first: false)
            case UInt8(ascii: "]"): state = .finished
            default: throw unexpected(byte, expecting: "',' or ']'")
            }
        case .finished:
            guard Self.isWhiteSpace(byte) else { throw unexpected(byte, expecting: "nothing after the array") }
        }
    }

    private mutating func startElement(with byte: UInt8) {
        element.removeAll(keepingCapacity: true)
        element.append(byte)
        state = .inElement
        isBareValue = false
        isEscaped = false
        isInString = false
        depth = 0
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
        case UInt8(ascii: "\""): isInString = true
        default: isBareValue = true
        }
    }

    private mutating func continueElement(with byte: UInt8, into elements: inout [Data]) throws {
        if isBareValue {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "]"):
                try complete(into: &elements)
                try read(byte, into: &elements)
                return
            case _ where Self.isWhiteSpace(byte):
                try complete(into: &elements)
                return
            default:
                break
            }
        }
        element.append(byte)
        guard element.count <= maximumElementSize else {
            throw failure("an element is longer than \(maximumElementSize) bytes")
        }
        if isInString {
            if isEscaped {
                isEscaped = false
            } else if byte == UInt8(ascii: "\\") {
                isEscaped = true
            } else if byte == UInt8(ascii: "\"") {
                isInString = false
            }
        } else if !isBareValue {
            switch byte {
            case UInt8(ascii: "\""): isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        if !isBareValue, !isInString, depth == 0 {
            try complete(into: &elements)
        }
    }

    private mutating func complete(into elements: inout [Data]) throws {
        elements.append(Data(element))
        element.removeAll(keepingCapacity: true)
        state = .afterElement
    }

    private func unexpected(_ byte: UInt8, expecting expected: String) -> JSONReadingError {
        let found = (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
        return failure("expected \(expected), found \(found)")
    }

    private func failure(_ detail: String) -> JSONReadingError {
        JSONReadingError(offset: offset, reason: "not a well-formed JSON array: \(detail)")
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
