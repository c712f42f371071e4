extension WeatherAPIClient {
    /// A language for `condition.text` (`lang=`). Only the condition text is translated.
    ///
    /// Create one from the service's code (ISO 639-1, or `zh_tw` for Traditional Chinese):
    ///
    /// ```swift
    /// let configuration = WeatherAPIClient.Configuration(language: WeatherAPIClient.Language("de"))
    /// ```
    public struct Language: Hashable, Sendable, CustomStringConvertible {
        /// The code sent as `lang=`, such as `"fr"` or `"zh_tw"`.
        public var code: String

        /// A language by its WeatherAPI.com code.
        public init(_ code: String) {
            self.code = code
        }

        /// The code.
        public var description: String { code }

        /// Arabic (`ar`).
        package static let arabic = Language("ar")
        /// Bengali (`bn`).
        package static let bengali = Language("bn")
        /// Bulgarian (`bg`).
        package static let bulgarian = Language("bg")
        /// Chinese (Simplified) (`zh`).
        package static let chineseSimplified = Language("zh")
        /// Chinese (Traditional) (`zh_tw`).
        package static let chineseTraditional = Language("zh_tw")
        /// Czech (`cs`).
        package static let czech = Language("cs")
        /// Danish (`da`).
        package static let danish = Language("da")
        /// Dutch (`nl`).
        package static let dutch = Language("nl")
        /// Finnish (`fi`).
        package static let finnish = Language("fi")
        /// French (`fr`).
        package static let french = Language("fr")
        /// German (`de`).
        package static let german = Language("de")
        /// Greek (`el`).
        package static let greek = Language("el")
        /// Hindi (`hi`).
        package static let hindi = Language("hi")
        /// Hungarian (`hu`).
        package static let hungarian = Language("hu")
        /// Italian (`it`).
        package static let italian = Language("it")
        /// Japanese (`ja`).
        package static let japanese = Language("ja")
        /// Javanese (`jv`).
        package static let javanese = Language("jv")
        /// Korean (`ko`).
        package static let korean = Language("ko")
        /// Mandarin (`zh_cmn`).
        package static let mandarin = Language("zh_cmn")
        /// Marathi (`mr`).
        package static let marathi = Language("mr")
        /// Polish (`pl`).
        package static let polish = Language("pl")
        /// Portuguese (`pt`).
        package static let portuguese = Language("pt")
        /// Punjabi (`pa`).
        package static let punjabi = Language("pa")
        /// Romanian (`ro`).
        package static let romanian = Language("ro")
        /// Russian (`ru`).
        package static let russian = Language("ru")
        /// Serbian (`sr`).
        package static let serbian = Language("sr")
        /// Sinhalese (`si`).
        package static let sinhalese = Language("si")
        /// Slovak (`sk`).
        package static let slovak = Language("sk")
        /// Spanish (`es`).
        package static let spanish = Language("es")
        /// Swedish (`sv`).
        package static let swedish = Language("sv")
        /// Tamil (`ta`).
        package static let tamil = Language("ta")
        /// Telugu (`te`).
        package static let telugu = Language("te")
        /// Turkish (`tr`).
        package static let turkish = Language("tr")
        /// Ukrainian (`uk`).
        package static let ukrainian = Language("uk")
        /// Urdu (`ur`).
        package static let urdu = Language("ur")
        /// Vietnamese (`vi`).
        package static let vietnamese = Language("vi")
        /// Wu (Shanghainese) (`zh_wuu`).
        package static let wu = Language("zh_wuu")
        /// Xiang (`zh_hsn`).
        package static let xiang = Language("zh_hsn")
        /// Cantonese (`zh_yue`).
        package static let cantonese = Language("zh_yue")
        /// Zulu (`zu`).
        package static let zulu = Language("zu")
    }
}
