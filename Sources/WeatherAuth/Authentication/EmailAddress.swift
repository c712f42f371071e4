import Foundation

/// Normalisation and validation of email addresses, shared by sign-in and autofill.
enum EmailAddress {
    /// The longest address accepted, in UTF-8 bytes (RFC 5321's path limit less the brackets).
    static let maximumLength = 254

    /// `email` trimmed of surrounding whitespace, in Unicode NFC, lowercased. No validation.
    static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// The normalised address, or ``AuthError/Code/invalidEmail`` when it is not a plausible
    /// `local@domain.tld` address. The message does not repeat the address.
    static func validated(_ email: String) throws(AuthError) -> String {
        let address = normalized(email)
        guard !address.isEmpty else {
            throw AuthError(.invalidEmail, "The email address is empty.")
        }
        guard address.utf8.count <= maximumLength else {
            throw AuthError(.invalidEmail, "The email address is longer than \(maximumLength) bytes.")
        }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let local = parts.first, let domain = parts.last else {
            throw AuthError(.invalidEmail, "The email address must contain exactly one @.")
        }
        guard !local.isEmpty, local.utf8.count <= 64, !local.hasPrefix("."), !local.hasSuffix("."),
            !local.contains("..")
        else {
            throw AuthError(.invalidEmail, "The part of the email address before the @ is malformed.")
        }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2,
            labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") })
        else {
            throw AuthError(.invalidEmail, "The domain of the email address is malformed.")
        }
        let forbidden = CharacterSet.whitespacesAndNewlines.union(.controlCharacters)
            .union(CharacterSet(charactersIn: "<>()[]\\,;:\""))
        guard address.unicodeScalars.allSatisfy({ !forbidden.contains($0) }) else {
            throw AuthError(.invalidEmail, "The email address contains characters that are not allowed.")
        }
        return address
    }
}
