#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import WeatherUI

/// The app: one window with the five flows of WeatherUI on the offline sandbox (``SandboxScreens``), chosen
/// in a sidebar.
@available(macOS 14, *)
struct WeatherApp: App {
    @State private var flows = AppFlows(screens: SandboxScreens())

    var body: some Scene {
        WindowGroup("Weather") {
            AppWindow(flows: flows)
                .frame(minWidth: 760, minHeight: 520)
        }
    }
}
#endif
