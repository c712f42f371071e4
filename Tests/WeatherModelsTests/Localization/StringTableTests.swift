import Foundation
import Testing
import WeatherCore

@Suite("String tables: plural rules, placeholders, fallbacks and an app's overrides")
struct StringTableTests {
    static let russian: [(Int, PluralCategory)] = [
        (0, .many), (1, .one), (2, .few), (4, .few), (5, .many), (11, .many), (12, .many), (14, .many), (21, .one),
        (22, .few), (25, .many), (101, .one), (111, .many),
    ]

    @Test(arguments: russian)
    func russianHasOneFewAndMany(count: Int, category: PluralCategory) {
        #expect(PluralCategory.of(Double(count), language: "ru") == category)
    }

    static let arabic: [(Int, PluralCategory)] = [
        (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other),
        (102, .other), (103, .few),
    ]

    @Test(arguments: arabic)
    func arabicHasSixForms(count: Int, category: PluralCategory) {
        #expect(PluralCategory.of(Double(count), language: "ar") == category)
    }

    @Test func fractionsAndOtherLanguages() {
        #expect(PluralCategory.of(1, fractionDigits: 1, language: "en") == .other)
        #expect(PluralCategory.of(1.5, fractionDigits: 1, language: "ru") == .other)
        #expect(PluralCategory.of(0, language: "fr") == .one)
        #expect(PluralCategory.of(0, language: "pt-BR") == .one)
        #expect(PluralCategory.of(0, language: "en") == .other)
        #expect(PluralCategory.of(1, language: "ja") == .other)
        #expect(PluralCategory.of(-1, language: "en") == .one)
        #expect(PluralCategory.of(.nan, language: "ru") == .many)
    }

    @Test func placeholdersAreFilledWithoutStringFormat() {
        #expect(MessageFormat.fill("%1$@ from the %2$@", ["5 km/h", "north"]) == "5 km/h from the north")
        #expect(MessageFormat.fill("%2$@風 %1$@", ["5 km/h", "北"]) == "北風 5 km/h")
        #expect(MessageFormat.fill("%@%% of %d", ["40", "7"]) == "40% of 7")
        // A translation naming an argument that is not there leaves it out instead of reading past the list.
        #expect(MessageFormat.fill("%3$@ and %@", ["a"]) == " and ")
        #expect(MessageFormat.fill("100%", []) == "100%")
        #expect(MessageFormat.argumentPositions(in: "%2$@ %1$@ %%") == [2, 1])
        #expect(MessageFormat.pluralVariables(in: "%#@minutes@ left") == ["minutes"])
    }

    @Test(arguments: ["ru_RU.UTF-8", "ru", "RU_ru"])
    func localesPickTheirLanguage(identifier: String) {
        #expect(LanguageTag.resolve(identifier: identifier) == "ru")
    }

    @Test func portugueseAndChineseResolveToTheirVariantsAndOthersToEnglish() {
        #expect(LanguageTag.resolve(identifier: "pt_PT") == "pt-BR")
        #expect(LanguageTag.resolve(identifier: "zh_CN") == "zh-Hans")
        #expect(LanguageTag.resolve(identifier: "zh-Hant-TW") == "en")
        #expect(LanguageTag.resolve(identifier: "pl_PL") == "en")
        #expect(LanguageTag.resolve(identifier: "") == "en")
    }

