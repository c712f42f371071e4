extension FreeTestWeatherClient {
    /// The cities as an `AsyncSequence` of pages (`[CityWeather]`), returned by
    /// ``FreeTestWeatherClient/cities(search:pageSize:)``.
    ///
    /// Each iteration fetches and decodes the list once, then slices it into pages without further requests.
    public struct CityPages: AsyncSequence, Sendable {
        /// A page of at most `pageSize` cities.
        public typealias Element = [CityWeather]

        /// The most cities per page.
        public let pageSize: Int
        private let load: @Sendable () async throws -> [CityWeather]

        init(pageSize: Int, load: @escaping @Sendable () async throws -> [CityWeather]) {
            self.pageSize = pageSize
            self.load = load
        }

        /// Starts an iteration; nothing is requested until the first `next()`.
        public func makeAsyncIterator() -> Iterator {
            Iterator(pageSize: pageSize, load: load)
        }

        /// Hands out the pages of one fetch.
        public struct Iterator: AsyncIteratorProtocol {
            private let pageSize: Int
            private let load: @Sendable () async throws -> [CityWeather]
            private var cities: [CityWeather]?
            private var offset = 0

            init(pageSize: Int, load: @escaping @Sendable () async throws -> [CityWeather]) {
                self.pageSize = pageSize
                self.load = load
            }

            /// The next page, or `nil` after the last one.
            ///
            /// - Throws: `WeatherError` with `.invalidInput` when the page size is below 1, or the request's error.
            public mutating func next() async throws -> [CityWeather]? {
                let all: [CityWeather]
                if let cities {
                    all = cities
                } else {
                    guard pageSize > 0 else {
                        throw WeatherError(
                            .invalidInput, message: "The page size must be at least 1 (it was \(pageSize)).")
                    }
                    all = try await load()
                    cities = all
                }
                guard offset < all.count else { return nil }
                let end = Swift.min(offset + pageSize, all.count)
                defer { offset = end }
                return Array(all[offset..<end])
            }
        }
    }
}
