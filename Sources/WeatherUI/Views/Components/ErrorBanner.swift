#if canImport(SwiftUI)
import SwiftUI
import WeatherModels

/// A failure as a screen shows it: the error's message, safe to show, and a button to try again.
///
/// ```swift
/// struct WeatherFailure: View {
///     let model: CurrentPlaceModel
///
///     var body: some View {
///         if let error = model.weather.error {
///             ErrorBanner(error) { await model.refresh() }
///         }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ErrorBanner: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let message: String?
    private let error: WeatherError?
    private let retry: (@MainActor () async -> Void)?
    @State private var isRetrying = false

    /// A banner with the sentence for `error` in the environment's language (`WeatherFormatter.message(for:)`),
    /// and a "Try Again" button running `retry` when one is given.
    public init(_ error: WeatherError, retry: (@MainActor () async -> Void)? = nil) {
        self.message = nil
        self.error = error
        self.retry = retry
    }

    /// A banner with `message`, and a "Try Again" button running `retry` when one is given.
    public init(message: String, retry: (@MainActor () async -> Void)? = nil) {
        self.message = message
        self.error = nil
        self.retry = retry
    }

    /// The message and the button.
    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Label(shownText, systemImage: "exclamationmark.triangle.fill")
                .symbolRenderingMode(.multicolor)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let retry {
                Button(text("ui.tryAgain")) {
                    Task {
                        isRetrying = true
                        await retry()
                        isRetrying = false
                    }
                }
                .disabled(isRetrying)
            }
        }
        .font(.callout)
        .padding(12)
        // Said aloud when it appears or changes, so a VoiceOver user learns of a failure they cannot see.
        .onAppear { announce() }
        .onChange(of: shownText) { announce() }
        .background(
            Color(WeatherPalette.errorTint).opacity(WeatherPalette.errorTintOpacity),
            in: RoundedRectangle(cornerRadius: 10))
    }

    /// The sentence on the banner.
    private var shownText: String {
        message ?? error.map(text.format.message(for:)) ?? ""
    }

    private func announce() {
        guard !shownText.isEmpty else { return }
        AccessibilityNotification.Announcement(shownText).post()
    }
}
#endif
