import Foundation
import Testing

@testable import WeatherStore

/// What the Persistence article says about the schema is what the store does.
@Suite("Persistence article")
struct PersistenceArticleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WeatherStore/WeatherStore.docc/Persistence.md")

    @Test func theArticleNamesTheCurrentSchemaAndEveryMigration() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(text.contains("The tables of schema version \(StoreSchema.currentVersion):"))
        let migrationRows = text.split(separator: "\n").filter { line in
            line.hasPrefix("| ") && line.dropFirst(2).first?.isNumber == true
        }
        #expect(migrationRows.count == StoreSchema.currentVersion, "one row per migration in the Migrations table")
        for (index, row) in migrationRows.enumerated() {
            #expect(row.hasPrefix("| \(index + 1) |"))
        }
    }
}
