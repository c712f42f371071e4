import ExampleSupport
import Foundation
import WeatherAuth
import WeatherModels
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherFavoritesApp {
    /// Creates an account for `email` and signs in; the password is saved to the vault for autofill.
    ///
    /// A password typed at a terminal that the policy refuses is asked for again, with the reason.
    func signUp(email: String, password given: String?) async throws {
        var session: UserSession?
        while session == nil {
            guard let password = given ?? context.console.askSecret("Choose a password for \(email): "),
                !password.isEmpty
            else {
                throw ExampleFailure(
                    "A password is needed: give it with --password, or type it when asked.", exitCode: ExitStatus.usage)
            }
            do {
                session = try await submit(.signUp, email: email, password: password)
            } catch {
                guard given == nil, context.isInteractive, let refused = account.error, refused.code == .weakPassword
                else { throw error }
                context.console.warning(Self.explain(refused, commandPrefix: context.commandPrefix))
            }
        }
        guard let session else { return }
        try await rememberAccounts()
        context.console.line(context.style.green("Signed up and signed in as \(session.email) (\(accountKind))."))
        context.console.line(context.style.dim("The password is saved in the vault and offered at the next sign-in."))
    }

    /// Signs in to `email`, with the password given, else the one saved at sign-up, else one typed.
    func signIn(email: String, password given: String?) async throws {
        guard let password = try await password(for: email, given: given) else {
            throw ExampleFailure(
                "A password is needed: give it with --password, or type it when asked.", exitCode: ExitStatus.usage)
        }
        let session = try await submit(.signIn, email: email, password: password)
        try await rememberAccounts()
        context.console.line(context.style.green("Signed in as \(session.email) (\(accountKind))."))
        try await showFavorites(of: session)
    }

    /// The password to sign in with: the one given, else the one saved for `email` as the sign-in form offers
    /// it (taken from a script, asked about at a terminal), else one typed at the prompt.
    private func password(for email: String, given: String?) async throws -> String? {
        if let given {
            return given
        }
        account.email = email
        await account.lookUpSavedPassword()
        if account.hasSavedPassword {
            guard context.isInteractive else {
                context.console.line(context.style.dim("Using the password saved for \(email) at sign-up."))
                account.useSavedPassword()
                return account.password
            }
            let answer = context.console.ask("Use the password saved for \(email)? [Y/n] ") ?? ""
            if answer.isEmpty || answer.lowercased().hasPrefix("y") {
                account.useSavedPassword()
                return account.password
            }
        }
        return context.console.askSecret("Password for \(email): ")
    }

    /// Signs out.
    func signOut() async throws {
        guard let session = try await auth.currentSession else {
            context.console.line("Nobody is signed in.")
            return
        }
        await account.signOut()
        if let error = account.error {
            throw ExampleFailure(
                Self.explain(error, commandPrefix: context.commandPrefix), exitCode: Self.exitStatus(for: error))
        }
        try await store.removeValue(for: .accountService, user: Self.device)
        context.console.line("Signed out \(session.email).")
        // A signed-out user gets no more notifications on this device.
        try await stopDailyForecast(for: session.userID, because: "for \(session.email), who signed out")
    }

    /// Remembers which accounts the sign-in used, so the next run opens the same session.
    private func rememberAccounts() async throws {
        try await store.setValue(usesFirebase ? "firebase" : "local", for: .accountService, user: Self.device)
    }

    /// Submits the sign-in form in `mode`; its `AuthError` turned into a sentence for a person.
    private func submit(_ mode: SignInModel.Mode, email: String, password: String) async throws -> UserSession {
        account.mode = mode
        account.email = email
        account.password = password
        await account.submit()
        if let error = account.error {
            throw ExampleFailure(
                Self.explain(error, commandPrefix: context.commandPrefix), exitCode: Self.exitStatus(for: error))
        }
        guard let session = account.session else {
            throw ExampleFailure("Signing in failed.", exitCode: ExitStatus.unavailable)
        }
        return session
    }

    /// A sentence for a person about an `AuthError`; never a password or token.
    static func explain(_ error: AuthError, commandPrefix tool: String) -> String {
        switch error.code {
        case .invalidCredentials, .userNotFound:
            return "The email address or the password is wrong."
        case .emailExists:
            return "An account with this email address exists already: sign in with “\(tool)signin EMAIL”."
        case .tooManyAttempts:
            let wait = error.retryAfter.map { " Try again in \($0.components.seconds) seconds." } ?? ""
            return "Too many wrong passwords.\(wait)"
        case .invalidEmail:
            return "That is not an email address: it needs a name, an @ and a domain, as in “me@example.com”."
        case .weakPassword:
            // The sentence names the policy's real limit ("at least 8 characters").
            return error.localizedMessage(in: Locale(identifier: "en"))
        case .userDisabled:
            return "This account is disabled. Ask the app's administrator to enable it."
        case .tokenExpired, .invalidToken, .notSignedIn:
            return "The sign-in has expired. Sign in again with “\(tool)signin EMAIL”."
        case .network:
            return "The sign-in service could not be reached (\(error.message)). Check the network and try again."
        case .server, .operationNotAllowed:
            return "The sign-in service has a problem (\(error.message)). Try again later."
        case .storage:
            return "The saved sign-in cannot be read or written (\(error.message)). Check the data folder, or "
                + "choose another with --data-dir PATH."
        default:
            return "Signing in failed (\(error.message))."
        }
    }

    /// The exit status for an `AuthError`, matching the statuses of every example (``ExitStatus``).
    static func exitStatus(for error: AuthError) -> Int32 {
        switch error.code {
        case .tooManyAttempts, .network, .server, .operationNotAllowed: ExitStatus.unavailable
        case .storage: ExitStatus.storage
        case .userDisabled, .tokenExpired, .invalidToken, .notSignedIn: ExitStatus.setup
        default: ExitStatus.notFound
        }
    }
}
