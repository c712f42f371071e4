import Foundation

/// One product's localized strings: `Localizable.strings` and `Localizable.stringsdict` in each
/// `<language>.lproj` folder of its resource bundle, read once per language.
///
/// An app overrides any of them by shipping a table named `WeatherSDK` (`WeatherSDK.strings`,
/// `WeatherSDK.stringsdict`) in its own bundle's `.lproj` folders: a key there wins over the SDK's. A key
/// missing in a language falls back to English, and a key missing in English shows as itself, so a
/// mistake shows on screen rather than as a blank.
///
/// The files are property lists written by the SDK and the app. Text `.strings` files are read by
/// `StringsFile`, anything else with `PropertyListSerialization`; never with `Bundle.localizedString`, which
/// crashes on Linux for plural entries and picks the language from the process rather than from the caller.
package final class StringTable: Sendable {
    /// A plural entry of a `.stringsdict` file: its format and, per variable, the text of each category.
    package struct PluralEntry: Sendable, Hashable {
        /// The format (`NSStringLocalizedFormatKey`), such as `%#@minutes@`.
        package var format: String
        /// The forms of each variable the format names.
        package var variables: [String: [PluralCategory: String]]
    }

    /// The name of the table an app ships to override the SDK's strings.
    package static let overrideTableName = "WeatherSDK"

    private let bundle: @Sendable () -> Bundle?
    private let overrides: @Sendable () -> Bundle?
    private let strings = Locked<[String: [String: String]]>([:])
    private let plurals = Locked<[String: [String: PluralEntry]]>([:])
    private let overrideStrings = Locked<[String: [String: String]]>([:])
    private let overridePlurals = Locked<[String: [String: PluralEntry]]>([:])

    /// A table read from `bundle` (the product's `Bundle.module`), overridden by the `WeatherSDK` table in
    /// `overrides` (the app's main bundle unless a test says otherwise). Both are asked for lazily.
    package init(
        bundle: @escaping @Sendable () -> Bundle?, overrides: @escaping @Sendable () -> Bundle? = { Bundle.main }
    ) {
        self.bundle = bundle
        self.overrides = overrides
    }

    /// The text for `key` in `language` (a ``LanguageTag`` tag), its placeholders filled with `arguments`.
    package func text(_ key: String, language: String, _ arguments: [String] = []) -> String {
        let format =
            overrideStrings(language)[key] ?? strings(language)[key] ?? strings("en")[key] ?? key
        return MessageFormat.fill(format, arguments)
    }

    /// The plural text for `key`: the form `count` takes in `language`, its placeholders filled with
    /// `arguments` (the formatted count first).
    ///
    /// - Parameters:
    ///   - fractionDigits: How many digits the count shows after the decimal separator; "1.0" takes another
    ///     form than "1" in most languages.
    package func plural(
        _ key: String, count: Double, fractionDigits: Int = 0, language: String, _ arguments: [String]
    ) -> String {
        let candidates = [(overridePlurals(language), language), (plurals(language), language), (plurals("en"), "en")]
        let found = candidates.first { entries, _ in entries[key] != nil }
        guard let (entries, entryLanguage) = found, let entry = entries[key] else {
            return text(key, language: language, arguments)
        }
        let category = PluralCategory.of(count, fractionDigits: fractionDigits, language: entryLanguage)
        let format = MessageFormat.replacingPluralVariables(in: entry.format) { name in
            let forms = entry.variables[name] ?? [:]
            return forms[category] ?? forms[.other] ?? ""
        }
        return MessageFormat.fill(format, arguments)
    }

    /// The `.strings` entries of `language` (the SDK's own, without an app's overrides), read on first use.
    package func strings(_ language: String) -> [String: String] {
        Self.cached(language, in: strings) { Self.strings(from: bundle(), table: "Localizable", language: language) }
    }

    /// The `.stringsdict` entries of `language` (the SDK's own), read on first use: most screens need none.
    package func plurals(_ language: String) -> [String: PluralEntry] {
        Self.cached(language, in: plurals) { Self.plurals(from: bundle(), table: "Localizable", language: language) }
    }

    private func overrideStrings(_ language: String) -> [String: String] {
        Self.cached(language, in: overrideStrings) {
            Self.strings(from: overrides(), table: Self.overrideTableName, language: language)
        }
    }

    private func overridePlurals(_ language: String) -> [String: PluralEntry] {
        Self.cached(language, in: overridePlurals) {
            Self.plurals(from: overrides(), table: Self.overrideTableName, language: language)
        }
    }

    /// `cache[language]`, read with `read` the first time.
    private static func cached<Value: Sendable>(
        _ language: String, in cache: Locked<[String: Value]>, read: () -> Value
    ) -> Value {
        if let cached = cache.withLock({ $0[language] }) { return cached }
        let value = read()
        cache.withLock { $0[language] = value }
        return value
    }

    /// The `.strings` entries of `table` for `language` in `bundle`; what is absent or unreadable is empty.
    package static func strings(from bundle: Bundle?, table: String, language: String) -> [String: String] {
        guard let bundle, let url = url(in: bundle, table: table, extension: "strings", language: language),
            let data = contents(of: url)
        else { return [:] }
        if let entries = StringsFile.entries(data) { return entries }
        // A binary or XML property list, or text the SDK's reader does not take: the property-list reader decides.
        let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return (list as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
    }

    /// The `.stringsdict` entries of `table` for `language` in `bundle`; what is absent or unreadable is empty.
    package static func plurals(from bundle: Bundle?, table: String, language: String) -> [String: PluralEntry] {
        guard let bundle, let url = url(in: bundle, table: table, extension: "stringsdict", language: language),
            let data = contents(of: url),
            let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let dictionary = list as? [String: Any]
        else { return [:] }
        return dictionary.compactMapValues { value in (value as? [String: Any]).flatMap(pluralEntry) }
    }

    private static func url(
        in bundle: Bundle, table: String, extension pathExtension: String, language: String
    )
        -> URL?
    {
        let folders = language == "en" ? [language, "Base"] : [language, language.lowercased()]
        // The `.lproj` folders are looked for directly: `Bundle.url(forResource:…)` lists the bundle's folder, and an
        // app's main bundle on Linux is the folder of its executable, which can hold thousands of files.
        // Paths are joined as text and made a URL only when found: building URLs asks the file system each time.
        let bases = [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.path }
        for folder in folders {
            for base in bases {
                let path =
                    "\(base.hasSuffix("/") ? String(base.dropLast()) : base)/\(folder).lproj/\(table).\(pathExtension)"
                if FileManager.default.fileExists(atPath: path) { return URL(fileURLWithPath: path) }
            }
        }
        return nil
    }

    /// The bytes of the file at `url`, bounded: a strings file an app ships is small; anything larger is not ours
    /// to read.
    private static func contents(of url: URL) -> Data? {
        guard let data = try? Data(contentsOf: url), data.count < 4_000_000 else { return nil }
        return data
    }

    private static func pluralEntry(_ dictionary: [String: Any]) -> PluralEntry? {
        guard let format = dictionary["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: [PluralCategory: String]] = [:]
        for name in MessageFormat.pluralVariables(in: format) {
            guard let rule = dictionary[name] as? [String: Any] else { continue }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let text = rule[category.rawValue] as? String { forms[category] = text }
            }
            variables[name] = forms
        }
        return PluralEntry(format: format, variables: variables)
    }
}
