import Foundation
import Testing

/// What every ` ```swift ` block of a DocC article does also runs in a test, so its results stay true.
///
/// `Scripts/check-samples.sh` compiles each sample on its own with the imports it shows; this test adds
/// that the sample's work runs. A block passes when its working lines, trimmed, appear in the same order
/// among the code lines of one Swift file under `Tests/` (other lines may come between them: setup and
/// expectations). Working lines are the code lines (non-blank, not comments) except the set-up a sample
/// shows so it compiles on its own: `import` lines, declarations of constants and variables that do not
/// `await` (a client, a place, a key) and the `func` line of a wrapper function. Lines that a test file has
/// only inside comments do not count. A block that is not compiled (a `Package.swift` fragment, for
/// example) starts with the line `// Not compiled by a test: <reason>` and is skipped.
@Suite("Article samples")
struct ArticleSampleTests {
    /// The marker line that exempts a block, followed by a reason.
    static let exemptionMarker = "// Not compiled by a test:"

    /// The package root, found from this file's path (`Tests/DocumentationTests/ArticleSampleTests.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everySampleLivesInATest() throws {
        let articles = try Self.files(
            under: "Sources", where: { $0.pathExtension == "md" && $0.path.contains(".docc/") })
        let tests = try Self.files(under: "Tests", where: { $0.pathExtension == "swift" })
            .filter { $0.lastPathComponent != "ArticleSampleTests.swift" }
            .map { try Self.codeLines(of: String(contentsOf: $0, encoding: .utf8)) }
        #expect(articles.count >= 7, "one landing page per product at least")
        #expect(!tests.isEmpty)

