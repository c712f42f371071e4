import Foundation
import WeatherCore
import WeatherModels

/// WeatherAuth's localized strings (`Resources/<language>.lproj`).
enum AuthStrings {
    static let table = StringTable(bundle: { Bundle.module })
}

extension AuthError: LocalizedWeatherError, LocalizedError {
    /// One sentence for people about this error, in `locale`'s language: "The email address or password
    /// is wrong." A password the policy refused says how long it must be; too many attempts say how long to
    /// wait when the service said.
    public func localizedMessage(in locale: Locale) -> String {
        switch (code, passwordLength, retryAfter) {
        case (.weakPassword, .minimum(let length)?, _):
            return AuthStrings.table.plural("auth.weakPassword.minimum", count: length, in: locale)
        case (.weakPassword, .maximum(let length)?, _):
            return AuthStrings.table.plural("auth.weakPassword.maximum", count: length, in: locale)
        case (.tooManyAttempts, _, let wait?) where wait > .zero:
            let minutes = Int((Double(wait.components.seconds) / 60).rounded(.up))
            return AuthStrings.table.plural("auth.tooManyAttempts.retry", count: max(1, minutes), in: locale)
        default:
            return AuthStrings.table.text("auth.\(code.description)", in: locale)
        }
    }

    /// The sentence of ``localizedMessage(in:)`` in the current locale, which `localizedDescription` shows.
    public var errorDescription: String? {
        localizedMessage(in: .current)
    }
}

extension VaultError: LocalizedWeatherError, LocalizedError {
    /// One sentence for people about this error, in `locale`'s language: "The saved passwords cannot be read
    /// until the device is unlocked."
    public func localizedMessage(in locale: Locale) -> String {
        AuthStrings.table.text("vault.\(code.description)", in: locale)
    }

    /// The sentence of ``localizedMessage(in:)`` in the current locale, which `localizedDescription` shows.
    public var errorDescription: String? {
        localizedMessage(in: .current)
    }
}
