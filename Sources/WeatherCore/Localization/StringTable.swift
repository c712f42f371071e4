import Foundation

/// One product's localized strings: `Localizable.strings` and `Localizable.stringsdict` in each
/// `<language>.lproj` folder of its resource bundle, read once per language.
///
/// An app overrides any of them by shipping a table named `WeatherSDK` (`WeatherSDK.strings`,
/// `WeatherSDK.stringsdict`) in its own bundle's `.lproj` folders: a key there wins over the SDK's. A key
/// missing in a language falls back to English, and a key missing in English shows as itself, so a
/// mistake shows on screen rather than as a blank.
///
/// The files are property lists written by the SDK and the app; they are read with
/// `PropertyListSerialization`, never with `Bundle.localizedString`, which crashes on Linux for plural
/// entries and picks the language from the process rather than from the caller.
package final class StringTable: Sendable {
    /// A plural entry of a `.stringsdict` file: its format and, per variable, the text of each category.
    package struct PluralEntry: Sendable, Hashable {
        /// The format (`NSStringLocalizedFormatKey`), such as `%#@minutes@`.
        package var format: String
        /// The forms of each variable the format names.
        package var variables: [String: [PluralCategory: String]]
    }

    /// What one language's files hold.
    package struct Entries: Sendable {
        /// The `.strings` entries.
        package var strings: [String: String] = [:]
        /// The `.stringsdict` entries.
        package var plurals: [String: PluralEntry] = [:]
    }

    /// The name of the table an app ships to override the SDK's strings.
    package static let overrideTableName = "WeatherSDK"

    private let bundle: @Sendable () -> Bundle?
    private let overrides: @Sendable () -> Bundle?
    private let loaded = Locked<[String: Entries]>([:])
    private let loadedOverrides = Locked<[String: Entries]>([:])

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
            overrideEntries(language).strings[key] ?? entries(language).strings[key]
            ?? entries("en").strings[key] ?? key
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
        let candidates = [(overrideEntries(language), language), (entries(language), language), (entries("en"), "en")]
        let found = candidates.first { entries, _ in entries.plurals[key] != nil }
        guard let (entries, entryLanguage) = found, let entry = entries.plurals[key] else {
            return text(key, language: language, arguments)
        }
        let category = PluralCategory.of(count, fractionDigits: fractionDigits, language: entryLanguage)
        let format = MessageFormat.replacingPluralVariables(in: entry.format) { name in
            let forms = entry.variables[name] ?? [:]
            return forms[category] ?? forms[.other] ?? ""
        }
        return MessageFormat.fill(format, arguments)
    }

    /// Everything `language`'s files hold (the SDK's own, without an app's overrides).
    package func entries(_ language: String) -> Entries {
        if let cached = loaded.withLock({ $0[language] }) { return cached }
        let read = Self.read(from: bundle(), table: "Localizable", language: language)
        loaded.withLock { $0[language] = read }
        return read
    }

    private func overrideEntries(_ language: String) -> Entries {
        if let cached = loadedOverrides.withLock({ $0[language] }) { return cached }
        let read = Self.read(from: overrides(), table: Self.overrideTableName, language: language)
        loadedOverrides.withLock { $0[language] = read }
        return read
    }

    /// Reads `table` for `language` from `bundle`; what is absent or unreadable is empty.
    package static func read(from bundle: Bundle?, table: String, language: String) -> Entries {
        guard let bundle else { return Entries() }
        var entries = Entries()
        if let url = url(in: bundle, table: table, extension: "strings", language: language),
            let dictionary = propertyList(at: url) as? [String: Any]
        {
            entries.strings = dictionary.compactMapValues { $0 as? String }
        }
        if let url = url(in: bundle, table: table, extension: "stringsdict", language: language),
            let dictionary = propertyList(at: url) as? [String: Any]
        {
            entries.plurals = dictionary.compactMapValues { value in
                (value as? [String: Any]).flatMap(pluralEntry)
            }
        }
        return entries
    }

    private static func url(
        in bundle: Bundle, table: String, extension pathExtension: String, language: String
    )
        -> URL?
    {
        let folders = language == "en" ? [language, "Base"] : [language, language.lowercased()]
        for folder in folders {
            if let url = bundle.url(
                forResource: table, withExtension: pathExtension, subdirectory: nil, localization: folder)
            {
                return url
            }
            for base in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
                let url = base.appendingPathComponent("\(folder).lproj").appendingPathComponent(
                    "\(table).\(pathExtension)")
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    private static func propertyList(at url: URL) -> Any? {
        // Bounded: a strings file an app ships is small; anything larger is not ours to read.
        guard let data = try? Data(contentsOf: url), data.count < 4_000_000 else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
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
