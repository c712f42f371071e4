import Foundation
import Observation
import WeatherAuth

/// The screen model of sign-in and sign-up: the form's fields, the password saved for the email typed
/// (offered, never filled in unasked), and the session.
///
/// ```swift
/// import WeatherAuth
///
/// let vault = InMemoryVault()  // KeychainVault() on Apple platforms
/// let signIn = SignInModel(auth: LocalAuthService(vault: vault), autofill: PasswordAutofill(vault: vault))
/// signIn.email = "ada@example.com"
/// await signIn.lookUpSavedPassword()
/// if signIn.hasSavedPassword { signIn.useSavedPassword() }
/// await signIn.submit()
/// ```
///
/// The password is never part of a description or a state value; a failure is an `AuthError` whose message
/// is safe to show.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class SignInModel {
    /// Whether the form signs in to an account or creates one.
    public enum Mode: Hashable, Sendable {
        /// Sign in to an existing account.
        case signIn
        /// Create an account.
        case signUp
    }

    /// Where the form stands.
    public enum State: Sendable {
        /// No one is signed in.
        case signedOut
        /// A request is under way.
        case working
        /// The user is signed in.
        case signedIn(UserSession)
        /// The last request failed; the form keeps what was typed.
        case failed(AuthError)
    }

    /// Whether the form signs in or signs up.
    public var mode: Mode = .signIn
    /// The email typed. Call ``lookUpSavedPassword()`` after it changes to offer a saved password.
    public var email = ""
    /// The password typed.
    public var password = ""
    /// Whether a successful submission saves the password for autofill.
    public var savesPassword = true
    /// Where the form stands.
    public private(set) var state: State = .signedOut
    /// The emails with a saved password, for an account picker.
    public private(set) var savedEmails: [String] = []
    /// Whether a password is saved for ``email``; ``useSavedPassword()`` fills it in.
    public var hasSavedPassword: Bool { offeredPassword != nil && offeredFor == normalized(email) }

    /// The session, while signed in: kept through a failed sign-out or a failed check of the session, since the
    /// account service still has it.
    public private(set) var session: UserSession?
    /// Why the password of the last successful sign-in could not be saved for autofill, if it could not.
    public private(set) var autofillError: AuthError?

    /// The failure on screen, if any.
    public var error: AuthError? {
        if case .failed(let error) = state { return error }
        return nil
    }

    private var offeredPassword: String?
    private var offeredFor: String?
    private let auth: any AuthService
    private let autofill: PasswordAutofill?

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - auth: The account service: local or Firebase.
    ///   - autofill: Where passwords are saved and offered, or `nil` not to offer any.
    public init(auth: any AuthService, autofill: PasswordAutofill? = nil) {
        self.auth = auth
        self.autofill = autofill
    }

    /// Restores the session kept by the account service, if any, and lists the saved emails.
    public func restoreSession() async {
        if let autofill {
            savedEmails = (try? await autofill.savedEmails()) ?? []
        }
        do {
            if let session = try await auth.currentSession {
                self.session = session
                state = .signedIn(session)
                email = session.email
            } else {
                session = nil
                state = .signedOut
            }
        } catch {
            state = .failed(Self.authError(error))
        }
    }

    /// Looks up the password saved for ``email`` so ``hasSavedPassword`` can offer it.
    public func lookUpSavedPassword() async {
        let key = normalized(email)
        guard let autofill, !key.isEmpty else {
            offeredPassword = nil
            offeredFor = nil
            return
        }
        let saved = try? await autofill.password(for: key)
        guard normalized(email) == key else { return }
        offeredPassword = saved
        offeredFor = saved == nil ? nil : key
    }

    /// Fills in the password saved for ``email``.
    public func useSavedPassword() {
        guard hasSavedPassword, let offeredPassword else { return }
        password = offeredPassword
    }

    /// Signs in or up (by ``mode``) with the fields; on success saves the password when ``savesPassword``
    /// and clears it from the form.
    public func submit() async {
        if case .working = state { return }
        let email = normalized(self.email)
        let password = self.password
        state = .working
        do {
            let session =
                mode == .signIn
                ? try await auth.signIn(email: email, password: password)
                : try await auth.signUp(email: email, password: password)
            autofillError = nil
            if savesPassword, let autofill {
                do {
                    try await autofill.savePassword(password, for: email)
                    savedEmails = try await autofill.savedEmails()
                } catch {
                    // Signed in all the same; the form says the password will not be offered next time.
                    autofillError = Self.authError(error)
                }
            }
            self.password = ""
            offeredPassword = nil
            offeredFor = nil
            self.session = session
            state = .signedIn(session)
        } catch {
            state = .failed(Self.authError(error))
        }
    }

    /// Signs out; the saved password stays for the next sign-in.
    public func signOut() async {
        do {
            try await auth.signOut()
            session = nil
            state = .signedOut
            password = ""
        } catch {
            state = .failed(Self.authError(error))
        }
    }

    private func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func authError(_ error: any Error) -> AuthError {
        if let error = error as? AuthError { return error }
        if let error = error as? WeatherError {
            return AuthError(
                error.code == .network || error.code == .timeout ? .network : .server, error.message, underlying: error)
        }
        return AuthError(.server, String(describing: error))
    }
}
