import Foundation
import WeatherCore

/// Numbers as the SDK writes them: rounded half away from zero, never `-0`, with the locale's decimal
/// separator and Western digits, and a grouping separator only from 10,000 up (a forecast writes
/// "1013 hPa", not "1,013 hPa").
///
/// The separators come from the locale, so `de_CH` writes `2.5` and `de_DE` writes `2,5`. Arabic text gets a
/// left-to-right mark before a minus sign, as CLDR writes it, so `-3` does not turn into `3-` inside
/// right-to-left text.
package struct NumberText: Sendable, Hashable {
    /// The decimal separator.
    package var decimalSeparator: String
    /// The grouping separator used from 10,000 up.
    package var groupingSeparator: String
    /// What comes before a negative number.
    package var minusSign: String

    /// The conventions of `locale`.
    package init(locale: Locale) {
        decimalSeparator = locale.decimalSeparator ?? "."
        groupingSeparator = locale.groupingSeparator ?? ","
        if groupingSeparator == decimalSeparator { groupingSeparator = decimalSeparator == "," ? "." : "," }
        minusSign = LanguageTag.components(of: locale.identifier).first == "ar" ? "\u{200E}-" : "-"
    }

    /// `value` with `fractionDigits` digits after the separator, or `nil` when it is not a finite number
    /// a reading could have (a hostile body can send 1e300).
    package func string(_ value: Double, fractionDigits: Int = 0) -> String? {
        guard value.isFinite, abs(value) < 1e12 else { return nil }
        let digits = min(max(fractionDigits, 0), 6)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        let fraction = units % Int64(scale)
        var text = grouped(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += decimalSeparator + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return value < 0 && units != 0 ? minusSign + text : text
    }

    /// The rounded value `string(_:fractionDigits:)` shows, for choosing a plural form.
    package static func shown(_ value: Double, fractionDigits: Int = 0) -> Double {
        var scale = 1.0
        for _ in 0..<min(max(fractionDigits, 0), 6) { scale *= 10 }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    private func grouped(_ whole: Int64) -> String {
        let digits = String(whole)
        guard whole >= 10_000 else { return digits }
        var output = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { output += groupingSeparator }
            output.append(character)
        }
        return output
    }
}
