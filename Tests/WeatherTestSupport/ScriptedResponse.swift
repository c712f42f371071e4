import Foundation

/// What the ``LoopbackServer`` answers to one request: a status, headers and a body, plus how to deliver them.
///
/// Most tests need only a status and a body; the ``Behavior`` reproduces the network failures a client must
/// survive (a dropped connection, a truncated body, a server that never answers, a slow trickle), and
/// ``delay`` holds the answer back for a real, interruptible wait, for example to trip a client timeout.
///
/// ```swift
/// server.enqueue(.json(#"{"temp": 21.5}"#))
/// server.enqueue(.json(#"{"error": "busy"}"#, status: 503).delayed(by: .milliseconds(200)))
/// server.enqueue(.json(#"{"list": []}"#).with(.partialBody(sendBytes: 5)))
/// server.enqueue(.stall)
/// ```
public struct ScriptedResponse: Sendable, Hashable {
    /// How the server delivers a response, or fails to.
    public struct Behavior: Sendable, Hashable, CustomStringConvertible {
        enum Kind: Sendable, Hashable {
            case normal
            case closeWithoutAnswer
            case partialBody(sendBytes: Int)
            case stall
            case drip(chunkDelay: Duration, chunkSize: Int)
            case generated(length: Int?)
            case raw([UInt8])
        }

        let kind: Kind

        /// Sends the status line, headers and the whole body.
        public static let normal = Behavior(kind: .normal)

        /// Reads the request, then closes the connection without sending a byte.
        public static let closeWithoutAnswer = Behavior(kind: .closeWithoutAnswer)

        /// Never answers: holds the connection open until the client disconnects or the server stops.
        ///
        /// ``LoopbackServer/stop()`` still returns promptly.
        public static let stall = Behavior(kind: .stall)

        /// Sends the headers with the full `Content-Length`, then only the first `sendBytes` bytes of the body,
        /// then closes the connection.
        public static func partialBody(sendBytes: Int) -> Behavior {
            Behavior(kind: .partialBody(sendBytes: max(0, sendBytes)))
        }

        /// Sends the headers at once, then the body `chunkSize` bytes at a time with `chunkDelay` between pieces.
        public static func drip(chunkDelay: Duration, chunkSize: Int = 4) -> Behavior {
            Behavior(kind: .drip(chunkDelay: chunkDelay, chunkSize: max(1, chunkSize)))
        }

        /// Sends the headers, then a body made up on the fly, 64 KiB at a time, until `length` bytes have gone
        /// (announced in `Content-Length`) or, when `length` is `nil`, without end (`Transfer-Encoding: chunked`)
        /// until the client leaves or the server stops; then closes the connection. The body is never held in
        /// memory, so a test can serve gigabytes.
        public static func generated(length: Int?) -> Behavior {
            Behavior(kind: .generated(length: length.map { max(0, $0) }))
        }

        /// Sends `bytes` exactly as given instead of a response (status line, headers and body are all
        /// the caller's), then closes the connection.
        public static func raw(_ bytes: [UInt8]) -> Behavior {
            Behavior(kind: .raw(bytes))
        }

        /// The behaviour as it is written at the call site, for example `partialBody(sendBytes: 5)`.
        public var description: String {
            switch kind {
            case .normal: "normal"
            case .closeWithoutAnswer: "closeWithoutAnswer"
            case .partialBody(let sendBytes): "partialBody(sendBytes: \(sendBytes))"
            case .stall: "stall"
            case .drip(let chunkDelay, let chunkSize): "drip(chunkDelay: \(chunkDelay), chunkSize: \(chunkSize))"
            case .generated(let length): "generated(length: \(length.map(String.init) ?? "nil"))"
            case .raw(let bytes): "raw(\(bytes.count) bytes)"
            }
        }
    }

