import Foundation
import WeatherJSON
import WeatherNetworking

extension FreeTestWeatherClient {
    /// The cities as an `AsyncSequence` of pages (`[CityWeather]`), returned by
    /// ``FreeTestWeatherClient/cities(search:pageSize:)``.
    ///
    /// Each iteration sends one request and reads its body as it arrives: the JSON array is split into
    /// its items chunk by chunk, each item is decoded on its own, and a page is handed out as soon as it
    /// is full. Neither the whole body nor the whole list is ever held, so a list of any length costs
    /// the memory of about one page (and one chunk) at a time.
    public struct CityPages: AsyncSequence, Sendable {
        /// A page of at most `pageSize` cities.
        public typealias Element = [CityWeather]

        /// The most cities per page.
        public let pageSize: Int
        private let open: @Sendable () async throws -> Source

        init(pageSize: Int, open: @escaping @Sendable () async throws -> Source) {
            self.pageSize = pageSize
            self.open = open
        }

        /// Starts an iteration; nothing is requested until the first `next()`.
        public func makeAsyncIterator() -> Iterator {
            Iterator(pageSize: pageSize, open: open)
        }

        /// What one iteration reads: the response as it arrives, and how to read its items.
        struct Source: Sendable {
            /// The request as sent, for error messages.
            var request: HTTPRequest
            /// The response's status and headers.
            var head: HTTPResponse
            /// The response's body, chunk by chunk.
            var body: AsyncThrowingStream<Data, any Error>
            /// The client's JSON decoder, for the items.
            var responseDecoder: ResponseDecoder
            /// Makes Foundation's decoder, when ``responseDecoder`` asks for it.
            var makeDecoder: @Sendable () -> JSONDecoder
            /// Whether the list comes from the live service or the sandbox.
            var origin: DataOrigin
            /// Whether a city belongs in the pages (the search, applied on the client too).
            var includes: @Sendable (CityWeather) -> Bool
        }

        /// Reads the pages of one request.
        public struct Iterator: AsyncIteratorProtocol {
            private let pageSize: Int
            private let open: @Sendable () async throws -> Source
            private var source: Source?
            private var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator?
            private var splitter = JSONArraySplitter()
            /// Cities read, from ``head`` on not handed out yet (fewer than a page, plus one chunk's worth).
            private var waiting: [CityWeather] = []
            /// The index in ``waiting`` of the first city not handed out yet: a page moves the index, not the
            /// cities after it, so handing out pages costs time linear in the cities.
            private var head = 0
            /// Checks the task's cancellation every few cities read.
            private var checkpoint = WorkBudget.Checkpoint()
            private var itemsRead = 0
            private var isAtEnd = false

            init(pageSize: Int, open: @escaping @Sendable () async throws -> Source) {
                self.pageSize = pageSize
                self.open = open
            }

            /// The next page, or `nil` after the last one.
            ///
            /// - Throws: `WeatherError` with `.invalidInput` when the page size is below 1, the request's
            ///   error, `.decoding` when the body is not an array of cities (also when it breaks off), or
            ///   `.cancelled` when the task is cancelled while the cities are read.
            public mutating func next() async throws -> [CityWeather]? {
                if source == nil {
                    guard pageSize > 0 else {
                        throw WeatherError(
                            .invalidInput, message: "The page size must be at least 1 (it was \(pageSize)).")
                    }
                    let opened = try await open()
                    source = opened
                    chunks = opened.body.makeAsyncIterator()
                }
                guard let source else { return nil }
                while waiting.count - head < pageSize, !isAtEnd {
                    try await read(source)
                }
                guard head < waiting.count else { return nil }
                let end = head + Swift.min(pageSize, waiting.count - head)
                let page = Array(waiting[head..<end])
                head = end
                // The cities handed out are dropped once they are at least half of those kept, so each city
                // is moved at most once more, however small the pages.
                if head * 2 >= waiting.count {
                    waiting.removeFirst(head)
                    head = 0
                }
                return page
            }

            /// Reads the next chunk and decodes the items it completes.
            private mutating func read(_ source: Source) async throws {
                let chunk: Data?
                do {
                    chunk = try await chunks?.next()
                } catch {
                    throw WeatherError.wrapping(error, for: source.request)
                }
                let elements: [Data]
                do {
                    guard let chunk else {
                        try splitter.finish()
                        isAtEnd = true
                        return
                    }
                    elements = try splitter.append(chunk)
                } catch {
                    throw WeatherError(
                        .decoding, message: "The city list of \(source.request) is not a JSON array: \(error)",
                        statusCode: source.head.statusCode)
                }
                for element in elements {
                    try checkpoint.tick()
                    let city = try decode(element, source)
                    if source.includes(city) {
                        waiting.append(city)
                    }
                }
            }

            private mutating func decode(_ element: Data, _ source: Source) throws -> CityWeather {
                defer { itemsRead += 1 }
                do {
                    var city = try ResponseDecoding(
                        body: ResponseBody(element), choice: source.responseDecoder, makeDecoder: source.makeDecoder
                    ).decode(CityWeather.self)
                    city.origin = source.origin
                    return city
                } catch {
                    var item = source.head
                    item.body = element
                    var failure = WeatherError.decoding(error, response: item, for: source.request)
                    failure.message = "Item \(itemsRead + 1) of the list: " + failure.message
                    throw failure
                }
            }
        }
    }
}
