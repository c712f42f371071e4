import Foundation
import WeatherModels
import WeatherNetworking

/// Says on standard error when a request is being tried again, so a slow or failing service is never
/// silent: `WeatherAPI.com did not answer in time; trying again (attempt 2 of 3)…`.
///
/// It reads the records of the clients' ``HTTPLogger``; give every client ``logger`` through
/// ``ExampleContext/configured(_:)``. Standard output stays clean for the weather itself.
package struct NetworkProgress: Sendable {
    private let console: Console
    private let formatter: WeatherFormatter

    /// Creates a reporter that writes through `console` in `formatter`'s language.
    package init(console: Console, formatter: WeatherFormatter) {
        self.console = console
        self.formatter = formatter
    }

    /// The logger to give the clients: it sees every attempt and reports the retries.
    package var logger: HTTPLogger {
        HTTPLogger(minimumLevel: .debug) { [formatter] record in
            if let line = Self.line(for: record, formatter: formatter) {
                console.status(line)
            }
        }
    }

    /// The line for `record`, or `nil` when it is not worth a line (only retries are).
    package static func line(for record: HTTPLogRecord, formatter: WeatherFormatter) -> String? {
        guard record.event == .retrying else { return nil }
        // Several requests may be retried at once (a place's name and its weather): each line says which.
        let request = formatter.example("support.retry.request." + request(record.redactedURL))
        let attempt = String(record.attempt + 1)
        let attempts = String(record.maximumAttempts)
        let service = record.service ?? formatter.example("support.retry.theService")
        let status = record.statusCode.map(String.init)
        let key: String
        switch record.errorCode {
        case .timeout?: key = "support.retry.timeout"
        case .network?: key = "support.retry.network"
        case .rateLimited?: key = "support.retry.rateLimited"
        case .server?: key = status == nil ? "support.retry.server" : "support.retry.serverStatus"
        default: key = status == nil ? "support.retry.failed" : "support.retry.failedStatus"
        }
        return formatter.example(key, [service, request, attempt, attempts] + (status.map { [$0] } ?? []))
    }

    /// What a request asks for, from its path, as the end of a key: a place (`placeLookup`), the air
    /// (`airQuality`), past weather (`pastWeather`), a list of cities (`cityList`), or the weather (`weather`).
    static func request(_ url: String) -> String {
        let path = (URL(string: url)?.path ?? url).lowercased()
        if path.contains("geo") || path.contains("search") || path.contains("points") { return "placeLookup" }
        if path.contains("air") { return "airQuality" }
        if path.contains("timemachine") || path.contains("history") || path.contains("archive") {
            return "pastWeather"
        }
        if path.contains("cities") || path.contains("weathers") { return "cityList" }
        return "weather"
    }
}
