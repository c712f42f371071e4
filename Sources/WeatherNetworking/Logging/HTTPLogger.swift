/// Where ``APIClient`` sends its ``HTTPLogRecord``s: a closure, with a minimum level.
///
/// Logging is off unless a logger is set in ``APIClient/Configuration``; nothing global is
/// involved. Bridge it to `os.Logger`, swift-log or `print` as the app prefers:
///
/// ```swift
/// let logger = HTTPLogger(minimumLevel: .info) { record in print(record) }
/// import Foundation
///
/// var configuration = APIClient.Configuration(baseURL: URL(string: "https://api.example.com")!)
/// configuration.logger = logger
/// ```
public struct HTTPLogger: Sendable {
    /// Records below this level are dropped.
    public var minimumLevel: HTTPLogRecord.Level
    private let sink: @Sendable (HTTPLogRecord) -> Void

    /// Creates a logger that passes records at `minimumLevel` or above to `sink`.
    public init(minimumLevel: HTTPLogRecord.Level = .info, _ sink: @escaping @Sendable (HTTPLogRecord) -> Void) {
        self.minimumLevel = minimumLevel
        self.sink = sink
    }

    /// Passes `record` to the sink when its level is high enough.
    public func log(_ record: HTTPLogRecord) {
        guard record.level >= minimumLevel else { return }
        sink(record)
    }
}
