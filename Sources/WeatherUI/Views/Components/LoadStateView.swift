#if canImport(SwiftUI)
import SwiftUI

/// Shows a ``LoadState``: the placeholder before anything was asked for, the placeholder redacted as a skeleton
/// during a first load, the value (kept in place during a reload), or a failure banner above the value kept after
/// a failed load.
///
/// ```swift
/// struct CurrentWeatherSection: View {
///     let model: CurrentPlaceModel
///
///     var body: some View {
///         LoadStateView(model.weather, retry: { await model.refresh() }) { shown in
///             CurrentConditionsCard(shown)
///         } placeholder: {
///             Text("Pull to refresh")
///         }
///     }
/// }
/// ```
///
/// Its views go into the container it is in (a `VStack`, a `List` section), so in a list the banner is a row of
/// its own above the rows of the kept value.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct LoadStateView<Value: Sendable, Content: View, Placeholder: View>: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private let state: LoadState<Value>
    private let retry: (@MainActor () async -> Void)?
    private let content: (Value) -> Content
    private let placeholder: () -> Placeholder

    /// Shows `state`, with `content` for the value and `placeholder` for `.idle`.
    ///
    /// - Parameters:
    ///   - state: What to show.
    ///   - retry: What the failure banner's "Try Again" button runs, or `nil` for no button.
    ///   - content: The view of a value, loaded or kept.
    ///   - placeholder: The view before anything was asked for.
    public init(
        _ state: LoadState<Value>,
        retry: (@MainActor () async -> Void)? = nil,
        @ViewBuilder content: @escaping (Value) -> Content,
        @ViewBuilder placeholder: @escaping () -> Placeholder
    ) {
        self.state = state
        self.retry = retry
        self.content = content
        self.placeholder = placeholder
    }

    /// The views of the state.
    ///
    /// The value has one place in the hierarchy whatever the state (loading, loaded or failed), so a refresh
    /// neither rebuilds it nor resets its scroll position or VoiceOver's focus; a failure banner shows above it.
    /// A first load shows the placeholder redacted, as a skeleton of what is coming, rather than a spinner that
    /// pushes the content down when it arrives; a reload shows no spinner of its own (pull to refresh and the
    /// buttons that start one show theirs).
    public var body: some View {
        if let error = state.error {
            ErrorBanner(error, retry: retry)
        }
        if let value = state.value {
            content(value)
        } else if state.isLoading {
            placeholder()
                .redacted(reason: .placeholder)
                .accessibilityLabel(Text(ViewText(locale: locale, units: units)("ui.loading")))
        } else if case .idle = state {
            placeholder()
        }
    }
}

@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension LoadStateView where Placeholder == EmptyView {
    /// Shows `state`, with `content` for the value and nothing for `.idle`.
    public init(
        _ state: LoadState<Value>,
        retry: (@MainActor () async -> Void)? = nil,
        @ViewBuilder content: @escaping (Value) -> Content
    ) {
        self.init(state, retry: retry, content: content) { EmptyView() }
    }
}
#endif
