import Foundation

/// An ordered list of query parameters, percent-encoded strictly when it becomes a URL.
///
/// Only the RFC 3986 unreserved characters (`A–Z a–z 0–9 - . _ ~`) are sent as they are; every
/// other byte of the UTF-8 form is percent-encoded, so `+`, `&`, `=`, `,` and spaces inside a value
/// can never be mistaken for separators:
///
/// ```swift
/// let apiKey = "your-api-key"
/// var query = URLQuery()
/// query.append("q", "New York,NY,US")
/// query.append("appid", apiKey)
/// try query.encoded()  // "q=New%20York%2CNY%2CUS&appid=..."
/// ```
public struct URLQuery: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// One `name=value` pair. A `nil` value is sent as the bare name.
    public struct Item: Sendable, Hashable {
        /// The parameter name, not yet encoded.
        public var name: String
        /// The parameter value, not yet encoded.
        public var value: String?

        /// Creates a parameter.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The parameters in the order they are sent.
    public var items: [Item]

    /// Creates a query from parameters, kept in order.
    public init(_ items: [Item] = []) {
        self.items = items
    }

    /// Creates a query from a literal. Dictionary literals keep their written order.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.items = elements.map { Item(name: $0.0, value: $0.1) }
    }

    /// Whether the query has no parameters.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends a parameter.
    public mutating func append(_ name: String, _ value: String?) {
        items.append(Item(name: name, value: value))
    }

    /// Appends an integer parameter.
    public mutating func append(_ name: String, _ value: Int) {
        append(name, String(value))
    }

    /// Appends a number in plain decimal notation (never an exponent such as `1e-05`).
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` for NaN or an infinite value.
    public mutating func append(_ name: String, _ value: Double) throws {
        guard value.isFinite else {
            throw WeatherError(.invalidInput, message: "Query parameter '\(name)' is not a finite number.")
        }
        append(name, Self.plainDecimal(value))
    }

    /// The value of the first parameter called `name`, if any.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The query percent-encoded, without the leading `?`.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` naming the first parameter that cannot
    ///   be sent: an empty name, or a NUL character in a name or value.
    public func encoded() throws -> String {
        for item in items {
            guard !item.name.isEmpty else {
                throw WeatherError(.invalidInput, message: "A query parameter has an empty name.")
            }
            guard !item.name.utf8.contains(0), !(item.value?.utf8.contains(0) ?? false) else {
                throw WeatherError(.invalidInput, message: "Query parameter '\(item.name)' contains a NUL character.")
            }
        }
        return items.map { item in
            let name = Self.percentEncode(item.name)
            guard let value = item.value else { return name }
            return name + "=" + Self.percentEncode(value)
        }
        .joined(separator: "&")
    }

    /// Percent-encodes `text` so that only RFC 3986 unreserved characters remain.
    package static func percentEncode(_ text: String) -> String {
        if text.utf8.allSatisfy(isUnreserved) {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte >> 4, radix: 16, uppercase: true)
                output += String(byte & 0x0F, radix: 16, uppercase: true)
            }
        }
        return output
    }

    /// Decodes a percent-encoded query string such as `q=S%C3%A3o%20Paulo&units=metric`.
    /// A `+` is read as a plus sign, not a space.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` for a malformed escape or bytes that are
    ///   not UTF-8.
    public init(percentEncoded query: String) throws {
        var items: [Item] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.percentDecode(String(parts[0]))
            let value = try parts.count > 1 ? Self.percentDecode(String(parts[1])) : nil
            items.append(Item(name: name, value: value))
        }
        self.items = items
    }

    /// Returns `url` with this query replacing its query string.
    ///
    /// - Throws: `WeatherError` with code `.invalidInput` when a parameter cannot be sent or the
    ///   result is not a valid URL.
    public func applied(to url: URL) throws -> URL {
        let query = try encoded()
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw WeatherError(.invalidInput, message: "Not a valid URL: \(url.redactedDescription)")
        }
        components.percentEncodedQuery = query.isEmpty ? nil : query
        guard let result = components.url else {
            throw WeatherError(.invalidInput, message: "Could not add a query to \(url.redactedDescription)")
        }
        return result
    }

    /// Whether `byte` is an RFC 3986 unreserved character, which percent-encoding leaves as it is.
    package static func isUnreservedByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte)
    }

    /// Whether `byte` stays as it is in a path segment: an unreserved character or a comma, which
    /// RFC 3986 allows in paths and services use to join coordinates (`/points/40.7128,-74.006`).
    package static func isPathSegmentByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || byte == UInt8(ascii: ",")
    }

    /// `text` percent-encoded for one path segment: as ``percentEncode(_:)``, but commas are kept.
    package static func percentEncodePathSegment(_ text: String) -> String {
        if text.utf8.allSatisfy(isPathSegmentByte) {
            return text
        }
        return text.split(separator: ",", omittingEmptySubsequences: false)
            .map { percentEncode(String($0)) }
            .joined(separator: ",")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func percentDecode(_ text: String) throws -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw WeatherError(.invalidInput, message: "Malformed percent escape in query text.")
            }
            bytes.append(high << 4 | low)
        }
        guard let decoded = String(bytes: bytes, encoding: .utf8) else {
            throw WeatherError(.invalidInput, message: "Query text is not valid UTF-8 once decoded.")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func plainDecimal(_ value: Double) -> String {
        let text = String(value)
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        var fixed = String(format: "%.12f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed == "-0" ? "0" : fixed
    }
}
