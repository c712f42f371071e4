#if os(Linux)
import Foundation

/// The status and header fields of a response, read line by line from libcurl's header callback.
///
/// libcurl hands over every header line of every response on the connection: interim ones
/// (`100 Continue`, `103 Early Hints`) before the final one, and trailers after a chunked body.
/// Only the final response's head counts: a status line starts a new head, and the empty line
/// that ends a head of status 200 or more completes it. Lines after that are counted, not kept.
struct CurlResponseHead {
    /// The most header bytes accepted across all heads and trailers of one response.
    static let maximumByteCount = 256 * 1024

    /// What reading one line led to.
    enum Progress: Equatable {
        /// More lines are expected, or the final head was already complete.
        case reading
        /// This line completed the final head.
        case completed
        /// The header bytes passed ``CurlResponseHead/maximumByteCount``.
        case tooLarge
    }

    /// The status code of the latest status line, or `nil` before the first.
    private(set) var statusCode: Int?
    /// The fields of the latest head, names as received; repeated fields joined with `, `.
    private(set) var headers: [String: String] = [:]
    /// Whether the final head has ended.
    private(set) var isComplete = false
    /// The header bytes read so far.
    private(set) var byteCount = 0
    /// The name of the field last read, which a folded line continues.
    private var lastName: String?

    /// Reads one header line as libcurl delivers it, line break included.
    mutating func read(_ line: UnsafeRawBufferPointer) -> Progress {
        byteCount += line.count
        guard byteCount <= Self.maximumByteCount else { return .tooLarge }
        guard !isComplete else { return .reading }
        var end = line.count
        while end > 0, line[end - 1] == UInt8(ascii: "\n") || line[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<end]), as: UTF8.self)
        if text.hasPrefix("HTTP/") {
            startHead(statusLine: text)
        } else if text.isEmpty {
            if let statusCode, statusCode >= 200 {
                isComplete = true
                return .completed
            }
        } else if let first = text.first, first == " " || first == "\t", let lastName {
            // An obsolete folded line continues the previous field.
            headers[lastName, default: ""] += " " + text.trimmingCharacters(in: .whitespaces)
        } else if let colon = text.firstIndex(of: ":") {
            add(
                name: text[..<colon].trimmingCharacters(in: .whitespaces),
                value: text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return .reading
    }

    /// Starts a new head at a status line such as `HTTP/1.1 200 OK` or `HTTP/2 404`.
    private mutating func startHead(statusLine: String) {
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        statusCode = parts.count >= 2 ? Int(parts[1]) : nil
        headers = [:]
        lastName = nil
    }

    /// Adds a field, joining it to an earlier one whose name differs at most in case.
    private mutating func add(name: String, value: String) {
        guard !name.isEmpty else { return }
        let existing = headers.keys.first { $0.caseInsensitiveCompare(name) == .orderedSame }
        if let existing {
            let joined = headers[existing].map { $0.isEmpty ? value : $0 + ", " + value } ?? value
            headers[existing] = joined
            lastName = existing
        } else {
            headers[name] = value
            lastName = name
        }
    }
}
#endif
