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
    private let model: DailyNotificationModel

    /// The switch of `model`; it reads the setting when it appears.
    public init(model: DailyNotificationModel) {
        self.model = model
    }

    /// The switch, and why it is off when notifications are denied.
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
            }
            if let error = model.isEnabled.error {
                ErrorBanner(error, retry: { await model.refresh() })
            }
        }
        .task(id: model.user) { await model.refresh() }
    }

    private var isOn: Binding<Bool> {
        Binding(
            get: { model.isEnabled.value ?? false },
            set: { on in
                Task {
                    if on {
                        await model.enable()
                    } else {
                        await model.disable()
                    }
                }
            })
    }
}
#endif
