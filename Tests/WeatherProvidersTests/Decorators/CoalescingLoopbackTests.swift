import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Coalescing against a real HTTP server on 127.0.0.1: the server delays its one scripted answer, so the
/// concurrent calls overlap, and counts the requests that actually arrive.
@Suite("Coalescing over loopback HTTP")
struct CoalescingLoopbackTests {
    private static let callers = 100

    private func client(_ server: LoopbackServer) -> OpenMeteoClient {
        OpenMeteoClient(
            transport: URLSessionTransport(),
            baseURL: server.baseURL.appendingPathComponent("v1"),
            configuration: OpenMeteoClient.Configuration(retryPolicy: .none))
    }

    private func concurrentWeather(
        from provider: any WeatherProvider
    ) async -> [Result<Weather, WeatherError>] {
        await withTaskGroup(of: Result<Weather, WeatherError>.self) { group in
            for _ in 0..<Self.callers {
                group.addTask {
                    do {
                        return .success(try await provider.weather(at: DecoratorTesting.berlin))
                    } catch let error as WeatherError {
                        return .failure(error)
                    } catch {
                        return .failure(WeatherError(.network, message: "\(error)"))
                    }
                }
            }
            var results: [Result<Weather, WeatherError>] = []
            for await result in group { results.append(result) }
            return results
        }
    }

    @Test func hundredIdenticalCallsMakeOneRequest() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = try Fixtures.data("openmeteo/forecast/melbourne-hourly-daily-gmt.json")
        server.enqueue(
            ScriptedResponse(status: 200, headers: ["Content-Type": "application/json"], body: body).delayed(
                by: .milliseconds(500)))

        let results = await concurrentWeather(from: client(server).coalesced())

        #expect(server.requestCount == 1)
        #expect(server.lastRequest?.path == "/v1/forecast")
        let values = results.compactMap { try? $0.get() }
        #expect(values.count == Self.callers)
        #expect(Set(values).count == 1)
        #expect(values.first?.hourly.first?.temperature.value == 13.6)
    }

    @Test func hundredIdenticalCallsShareOneError() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = try Fixtures.data("openmeteo/errors/400-invalid-hourly-variable.json")
        server.enqueue(
            ScriptedResponse(status: 400, headers: ["Content-Type": "application/json"], body: body).delayed(
                by: .milliseconds(500)))

        let results = await concurrentWeather(from: client(server).coalesced())

        #expect(server.requestCount == 1)
        let errors = results.compactMap { result -> WeatherError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        #expect(errors.count == Self.callers)
        #expect(errors.allSatisfy { $0.code == .badRequest && $0.statusCode == 400 })
        #expect(errors.allSatisfy { $0.message.contains("winddiren_10m") })
    }

    @Test func cacheCoalescesMissesAndThenAnswersFromMemory() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let body = try Fixtures.data("openmeteo/forecast/texas-current-fahrenheit-minified.json")
        server.enqueue(
            ScriptedResponse(status: 200, headers: ["Content-Type": "application/json"], body: body).delayed(
                by: .milliseconds(500)))
        let cached = client(server).cached()

        let results = await concurrentWeather(from: cached)
        let again = try await cached.cachedWeather(at: DecoratorTesting.berlin)

        #expect(server.requestCount == 1)
        #expect(results.allSatisfy { (try? $0.get()) == again.value })
        #expect(again.isStale == false)
    }
}
