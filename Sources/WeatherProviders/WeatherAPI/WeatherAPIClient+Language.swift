extension WeatherAPIClient {
    /// A language for `condition.text` (`lang=`). Only the condition text is translated.
    ///
    /// Use a static member, or ``init(_:)`` for a code the service adds later:
    ///
    /// ```swift
    /// let configuration = WeatherAPIClient.Configuration(language: .german)
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
        public static let arabic = Language("ar")
        /// Bengali (`bn`).
        public static let bengali = Language("bn")
        /// Bulgarian (`bg`).
        public static let bulgarian = Language("bg")
        /// Chinese (Simplified) (`zh`).
        public static let chineseSimplified = Language("zh")
        /// Chinese (Traditional) (`zh_tw`).
        public static let chineseTraditional = Language("zh_tw")
        /// Czech (`cs`).
        public static let czech = Language("cs")
        /// Danish (`da`).
        public static let danish = Language("da")
        /// Dutch (`nl`).
        public static let dutch = Language("nl")
        /// Finnish (`fi`).
        public static let finnish = Language("fi")
        /// French (`fr`).
        public static let french = Language("fr")
        /// German (`de`).
        public static let german = Language("de")
        /// Greek (`el`).
        public static let greek = Language("el")
        /// Hindi (`hi`).
        public static let hindi = Language("hi")
        /// Hungarian (`hu`).
        public static let hungarian = Language("hu")
        /// Italian (`it`).
        public static let italian = Language("it")
        /// Japanese (`ja`).
        public static let japanese = Language("ja")
        /// Javanese (`jv`).
        public static let javanese = Language("jv")
        /// Korean (`ko`).
        public static let korean = Language("ko")
        /// Mandarin (`zh_cmn`).
        public static let mandarin = Language("zh_cmn")
        /// Marathi (`mr`).
        public static let marathi = Language("mr")
        /// Polish (`pl`).
        public static let polish = Language("pl")
        /// Portuguese (`pt`).
        public static let portuguese = Language("pt")
        /// Punjabi (`pa`).
        public static let punjabi = Language("pa")
        /// Romanian (`ro`).
        public static let romanian = Language("ro")
        /// Russian (`ru`).
        public static let russian = Language("ru")
        /// Serbian (`sr`).
        public static let serbian = Language("sr")
        /// Sinhalese (`si`).
        public static let sinhalese = Language("si")
        /// Slovak (`sk`).
        public static let slovak = Language("sk")
        /// Spanish (`es`).
        public static let spanish = Language("es")
        /// Swedish (`sv`).
        public static let swedish = Language("sv")
        /// Tamil (`ta`).
        public static let tamil = Language("ta")
        /// Telugu (`te`).
        public static let telugu = Language("te")
        /// Turkish (`tr`).
        public static let turkish = Language("tr")
        /// Ukrainian (`uk`).
        public static let ukrainian = Language("uk")
        /// Urdu (`ur`).
        public static let urdu = Language("ur")
        /// Vietnamese (`vi`).
        public static let vietnamese = Language("vi")
        /// Wu (Shanghainese) (`zh_wuu`).
        public static let wu = Language("zh_wuu")
        /// Xiang (`zh_hsn`).
        public static let xiang = Language("zh_hsn")
        /// Cantonese (`zh_yue`).
        public static let cantonese = Language("zh_yue")
        /// Zulu (`zu`).
        public static let zulu = Language("zu")
    }
}
