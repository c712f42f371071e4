/// CLDR plural categories, and the rules of the SDK's languages.
///
/// Foundation reads plural rules from `.stringsdict` files only through `String(localized:)`, which Linux
/// lacks, and `Bundle.localizedString` on a plural key crashes there; so the SDK chooses the form itself,
/// with the rules of the Unicode CLDR (plurals.xml, cardinal) for its ten languages.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of `value` shown with `fractionDigits` digits after the decimal separator, in `language`
    /// (a ``LanguageTag`` tag).
    ///
    /// `fractionDigits` matters: English says "1 millimeter" but "1.0 millimeters", Russian "1 миллиметр"
    /// but "1,5 миллиметра".
    package static func of(_ value: Double, fractionDigits: Int = 0, language: String) -> PluralCategory {
        let n = value.isFinite ? min(abs(value), 1e15) : 0
        let i = Int(n.rounded(.towardZero))
        let v = max(0, fractionDigits)
        let isInteger = n == n.rounded(.towardZero)
        switch language {
        case "en", "de", "it":
            return i == 1 && v == 0 ? .one : .other
        case "es":
            return n == 1 ? .one : .other
        case "fr", "pt-BR":
            return i == 0 || i == 1 ? .one : .other
        case "ru":
            guard v == 0 else { return .other }
            let mod10 = i % 10
            let mod100 = i % 100
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "ar":
            guard isInteger else { return .other }
            let mod100 = i % 100
            switch i {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(mod100) { return .few }
                if (11...99).contains(mod100) { return .many }
                return .other
            }
        default:
            return .other
        }
    }

    /// The categories a plural entry in `language` must give.
    package static func required(in language: String) -> [PluralCategory] {
        switch language {
        case "ru": [.one, .few, .many, .other]
        case "ar": [.zero, .one, .two, .few, .many, .other]
        case "ja", "zh-Hans": [.other]
        default: [.one, .other]
        }
    }
}
