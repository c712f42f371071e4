import Foundation
import Testing
import WeatherCore

@testable import WeatherScheduling

@Suite("Notification center access")
struct NotificationCenterAccessTests {
    @Test func anAppOrExtensionMayUseTheCenter() {
        let app = AppBundle(identifier: "org.example.weather", url: URL(fileURLWithPath: "/Applications/Weather.app"))
        let widget = AppBundle(
            identifier: "org.example.weather.widget", url: URL(fileURLWithPath: "/x/Weather.app/PlugIns/Widget.appex"))
        #expect(NotificationCenterAccess.problem(for: app) == nil)
        #expect(NotificationCenterAccess.problem(for: widget) == nil)
    }

    @Test func aToolOrTestProcessIsUnavailableWithATypedError() throws {
        // `swift run` and `swift test` on a Mac: an executable in a folder, with or without an identifier.
        let tools = [
            AppBundle(identifier: nil, url: URL(fileURLWithPath: "/work/.build/debug")),
            AppBundle(identifier: "com.apple.dt.xctest.tool", url: URL(fileURLWithPath: "/usr/bin")),
            AppBundle.main,
        ]
        for tool in tools {
            let problem = try #require(NotificationCenterAccess.problem(for: tool))
            #expect(problem.code == .unavailable)
            #expect(problem.message.contains("app or app extension"))
            #expect(problem.message.contains("NotificationOutbox"))
        }
    }

    @Test func theSDKsNotificationsAreRecognisedByTheirFireDate() {
        #expect(NotificationCenterAccess.isScheduledBySDK(userInfo: ["WeatherScheduling.fireDate": "1774778400.0"]))
        #expect(!NotificationCenterAccess.isScheduledBySDK(userInfo: ["other": "1"]))
        #expect(!NotificationCenterAccess.isScheduledBySDK(userInfo: ["WeatherScheduling.fireDate": 1]))
        #expect(!NotificationCenterAccess.isScheduledBySDK(userInfo: [:]))
    }
}