    /// A bundle folder holding `files` (paths relative to it).
    static func bundle(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func anAppsOwnTableWinsAndMissingKeysFallBackToEnglishThenTheKey() throws {
        let sdk = try Self.bundle([
            "en.lproj/Localizable.strings": #""greeting" = "Hello"; "farewell" = "Goodbye";"#,
            "ru.lproj/Localizable.strings": #""greeting" = "Привет";"#,
        ])
        let app = try Self.bundle(["ru.lproj/WeatherSDK.strings": #""greeting" = "Здравствуйте";"#])
        defer {
            try? FileManager.default.removeItem(at: sdk)
            try? FileManager.default.removeItem(at: app)
        }
        let table = StringTable(bundle: { Bundle(url: sdk) }, overrides: { Bundle(url: app) })
        #expect(table.text("greeting", language: "ru") == "Здравствуйте")
        #expect(table.text("farewell", language: "ru") == "Goodbye")
        #expect(table.text("missing", language: "ru") == "missing")
        let plain = StringTable(bundle: { Bundle(url: sdk) }, overrides: { nil })
        #expect(plain.text("greeting", language: "ru") == "Привет")
    }

    @Test func pluralEntriesChooseTheirFormByTheLanguagesRules() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>age</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%@ минуту</string><key>few</key><string>%@ минуты</string>
            <key>many</key><string>%@ минут</string><key>other</key><string>%@ минуты</string></dict>
            </dict></dict></plist>
            """
        let sdk = try Self.bundle(["ru.lproj/Localizable.stringsdict": plist])
        defer { try? FileManager.default.removeItem(at: sdk) }
        let table = StringTable(bundle: { Bundle(url: sdk) }, overrides: { nil })
        #expect(table.plural("age", count: 21, language: "ru", ["21"]) == "21 минуту")
        #expect(table.plural("age", count: 3, language: "ru", ["3"]) == "3 минуты")
        #expect(table.plural("age", count: 7, language: "ru", ["7"]) == "7 минут")
        #expect(table.plural("age", count: 1.5, fractionDigits: 1, language: "ru", ["1,5"]) == "1,5 минуты")
    }

    @Test func theStringsReaderTakesCommentsEscapesAndBareWords() throws {
        // A byte-order mark first, as some editors write.
        let text =
            "\u{FEFF}"
                + #"""
                /* a comment "with quotes"; */ "a" = "line\none\ttab \"quoted\" back\\slash";
                // a line comment = "not an entry";
                "emoji" = "\UD83C\UDF27 \U00e9t\u00E9"; bare_word-1 = value.2;
                "alone";
                "a" = "later wins";
                """#
        let entries = try #require(StringsFile.entries(Array(text.utf8)))
        #expect(entries["a"] == "later wins")
        #expect(entries["emoji"] == "🌧 été")
        #expect(entries["bare_word-1"] == "value.2")
        #expect(entries["alone"] == "alone")
        #expect(entries.count == 4)
        #expect(StringsFile.entries(Array(#""a" = "line\none";"#.utf8)) == ["a": "line\none"])
        #expect(StringsFile.entries([UInt8]()) == [:])
    }

    @Test(arguments: [
        #""a" = "never closed"#, #""a" = "b""#, #""a" "b";"#, "/* open comment", #""a" = "\q";"#,
        #""a" = "\UD83C";"#, "bplist00", #""a" = "\101";"#,
    ])
    func theStringsReaderLeavesWhatItDoesNotFullyUnderstandToThePropertyListReader(text: String) {
        #expect(StringsFile.entries(Array(text.utf8)) == nil)
    }

    @Test func theStringsReaderLeavesUTF16AndInvalidUTF8ToThePropertyListReader() {
        #expect(StringsFile.entries([0xFF, 0xFE, 0x22, 0x00]) == nil)
        #expect(StringsFile.entries(Array(#""a" = ""#.utf8) + [0xC3, 0x28] + Array(#"";"#.utf8)) == nil)
    }

    @Test func aTableInTheXMLPropertyListFormIsStillRead() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>greeting</key><string>Hallo</string></dict></plist>
            """
        let sdk = try Self.bundle(["de.lproj/Localizable.strings": plist])
        defer { try? FileManager.default.removeItem(at: sdk) }
        let table = StringTable(bundle: { Bundle(url: sdk) }, overrides: { nil })
        #expect(table.text("greeting", language: "de") == "Hallo")
    }

    @Test func unreadableFilesAreEmptyTablesNotCrashes() throws {
        let sdk = try Self.bundle([
            "en.lproj/Localizable.strings": "\"broken\" = ",
            "en.lproj/Localizable.stringsdict": "<plist><dict><key>x</key><string>",
        ])
        defer { try? FileManager.default.removeItem(at: sdk) }
        let table = StringTable(bundle: { Bundle(url: sdk) }, overrides: { nil })
        #expect(table.text("broken", language: "en") == "broken")
        #expect(table.plural("x", count: 1, language: "en", ["1"]) == "x")
    }
}
