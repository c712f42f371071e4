import Foundation
import WeatherModels

/// The body of `accounts:signUp` and `accounts:signInWithPassword` that the service reads.
struct FirebaseSignInResponse: Decodable, Sendable {
    var localId: String
    var email: String?
    var idToken: String
    var refreshToken: String
    var expiresIn: FlexibleNumber?
}

/// The snake_case body of the Secure Token `token` endpoint.
struct FirebaseRefreshResponse: Decodable, Sendable {
    var idToken: String
    var refreshToken: String?
    var expiresIn: FlexibleNumber?
    var userID: String?

    enum CodingKeys: String, CodingKey {
        case idToken = "id_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
        case userID = "user_id"
    }
}

/// The body of `accounts:lookup`.
struct FirebaseLookupResponse: Decodable, Sendable {
    struct User: Decodable, Sendable {
        struct ProviderInfo: Decodable, Sendable {
            var providerId: String?
        }

        var localId: String
        var email: String?
        var emailVerified: Bool?
        var displayName: String?
        var photoUrl: String?
        var disabled: Bool?
        var providerUserInfo: [ProviderInfo]?
        var createdAt: FlexibleNumber?
        var lastLoginAt: FlexibleNumber?
        var passwordUpdatedAt: FlexibleNumber?

        /// The public value; timestamps are epoch milliseconds.
        var account: FirebaseAccount {
            FirebaseAccount(
                userID: UserID(localId), email: email, isEmailVerified: emailVerified ?? false,
                displayName: displayName, photoURL: photoUrl.flatMap(URL.init(string:)), isDisabled: disabled ?? false,
                providerIDs: providerUserInfo?.compactMap(\.providerId) ?? [],
                createdAt: createdAt?.dateFromMilliseconds, lastSignInAt: lastLoginAt?.dateFromMilliseconds,
                passwordUpdatedAt: passwordUpdatedAt?.dateFromMilliseconds)
        }
    }

    var users: [User]?
}

/// A number that Firebase sends either as a JSON number or as a string (`"3600"`, epoch
/// milliseconds as `"1700000000000"`).
struct FlexibleNumber: Decodable, Sendable, Equatable {
    var value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
        } else {
            let text = try container.decode(String.self)
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number as a string")
            }
            value = number
        }
    }

    /// The value read as milliseconds since 1970.
    var dateFromMilliseconds: Date { Date(timeIntervalSince1970: value / 1_000) }
}
