import Foundation
import WeatherCore

/// Dates written with `DateFormatter`, one formatter per locale, zone and pattern (making one costs far more
/// than using it), always in the Gregorian calendar with Western digits.
enum DateText {
    private static let formatters = Locked<[String: DateFormatter]>([:])

    /// `date` by a skeleton such as `jmm` or `dMMM`, in the locale's order and clock.
    static func string(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        string(date, key: "t|\(template)", locale: locale, timeZone: timeZone) { formatter in
            formatter.setLocalizedDateFormatFromTemplate(template)
        }
    }

    /// `date` by a fixed pattern such as `cccc`.
    static func string(_ date: Date, pattern: String, locale: Locale, timeZone: TimeZone) -> String {
        string(date, key: "p|\(pattern)", locale: locale, timeZone: timeZone) { $0.dateFormat = pattern }
    }

    private static func string(
        _ date: Date, key: String, locale: Locale, timeZone: TimeZone, configure: (DateFormatter) -> Void
    ) -> String {
        let cacheKey = "\(locale.identifier)|\(timeZone.identifier)|\(key)"
        // A formatter is only ever used inside the lock.
        return formatters.withLock { formatters in
            if let formatter = formatters[cacheKey] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.locale = latinDigits(locale)
            formatter.timeZone = timeZone
            configure(formatter)
            formatters[cacheKey] = formatter
            return formatter.string(from: date)
        }
    }

    /// `locale` with Western digits asked for, as the SDK's numbers use them.
    private static func latinDigits(_ locale: Locale) -> Locale {
        let identifier = locale.identifier
        guard !identifier.contains("numbers=") else { return locale }
        return Locale(identifier: identifier + (identifier.contains("@") ? ";" : "@") + "numbers=latn")
    }
}
