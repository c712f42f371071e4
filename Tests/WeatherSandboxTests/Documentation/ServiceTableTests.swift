import Foundation
import Testing

@testable import WeatherSandbox

/// The table "What each service answers" in TestingWithTheSandbox.md lists every path every stand-in serves.
@Suite("Sandbox service table")
struct ServiceTableTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/WeatherSandbox/WeatherSandbox.docc/TestingWithTheSandbox.md")

    @Test func everyRouteOfEveryStandInIsInTheTable() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Service") }
        #expect(rows.count == SandboxStandIns.all.count, "one row per stand-in")
        for route in SandboxStandIns.routes.map(\.route) {
            let pattern = "/" + route.pattern.joined(separator: "/")
            #expect(rows.contains { $0.contains("`\(pattern)`") }, "\(pattern) is not in the table")
        }
    }
}
