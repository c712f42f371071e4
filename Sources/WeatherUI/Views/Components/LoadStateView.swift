#if canImport(SwiftUI)
import SwiftUI

/// Shows a ``LoadState``: the placeholder before anything was asked for, a spinner above the value kept
/// during a load, the value, or a failure banner above the value kept after a failed load.
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
/// Its views go into the container it is in (a `VStack`, a `List` section), so in a list the spinner or
/// the banner is a row of its own above the rows of the kept value.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct LoadStateView<Value: Sendable, Content: View, Placeholder: View>: View {
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
    public var body: some View {
        switch state {
        case .idle:
            placeholder()
        case .loading(let shown):
            ProgressView()
                .frame(maxWidth: .infinity)
            if let shown {
                content(shown)
            }
        case .loaded(let value):
            content(value)
        case .failed(let error, let shown):
            ErrorBanner(error, retry: retry)
            if let shown {
                content(shown)
            }
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
