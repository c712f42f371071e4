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

    let socket: Socket
    let listener: LoopbackListener

    /// Runs the request loop, then closes the connection gracefully (the caller releases the descriptor).
    func serve() {
        var reader = HTTPRequestReader(socket: socket, wake: listener.wake)
        while true {
            switch reader.readRequest() {
            case .closed:
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
            _ = pause(for: nil)
            return false
        case .normal:
            let reuses = keepAlive && isComplete
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: reuses)
            return socket.send(head + body) && reuses
        case .partialBody(let sendBytes):
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: false)
            _ = socket.send(head + body.prefix(sendBytes))
            return false
        case .drip(let chunkDelay, let chunkSize):
            let reuses = keepAlive && isComplete
            let head = Self.head(
                status: status, headers: response.headers, contentLength: declaredLength, keepAlive: reuses)
            guard socket.send(head) else { return false }
            var offset = 0
            while offset < body.count {
                let end = min(body.count, offset + chunkSize)
                guard socket.send(Array(body[offset..<end])) else { return false }
                offset = end
                if offset < body.count, pause(for: chunkDelay) != .elapsed { return false }
            }
            return reuses
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

    /// The status line and header block.
    static func head(status: Int, headers: [String: String], contentLength: Int, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            text += "\(name): \(value)\r\n"
        }
        let names = Set(headers.keys.map { $0.lowercased() })
        let omitsLength = (100..<200).contains(status) || status == 204
        if !names.contains("content-length") && !omitsLength {
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
