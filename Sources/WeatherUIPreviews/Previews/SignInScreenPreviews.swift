#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// The sign-in screen on the sandbox: local accounts in memory, with an account whose password is saved.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SignInScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Saved password") {
            let screens = SandboxScreens()
            NavigationStack {
                SignInScreen(model: screens.signIn())
                    .task {
                        try? await screens.autofill.savePassword("correct horse battery", for: "ada@example.com")
                    }
            }
        }
    }
}
#endif
