import Foundation
import WeatherCore
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Shared values and helpers for the MET Norway tests.
enum METNorwayTesting {
    /// An identifying agent, as the terms ask.
    static let userAgent = "AcmeWeatherApp/0.9 github.com/acmeweatherapp"

    /// 2020-07-20 11:20:44 UTC, when the 2020 recordings were made.
    static let recorded = Date(timeIntervalSince1970: 1_595_244_044)

    static let london = try! Coordinate(latitude: 51.5, longitude: -0.1)

    /// A clock whose date the test moves.
    final class ManualNow: Sendable {
        private let date: Locked<Date>

        init(_ date: Date = METNorwayTesting.recorded) {
            self.date = Locked(date)
        }

        var now: Date { date.current }

        func advance(by seconds: TimeInterval) {
            date.withLock { $0 = $0.addingTimeInterval(seconds) }
        }

        /// The closure a configuration takes.
        var closure: @Sendable () -> Date { { [date] in date.current } }
    }

    /// A client over `transport`, without retries, reading the time from `now`.
    static func client(
        _ transport: any HTTPTransport,
        endpoint: METNorwayClient.Endpoint = .compact,
        userAgent: String = METNorwayTesting.userAgent,
        now: ManualNow = ManualNow(),
        logger: HTTPLogger? = nil
    ) -> METNorwayClient {
        METNorwayClient(
            transport: transport,
            configuration: METNorwayClient.Configuration(
                userAgent: userAgent, endpoint: endpoint, retryPolicy: .none, now: now.closure, logger: logger))
    }

    /// A 200 with the fixture at `path` and the caching headers the service sends.
    static func ok(
        _ path: String, status: Int = 200, lastModified: String = "Mon, 20 Jul 2020 11:20:44 GMT",
        expires: String = "Mon, 20 Jul 2020 11:52:44 GMT"
    ) throws -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: ["Content-Type": "application/json", "Last-Modified": lastModified, "Expires": expires],
            body: try Fixtures.data(path))
    }

    /// The query items of `request`'s URL, by name.
    static func query(of request: HTTPRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    /// The recorded bodies and the time zone of the place each is for.
    static let zones: [String: String] = [
        "metno/compact/beijing-no-altitude-2020-07.json": "Asia/Shanghai",
        "metno/compact/london-altitude25-2020-07.json": "Europe/London",
        "metno/compact/new-york-altitude10-2020-07.json": "America/New_York",
        "metno/compact/norway-lat60-lon11-integer-coords-2024-02.json": "Europe/Oslo",
        "metno/complete/london-altitude25-2020-07.json": "Europe/London",
    ]
}
