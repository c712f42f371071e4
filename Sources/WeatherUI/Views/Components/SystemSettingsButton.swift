#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// A button that opens the system settings where the user allows what they denied: the app's page in Settings on
/// iOS (its location and notification switches), the Location Services or Notifications pane of System Settings on
/// the Mac. A denied permission can only be changed there, so a screen that says "denied" offers the way.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SystemSettingsButton: View {
    /// Which permission the settings are for.
    enum Permission {
        /// The device's location.
        case location
        /// Notifications.
        case notifications
    }

    @Environment(\.openURL) private var openURL
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    let permission: Permission

    var body: some View {
        if let url {
            Button(ViewText(locale: locale, units: units)("ui.openSettings"), systemImage: "gear") {
                openURL(url)
            }
        }
    }

    /// Where the permission is changed.
    private var url: URL? {
        #if canImport(UIKit)
        // https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring and
        // openNotificationSettingsURLString (iOS 16): the app's own settings, and its notification settings.
        switch permission {
        case .location: URL(string: UIApplication.openSettingsURLString)
        case .notifications: URL(string: UIApplication.openNotificationSettingsURLString)
        }
        #else
        switch permission {
        case .location: URL(string: "x-apple.systempreferences:com.apple.preference.security?Privacy_LocationServices")
        case .notifications: URL(string: "x-apple.systempreferences:com.apple.Notifications-Settings.extension")
        }
        #endif
    }
}
#endif
