import Foundation
import Testing
import WeatherCore
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

/// freetestapi lists: pages handed out in time linear in the list, long lists refused where they are held
/// whole, and reading within the call's deadline and cancellation.
@Suite("freetestapi bounded work")
struct FreeTestBoundedWorkTests {
    /// A list of `count` cities with ids 1 through `count`, named `City 1`….
    static func list(_ count: Int) -> Data {
        let cities = (1...max(count, 1)).prefix(count).map {
            #"{"id":\#($0),"city":"City \#($0)","country":"Testland","latitude":10,"longitude":20,"temperature":20,"#
                + #""weather_description":"Sunny","humidity":50,"wind_speed":10,"forecast":[]}"#
        }
        return Data("[\(cities.joined(separator: ","))]".utf8)
    }

    static func client(
        _ transport: any HTTPTransport, clock: any Clock<Duration> = TestClock()
    ) -> FreeTestWeatherClient {
        FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none, clock: clock))
    }

    // MARK: Pages

    @Test(arguments: [[1], [3], [512], [100_000]])
    func manyPagesOfOneCityComeOutCompleteAndInOrder(chunkSizes: [Int]) async throws {
        let count = 3_000
        let transport = CityPagesStreamingTests.ChunkedTransport(body: Self.list(count), sizes: chunkSizes)
        var ids: [Int] = []
        var pages = 0
        for try await page in Self.client(transport).cities(pageSize: 1) {
            #expect(page.count == 1)
            ids += page.map(\.id)
            pages += 1
        }
        #expect(pages == count)
        #expect(ids == Array(1...count))
    }

    @Test func pagesOfSeveralCitiesKeepTheOrderAndTheShortLastPage() async throws {
        let transport = CityPagesStreamingTests.ChunkedTransport(body: Self.list(1_000), sizes: [4_096])
        var pages: [[Int]] = []
        for try await page in Self.client(transport).cities(pageSize: 7) {
            pages.append(page.map(\.id))
        }
        #expect(pages.count == 143)
        #expect(pages.dropLast().allSatisfy { $0.count == 7 })
        #expect(pages.last == Array(995...1_000))
        #expect(pages.flatMap { $0 } == Array(1...1_000))
    }

    @Test func readingPagesStopsInACancelledTask() async throws {
        // The first chunk holds one city, the second all the others.
        let transport = CityPagesStreamingTests.ChunkedTransport(body: Self.list(2_000), sizes: [300, 1_000_000])
        let pages = Self.client(transport).cities(pageSize: 1)
        let task = Task {
            var iterator = pages.makeAsyncIterator()
            _ = try await iterator.next()
            withUnsafeCurrentTask { $0?.cancel() }
            var read = 0
            while try await iterator.next() != nil {
                read += 1
            }
            return read
        }
        let error = await #expect(throws: WeatherError.self) { _ = try await task.value }
        #expect(error?.code == .cancelled)
    }

    // MARK: Whole lists

    @Test func aListTooLongToHoldWholeIsRefused() async throws {
        let body = Self.list(FreeTestWeatherClient.maximumCities + 1)
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        let error = await #expect(throws: WeatherError.self) { _ = try await client.allCities() }
        #expect(error?.code == .decoding)
        #expect(error?.message.contains("10001 cities") == true)
        let byID = await #expect(throws: WeatherError.self) { _ = try await client.cities(withID: 3) }
        #expect(byID?.code == .decoding)
    }

    @Test func aListAtTheLimitIsRead() async throws {
        let body = Self.list(2_000)
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: body)]))
        #expect(try await client.allCities().count == 2_000)
        #expect(try await client.allCities(search: "City 1999").map(\.id) == [1_999])
        #expect(try await client.cities(withID: 1_500).map(\.city) == ["City 1500"])
    }

    @Test func aRecordSentAsAListIsItsFirstElement() async throws {
        let client = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: Self.list(500))]))
        #expect(try await client.city(id: 1)?.city == "City 1")
        let empty = Self.client(StubTransport(responses: [HTTPResponse(statusCode: 200, body: Data("[]".utf8))]))
        #expect(try await empty.city(id: 1) == nil)
    }

    @Test func forecastDaysPastTheLimitAreCutWithANote() throws {
        let days = (0..<(Weather.SeriesLimit.days + 3)).map { _ in
            CityWeather.ForecastDay(
                date: "2024-01-01", temperature: 20, weatherDescription: "Sunny", humidity: 50, windSpeed: 10)
        }
        let city = CityWeather(
            id: 1, city: "Somewhere", country: "Testland", coordinate: try Coordinate(latitude: 10, longitude: 20),
            temperature: 20, weatherDescription: "Sunny", humidity: 50, windSpeed: 10, forecast: days)
        let weather = city.weather(fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(weather.daily.count == Weather.SeriesLimit.days)
        let note = try #require(weather.notes.first { $0.kind == .leftOut && $0.field == "daily" })
        #expect(note.detail == "3 days left out: the answer has 40003, more than the 40000 the SDK reads")
    }

    // MARK: Cancellation and deadline

    @Test func aCallCancelledAsTheAnswerArrivesIsNotRead() async throws {
        let transport = StubTransport { _, _ in
            withUnsafeCurrentTask { $0?.cancel() }
            return HTTPResponse(statusCode: 200, body: Self.list(600))
        }
        // In a task of its own, so that only the call is cancelled, not the test.
        let call = Task { try await Self.client(transport).allCities() }
        let error = await #expect(throws: WeatherError.self) { _ = try await call.value }
        #expect(error?.code == .cancelled)
    }

    /// `allCities()` with a clock that fires `event` at the first read after the pipeline's own (counted
    /// with `city(id:)`, which maps nothing): only a list read within the call's budget sees it.
    static func listedWhile(_ event: ReadCountingClock.Event) async throws -> WeatherError? {
        let clock = ReadCountingClock()
        let transport = StubTransport { _, _ in
            clock.answered()
            return HTTPResponse(statusCode: 200, body: Self.list(1_200))
        }
        let client = Self.client(transport, clock: clock)
        _ = try await client.city(id: 1)
        clock.trigger(event, atRead: clock.reads + 1)
        let call = Task { try await client.allCities() }
        return await #expect(throws: WeatherError.self) { _ = try await call.value }
    }

    @Test func readingTheListStopsWhenTheDeadlinePasses() async throws {
        #expect(try await Self.listedWhile(.passDeadline)?.code == .timeout)
    }

    @Test func readingTheListStopsWhenTheTaskIsCancelled() async throws {
        #expect(try await Self.listedWhile(.cancel)?.code == .cancelled)
    }
}
