#if canImport(SwiftUI) && os(macOS)
import AppKit
import SwiftUI
import WeatherUI
import WeatherUIPreviews

/// The app: one window with the five flows of WeatherUI on the offline sandbox (``SandboxScreens``), chosen
/// in a sidebar.
@available(macOS 14, *)
struct WeatherApp: App {
    @State private var flows = AppFlows(screens: SandboxScreens())

    init() {
        // Started by `swift run`, outside an app bundle: become a regular app with a Dock icon and key windows,
        // so typing goes to the window rather than the terminal.
        NSApplication.shared.setActivationPolicy(.regular)
    }

    var body: some Scene {
        WindowGroup("Weather") {
            AppWindow(flows: flows)
                .frame(minWidth: 760, minHeight: 520)
                .onAppear { NSApplication.shared.activate() }
        }
    }
}
#endif
