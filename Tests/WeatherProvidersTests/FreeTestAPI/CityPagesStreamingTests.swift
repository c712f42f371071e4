import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// The freetestapi pages read from a body that arrives in chunks: the same pages however it is cut,
/// one request, and typed errors when it breaks off or is malformed.
@Suite("freetestapi pages from a streamed body")
struct CityPagesStreamingTests {
    /// A streaming transport that hands over a fixed body in chunks of the given sizes (cycled), then
    /// either ends or fails.
    /// Private because `StubTransport` does not stream: its answers arrive whole.
    final class ChunkedTransport: StreamingHTTPTransport {
        let body: Data
        let sizes: [Int]
        let failure: WeatherError?
        let requests = Locked<[HTTPRequest]>([])

        init(body: Data, sizes: [Int], failure: WeatherError? = nil) {
            self.body = body
            self.sizes = sizes.map { max(1, $0) }
            self.failure = failure
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            Issue.record("the pages should stream, not send")
            return HTTPResponse(statusCode: 200, body: body)
        }

        func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
            requests.withLock { $0.append(request) }
            var chunks: [Data] = []
            var offset = 0
            var index = 0
            while offset < body.count {
                let end = min(offset + sizes[index % sizes.count], body.count)
                chunks.append(body.subdata(in: offset..<end))
                offset = end
                index += 1
            }
            let failure = self.failure
            return StreamedHTTPResponse(
                head: HTTPResponse(statusCode: 200, body: Data()),
                body: AsyncThrowingStream { continuation in
                    for chunk in chunks {
                        continuation.yield(chunk)
                    }
                    continuation.finish(throwing: failure)
                })
        }
    }

    static let fixture = "freetestapi/weathers/all-51-items.json"

    private func client(_ transport: any HTTPTransport) -> FreeTestWeatherClient {
        FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none))
    }

    private func pages(_ sequence: FreeTestWeatherClient.CityPages) async throws -> [[CityWeather]] {
        var pages: [[CityWeather]] = []
        for try await page in sequence {
            pages.append(page)
        }
        return pages
    }

    /// Chunkings of the fixture: one byte at a time, a few fixed sizes, and seeded random sizes.
    static let chunkings: [[Int]] = {
        var generator = SeededGenerator(seed: 51)
        let random = (0..<8).map { _ in (0..<64).map { _ in Int.random(in: 1...700, using: &generator) } }
        return [[1], [2], [7], [100], [4096], [1_000_000]] + random
    }()

    @Test(arguments: chunkings)
    func everyChunkingGivesTheOneShotPages(sizes: [Int]) async throws {
        let body = try Fixtures.data(Self.fixture)
        let expected = try JSONDecoder().decode([CityWeather].self, from: body)
        let transport = ChunkedTransport(body: body, sizes: sizes)
        let pages = try await pages(client(transport).cities(pageSize: 10))
        #expect(pages.map(\.count) == [10, 10, 10, 10, 10, 1])
        #expect(pages.flatMap { $0 } == expected)
        #expect(transport.requests.current.count == 1)
    }

    @Test func streamedPagesEqualThoseOfAPlainTransport() async throws {
        let body = try Fixtures.data(Self.fixture)
        let plain = try await pages(
            client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
                .cities(search: "an", pageSize: 4))
        let streamed = try await pages(
            client(ChunkedTransport(body: body, sizes: [3])).cities(search: "an", pageSize: 4))
        #expect(!plain.isEmpty)
        #expect(streamed == plain)
    }

    @Test(arguments: [1, 500, 5_000])
    func aBodyThatBreaksOffThrowsDecoding(keptBytes: Int) async throws {
        let body = try Fixtures.data(Self.fixture).prefix(keptBytes)
        let transport = ChunkedTransport(body: Data(body), sizes: [13])
        let error = await #expect(throws: WeatherError.self) { try await pages(client(transport).cities(pageSize: 10)) }
        #expect(error?.code == .decoding)
        #expect(error?.statusCode == 200)
    }

    @Test func theFirstPagesArriveBeforeAMalformedItemFails() async throws {
        let body = try Fixtures.data(Self.fixture)
        var text = String(decoding: body, as: UTF8.self)
        let last = try #require(text.range(of: "\"Lahore\""))
        text.replaceSubrange(last, with: "12")
        var iterator = client(ChunkedTransport(body: Data(text.utf8), sizes: [64])).cities(pageSize: 10)
            .makeAsyncIterator()
        for _ in 0..<5 {
            #expect(try await iterator.next()?.count == 10)
        }
        let error = await #expect(throws: WeatherError.self) { try await iterator.next() }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("Item 51") == true)
    }

    @Test func aTransportErrorMidBodySurfacesAsIs() async throws {
        let body = try Fixtures.data(Self.fixture).prefix(3_000)
        let transport = ChunkedTransport(
            body: Data(body), sizes: [256], failure: WeatherError(.network, message: "The connection was lost."))
        let error = await #expect(throws: WeatherError.self) { try await pages(client(transport).cities(pageSize: 10)) }
        #expect(error?.code == .network)
    }
}
