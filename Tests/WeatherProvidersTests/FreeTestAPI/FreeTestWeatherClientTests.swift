import Foundation
import Testing
import WeatherTestSupport

@testable import WeatherProviders

/// The freetestapi client through its public API with an injected transport: paging, search, id lookup, requests
/// and broken bodies.
@Suite("freetestapi client")
struct FreeTestWeatherClientTests {
    static let fixture = "freetestapi/weathers/all-51-items.json"

    private func client(_ transport: StubTransport) -> FreeTestWeatherClient {
        FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none))
    }

    private func pages(_ sequence: FreeTestWeatherClient.CityPages) async throws -> [[CityWeather]] {
        var pages: [[CityWeather]] = []
        for try await page in sequence {
            pages.append(page)
        }
        return pages
    }

    @Test func fiftyOneCitiesInPagesOfTenFromOneRequest() async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let pages = try await pages(client(transport).cities(pageSize: 10))
        #expect(pages.map(\.count) == [10, 10, 10, 10, 10, 1])
        #expect(pages.last?.first?.city == "Lahore")
        #expect(pages.first?.first?.city == "New York")
        #expect(transport.requests.count == 1)
        let request = try #require(transport.requests.first)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://freetestapi.com/api/v1/weathers")
    }

    @Test(arguments: [1, 7, 50, 51, 52, 1000])
    func pageSizesCoverEveryCityOnce(pageSize: Int) async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let pages = try await pages(client(transport).cities(pageSize: pageSize))
        #expect(pages.count == (51 + pageSize - 1) / pageSize)
        #expect(pages.allSatisfy { $0.count <= pageSize && !$0.isEmpty })
        #expect(pages.flatMap { $0 }.count == 51)
        #expect(transport.requests.count == 1)
    }

    @Test func eachIterationFetchesOnceAndNothingIsSentBeforeIt() async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let sequence = client(transport).cities(pageSize: 25)
        #expect(transport.requests.isEmpty)
        var iterator = sequence.makeAsyncIterator()
        _ = try await iterator.next()
        _ = try await iterator.next()
        _ = try await iterator.next()
        #expect(try await iterator.next() == nil)
        #expect(transport.requests.count == 1)
        _ = try await pages(sequence)
        #expect(transport.requests.count == 2)
    }

    @Test(arguments: [0, -1])
    func nonPositivePageSizeThrowsInvalidInputWithoutARequest(pageSize: Int) async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let error = await #expect(throws: WeatherError.self) {
            try await pages(client(transport).cities(pageSize: pageSize))
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func searchIsSentPercentEncodedAndFiltersByCityName() async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let pages = try await pages(client(transport).cities(search: "São Paulo", pageSize: 10))
        #expect(pages.flatMap { $0 }.map(\.city) == ["São Paulo"])
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/api/v1/weathers")
        #expect(
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
                == "search=S%C3%A3o%20Paulo")
    }

    @Test func searchIgnoresCaseAndDiacritics() async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let client = client(transport)
        #expect(try await client.allCities(search: "sao").map(\.city) == ["São Paulo"])
        #expect(try await client.allCities(search: "BOGOTA").map(\.city) == ["Bogotá"])
        #expect(try await client.allCities(search: "Atlantis").isEmpty)
        let none = try await pages(client.cities(search: "Atlantis", pageSize: 10))
        #expect(none.isEmpty)
    }

    @Test(arguments: ["", "  "])
    func emptySearchIsInvalidInput(search: String) async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let error = await #expect(throws: WeatherError.self) {
            try await pages(client(transport).cities(search: search, pageSize: 10))
        }
        #expect(error?.code == .invalidInput)
        #expect(transport.requests.isEmpty)
    }

    @Test func lookupByIDReturnsTheServicesRecord() async throws {
        let all = try JSONDecoder().decode([CityWeather].self, from: Fixtures.data(Self.fixture))
        let canberra = try #require(all.first { $0.city == "Canberra" })
        let object = try JSONSerialization.data(
            withJSONObject: try #require((try Fixtures.json(Self.fixture) as? [Any])?[44]))
        let transport = WeatherAPITesting.transport(body: object)
        let city = try await client(transport).city(id: 45)
        #expect(city == canberra)
        #expect(transport.requests.first?.url.absoluteString == "https://freetestapi.com/api/v1/weathers/45")
    }

    @Test func lookupByIDAcceptsAnArrayAnswerAnd404() async throws {
        let list = try WeatherAPITesting.transport(fixture: Self.fixture)
        #expect(try await client(list).city(id: 1)?.city == "New York")
        let missing = WeatherAPITesting.transport(statusCode: 404, body: Data(#"{"message":"Not found"}"#.utf8))
        #expect(try await client(missing).city(id: 999) == nil)
        let error = await #expect(throws: WeatherError.self) { try await client(missing).city(id: 0) }
        #expect(error?.code == .invalidInput)
        #expect(missing.requests.count == 1)
    }

    @Test func sharedIDGivesEveryRecordInListOrder() async throws {
        let transport = try WeatherAPITesting.transport(fixture: Self.fixture)
        let cities = try await client(transport).cities(withID: 45)
        #expect(cities.map(\.city) == ["Canberra", "Wellington"])
        #expect(Set(cities.map(\.place.id)).count == 2)
        #expect(try await client(transport).cities(withID: 4242).isEmpty)
    }

    @Test(arguments: [
        (200, "[{\"id\":1,\"city\":\"New York\",\"country\":\"Uni", WeatherError.Code.decoding),
        (200, "<!DOCTYPE html><html><body>Cloudflare</body></html>", .decoding),
        (200, "{\"message\":\"maintenance\"}", .decoding),
        (
            200,
            "[{\"id\":1,\"city\":\"X\",\"latitude\":123,\"longitude\":0,\"temperature\":1,\"humidity\":1,\"wind_speed\":1}]",
            .decoding
        ),
        (200, "[{\"id\":\"one\",\"city\":\"X\"}]", .decoding),
        (503, "<html>Service Unavailable</html>", .server),
    ])
    func brokenBodiesGiveTypedErrors(status: Int, body: String, expected: WeatherError.Code) async throws {
        let transport = WeatherAPITesting.transport(statusCode: status, body: Data(body.utf8))
        let error = await #expect(throws: WeatherError.self) { try await pages(client(transport).cities(pageSize: 5)) }
        #expect(error?.code == expected)
        #expect(error?.statusCode == status)
    }

    @Test func descriptionNamesTheBaseURL() {
        let client = FreeTestWeatherClient(transport: WeatherAPITesting.transport(body: Data()))
        #expect(client.description == "FreeTestWeatherClient(baseURL: https://freetestapi.com/api/v1)")
    }
}
