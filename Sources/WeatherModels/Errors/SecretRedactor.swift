import Foundation
import WeatherCore

/// Replaces the values of secret parameters (API keys, tokens, passwords) in URLs and text.
///
/// Every URL or message that leaves the transport layer as text goes through it, so an
/// OpenWeather `appid=`, a WeatherAPI.com `key=`, a Firebase `"idToken": "…"` or a
/// `"password": "…"` in a JSON body never reaches a log line, an error message or a `description`.
///
/// ```swift
/// SecretRedactor.redact("https://api.openweathermap.org/data/2.5/weather?q=Berlin&appid=abc123")
/// // "https://api.openweathermap.org/data/2.5/weather?q=Berlin&appid=REDACTED"
/// ```
public enum SecretRedactor {
    /// The text that stands in for a secret value.
    public static var replacement: String { Redaction.replacement }

    /// The parameter names whose values are secret, matched case-insensitively.
    package static var secretParameterNames: [String] { Redaction.secretParameterNames }

    /// The URL as text, with the value of every secret query parameter and any password in its
    /// user information (`https://user:password@host`) replaced.
    public static func redact(_ url: URL) -> String {
        Redaction.redact(url)
    }

    /// The text with every occurrence of each of `secrets` (as written and percent-encoded) replaced,
    /// then with the value of every secret parameter replaced as ``redact(_:)-(String)`` does.
    ///
    /// The response pipeline passes the values its `Authentication` scheme sent, so a key is removed
    /// from a message whatever the parameter or header that carried it is called. Values shorter than
    /// four characters are left alone, since replacing them would garble ordinary text.
    ///
    /// ```swift
    /// SecretRedactor.redact("token abc123 was refused", secrets: ["abc123"])  // "token REDACTED was refused"
    /// ```
    public static func redact(_ text: String, secrets: [String]) -> String {
        Redaction.redact(text, secrets: secrets)
    }

    /// The text with the value of every secret parameter replaced, wherever it occurs.
    ///
    /// It handles query and form parameters (`name=value`) and JSON string members
    /// (`"name": "value"`). A name matches only as a whole word (`monkey=1` and `keyboard=2`
    /// stay as they are). A parameter value ends at `&`, `#`, whitespace, a quote or an angle
    /// bracket, or at the end of the text; percent-encoded values are replaced whole.
    public static func redact(_ text: String) -> String {
        Redaction.redact(text)
    }
}
