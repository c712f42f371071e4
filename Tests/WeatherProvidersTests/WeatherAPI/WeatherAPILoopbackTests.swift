import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// The WeatherAPI.com and freetestapi clients over real HTTP, through `URLSessionTransport` to a loopback server.
@Suite("WeatherAPI.com and freetestapi over loopback HTTP")
struct WeatherAPILoopbackTests {
    @Test func weatherAPIRequestsAndErrorsOverHTTP() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let forecast = try Fixtures.data("weatherapi/forecast/phoenix-5day-2024.json")
        let notFound = try Fixtures.data("weatherapi/errors/1006-no-matching-location.json")
        server.enqueue(ScriptedResponse(status: 200, headers: ["Content-Type": "application/json"], body: forecast))
        server.enqueue(ScriptedResponse(status: 400, headers: ["Content-Type": "application/json"], body: notFound))
        let client = WeatherAPIClient(
            apiKey: WeatherAPITesting.sentinelKey,
            transport: URLSessionTransport(),
            baseURL: server.url(path: "/v1"),
            configuration: .init(retryPolicy: .none)
        )

        let weather = try await client.forecast(for: .city("São Paulo"), days: 5)
        #expect(weather.timeZone.identifier == "America/Phoenix")
        #expect(weather.daily.count == 5)
        let error = await #expect(throws: WeatherError.self) { try await client.weather(for: "Nowhere") }
        #expect(error?.code == .notFound)
        #expect(error?.providerCode == "1006")
        #expect(error.map { !$0.debugDescription.contains(WeatherAPITesting.sentinelKey) } == true)

        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.first?.method == "GET")
        #expect(requests.first?.path == "/v1/forecast.json")
        #expect(
            requests.first?.query == "q=S%C3%A3o%20Paulo&days=5&aqi=no&alerts=yes&key=\(WeatherAPITesting.sentinelKey)")
        #expect(requests.last?.path == "/v1/current.json")
    }

    @Test func freeTestPagesOverHTTPAndATruncatedBody() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let list = try Fixtures.data("freetestapi/weathers/all-51-items.json")
        server.enqueue(ScriptedResponse(status: 200, headers: ["Content-Type": "application/json"], body: list))
        server.enqueue(
            ScriptedResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: list.prefix(300)))
        let client = FreeTestWeatherClient(
            transport: URLSessionTransport(), baseURL: server.url(path: "/api/v1"),
            configuration: .init(retryPolicy: .none))

        var sizes: [Int] = []
        for try await page in client.cities(pageSize: 10) {
            sizes.append(page.count)
        }
        #expect(sizes == [10, 10, 10, 10, 10, 1])
        #expect(server.requestCount == 1)
        #expect(server.lastRequest?.path == "/api/v1/weathers")

        let error = await #expect(throws: WeatherError.self) {
            for try await _ in client.cities(pageSize: 10) {}
        }
        #expect(error?.code == .decoding)
        #expect(server.requestCount == 2)
    }
}
