#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// A city's history on the sandbox, with two readings taken.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct CityHistoryScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Berlin") {
            if let berlin = SandboxScreens.city(named: "Berlin") {
                let history = SandboxScreens().history(of: berlin)
                NavigationStack {
                    CityHistoryScreen(model: history)
                        .task {
                            await history.takeReading()
                            await history.takeReading()
                        }
                }
            }
        }
    }
}
#endif
