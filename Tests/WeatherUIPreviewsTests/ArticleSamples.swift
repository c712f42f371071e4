import Foundation
import Testing
import WeatherUI
import WeatherUIPreviews

/// The Swift sample of WeatherUIPreviews' landing page, run as written with the imports it shows.
@MainActor
@Suite("WeatherUIPreviews article samples")
struct ArticleSamples {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theLandingPageSampleShowsSandboxWeatherLabelledAsSuch() async throws {
        let screens = SandboxScreens()
        let now = screens.currentPlace()
        await now.refresh()
        print(now.badge ?? "live")  // "Sandbox data"

        #expect(now.badge == "Sandbox data")
    }
}