        var checked = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for sample in SwiftSample.samples(in: text) {
                if sample.lines.first?.hasPrefix(Self.exemptionMarker) == true {
                    #expect(
                        sample.lines.first!.count > Self.exemptionMarker.count + 3,
                        "\(Self.relative(article)):\(sample.line): an exemption needs a reason")
                    continue
                }
                checked += 1
                if sample.lines.contains(where: Self.importsAppleOnlyFramework) {
                    continue  // it cannot run on Linux; Scripts/check-samples.sh compiles it on Apple platforms
                }
                let code = Self.workingLines(of: sample.lines)
                let found = tests.contains { Self.contains($0, inOrder: code) }
                #expect(
                    found,
                    """
                    \(Self.relative(article)):\(sample.line): this sample is not in any test file under Tests/. \
                    Put its lines, in this order, in a test that runs it (or change the article back).
                    """)
            }
        }
        #expect(checked > 20, "expected the articles' samples to be found, got \(checked)")
    }

    @Test func samplesAreExtracted() {
        let text = """
            Intro.

            ```swift
            let a = 1

                print(a)  // 1
            ```

            ```json
            {"a": 1}
            ```

            ```swift
            // Not compiled by a test: a manifest fragment
            .package(url: "x", from: "1.0.0")
            ```
            """
        let samples = SwiftSample.samples(in: text)
        #expect(
            samples.map(\.lines) == [
                ["let a = 1", "print(a)  // 1"],
                [Self.exemptionMarker + " a manifest fragment", ".package(url: \"x\", from: \"1.0.0\")"],
            ])
        #expect(samples.map(\.line) == [3, 13])
    }

    @Test func linesMustAppearInOrder() {
        let file = ["import X", "let a = 1", "#expect(a == 1)", "print(a)"]
        #expect(Self.contains(file, inOrder: ["let a = 1", "print(a)"]))
        #expect(!Self.contains(file, inOrder: ["print(a)", "let a = 1"]))
        #expect(!Self.contains(file, inOrder: ["let a = 2"]))
    }

    @Test func commentedOutLinesDoNotCount() {
        let file = """
            let a = 1
            // print(a)
            /*
            print(a)
            */
            /* print(a) */
            #expect(a == 1)
            """
        #expect(Self.codeLines(of: file) == ["let a = 1", "#expect(a == 1)"])
        #expect(!Self.contains(Self.codeLines(of: file), inOrder: ["let a = 1", "print(a)"]))
    }

    @Test func setUpLinesAreNotLookedFor() {
        #expect(Self.isSetUp("import WeatherProviders"))
        #expect(Self.isSetUp("let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)"))
        #expect(Self.isSetUp("func weatherOrForecast(at berlin: Coordinate) async throws -> Weather {"))
        #expect(!Self.isSetUp("let weather = try await client.weather(at: berlin)"))
        #expect(!Self.isSetUp("print(weather)"))
    }

    @Test func setUpContinuesOverItsArguments() {
        let sample = [
            "let support = try FileManager.default.url(",
            "for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)",
            "let store = try SQLiteWeatherStore(path: support.appendingPathComponent(\"weather.sqlite\"))",
            "try await store.addFavorite(berlin, for: user)",
        ]
        #expect(Self.workingLines(of: sample) == ["try await store.addFavorite(berlin, for: user)"])
    }

    /// The frameworks that exist only on Apple platforms, whose samples cannot run here.
    static let appleOnlyFrameworks = [
        "SwiftUI", "UIKit", "AppKit", "CoreLocation", "BackgroundTasks", "UserNotifications",
    ]

    static func importsAppleOnlyFramework(_ line: String) -> Bool {
        appleOnlyFrameworks.contains { line == "import \($0)" }
    }

    /// A sample's lines without comments and without its set-up (a declaration's continuation lines too).
    static func workingLines(of sample: [String]) -> [String] {
        var working: [String] = []
        var openParentheses = 0
        for line in sample where !line.hasPrefix("//") {
            let balance = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
            if openParentheses > 0 {
                openParentheses += balance
            } else if isSetUp(line) {
                openParentheses = max(0, balance)
            } else {
                working.append(line)
            }
        }
        return working
    }

    /// Whether a sample's line only sets up what the sample uses: an import, a value made without `await`,
    /// or the first line of a function that wraps the work.
    static func isSetUp(_ line: String) -> Bool {
        if line.hasPrefix("import ") || line.hasPrefix("func ") { return true }
        return (line.hasPrefix("let ") || line.hasPrefix("var ")) && !line.contains("await ")
    }

    /// Whether `lines` holds every line of `sample` in order, possibly with other lines between.
    static func contains(_ lines: [String], inOrder sample: [String]) -> Bool {
        var next = sample.startIndex
        for line in lines where next < sample.endIndex && line == sample[next] {
            next += 1
        }
        return next == sample.endIndex
    }

    /// The code lines of a Swift file, trimmed: not blank, not a `//` comment, not inside a `/* */` comment.
    static func codeLines(of text: String) -> [String] {
        var lines: [String] = []
        var inBlockComment = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                inBlockComment = !line.contains("*/")
                continue
            }
            if line.hasPrefix("/*") {
                inBlockComment = !line.contains("*/")
                continue
            }
            if !line.isEmpty && !line.hasPrefix("//") {
                lines.append(line)
            }
        }
        return lines
    }

    static func files(under folder: String, where include: (URL) -> Bool) throws -> [URL] {
        let root = packageRoot.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter(include).sorted { $0.path < $1.path }
    }

    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(packageRoot.path.count + 1))
    }
}

/// One ` ```swift ` block of an article: its first line number (1-based, the fence) and its significant lines.
struct SwiftSample: Equatable {
    var line: Int
    var lines: [String]

    static func samples(in text: String) -> [SwiftSample] {
        var samples: [SwiftSample] = []
        var current: SwiftSample?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var sample = current {
                if line.hasPrefix("```") {
                    samples.append(sample)
                    current = nil
                } else if !line.isEmpty {
                    sample.lines.append(line)
                    current = sample
                }
            } else if line == "```swift" {
                current = SwiftSample(line: index + 1, lines: [])
            }
        }
        return samples
    }
}
