import Foundation
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Shared values and helpers for the National Weather Service tests.
enum NWSTesting {
    /// An identifying agent, as the service asks.
    static let userAgent = "AcmeWeatherApp/0.9 (ops@acme.example)"

    /// 2026-01-20 18:20:00 UTC (13:20 in New York), during the New York recordings.
    static let recorded = Date(timeIntervalSince1970: 1_768_933_200)

    static let newYork = try! Coordinate(latitude: 40.7128, longitude: -74.006)
    static let anchorage = try! Coordinate(latitude: 61.2181, longitude: -149.9003)
    static let london = try! Coordinate(latitude: 51.5074, longitude: -0.1278)

    /// A clock whose date the test moves.
    final class ManualNow: Sendable {
        private let date: Locked<Date>

        init(_ date: Date = NWSTesting.recorded) {
            self.date = Locked(date)
        }

        func advance(by seconds: TimeInterval) {
            date.withLock { $0 = $0.addingTimeInterval(seconds) }
        }

        /// The closure a configuration takes.
        var closure: @Sendable () -> Date { { [date] in date.current } }
    }

    /// The recorded bodies a transport answers with, by the end of the request's path.
    struct Bodies: Sendable {
        var point = "nws/points/new-york-40.7128--74.006-2026-01.json"
        var forecast = "nws/forecast/new-york-okx-33-35-2026-01.json"
        var hourly = "nws/forecast-hourly/new-york-okx-33-35-2026-01.json"
        var alerts = "nws/alerts-active/new-york-point-empty-2026-01.json"
        /// Headers of the `/points` answer.
        var pointHeaders = ["Content-Type": "application/geo+json", "Cache-Control": "public, max-age=86400"]
        /// The status and body of the `/points` answer, when it is an error.
        var pointError: (status: Int, path: String)?
    }

    /// A transport answering each endpoint with its recorded body, whatever order the requests come in.
    static func transport(_ bodies: Bodies = Bodies()) -> StubTransport {
        StubTransport { request, _ in
            let path = request.url.path
            if path.hasPrefix("/points/") {
                if let error = bodies.pointError {
                    return HTTPResponse(
                        statusCode: error.status, headers: ["Content-Type": "application/problem+json"],
                        body: try Fixtures.data(error.path))
                }
                return HTTPResponse(
                    statusCode: 200, headers: bodies.pointHeaders, body: try Fixtures.data(bodies.point))
            }
            let file: String =
                if path.hasSuffix("/forecast/hourly") {
                    bodies.hourly
                } else if path.hasSuffix("/forecast") {
                    bodies.forecast
                } else {
                    bodies.alerts
                }
            return HTTPResponse(
                statusCode: 200, headers: ["Content-Type": "application/geo+json"], body: try Fixtures.data(file))
        }
    }

    /// A client over `transport`, without retries, reading the time from `now`.
    static func client(
        _ transport: any HTTPTransport, userAgent: String = NWSTesting.userAgent, now: ManualNow = ManualNow()
    ) -> NationalWeatherServiceClient {
        NationalWeatherServiceClient(
            transport: transport,
            configuration: NationalWeatherServiceClient.Configuration(
                userAgent: userAgent, retryPolicy: .none, now: now.closure))
    }

    /// The requests whose path starts with `prefix`.
    static func requests(_ transport: StubTransport, to prefix: String) -> [HTTPRequest] {
        transport.requests.filter { $0.url.path.hasPrefix(prefix) }
    }

    /// A temperature in °F, as the models keep it (°C), for comparisons.
    static func celsius(fahrenheit: Double) -> Double {
        (fahrenheit - 32) * 5 / 9
    }
}
