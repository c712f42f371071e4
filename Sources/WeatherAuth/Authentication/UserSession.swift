import Foundation
import WeatherModels

/// A signed-in user, as an ``AuthService`` returns it.
///
/// Local sign-in fills ``userID`` and ``email``; a backend such as Firebase also fills the
/// tokens and their expiry. The description and `dump` show whether a token is present but
/// never its value.
///
/// ```swift
/// import WeatherStore
///
/// let auth = LocalAuthService(vault: InMemoryVault())
/// let store = InMemoryWeatherStore()
/// let session = try await auth.signUp(email: "ada@example.com", password: "correct horse")
/// let favorites = try await store.favorites(for: session.userID)
/// ```
public struct UserSession: Sendable, Codable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The user's stable identifier; it keeps each user's data apart.
    public var userID: UserID
    /// The user's email address, normalised (trimmed, lowercased, Unicode NFC).
    public var email: String
    /// The backend's identity token (for example a Firebase ID token), if it issues one.
    public var idToken: String?
    /// The backend's refresh token, if it issues one.
    public var refreshToken: String?
    /// When ``idToken`` expires, if it does.
    public var expiresAt: Date?

    /// Creates a session; the tokens and expiry default to `nil` for backends without them.
    public init(
        userID: UserID, email: String, idToken: String? = nil, refreshToken: String? = nil, expiresAt: Date? = nil
    ) {
        self.userID = userID
        self.email = email
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Whether the identity token has expired at `date`; a session without an expiry never expires.
    public func isExpired(at date: Date) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt <= date
    }

    /// The user and email, with tokens shown only as present or absent.
    public var description: String {
        var parts = ["userID: \(userID.rawValue)", "email: \(email)"]
        parts.append("idToken: \(Self.redacted(idToken))")
        parts.append("refreshToken: \(Self.redacted(refreshToken))")
        if let expiresAt { parts.append("expiresAt: \(expiresAt.formatted(.iso8601))") }
        return "UserSession(\(parts.joined(separator: ", ")))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// Shows the tokens to `dump` and debuggers only as present or absent.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "userID": userID, "email": email, "idToken": Self.redacted(idToken),
                "refreshToken": Self.redacted(refreshToken), "expiresAt": expiresAt as Any,
            ], displayStyle: .struct)
    }

    private static func redacted(_ token: String?) -> String {
        token == nil ? "nil" : "<redacted>"
    }
}
