import Foundation

extension OpenWeatherClient {
    /// The `lang` the service writes condition descriptions (and, on Current Weather, city names) in.
    ///
    /// OpenWeather uses its own codes, some of which differ from ISO 639: ``czech`` is `cz`,
    /// ``korean`` `kr`, ``latvian`` `la` and ``ukrainian`` `ua`. ``init(localeIdentifier:)`` turns a
    /// locale such as `"cs_CZ"` or `"pt-BR"` into the right code. Alerts stay in the language of the
    /// agency that issued them.
    ///
    /// ```swift
    /// var configuration = OpenWeatherClient.Configuration()
    /// configuration.language = .korean                                      // lang=kr
    /// configuration.language = OpenWeatherClient.Language(localeIdentifier: "uk_UA")  // lang=ua
    /// ```
    public struct Language: Hashable, Sendable, CustomStringConvertible {
        /// The value of the `lang` query parameter, e.g. `"zh_cn"`.
        public let code: String

        /// A language by its OpenWeather code, sent as it is; use it for codes added after this release.
        public init(code: String) {
            self.code = code
        }

        /// The language for a locale identifier such as `"de"`, `"cs_CZ"`, `"pt-BR"` or `"zh-Hant"`,
        /// or `nil` when OpenWeather has no translation for it.
        public init?(localeIdentifier: String) {
            let parts = localeIdentifier.lowercased().replacingOccurrences(of: "-", with: "_").split(separator: "_")
            guard let first = parts.first.map(String.init) else { return nil }
            let rest = Set(parts.dropFirst().map(String.init))
            switch first {
            case "zh":
                let traditional = !rest.isDisjoint(with: ["hant", "tw", "hk", "mo"])
                self = traditional ? .chineseTraditional : .chineseSimplified
            case "pt":
                self = rest.contains("br") ? .portugueseBrazil : .portuguese
            default:
                guard let code = Self.codesByISO[first] else { return nil }
                self.init(code: code)
            }
        }

        /// The code.
        public var description: String { code }

        /// ISO 639-1 codes (and the service's own aliases) to the service's codes.
        private static let codesByISO: [String: String] = {
            var codes: [String: String] = [:]
            for code in [
                "af", "ar", "az", "be", "bg", "ca", "da", "de", "el", "en", "eu", "fa", "fi", "fr", "gl", "he", "hi",
                "hr", "hu", "id", "it", "ja", "ku", "lt", "mk", "nl", "no", "pl", "ro", "ru", "sk", "sl", "sq", "sr",
                "th", "tr", "vi", "zu",
            ] {
                codes[code] = code
            }
            codes["cs"] = "cz"
            codes["cz"] = "cz"
            codes["ko"] = "kr"
            codes["kr"] = "kr"
            codes["lv"] = "la"
            codes["la"] = "la"
            codes["uk"] = "ua"
            codes["ua"] = "ua"
            codes["is"] = "is"
            codes["es"] = "es"
            codes["sp"] = "es"
            codes["sv"] = "sv"
            codes["se"] = "sv"
            codes["nb"] = "no"
            codes["nn"] = "no"
            codes["iw"] = "he"
            codes["in"] = "id"
            return codes
        }()

        /// Afrikaans, `af`.
        public static let afrikaans = Language(code: "af")
        /// Albanian, `sq`.
        public static let albanian = Language(code: "sq")
        /// Arabic, `ar`.
        public static let arabic = Language(code: "ar")
        /// Azerbaijani, `az`.
        public static let azerbaijani = Language(code: "az")
        /// Basque, `eu`.
        public static let basque = Language(code: "eu")
        /// Belarusian, `be`.
        public static let belarusian = Language(code: "be")
        /// Bulgarian, `bg`.
        public static let bulgarian = Language(code: "bg")
        /// Catalan, `ca`.
        public static let catalan = Language(code: "ca")
        /// Chinese (simplified), `zh_cn`.
        public static let chineseSimplified = Language(code: "zh_cn")
        /// Chinese (traditional), `zh_tw`.
        public static let chineseTraditional = Language(code: "zh_tw")
        /// Croatian, `hr`.
        public static let croatian = Language(code: "hr")
        /// Czech, `cz` (not the ISO `cs`).
        public static let czech = Language(code: "cz")
        /// Danish, `da`.
        public static let danish = Language(code: "da")
        /// Dutch, `nl`.
        public static let dutch = Language(code: "nl")
        /// English, `en` (the default).
        public static let english = Language(code: "en")
        /// Finnish, `fi`.
        public static let finnish = Language(code: "fi")
        /// French, `fr`.
        public static let french = Language(code: "fr")
        /// Galician, `gl`.
        public static let galician = Language(code: "gl")
        /// German, `de`.
        public static let german = Language(code: "de")
        /// Greek, `el`.
        public static let greek = Language(code: "el")
        /// Hebrew, `he`.
        public static let hebrew = Language(code: "he")
        /// Hindi, `hi`.
        public static let hindi = Language(code: "hi")
        /// Hungarian, `hu`.
        public static let hungarian = Language(code: "hu")
        /// Icelandic, `is`.
        public static let icelandic = Language(code: "is")
        /// Indonesian, `id`.
        public static let indonesian = Language(code: "id")
        /// Italian, `it`.
        public static let italian = Language(code: "it")
        /// Japanese, `ja`.
        public static let japanese = Language(code: "ja")
        /// Korean, `kr` (not the ISO `ko`).
        public static let korean = Language(code: "kr")
        /// Kurmanji (Kurdish), `ku`.
        public static let kurmanji = Language(code: "ku")
        /// Latvian, `la` (not the ISO `lv`).
        public static let latvian = Language(code: "la")
        /// Lithuanian, `lt`.
        public static let lithuanian = Language(code: "lt")
        /// Macedonian, `mk`.
        public static let macedonian = Language(code: "mk")
        /// Norwegian, `no`.
        public static let norwegian = Language(code: "no")
        /// Persian (Farsi), `fa`.
        public static let persian = Language(code: "fa")
        /// Polish, `pl`.
        public static let polish = Language(code: "pl")
        /// Portuguese, `pt`.
        public static let portuguese = Language(code: "pt")
        /// Portuguese (Brazil), `pt_br`.
        public static let portugueseBrazil = Language(code: "pt_br")
        /// Romanian, `ro`.
        public static let romanian = Language(code: "ro")
        /// Russian, `ru`.
        public static let russian = Language(code: "ru")
        /// Serbian, `sr`.
        public static let serbian = Language(code: "sr")
        /// Slovak, `sk`.
        public static let slovak = Language(code: "sk")
        /// Slovenian, `sl`.
        public static let slovenian = Language(code: "sl")
        /// Spanish, `es` (the service also accepts `sp`).
        public static let spanish = Language(code: "es")
        /// Swedish, `sv` (the service also accepts `se`).
        public static let swedish = Language(code: "sv")
        /// Thai, `th`.
        public static let thai = Language(code: "th")
        /// Turkish, `tr`.
        public static let turkish = Language(code: "tr")
        /// Ukrainian, `ua` (the service also accepts the ISO `uk`).
        public static let ukrainian = Language(code: "ua")
        /// Vietnamese, `vi`.
        public static let vietnamese = Language(code: "vi")
        /// Zulu, `zu`.
        public static let zulu = Language(code: "zu")
    }
}
