#if canImport(SwiftUI)
import SwiftUI
import WeatherScheduling

/// The switch of the daily forecast notification: turning it on asks for notification permission the first
/// time and schedules the notification once; turning it off cancels it. When notifications are denied it
/// says where to allow them.
///
/// ```swift
/// struct NotificationSettings: View {
///     let model: DailyNotificationModel
///
///     var body: some View {
///         Form { Section { DailyNotificationToggle(model: model) } }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DailyNotificationToggle: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    @Environment(\.scenePhase) private var scenePhase
    @State private var pending: Bool?
    private let model: DailyNotificationModel

    /// The switch of `model`; it reads the setting when it appears.
    public init(model: DailyNotificationModel) {
        self.model = model
    }

    /// The switch, and why it is off when notifications are denied, with the way to Settings.
    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Toggle(isOn: isOn) {
                Label(text("ui.dailyNotification", text.time(of: model.time)), systemImage: "bell.badge")
            }
            .disabled(model.isEnabled.isLoading)
            if model.isDenied {
                Text(text("ui.notificationsOff"))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                SystemSettingsButton(permission: .notifications)
                    .font(.footnote)
            }
            if let error = model.isEnabled.error {
                ErrorBanner(error, retry: { await model.refresh() })
            }
        }
        .task(id: model.user) { await model.refresh() }
        // Back from Settings (or anywhere): the permission may have changed meanwhile, so it is read again.
        .onChange(of: scenePhase) { _, phase in
            if phase == .active {
                Task { await model.refresh() }
            }
        }
    }

    /// The switch's value: where the user put it until the change is done (the permission prompt answered, the
    /// notification scheduled), then the outcome, so the switch does not spring back while the prompt is up.
    private var isOn: Binding<Bool> {
        Binding(
            get: { pending ?? model.isEnabled.value ?? false },
            set: { on in
                pending = on
                Task {
                    if on {
                        await model.enable()
                    } else {
                        await model.disable()
                    }
                    pending = nil
                }
            })
    }
}
#endif
