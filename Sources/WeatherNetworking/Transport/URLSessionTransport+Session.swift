import Foundation
import WeatherCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTransport {
    /// Owns the `URLSession` and invalidates it when the last copy of the transport goes away.
    ///
    /// The engine on Apple platforms. Linux uses ``CurlSession`` instead, but compiles this one as
    /// well, so that every build type-checks it.
    ///
    /// The session retains its delegate, the ``ExchangeRouter``; the router does not point back,
    /// so there is no cycle.
    final class Session: Sendable {
        private let urlSession: URLSession
        private let router = ExchangeRouter()

        init(configuration: URLSessionConfiguration) {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            urlSession = URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
        }

        deinit {
            urlSession.finishTasksAndInvalidate()
        }

        func perform(_ request: HTTPRequest, deadline: Duration, maximumResponseSize: Int) async throws -> HTTPResponse
        {
            let task = urlSession.dataTask(with: Self.urlRequest(request, deadline: deadline))
            return try await router.run(task, for: request, maximumResponseSize: maximumResponseSize)
        }

        /// Starts `request` and returns once its head has arrived; the body follows in chunks.
        func stream(
            _ request: HTTPRequest, deadline: Duration, maximumChunkSize: Int, maximumUnreadBytes: Int
        ) async throws -> StreamedHTTPResponse {
            let task = urlSession.dataTask(with: Self.urlRequest(request, deadline: deadline))
            return try await router.stream(
                task, for: request, maximumChunkSize: maximumChunkSize, maximumUnreadBytes: maximumUnreadBytes)
        }

        private static func urlRequest(_ request: HTTPRequest, deadline: Duration) -> URLRequest {
            var urlRequest = URLRequest(url: request.url)
            urlRequest.httpMethod = request.method.rawValue
            urlRequest.httpBody = request.body
            // The transport enforces the deadline itself. URLSession's interval only backs it up: on Linux
            // it counts whole seconds, so one under a second fires at once and fails a healthy request.
            urlRequest.timeoutInterval = max(deadline.secondsValue.rounded(.up), 1)
            for (name, value) in request.headers {
                urlRequest.setValue(value, forHTTPHeaderField: name)
            }
            return urlRequest
        }
    }

    /// Receives the session's delegate callbacks and routes them to the waiting requests.
    private final class ExchangeRouter: NSObject, URLSessionDataDelegate, Sendable {
        private struct Exchange {
            var request: HTTPRequest
            var maximumResponseSize: Int
            var continuation: CheckedContinuation<HTTPResponse, any Error>?
            var response: HTTPURLResponse?
            var body = Data()
            var failure: WeatherError?
            /// For a streamed exchange: where the head goes, then where the chunks go.
            var head: CheckedContinuation<StreamedHTTPResponse, any Error>?
            var chunks: ChunkQueue?
        }

        private let exchanges = Locked<[Int: Exchange]>([:])

        /// Starts `task` and returns its response; cancelling the calling task cancels `task`.
        func run(
            _ task: URLSessionDataTask, for request: HTTPRequest, maximumResponseSize: Int
        ) async throws -> HTTPResponse {
            try await start(
                task, for: request, exchange: Exchange(request: request, maximumResponseSize: maximumResponseSize),
                waitingIn: \.continuation)
        }

        /// Starts `task` and returns its head once it arrives; the body's chunks follow through a
        /// ``ChunkQueue`` that pauses the task while its reader is behind.
        func stream(
            _ task: URLSessionDataTask, for request: HTTPRequest, maximumChunkSize: Int, maximumUnreadBytes: Int
        ) async throws -> StreamedHTTPResponse {
            let queue = ChunkQueue(
                highWater: min(maximumUnreadBytes, 1024 * 1024), limit: maximumUnreadBytes,
                pause: { Self.pause(task) }, proceed: { Self.proceed(task) })
            return try await start(
                task, for: request,
                exchange: Exchange(request: request, maximumResponseSize: maximumChunkSize, chunks: queue),
                waitingIn: \.head)
        }

        /// Registers `exchange` for `task`, starts the task, and waits until the delegate resumes the
        /// continuation kept at `slot`. Cancelling the calling task cancels `task`; a call cancelled before
        /// the task starts ends with `.cancelled` and never starts it.
        private func start<Result>(
            _ task: URLSessionDataTask, for request: HTTPRequest, exchange: Exchange,
            waitingIn slot: WritableKeyPath<Exchange, CheckedContinuation<Result, any Error>?>
        ) async throws -> Result {
            let identifier = task.taskIdentifier
            exchanges.withLock { $0[identifier] = exchange }
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let start = exchanges.withLock { exchanges -> Bool in
                        guard !Task.isCancelled else {
                            exchanges[identifier] = nil
                            return false
                        }
                        exchanges[identifier]?[keyPath: slot] = continuation
                        return true
                    }
                    if start {
                        task.resume()
                    } else {
                        continuation.resume(throwing: WeatherError(.cancelled, message: "Cancelled: \(request)."))
                    }
                }
            } onCancel: {
                task.cancel()
            }
        }

        func urlSession(
            _ session: URLSession,
            dataTask: URLSessionDataTask,
            didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            let verdict = exchanges.withLock { exchanges -> Bool in
                guard var exchange = exchanges[dataTask.taskIdentifier] else { return false }
                guard let http = response as? HTTPURLResponse else {
                    exchange.failure = WeatherError(
                        .network, message: "The response is not an HTTP response: \(exchange.request).")
                    exchanges[dataTask.taskIdentifier] = exchange
                    return false
                }
                exchange.response = http
                if let chunks = exchange.chunks, let head = exchange.head {
                    // Streamed: the limit is per chunk, so the declared length does not matter.
                    exchange.head = nil
                    exchanges[dataTask.taskIdentifier] = exchange
                    head.resume(
                        returning: StreamedHTTPResponse(
                            head: HTTPResponse(http, body: Data()), body: Self.body(of: dataTask, from: chunks)))
                    return true
                }
                if http.expectedContentLength > Int64(exchange.maximumResponseSize) {
                    exchange.failure = Self.tooLarge(exchange, declared: http.expectedContentLength)
                    exchanges[dataTask.taskIdentifier] = exchange
                    return false
                }
                exchanges[dataTask.taskIdentifier] = exchange
                return true
            }
            completionHandler(verdict ? .allow : .cancel)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            if let chunks = exchanges.withLock({ $0[dataTask.taskIdentifier]?.chunks }) {
                receive(data, into: chunks, of: dataTask)
                return
            }
            let tooLarge = exchanges.withLock { exchanges -> Bool in
                // Everything goes through the dictionary in place: a copy of the exchange held across the
                // append would make the append copy the whole body, on every chunk.
                let identifier = dataTask.taskIdentifier
                guard exchanges[identifier]?.failure == nil, let limit = exchanges[identifier]?.maximumResponseSize,
                    let received = exchanges[identifier]?.body.count
                else { return false }
                guard received + data.count > limit else {
                    exchanges[identifier]?.body.append(data)
                    return false
                }
                let failure = exchanges[identifier].map { Self.tooLarge($0, declared: nil) }
                exchanges[identifier]?.failure = failure
                exchanges[identifier]?.body = Data()
                return true
            }
            if tooLarge {
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
            if let chunks = exchange.chunks {
                complete(exchange, chunks: chunks, error: error)
                return
            }
            guard let continuation = exchange.continuation else { return }
            if let failure = exchange.failure {
                continuation.resume(throwing: failure)
            } else if let error {
                continuation.resume(throwing: WeatherError.wrapping(error, for: exchange.request))
            } else if let response = exchange.response {
                continuation.resume(returning: HTTPResponse(response, body: exchange.body))
            } else {
                continuation.resume(
                    throwing: WeatherError(.network, message: "No HTTP response arrived: \(exchange.request)."))
            }
        }

        /// Refuses every redirect: the 3xx itself comes back as the response, `Location` and all, and
        /// the layer above decides whether to follow it (a key in the query must not go elsewhere).
        func urlSession(
            _ session: URLSession,
            task: URLSessionTask,
            willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest,
            completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }

        /// Pauses a streamed transfer whose reader is behind. Apple's `URLSession` stops reading
        /// from the connection while a task is suspended; FoundationNetworking's has no such pause
        /// for a transfer in progress (one reason Linux uses ``CurlSession``), so with it the unread
        /// bytes would only be bounded (see ``ChunkQueue``).
        private static func pause(_ task: URLSessionDataTask) {
            #if canImport(Darwin)
            task.suspend()
            #endif
        }

        /// Lets a paused streamed transfer go on.
        private static func proceed(_ task: URLSessionDataTask) {
            #if canImport(Darwin)
            task.resume()
            #endif
        }

        /// Passes a streamed chunk on, failing the body when the chunk alone is over the limit or
        /// the reader fell too far behind.
        private func receive(_ data: Data, into chunks: ChunkQueue, of dataTask: URLSessionDataTask) {
            guard let exchange = exchanges.withLock({ $0[dataTask.taskIdentifier] }) else { return }
            if data.count > exchange.maximumResponseSize {
                chunks.finish(
                    throwing: WeatherError(
                        .network,
                        message: "A chunk of the streamed body is larger than the \(exchange.maximumResponseSize)-byte "
                            + "limit: \(exchange.request)."))
                dataTask.cancel()
            } else if !chunks.append(data) {
                dataTask.cancel()
            }
        }

        /// Ends a streamed exchange: fails its head if it never came, else ends its body.
        private func complete(_ exchange: Exchange, chunks: ChunkQueue, error: (any Error)?) {
            let failure =
                exchange.failure
                ?? error.map { WeatherError.wrapping($0, for: exchange.request) }
            if let head = exchange.head {
                head.resume(
                    throwing: failure
                        ?? WeatherError(.network, message: "No HTTP response arrived: \(exchange.request)."))
            }
            chunks.finish(throwing: failure)
        }

        /// The body of a streamed exchange; reading it is waiting on `chunks`, and dropping it or
        /// cancelling the reading task cancels `dataTask`.
        private static func body(
            of dataTask: URLSessionDataTask, from chunks: ChunkQueue
        ) -> AsyncThrowingStream<Data, any Error> {
            let reader = BodyReader(chunks: chunks, task: dataTask)
            return AsyncThrowingStream {
                try await withTaskCancellationHandler {
                    try await reader.chunks.next()
                } onCancel: {
                    reader.task.cancel()
                }
            }
        }

        private static func tooLarge(_ exchange: Exchange, declared: Int64?) -> WeatherError {
            let size = declared.map { "declares \($0) bytes" } ?? "exceeds that"
            // The status travels along, so a retry policy sends the request again only when the status
            // itself is worth retrying: the same oversized answer would come back.
            return WeatherError(
                .invalidResponse,
                message: "The response body is larger than the \(exchange.maximumResponseSize)-byte limit "
                    + "(it \(size)): \(exchange.request).",
                statusCode: exchange.response?.statusCode
            )
        }
    }
}

extension URLSessionTransport {
    /// Holds a streamed body's task: when the body is dropped unread, the transfer stops.
    private final class BodyReader: Sendable {
        let chunks: ChunkQueue
        let task: URLSessionDataTask

        init(chunks: ChunkQueue, task: URLSessionDataTask) {
            self.chunks = chunks
            self.task = task
        }

        deinit {
            task.cancel()
        }
    }
}

extension HTTPResponse {
    /// A response from a `URLSession` response and its body; header names as received.
    fileprivate init(_ response: HTTPURLResponse, body: Data) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        self.init(statusCode: response.statusCode, headers: headers, body: body)
    }
}
