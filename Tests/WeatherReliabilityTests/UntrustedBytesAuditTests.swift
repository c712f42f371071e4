import Foundation
import Testing

/// Foundation's `JSONDecoder` stops the process on 513 unclosed `[`, so untrusted bytes (response
/// bodies, store, vault and outbox files) must only ever reach the SDK's own parser. This audit reads
/// every source file of the SDK and fails when Foundation's JSON parsers appear anywhere but where
/// the `.foundation` decoder option hands them bytes the SDK's parser has already accepted.
@Suite("Untrusted bytes audit")
struct UntrustedBytesAuditTests {
    /// The only places Foundation's decoder may appear, and why.
    static let allowed: [String: String] = [
        // The factory of the `.foundation` option, which the pipeline calls after its own parse.
        "Sources/WeatherNetworking/Client/APIClient+Configuration.swift": "JSONDecoder()",
        "Sources/WeatherNetworking/JSON/ResponseDecoder.swift": "makeDecoder().decode",
    ]

    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// The lines of `file` that are code, not comments.
    static func codeLines(_ text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("//") ? nil : (index + 1, String(line))
        }
    }

    @Test func foundationsJSONParsersSeeNoUntrustedBytes() throws {
        let root = Self.sources.deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 100, "the audit reads the SDK's sources")
        var findings: [String] = []
        for file in files {
            let relative = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            for line in Self.codeLines(try String(contentsOf: file, encoding: .utf8)) {
                for token in ["JSONSerialization", "JSONDecoder()", "PropertyListDecoder"]
                where line.text.contains(token) {
                    if Self.allowed[relative] == token { continue }
                    findings.append("\(relative):\(line.number): \(token)")
                }
                if line.text.contains("makeDecoder().decode"), Self.allowed[relative] != "makeDecoder().decode" {
                    findings.append("\(relative):\(line.number): makeDecoder().decode")
                }
            }
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func theAuditFindsAForbiddenCall() {
        let sample = """
            // JSONDecoder() in a comment is fine
            let value = try JSONDecoder().decode(T.self, from: body)
            """
        let flagged = Self.codeLines(sample).filter { $0.text.contains("JSONDecoder()") }
        #expect(flagged.map(\.number) == [2])
    }
}
