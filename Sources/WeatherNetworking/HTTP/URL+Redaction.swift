import Foundation

extension URL {
    /// The URL as text with every secret query parameter redacted; the only form in which a
    /// URL may appear in a message, a description or a log record.
    package var redactedDescription: String {
        SecretRedactor.redact(self)
    }
}
