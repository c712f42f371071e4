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

    /// Creates a reporter that writes through `console`.
    package init(console: Console) {
        self.console = console
    }

    /// The logger to give the clients: it sees every attempt and reports the retries.
    package var logger: HTTPLogger {
        HTTPLogger(minimumLevel: .debug) { record in
            if let line = Self.line(for: record) {
                console.status(line)
            }
        }
    }

    /// The line for `record`, or `nil` when it is not worth a line (only retries are).
    package static func line(for record: HTTPLogRecord) -> String? {
        guard record.event == .retrying else { return nil }
        let service = record.service ?? "The service"
        // Several requests may be retried at once (a place's name and its weather): each line says which.
        return
            "\(service) (\(request(record.redactedURL))) \(reason(record.errorCode, statusCode: record.statusCode)); "
            + "trying again (attempt \(record.attempt + 1) of \(record.maximumAttempts))…"
    }

    /// What a request asks for, from its path: a place, the air, past weather, a list of cities, or the weather.
    static func request(_ url: String) -> String {
        let path = (URL(string: url)?.path ?? url).lowercased()
        if path.contains("geo") || path.contains("search") || path.contains("points") { return "place lookup" }
        if path.contains("air") { return "air quality" }
        if path.contains("timemachine") || path.contains("history") || path.contains("archive") {
            return "past weather"
        }
        if path.contains("cities") || path.contains("weathers") { return "city list" }
        return "weather"
    }

    /// What went wrong with an attempt, as the middle of a sentence.
    private static func reason(_ code: WeatherError.Code?, statusCode: Int?) -> String {
        switch code {
        case .timeout?: "did not answer in time"
        case .network?: "could not be reached"
        case .rateLimited?: "says too many requests"
        case .server?: "had a server error" + (statusCode.map { " (HTTP \($0))" } ?? "")
        default: "failed" + (statusCode.map { " (HTTP \($0))" } ?? "")
        }
    }
}
