import Foundation
import Testing

/// What `Documentation/AddingAProvider.md` and `Documentation/Architecture.md` say a source costs outside its
/// folders, counted on the code: for each source, the production files outside
/// `Sources/WeatherProviders/<Folder>/` and `Sources/WeatherSandbox/<Folder>/` that name it in code
/// (comments and string literals do not count). WeatherUI and its previews are left out: they are flows
/// built on chosen sources, as an app is.
@Suite("Provider footprint")
struct ProviderFootprintTests {
    /// A source: its folder name and the identifiers that name it in code.
    struct Source: Sendable, CustomStringConvertible {
        var folder: String
        var names: [String]
        var description: String { folder }
    }

    static let sources = [
        Source(folder: "OpenWeather", names: ["OpenWeather"]),
        Source(folder: "WeatherAPI", names: ["WeatherAPI"]),
        Source(folder: "OpenMeteo", names: ["OpenMeteo"]),
        Source(folder: "METNorway", names: ["METNorway", "metNorway"]),
        Source(folder: "NationalWeatherService", names: ["NationalWeatherService", "nationalWeatherService"]),
        Source(folder: "WeatherKit", names: ["WeatherKit", "weatherKit"]),
        Source(folder: "FreeTestAPI", names: ["FreeTest", "freeTest"]),
    ]

    /// The registry: the one line per source outside its folders.
    static let registry = "Sources/WeatherSandbox/Core/SandboxStandIn.swift"

    /// freetestapi's list length is a sandbox option (`SandboxTransport(freeTestListSize:)`), so the
    /// transport and its context name it too; AddingAProvider.md says so.
    static let documentedExceptions = [
        "FreeTestAPI": [
            "Sources/WeatherSandbox/Core/SandboxContext.swift", "Sources/WeatherSandbox/Core/SandboxTransport.swift",
        ]
    ]

    @Test(arguments: sources)
    func aSourceIsNamedOnlyInItsFoldersAndTheRegistry(_ source: Source) throws {
        let outside = try Self.files(naming: source)
        let expected = Set([Self.registry] + (Self.documentedExceptions[source.folder] ?? []))
        #expect(Set(outside) == expected, "\(source.folder) is named in code outside its folders")
    }

    @Test func theGuideSaysWhatTheCountShows() throws {
        let guide = try String(
            contentsOf: Self.root.appendingPathComponent("Documentation/AddingAProvider.md"), encoding: .utf8)
        #expect(guide.contains("one line in\n`SandboxStandIns.all`"))
        #expect(guide.contains("SandboxTransport(freeTestListSize:)"))
        #expect(guide.contains("ProviderFootprintTests"))
    }

    @Test func codeIgnoresCommentsAndStrings() {
        let text = """
            // OpenWeather in a comment
            let a = "OpenWeather in a string"
            /* OpenWeather
               in a block */
            let b = OpenMeteoClient()
            """
        #expect(!Self.code(text).contains("OpenWeather"))
        #expect(Self.code(text).contains("OpenMeteoClient"))
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The production files outside the source's folders (and outside WeatherUI) that name it in code.
    static func files(naming source: Source) throws -> [String] {
        try codeFiles().compactMap { relative, text in
            let parts = relative.split(separator: "/")
            if ["WeatherProviders", "WeatherSandbox"].contains(parts[1]), parts[2] == source.folder { return nil }
            let named = source.names.contains {
                text.contains($0) && text.range(of: "\\b\($0)", options: .regularExpression) != nil
            }
            return named ? relative : nil
        }
        .sorted()
    }

    /// The code of every production Swift file but WeatherUI's, by path from the package root.
    static func codeFiles() throws -> [(path: String, code: String)] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(path: String, code: String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let parts = relative.split(separator: "/")
            guard parts.count > 2, !parts[1].hasPrefix("WeatherUI") else { continue }
            files.append((relative, code(try String(contentsOf: url, encoding: .utf8))))
        }
        return files
    }

    /// `text` without comments and without the contents of string literals.
    static func code(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let (slash, star, quote, backslash, newline) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""),
            UInt8(ascii: "\\"), UInt8(ascii: "\n")
        )
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        var inLineComment = false
        var blockDepth = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if inLineComment {
                if byte == newline {
                    inLineComment = false
                    kept.append(newline)
                }
            } else if blockDepth > 0 {
                if byte == star, next == slash {
                    blockDepth -= 1
                    index += 1
                } else if byte == slash, next == star {
                    blockDepth += 1
                    index += 1
                }
            } else if inString {
                if byte == backslash {
                    index += 1
                } else if byte == quote {
                    inString = false
                    kept.append(quote)
                }
            } else if byte == slash, next == slash {
                inLineComment = true
            } else if byte == slash, next == star {
                blockDepth = 1
                index += 1
            } else {
                inString = byte == quote
                kept.append(byte)
            }
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
