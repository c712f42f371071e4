import Foundation

extension OpenWeatherClient {
    /// The `lang` the service writes condition descriptions (and, on Current Weather, city names) in.
    ///
    /// OpenWeather uses its own codes, some of which differ from ISO 639: Czech is `cz`, Korean `kr`,
    /// Latvian `la` and Ukrainian `ua`. ``init(localeIdentifier:)`` turns a locale such as `"cs_CZ"` or
    /// `"pt-BR"` into the right code. Alerts stay in the language of the
    /// agency that issued them.
    ///
    /// ```swift
    /// var configuration = OpenWeatherClient.Configuration()
    /// configuration.language = OpenWeatherClient.Language(localeIdentifier: "ko_KR")  // lang=kr
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
        package static let afrikaans = Language(code: "af")
        /// Albanian, `sq`.
        package static let albanian = Language(code: "sq")
        /// Arabic, `ar`.
        package static let arabic = Language(code: "ar")
        /// Azerbaijani, `az`.
        package static let azerbaijani = Language(code: "az")
        /// Basque, `eu`.
        package static let basque = Language(code: "eu")
        /// Belarusian, `be`.
        package static let belarusian = Language(code: "be")
        /// Bulgarian, `bg`.
        package static let bulgarian = Language(code: "bg")
        /// Catalan, `ca`.
        package static let catalan = Language(code: "ca")
        /// Chinese (simplified), `zh_cn`.
        package static let chineseSimplified = Language(code: "zh_cn")
        /// Chinese (traditional), `zh_tw`.
        package static let chineseTraditional = Language(code: "zh_tw")
        /// Croatian, `hr`.
        package static let croatian = Language(code: "hr")
        /// Czech, `cz` (not the ISO `cs`).
        package static let czech = Language(code: "cz")
        /// Danish, `da`.
        package static let danish = Language(code: "da")
        /// Dutch, `nl`.
        package static let dutch = Language(code: "nl")
        /// English, `en` (the default).
        package static let english = Language(code: "en")
        /// Finnish, `fi`.
        package static let finnish = Language(code: "fi")
        /// French, `fr`.
        package static let french = Language(code: "fr")
        /// Galician, `gl`.
        package static let galician = Language(code: "gl")
        /// German, `de`.
        package static let german = Language(code: "de")
        /// Greek, `el`.
        package static let greek = Language(code: "el")
        /// Hebrew, `he`.
        package static let hebrew = Language(code: "he")
        /// Hindi, `hi`.
        package static let hindi = Language(code: "hi")
        /// Hungarian, `hu`.
        package static let hungarian = Language(code: "hu")
        /// Icelandic, `is`.
        package static let icelandic = Language(code: "is")
        /// Indonesian, `id`.
        package static let indonesian = Language(code: "id")
        /// Italian, `it`.
        package static let italian = Language(code: "it")
        /// Japanese, `ja`.
        package static let japanese = Language(code: "ja")
        /// Korean, `kr` (not the ISO `ko`).
        package static let korean = Language(code: "kr")
        /// Kurmanji (Kurdish), `ku`.
        package static let kurmanji = Language(code: "ku")
        /// Latvian, `la` (not the ISO `lv`).
        package static let latvian = Language(code: "la")
        /// Lithuanian, `lt`.
        package static let lithuanian = Language(code: "lt")
        /// Macedonian, `mk`.
        package static let macedonian = Language(code: "mk")
        /// Norwegian, `no`.
        package static let norwegian = Language(code: "no")
        /// Persian (Farsi), `fa`.
        package static let persian = Language(code: "fa")
        /// Polish, `pl`.
        package static let polish = Language(code: "pl")
        /// Portuguese, `pt`.
        package static let portuguese = Language(code: "pt")
        /// Portuguese (Brazil), `pt_br`.
        package static let portugueseBrazil = Language(code: "pt_br")
        /// Romanian, `ro`.
        package static let romanian = Language(code: "ro")
        /// Russian, `ru`.
        package static let russian = Language(code: "ru")
        /// Serbian, `sr`.
        package static let serbian = Language(code: "sr")
        /// Slovak, `sk`.
        package static let slovak = Language(code: "sk")
        /// Slovenian, `sl`.
        package static let slovenian = Language(code: "sl")
        /// Spanish, `es` (the service also accepts `sp`).
        package static let spanish = Language(code: "es")
        /// Swedish, `sv` (the service also accepts `se`).
        package static let swedish = Language(code: "sv")
        /// Thai, `th`.
        package static let thai = Language(code: "th")
        /// Turkish, `tr`.
        package static let turkish = Language(code: "tr")
        /// Ukrainian, `ua` (the service also accepts the ISO `uk`).
        package static let ukrainian = Language(code: "ua")
        /// Vietnamese, `vi`.
        package static let vietnamese = Language(code: "vi")
        /// Zulu, `zu`.
        package static let zulu = Language(code: "zu")
    }
}
