import Foundation
import WeatherNetworking

/// The Firebase Authentication REST calls, each a typed `APIRequest`.
///
/// Every call is a `POST`. The account calls send JSON to the Identity Toolkit; the refresh sends
/// a form to the Secure Token service. The Web API key is not added here but by the client's
/// `willSend` hook, as the `key=` query parameter.
struct FirebaseEndpoints: Sendable {
    /// Where the requests go, emulator rewriting included.
    var configuration: FirebaseAuthService.Configuration

    private struct PasswordBody: Encodable {
        var email: String
        var password: String
        var returnSecureToken = true
    }

    private struct IDTokenBody: Encodable {
        var idToken: String
    }

    /// `accounts:signUp` with `{email, password, returnSecureToken: true}`.
    func signUp(email: String, password: String) throws(AuthError) -> APIRequest<FirebaseSignInResponse> {
        try account("accounts:signUp", body: PasswordBody(email: email, password: password))
    }

    /// `accounts:signInWithPassword` with `{email, password, returnSecureToken: true}`.
    func signIn(email: String, password: String) throws(AuthError) -> APIRequest<FirebaseSignInResponse> {
        try account("accounts:signInWithPassword", body: PasswordBody(email: email, password: password))
    }

    /// `accounts:lookup` with `{idToken}`.
    func lookup(idToken: String) throws(AuthError) -> APIRequest<FirebaseLookupResponse> {
        try account("accounts:lookup", body: IDTokenBody(idToken: idToken))
    }

    /// `accounts:delete` with `{idToken}`; the response body is ignored.
    func delete(idToken: String) throws(AuthError) -> APIRequest<Void> {
        let url = try Self.join(configuration.resolvedIdentityToolkitURL(), "accounts:delete")
        return APIRequest<Void>(
            method: .post, path: url, headers: ["Content-Type": "application/json"],
            body: try Self.json(IDTokenBody(idToken: idToken)))
    }

    /// The Secure Token `token` call: the form `grant_type=refresh_token&refresh_token=…`.
    func refresh(refreshToken: String) throws(AuthError) -> APIRequest<FirebaseRefreshResponse> {
        let url = try Self.join(configuration.resolvedSecureTokenURL(), "token")
        var form = URLQuery()
        form.append("grant_type", "refresh_token")
        form.append("refresh_token", refreshToken)
        let body: Data
        do {
            body = Data(try form.encoded().utf8)
        } catch {
            throw AuthError(.invalidToken, "The stored refresh token cannot be sent; sign in again.")
        }
        return APIRequest(
            method: .post, path: url, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
    }

    private func account<Body: Encodable, Response: Decodable>(
        _ method: String, body: Body
    ) throws(AuthError) -> APIRequest<Response> {
        let url = try Self.join(configuration.resolvedIdentityToolkitURL(), method)
        return APIRequest(
            method: .post, path: url, headers: ["Content-Type": "application/json"], body: try Self.json(body))
    }

    /// `base` and `method` joined by one slash, kept as text so the `:` in `accounts:signUp` stays unescaped.
    private static func join(_ base: URL, _ method: String) -> String {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text + "/" + method
    }

    private static func json(_ body: some Encodable) throws(AuthError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(body)
        } catch {
            throw AuthError(.server, "The request body could not be encoded.")
        }
    }
}
