import Foundation

/// Reads HTTP/1.x requests one after another from a connection, waking up when the server stops.
///
/// Bodies are framed by `Content-Length` or `Transfer-Encoding: chunked`; `Expect: 100-continue` is answered
/// so clients do not pause before sending a body.
struct HTTPRequestReader {
    /// The result of reading one request.
    enum Outcome {
        /// A complete request; `clientAllowsKeepAlive` is false for HTTP/1.0 or `Connection: close`.
        case request(RecordedRequest, clientAllowsKeepAlive: Bool)
        /// The client closed the connection, it failed, or the server is stopping.
        case closed
        /// The request cannot be read; answer `status` and close.
        case malformed(status: Int)
    }

    private static let maximumHeaderBytes = 64 * 1024
    private static let tlsHandshakeRecord: UInt8 = 0x16
    private static let maximumBodyBytes = 64 * 1024 * 1024
    private static let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)
    private static let lineTerminator: [UInt8] = Array("\r\n".utf8)

    let socket: Socket
    let wake: WakeSignal
    private var buffer: [UInt8] = []

    init(socket: Socket, wake: WakeSignal) {
        self.socket = socket
        self.wake = wake
    }

    /// Reads the next request, blocking until it is complete, the client leaves or the server stops.
    mutating func readRequest() -> Outcome {
        // A TLS handshake (a record starting with byte 0x16) is not HTTP: answer at once, as an HTTP server
        // does, rather than wait for a header block that never comes.
        if buffer.isEmpty, fill(), buffer.first == Self.tlsHandshakeRecord { return .malformed(status: 400) }
        guard let headEnd = readUntil(Self.headerTerminator, limit: Self.maximumHeaderBytes) else {
            return buffer.count >= Self.maximumHeaderBytes ? .malformed(status: 431) : .closed
        }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + Self.headerTerminator.count)
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return .malformed(status: 400) }
        var headers: [RecordedRequest.Header] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .malformed(status: 400) }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return .malformed(status: 400) }
            headers.append(RecordedRequest.Header(name: name, value: value))
        }
        let version = String(requestLine[2])
        let partial = RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), httpVersion: version, headers: headers)
        let body: [UInt8]
        switch readBody(for: partial) {
        case .success(let bytes): body = bytes
        case .failure(let failure): return failure.outcome
        }
        let request = RecordedRequest(
            method: partial.method, target: partial.target, httpVersion: version, headers: headers, body: Data(body))
        let connection = request.header("Connection")?.lowercased() ?? ""
        let keepAlive = version == "HTTP/1.1" && !connection.contains("close")
        return .request(request, clientAllowsKeepAlive: keepAlive)
    }

    private struct Failure: Error {
        let outcome: Outcome
    }

    private mutating func readBody(for request: RecordedRequest) -> Result<[UInt8], Failure> {
        let chunked = request.header("Transfer-Encoding")?.lowercased().contains("chunked") ?? false
        var length = 0
        if !chunked, let declared = request.header("Content-Length") {
            guard let parsed = Int(declared.trimmingCharacters(in: .whitespaces)), parsed >= 0 else {
                return .failure(Failure(outcome: .malformed(status: 400)))
            }
            guard parsed <= Self.maximumBodyBytes else { return .failure(Failure(outcome: .malformed(status: 413))) }
            length = parsed
        }
        let expectsBody = chunked || length > buffer.count
        if expectsBody, request.header("Expect")?.lowercased() == "100-continue" {
            guard socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else {
                return .failure(Failure(outcome: .closed))
            }
        }
        if chunked { return readChunkedBody() }
        while buffer.count < length {
            guard fill() else { return .failure(Failure(outcome: .closed)) }
        }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return .success(body)
    }

    private mutating func readChunkedBody() -> Result<[UInt8], Failure> {
        var body: [UInt8] = []
        while true {
            guard let line = readLine() else { return .failure(Failure(outcome: .closed)) }
            let sizeText = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                return .failure(Failure(outcome: .malformed(status: 400)))
            }
            if size == 0 { break }
            guard body.count + size <= Self.maximumBodyBytes else {
                return .failure(Failure(outcome: .malformed(status: 413)))
            }
            while buffer.count < size + Self.lineTerminator.count {
                guard fill() else { return .failure(Failure(outcome: .closed)) }
            }
            guard Array(buffer[size..<size + 2]) == Self.lineTerminator else {
                return .failure(Failure(outcome: .malformed(status: 400)))
            }
            body.append(contentsOf: buffer[..<size])
            buffer.removeFirst(size + 2)
        }
        // Trailer fields, up to the empty line that ends the message.
        while true {
            guard let trailer = readLine() else { return .failure(Failure(outcome: .closed)) }
            if trailer.isEmpty { return .success(body) }
        }
    }

    private mutating func readLine() -> String? {
        guard let end = readUntil(Self.lineTerminator, limit: 8 * 1024) else { return nil }
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + Self.lineTerminator.count)
        return line
    }

    /// Reads until `terminator` is buffered and returns its offset, or `nil` at end of stream or past `limit`.
    private mutating func readUntil(_ terminator: [UInt8], limit: Int) -> Int? {
        var searchStart = 0
        while true {
            if let found = Self.firstOffset(of: terminator, in: buffer, from: searchStart) { return found }
            if buffer.count >= limit { return nil }
            searchStart = max(0, buffer.count - terminator.count + 1)
            guard fill() else { return nil }
        }
    }

    private static func firstOffset(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for offset in start...(bytes.count - pattern.count)
        where bytes[offset] == pattern[0] && Array(bytes[offset..<offset + pattern.count]) == pattern {
            return offset
        }
        return nil
    }

    /// Waits for more bytes; `false` when the client closed, the connection failed or the server is stopping.
    private mutating func fill() -> Bool {
        guard wake.wait(for: socket, milliseconds: -1) == .readable else { return false }
        return socket.receive(appendingTo: &buffer) > 0
    }
}
