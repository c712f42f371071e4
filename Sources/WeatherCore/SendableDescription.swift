import Foundation

/// The redacted text of an error that may not be `Sendable`, kept as a ``WeatherError``'s
/// `underlying` error.
package struct SendableDescription: Error, Sendable, CustomStringConvertible {
    /// The error's text, with secrets redacted.
    package let description: String

    /// The text of `error`, redacted.
    package init(_ error: any Error) {
        description = Redaction.redact(String(describing: error))
    }

    /// A description given as text, redacted.
    package init(description: String) {
        self.description = Redaction.redact(description)
    }
}
