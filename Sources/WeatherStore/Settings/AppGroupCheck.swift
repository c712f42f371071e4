import WeatherModels

/// The check `UserDefaultsSettingsStore(appGroup:)` makes, apart from Foundation's defaults so it is tested
/// on every platform.
///
/// `UserDefaults(suiteName: "group.…")` never fails when the app lacks the App Groups entitlement for that
/// group: it returns a suite private to the app, so an extension reading "the same" suite sees nothing and
/// no error says why. The group's container exists only when the entitlement lists the group, so its
/// absence is the signal.
enum AppGroupCheck {
    /// The error for `group` when its container is missing, or `nil` when the container exists.
    static func problem(group: String, containerExists: Bool) -> WeatherError? {
        guard !containerExists else { return nil }
        return WeatherError(
            .unavailable,
            message: "The app group \(group) has no container: add it to the App Groups capability "
                + "(com.apple.security.application-groups) of the app and of every extension that shares these "
                + "settings. Without it UserDefaults would use a suite private to this app, without an error.")
    }
}