    /// The status code, for example `200` or `503`.
    public var status: Int
    /// Header fields to send. `Content-Length` and `Connection` are added unless set here.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// How long to wait after reading the request before answering; a real wait that ``LoopbackServer/stop()``
    /// or a client disconnect cuts short.
    public var delay: Duration
    /// How the response is delivered.
    public var behavior: Behavior
    /// A `Content-Length` to claim instead of the body's real size (for example a gigabyte), or `nil`.
    ///
    /// When it differs from the body's size the server closes the connection after sending the body.
    public var declaredContentLength: Int?

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status code.
    ///   - headers: Header fields to send.
    ///   - body: The body bytes.
    ///   - delay: How long to wait before answering.
    ///   - behavior: How the response is delivered.
    ///   - declaredContentLength: A `Content-Length` to claim instead of the body's size.
    public init(
        status: Int = 200,
        headers: [String: String] = [:],
        body: Data = Data(),
        delay: Duration = .zero,
        behavior: Behavior = .normal,
        declaredContentLength: Int? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.behavior = behavior
        self.declaredContentLength = declaredContentLength
    }

    /// A JSON response: `string` as the UTF-8 body and `Content-Type: application/json`.
    ///
    /// ```swift
    /// server.enqueue(.json(#"{"cod": 401, "message": "Invalid API key"}"#, status: 401))
    /// ```
    public static func json(_ string: String, status: Int = 200, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: withDefault(headers, contentType: "application/json"), body: Data(string.utf8))
    }

    /// A JSON response with `data` as the body, for example a fixture file, and `Content-Type: application/json`.
    ///
    /// ```swift
    /// let fixture = try Data(contentsOf: #require(Bundle.module.url(forResource: "current", withExtension: "json")))
    /// server.enqueue(.json(fixture))
    /// ```
    public static func json(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: withDefault(headers, contentType: "application/json"), body: data)
    }

    /// A plain-text response: `string` as the UTF-8 body and `Content-Type: text/plain; charset=utf-8`.
    public static func text(_ string: String, status: Int = 200, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: withDefault(headers, contentType: "text/plain; charset=utf-8"),
            body: Data(string.utf8))
    }

    /// A response with the status `status` and an empty body.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(status: status, headers: headers)
    }

    /// Reads the request and closes the connection without answering.
    public static var closeWithoutAnswer: ScriptedResponse {
        ScriptedResponse(behavior: .closeWithoutAnswer)
    }

    /// Never answers until the client disconnects or the server stops.
    public static var stall: ScriptedResponse {
        ScriptedResponse(behavior: .stall)
    }

    /// A `200` whose body is made up on the fly: `length` bytes, or without end when `length` is `nil`
    /// (see ``Behavior/generated(length:)``).
    ///
    /// ```swift
    /// server.enqueue(.generated(length: nil))  // an endless chunked body
    /// server.enqueue(.generated(length: 100_000_000))  // 100 MB with its Content-Length
    /// ```
    public static func generated(length: Int?, headers: [String: String] = [:]) -> ScriptedResponse {
        ScriptedResponse(headers: headers, behavior: .generated(length: length))
    }

    /// `text` sent byte for byte instead of a well-formed answer, for example a malformed status line.
    ///
    /// ```swift
    /// server.enqueue(.raw("HTTP/1.1 abc Broken\r\n\r\n"))
    /// ```
    public static func raw(_ text: String) -> ScriptedResponse {
        ScriptedResponse(behavior: .raw(Array(text.utf8)))
    }

    /// The answer of a server without a script or handler: `404` with a small JSON body naming the path.
    public static func notFound(_ request: RecordedRequest) -> ScriptedResponse {
        let fields = ["error": "no scripted response", "path": request.path]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let body = (try? encoder.encode(fields)) ?? Data(#"{"error":"no scripted response"}"#.utf8)
        return ScriptedResponse(status: 404, headers: ["Content-Type": "application/json"], body: body)
    }

    /// `headers` plus `Content-Type: contentType` unless they already set it, in any letter case.
    private static func withDefault(_ headers: [String: String], contentType: String) -> [String: String] {
        guard !headers.keys.contains(where: { $0.lowercased() == "content-type" }) else { return headers }
        return headers.merging(["Content-Type": contentType]) { given, _ in given }
    }

    /// This response, delivered with `behavior`.
    public func with(_ behavior: Behavior) -> ScriptedResponse {
        var copy = self
        copy.behavior = behavior
        return copy
    }

    /// This response, sent only after `delay` has passed.
    public func delayed(by delay: Duration) -> ScriptedResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// This response, claiming `length` bytes in `Content-Length` whatever the body's size.
    public func declaringContentLength(_ length: Int) -> ScriptedResponse {
        var copy = self
        copy.declaredContentLength = length
        return copy
    }
}
