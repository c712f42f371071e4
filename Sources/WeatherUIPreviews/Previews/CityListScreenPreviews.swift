#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// The city list on the sandbox, online and with the service down and nothing saved.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct CityListScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Sandbox") {
            NavigationStack {
                CityListScreen(model: SandboxScreens().cityList())
            }
        }

        let down = SandboxScreens(configuration: .init(scenarios: [.serverError()], retryPolicy: .none))
        NavigationStack {
            CityListScreen(model: down.cityList())
        }
        .previewDisplayName("Service down")
    }
}
#endif
