import Foundation
import WeatherModels

/// A Firebase user account as `accounts:lookup` describes it.
///
/// It carries profile facts only: the password hash and salt that the lookup also returns are
/// never read.
///
/// ```swift
/// let auth = FirebaseAuthService(apiKey: "fake-api-key", configuration: .emulator())
/// _ = try await auth.signIn(email: "ada@example.com", password: "correct horse")
/// let account = try await auth.account()
/// if !account.isEmailVerified { print("Please verify \(account.email ?? "your email address")") }
/// ```
public struct FirebaseAccount: Sendable, Hashable, Codable {
    /// The user's uid (`localId`).
    public var userID: UserID
    /// The account's email address, if it has one.
    public var email: String?
    /// Whether the email address has been verified.
    public var isEmailVerified: Bool
    /// The display name, if one is set.
    public var displayName: String?
    /// The profile photo URL, if one is set.
    public var photoURL: URL?
    /// Whether an administrator has disabled the account.
    public var isDisabled: Bool
    /// The identity providers linked to the account, for example `password` or `google.com`.
    public var providerIDs: [String]
    /// When the account was created.
    public var createdAt: Date?
    /// When the user last signed in.
    public var lastSignInAt: Date?
    /// When the password was last changed.
    public var passwordUpdatedAt: Date?

    /// Creates an account value, for example as a fixture.
    public init(
        userID: UserID, email: String? = nil, isEmailVerified: Bool = false, displayName: String? = nil,
        photoURL: URL? = nil, isDisabled: Bool = false, providerIDs: [String] = [], createdAt: Date? = nil,
        lastSignInAt: Date? = nil, passwordUpdatedAt: Date? = nil
    ) {
        self.userID = userID
        self.email = email
        self.isEmailVerified = isEmailVerified
        self.displayName = displayName
        self.photoURL = photoURL
        self.isDisabled = isDisabled
        self.providerIDs = providerIDs
        self.createdAt = createdAt
        self.lastSignInAt = lastSignInAt
        self.passwordUpdatedAt = passwordUpdatedAt
    }
}
