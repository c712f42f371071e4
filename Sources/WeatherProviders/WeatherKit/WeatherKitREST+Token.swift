import Foundation
import WeatherCore

extension WeatherKitREST {
    /// The JSON Web Token WeatherKit takes as `Authorization: Bearer`: header
    /// `{"alg":"ES256","kid":keyID,"id":"teamID.serviceID"}`, claims
    /// `{"iss":teamID,"iat":…,"exp":…,"sub":serviceID}`, signed with the WeatherKit key (ECDSA P-256,
    /// SHA-256), each part base64url-encoded without padding.
    enum Token {
        /// The token for `credentials`, valid from `issuedAt` for `lifetime`.
        ///
        /// - Throws: `WeatherError` `.invalidInput` for ids that cannot go into a token or a key that is not
        ///   a P-256 private key in PEM; the message never holds the key.
        static func make(_ credentials: Credentials, issuedAt: Date, lifetime: Duration) throws -> String {
            try credentials.checkedIDs()
            let issued = Int64(issuedAt.timeIntervalSince1970.rounded(.down))
            let expires = issued + max(1, lifetime.components.seconds)
            let header =
                #"{"alg":"ES256","kid":"\#(credentials.keyID)","id":"\#(credentials.teamID).\#(credentials.serviceID)"}"#
            let claims =
                #"{"iss":"\#(credentials.teamID)","iat":\#(issued),"exp":\#(expires),"sub":"\#(credentials.serviceID)"}"#
            let signingInput = base64URL(Data(header.utf8)) + "." + base64URL(Data(claims.utf8))
            let signature = try ES256.sign(Array(signingInput.utf8), privateKey: credentials.privateKey)
            return signingInput + "." + base64URL(Data(signature))
        }

        /// `data` in base64url without padding (RFC 7515).
        static func base64URL(_ data: Data) -> String {
            var text = data.base64EncodedString()
            text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            while text.hasSuffix("=") { text.removeLast() }
            return text
        }
    }

    /// The token in use, made again shortly before it expires. Copies of a client share it.
    final class TokenCache: Sendable {
        private let current = Locked<(token: String, expires: Date)?>(nil)

        /// A token valid at `now` for at least `margin` more: the kept one, or a new one from `make`.
        func token(
            at now: Date, margin: Duration, make: (Date) throws -> (token: String, expires: Date)
        ) throws -> String {
            try current.withLock { kept in
                if let kept, kept.expires.timeIntervalSince(now) > margin.secondsValue {
                    return kept.token
                }
                let fresh = try make(now)
                kept = fresh
                return fresh.token
            }
        }
    }
}
