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
            Label(message ?? error.map(text.format.message(for:)) ?? "", systemImage: "exclamationmark.triangle.fill")
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
        .background(.red.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
    }
}
#endif
