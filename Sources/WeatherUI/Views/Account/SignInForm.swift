#if canImport(SwiftUI)
import SwiftUI
import WeatherAuth

/// The sign-in and sign-up form, to put in a `Form`: a switch between signing in and creating an account,
/// the email and password fields (marked for the system's password autofill), a "Use Saved Password"
/// button when a password is saved for the email typed, and the failure of the last attempt.
///
/// ```swift
/// struct AccountForm: View {
///     let signIn: SignInModel
///
///     var body: some View {
///         Form { SignInForm(model: signIn) }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SignInForm: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    @Bindable private var model: SignInModel
    @FocusState private var focus: Field?

    /// The fields, in the order Return moves through them.
    private enum Field: Hashable {
        case email
        case password
    }

    /// The form of `model`.
    public init(model: SignInModel) {
        _model = Bindable(model)
    }

    /// The form's sections.
    public var body: some View {
        Section {
            Picker(text("ui.account"), selection: $model.mode) {
                Text(text("ui.signIn")).tag(SignInModel.Mode.signIn)
                Text(text("ui.createAccount")).tag(SignInModel.Mode.signUp)
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            // Return moves from the address to the password, and from the password submits the form.
            TextField(text("ui.email"), text: $model.email)
                .emailEntry()
                .focused($focus, equals: .email)
                .submitLabel(.next)
                .onSubmit { focus = .password }
            SecureField(text("ui.password"), text: $model.password)
                .passwordEntry(isNew: model.mode == .signUp)
                .focused($focus, equals: .password)
                .submitLabel(.go)
                .onSubmit(submit)
            if model.hasSavedPassword {
                Button(text("ui.useSavedPassword"), systemImage: "key.fill") {
                    model.useSavedPassword()
                }
            }
            Toggle(text("ui.savePassword"), isOn: $model.savesPassword)
            if let problem = model.autofillError {
                // The saved password could not be read or kept: said, so the user knows why none is offered.
                Label(text.format.message(for: problem), systemImage: "key.slash")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .task(id: model.email) {
            await model.lookUpSavedPassword()
        }
        Section {
            Button(action: submit) {
                HStack {
                    Text(model.mode == .signIn ? text("ui.signIn") : text("ui.createAccount"))
                    if isWorking {
                        Spacer()
                        ProgressView()
                    }
                }
            }
            .disabled(!canSubmit)
            if let error = model.error {
                ErrorBanner(message: text.format.message(for: error))
            }
        }
    }

    private var isWorking: Bool {
        if case .working = model.state { return true }
        return false
    }

    private var canSubmit: Bool {
        !isWorking && !model.email.trimmingCharacters(in: .whitespaces).isEmpty && !model.password.isEmpty
    }

    private func submit() {
        guard canSubmit else { return }
        Task { await model.submit() }
    }
}

@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// An email field as the system's password autofill and keyboards expect it.
    fileprivate func emailEntry() -> some View {
        #if os(iOS)
        self.textContentType(.username)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
        #elseif os(macOS)
        self.textContentType(.username)
            .autocorrectionDisabled()
        #else
        self.autocorrectionDisabled()
        #endif
    }

    /// A password field as the system's password autofill expects it: a new password when signing up, so
    /// the system can suggest a strong one.
    fileprivate func passwordEntry(isNew: Bool) -> some View {
        #if os(iOS)
        self.textContentType(isNew ? .newPassword : .password)
        #elseif os(macOS)
        self.textContentType(.password)
        #else
        self
        #endif
    }
}
#endif
