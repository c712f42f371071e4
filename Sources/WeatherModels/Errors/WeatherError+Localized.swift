import Foundation
import WeatherCore

extension WeatherError: LocalizedWeatherError, LocalizedError {
    /// One sentence for people about this kind of error, in `locale`'s language: "The service did not
    /// answer in time." A rate limit with a known wait says how many minutes to wait.
    ///
    /// The sentence names the kind of failure only: the ``message`` (what the service said, redacted) is
    /// for logs and details, and may be in another language.
    public func localizedMessage(in locale: Locale) -> String {
        let formatter = WeatherFormatter(locale: locale, units: .metric)
        if let sentence {
            return formatter.text(sentence.key)
        }
        if code == .rateLimited, let retryAfter, retryAfter > .zero {
            let minutes = max(1, (retryAfter.secondsValue / 60).rounded(.up))
            return formatter.plural("error.rateLimited.retry", count: minutes, formatter.number(minutes))
        }
        return formatter.text("error.\(code.description)")
    }

    /// The sentence of ``localizedMessage(in:)`` in the current locale, which `localizedDescription` shows.
    public var errorDescription: String? {
        localizedMessage(in: .current)
    }
}
