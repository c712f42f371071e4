#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// The current-place screen on the sandbox: located in Berlin, with location denied, and with the service
/// down and nothing saved.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct CurrentPlaceScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Sandbox") {
            let screens = SandboxScreens()
            NavigationStack {
                CurrentPlaceScreen(model: screens.currentPlace(), search: screens.search())
            }
        }

        let denied = SandboxScreens(configuration: .init(locationAnswer: .denied))
        NavigationStack {
            CurrentPlaceScreen(model: denied.currentPlace(), search: denied.search())
        }
        .previewDisplayName("Location denied")

        let down = SandboxScreens(configuration: .init(scenarios: [.serverError()], retryPolicy: .none))
        NavigationStack {
            CurrentPlaceScreen(model: down.currentPlace())
        }
        .previewDisplayName("Service down")
    }
}
#endif
