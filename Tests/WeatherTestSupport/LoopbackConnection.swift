import Foundation

/// Serves one accepted connection on its own thread: reads requests, records them, and delivers each
/// scripted response with its delay and behaviour, until the client leaves or the server stops.
struct LoopbackConnection {
    /// How a wait ended.
    enum PauseOutcome {
        case elapsed
        case stopped
        case clientGone
    }

    /// How long a closing connection waits for the client to read the answer and hang up.
    private static let lingerMilliseconds: Int32 = 2_000

    /// The size of each piece of a generated body.
    private static let generatedPieceSize = 64 * 1024

    let socket: Socket
    let listener: LoopbackListener
    /// This connection's place in the listener's ``ServedConnection`` records.
    let index: Int

    /// Runs the request loop, then closes the connection gracefully (the caller releases the descriptor).
    func serve() {
        var reader = HTTPRequestReader(socket: socket, wake: listener.wake)
        while true {
            switch reader.readRequest() {
            case .closed:
                recordClientLeft()
                return
            case .malformed(let status):
                _ = socket.send(Self.head(status: status, headers: [:], contentLength: 0, keepAlive: false))
                linger()
                return
            case .request(let request, let clientAllowsKeepAlive):
                let response = listener.respond(to: request)
                let keepAlive = listener.keepsConnectionsAlive && clientAllowsKeepAlive
                guard deliver(response, to: request, keepAlive: keepAlive) else {
                    linger()
                    return
                }
            }
        }
    }

    /// Sends `response` as its behaviour says; returns whether the connection can serve another request.
    private func deliver(_ response: ScriptedResponse, to request: RecordedRequest, keepAlive: Bool) -> Bool {
        if response.delay > .zero, pause(for: response.delay) != .elapsed { return false }
        let status = response.status
        let hasBody = request.method != "HEAD" && status >= 200 && status != 204 && status != 304
        let body = hasBody ? [UInt8](response.body) : []
        let declaredLength = response.declaredContentLength ?? response.body.count
        let setsOwnLength = response.headers.keys.contains { $0.lowercased() == "content-length" }
        let isComplete = !hasBody || (declaredLength == body.count && !setsOwnLength)
        switch response.behavior.kind {
        case .closeWithoutAnswer:
            return false
        case .stall:
            if pause(for: nil) == .clientGone { recordClientLeft() }
            return false
        case .normal:
            let reuses = keepAlive && isComplete
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: reuses)
            return send(head + body, bodyBytes: body.count) && reuses
        case .partialBody(let sendBytes):
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: false)
            _ = send(head + body.prefix(sendBytes), bodyBytes: min(sendBytes, body.count))
            return false
        case .generated(let length):
            sendGenerated(status: status, headers: response.headers, length: hasBody ? length : 0)
            return false
        case .raw(let bytes):
            _ = send(bytes, bodyBytes: 0)
            return false
        case .drip(let chunkDelay, let chunkSize):
            let reuses = keepAlive && isComplete
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: reuses)
            guard send(head, bodyBytes: 0) else { return false }
            var offset = 0
            while offset < body.count {
                let end = min(body.count, offset + chunkSize)
                guard send(Array(body[offset..<end]), bodyBytes: end - offset) else { return false }
                offset = end
                if offset < body.count {
                    let outcome = pause(for: chunkDelay)
                    if outcome == .clientGone { recordClientLeft() }
                    if outcome != .elapsed { return false }
                }
            }
            return reuses
        }
    }

    /// Sends a body made up on the fly: `length` bytes with their `Content-Length`, or chunks without end.
    private func sendGenerated(status: Int, headers: [String: String], length: Int?) {
        var headers = headers
        if length == nil { headers["Transfer-Encoding"] = "chunked" }
        let head = Self.head(status: status, headers: headers, contentLength: length, keepAlive: false)
        guard send(head, bodyBytes: 0) else { return }
        // Made once, by filling rather than element by element, so even an instrumented build (a sanitizer's)
        // keeps up with the client.
        let piece = [UInt8](repeating: UInt8(ascii: "w"), count: Self.generatedPieceSize)
        let framedPiece = Array("\(String(piece.count, radix: 16))\r\n".utf8) + piece + Array("\r\n".utf8)
        var remaining = length ?? .max
        while remaining > 0 {
            let count = min(remaining, piece.count)
            let bytes = length == nil ? framedPiece : count == piece.count ? piece : Array(piece.prefix(count))
            guard send(bytes, bodyBytes: count) else { return }
            remaining -= count
        }
    }

    /// Sends `bytes`, of which `bodyBytes` count as body; records the client as gone when it fails.
    private func send(_ bytes: [UInt8], bodyBytes: Int) -> Bool {
        guard socket.send(bytes) else {
            recordClientLeft()
            return false
        }
        if bodyBytes > 0 {
            listener.state.withLock { $0.served[index].bodyBytesSent += bodyBytes }
        }
        return true
    }

    /// Notes the first moment the client was seen gone, unless the server is stopping (which ends the
    /// connection itself).
    private func recordClientLeft() {
        let now = ContinuousClock.now
        listener.state.withLock { state in
            guard !state.isStopped, state.served[index].clientLeftAt == nil else { return }
            state.served[index].clientLeftAt = now
        }
    }

    /// Waits for `duration` (or until the server stops when `nil`), ending early if the client disconnects.
    private func pause(for duration: Duration?) -> PauseOutcome {
        let clock = ContinuousClock()
        let deadline = duration.map { clock.now + $0 }
        var watchesClient = true
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let remaining = deadline - clock.now
                if remaining <= .zero { return .elapsed }
                milliseconds = Self.milliseconds(roundingUp: remaining)
            }
            switch listener.wake.wait(for: watchesClient ? socket : nil, milliseconds: milliseconds) {
            case .woken:
                return .stopped
            case .timedOut:
                continue
            case .readable:
                if socket.peerHasClosed() { return .clientGone }
                // The client sent more bytes; leave them for the next request and only watch the clock.
                watchesClient = false
            }
        }
    }

    /// Half-closes, then waits briefly for the client to hang up so the answer is not cut off by a reset.
    private func linger() {
        socket.shutdownWriting()
        var discarded: [UInt8] = []
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(Self.lingerMilliseconds))
        while true {
            let remaining = deadline - clock.now
            guard remaining > .zero else { return }
            let outcome = listener.wake.wait(for: socket, milliseconds: Self.milliseconds(roundingUp: remaining))
            guard outcome == .readable else { return }
            discarded.removeAll(keepingCapacity: true)
            guard socket.receive(appendingTo: &discarded, maximum: 16 * 1024) > 0 else { return }
        }
    }

    private static func milliseconds(roundingUp duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let whole = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
        let rounded = attoseconds % 1_000_000_000_000_000 > 0 ? whole + 1 : whole
        return Int32(clamping: max(0, rounded))
    }

    /// The status line and header block; `Content-Length` is added unless `contentLength` is `nil` or the
    /// headers set it.
    static func head(status: Int, headers: [String: String], contentLength: Int?, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        let names = Set(headers.keys.map { $0.lowercased() })
        let omitsLength = (100..<200).contains(status) || status == 204
        if let contentLength, !names.contains("content-length") && !omitsLength {
            text += "Content-Length: \(contentLength)\r\n"
        }
        if !names.contains("connection") {
            text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }

    private static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
