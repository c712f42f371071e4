import Foundation
import WeatherCore

extension HTTPResponse {
    /// How long the server asks the client to wait, read from the `Retry-After` header.
    ///
    /// Both forms of RFC 9110 are understood: delta seconds (`Retry-After: 120`) and an HTTP date
    /// (`Retry-After: Wed, 21 Oct 2026 07:28:00 GMT`, also the obsolete RFC 850 and asctime
    /// forms), the latter measured from `now`. A date in the past gives zero; a missing or
    /// unreadable header gives `nil`.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let response = HTTPResponse(statusCode: 503, headers: ["Retry-After": "120"], body: Data())
    /// let wait = response.retryAfter(relativeTo: Date())  // .seconds(120)
    /// ```
    public func retryAfter(relativeTo now: Date) -> Duration? {
        guard let raw = value(forHeader: "Retry-After")?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            return nil
        }
        if raw.allSatisfy(\.isASCIIDigit) {
            guard let seconds = Int64(raw) else { return nil }
            return .seconds(seconds)
        }
        guard let date = Self.parseHTTPDate(raw) else { return nil }
        let interval = date.timeIntervalSince(now)
        guard interval > 0 else { return .zero }
        return interval.rounded() == interval ? .seconds(Int64(interval)) : .secondsValue(interval)
    }

    /// Parses an HTTP date in IMF-fixdate, RFC 850 or asctime form.
    package static func parseHTTPDate(_ text: String) -> Date? {
        let formats = [
            "EEE, dd MMM yyyy HH:mm:ss zzz",
            "EEEE, dd-MMM-yy HH:mm:ss zzz",
            "EEE MMM d HH:mm:ss yyyy",
        ]
        let text = text.split(separator: " ").joined(separator: " ")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
