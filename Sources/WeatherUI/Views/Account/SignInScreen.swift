#if canImport(SwiftUI)
import SwiftUI
import WeatherAuth

/// Sign-in and sign-up: the form while signed out, with the accounts that have a saved password; the account
/// and a sign-out button once signed in. The session kept by the account service is restored when the
/// screen appears.
///
/// ```swift
/// struct AccountTab: View {
///     let signIn: SignInModel
///
///     var body: some View {
///         NavigationStack { SignInScreen(model: signIn) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SignInScreen: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: SignInModel

    /// The screen of `model`.
    public init(model: SignInModel) {
        self.model = model
    }

    /// The screen.
    public var body: some View {
        Form {
            if let session = model.session {
                Section(text("ui.account")) {
                    LabeledContent(text("ui.signedInAs"), value: session.email)
                    Button(text("ui.signOut"), role: .destructive) {
                        Task { await model.signOut() }
                    }
                }
            } else {
                SignInForm(model: model)
                if !model.savedEmails.isEmpty {
                    Section(text("ui.savedOnDevice")) {
                        ForEach(model.savedEmails, id: \.self) { email in
                            Button(email) { model.email = email }
                        }
                    }
                }
            }
        }
        .navigationTitle(title)
        .task {
            // Once per screen: a failure or a form being filled in is not overwritten when the view reappears.
            if model.session == nil, case .signedOut = model.state {
                await model.restoreSession()
            }
        }
    }

    private var title: String {
        if model.session != nil { return text("ui.account") }
        return model.mode == .signIn ? text("ui.signIn") : text("ui.createAccount")
    }
}
#endif
