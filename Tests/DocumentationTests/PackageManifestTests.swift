import Foundation
import Testing

/// What the repository says about its products matches `Package.swift`.
@Suite("Package manifest")
struct PackageManifestTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The library products declared in `Package.swift`, in order.
    static func libraries() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = /\.library\(name: "(\w+)"/
        return manifest.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func theSwiftPackageIndexDocumentsEveryProduct() throws {
        let spi = try String(contentsOf: Self.root.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let listed = spi.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("- Weather") ? String(trimmed.dropFirst(2)) : nil
        }
        let products = try Self.libraries()
        #expect(!products.isEmpty)
        #expect(listed == products)
    }

    @Test func everyProductHasADocCCatalogThatSaysWhereItRuns() throws {
        for product in try Self.libraries() {
            let catalog = Self.root.appendingPathComponent("Sources/\(product)/\(product).docc/\(product).md")
            #expect(FileManager.default.fileExists(atPath: catalog.path), "\(product) has no landing page")
            let landing = (try? String(contentsOf: catalog, encoding: .utf8)) ?? ""
            #expect(landing.contains("Runs on iOS 1"), "\(product)'s landing page does not say where it runs")
        }
    }

    @Test func theReadmeListsEveryProductAndSaysHowMany() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let products = try Self.libraries()
        for product in products {
            #expect(readme.contains("| `\(product)` |"), "README's product table lacks \(product)")
        }
        let architecture = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/Architecture.md"), encoding: .utf8)
        let counted = [7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve"]
        let number = counted[products.count] ?? "\(products.count)"
        #expect(architecture.contains("one Swift package of \(number) library products"))
    }
}
