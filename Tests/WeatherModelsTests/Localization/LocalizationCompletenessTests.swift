import Foundation
import Testing
import WeatherCore

/// Every string table of the SDK and its examples, in every language: the same keys as English, nothing
/// empty, the same placeholders, the plural forms each language's rules need, and no value left in English
/// unless it is listed below as the right text in that language.
@Suite("Localization: every table complete in ten languages")
struct LocalizationCompletenessTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `Resources` folder with an English table.
    static let resourceFolders: [URL] = {
        let candidates = ["Sources", "Examples"].flatMap { top -> [URL] in
            let folder = root.appendingPathComponent(top)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.map { folder.appendingPathComponent($0).appendingPathComponent("Resources") }
        }
        return candidates.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("en.lproj/Localizable.strings").path)
        }.sorted { $0.path < $1.path }
    }()

    /// Values that are right as they are in English: unit symbols, compass letters, formats of punctuation
    /// only, and words the language shares with English. A new one must be added here on purpose.
    static let sameAsEnglish: Set<String> = [
        "wind.speedAndDirection", "ui.badge.separator", "unit.temperature.degrees", "now.separator", "sources.line",
        "column.id", "now.dayPart", "pollen.item", "pollen.separator",
    ]

    /// Keys whose value may equal English in one language, by language.
    static let sameAsEnglishIn: [String: Set<String>] = [
        "de": [
            "compass.N", "compass.S", "compass.W", "compass.SW", "compass.SSW", "compass.WSW", "compass.NW",
            "compass.NNW", "compass.WNW", "condition.tornado", "condition.tornado.accessibility", "column.wind",
            "now.wind", "column.region", "support.duration.seconds", "pollen.present",
        ],
        "fr": [
            "compass.N", "compass.NNE", "compass.NE", "compass.ENE", "compass.E", "compass.ESE", "compass.SE",
            "compass.SSE", "compass.S", "condition.blizzard", "pollutant.ozone", "column.date",
            "support.duration.seconds", "support.duration.minutes", "support.duration.minutesSeconds", "list.move",
            "list.pages", "nextHour.minutes",
        ],
        "es": [
            "compass.N", "compass.NNE", "compass.NE", "compass.ENE", "compass.E", "compass.ESE", "compass.SE",
            "compass.SSE", "compass.S", "condition.tornado", "condition.tornado.accessibility",
            "unit.precipitation.inches", "support.error", "support.duration.seconds", "support.duration.minutes",
            "support.duration.minutesSeconds", "nextHour.minutes",
        ],
        "it": [
            "compass.N", "compass.NNE", "compass.NE", "compass.ENE", "compass.E", "compass.ESE", "compass.SE",
            "compass.SSE", "compass.S", "condition.tornado", "condition.tornado.accessibility", "ui.account",
            "ui.email",
            "ui.password", "unit.precipitation.inches", "support.duration.seconds", "support.duration.minutes",
            "support.duration.minutesSeconds", "nextHour.minutes",
        ],
        "pt-BR": [
            "compass.N", "compass.NNE", "compass.NE", "compass.ENE", "compass.ESE", "compass.SE", "compass.SSE",
            "compass.S", "condition.tornado", "condition.tornado.accessibility", "support.duration.seconds",
            "support.duration.minutes", "support.duration.minutesSeconds", "nextHour.minutes",
        ],
    ]

    static let translations = LanguageTag.supported.filter { $0 != "en" }

    static func read(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(list as? [String: Any], "\(url.path) is not a dictionary")
    }

    static func isUnitOrCompassLetters(_ key: String) -> Bool {
        key.hasPrefix("unit.") || key.hasPrefix("compass.") && !key.hasSuffix(".spoken")
    }

    @Test func thereAreTablesForEveryProductThatSpeaks() {
        let names = Set(Self.resourceFolders.map { $0.deletingLastPathComponent().lastPathComponent })
        #expect(names == ["WeatherModels", "WeatherAuth", "WeatherScheduling", "WeatherUI", "ExampleSupport"])
    }

    @Test(arguments: LanguageTag.supported)
    func theSDKsStringsReaderReadsEveryTableAsThePropertyListReaderDoes(language: String) throws {
        for folder in Self.resourceFolders {
            let url = folder.appendingPathComponent("\(language).lproj/Localizable.strings")
            let expected = try Self.read(url).compactMapValues { $0 as? String }
            let read = try #require(StringsFile.entries(try Data(contentsOf: url)), "\(url.path)")
            #expect(read == expected, "\(url.path)")
            #expect(!read.isEmpty)
        }
    }

    @Test(arguments: translations)
    func everyKeyIsTranslatedWithTheSamePlaceholders(language: String) throws {
        for folder in Self.resourceFolders {
            let english = try Self.read(folder.appendingPathComponent("en.lproj/Localizable.strings"))
            let url = folder.appendingPathComponent("\(language).lproj/Localizable.strings")
            let translated = try Self.read(url)
            #expect(Set(translated.keys) == Set(english.keys), "\(url.path): keys differ from English")
            for (key, value) in english {
                let englishText = try #require(value as? String)
                guard let text = translated[key] as? String else { continue }
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) is empty")
                #expect(
                    MessageFormat.argumentPositions(in: text).sorted()
                        == MessageFormat.argumentPositions(in: englishText).sorted(),
                    "\(language) \(key): placeholders differ from English")
                let allowed =
                    Self.sameAsEnglish.contains(key) || Self.sameAsEnglishIn[language, default: []].contains(key)
                    || (Self.isUnitOrCompassLetters(key) && !["ru", "ar"].contains(language))
                #expect(text != englishText || allowed, "\(language) \(key) is still English: \(text)")
            }
        }
    }

    @Test(arguments: translations)
    func everyPluralHasTheFormsItsLanguageNeeds(language: String) throws {
        for folder in Self.resourceFolders {
            let englishURL = folder.appendingPathComponent("en.lproj/Localizable.stringsdict")
            guard FileManager.default.fileExists(atPath: englishURL.path) else { continue }
            let english = try Self.read(englishURL)
            let translated = try Self.read(
                folder.appendingPathComponent("\(language).lproj/Localizable.stringsdict"))
            #expect(Set(translated.keys) == Set(english.keys), "\(folder.path) \(language): plural keys differ")
            for (key, value) in english {
                let entry = try #require(value as? [String: Any])
                let format = try #require(entry["NSStringLocalizedFormatKey"] as? String)
                let other = try #require(translated[key] as? [String: Any], "\(language) lacks \(key)")
                #expect(other["NSStringLocalizedFormatKey"] as? String == format, "\(language) \(key): format differs")
                for variable in MessageFormat.pluralVariables(in: format) {
                    let englishForms = try #require(entry[variable] as? [String: Any])
                    let expected = MessageFormat.argumentPositions(in: try #require(englishForms["other"] as? String))
                    let forms = try #require(other[variable] as? [String: Any], "\(language) \(key) lacks \(variable)")
                    for category in PluralCategory.required(in: language) {
                        let text = forms[category.rawValue] as? String
                        #expect(text?.isEmpty == false, "\(language) \(key): no \(category) form")
                        #expect(
                            text.map(MessageFormat.argumentPositions(in:)) == expected,
                            "\(language) \(key) \(category): placeholders differ")
                    }
                }
            }
        }
    }

    @Test func englishIsComplete() throws {
        for folder in Self.resourceFolders {
            let english = try Self.read(folder.appendingPathComponent("en.lproj/Localizable.strings"))
            #expect(!english.isEmpty)
            for (key, value) in english {
                #expect((value as? String)?.isEmpty == false, "\(key) is empty in English")
            }
        }
    }
}
