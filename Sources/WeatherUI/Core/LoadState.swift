import WeatherModels

/// What a screen shows while it loads something: nothing yet, a load under way, the value, or a failure
/// together with whatever is still on screen.
///
/// A view is a switch over it:
///
/// ```swift
/// import SwiftUI
///
/// struct CurrentWeatherView: View {
///     let model: CurrentPlaceModel
///
///     var body: some View {
///         switch model.weather {
///         case .idle: Text("Pull to refresh")
///         case .loading(let shown):
///             ProgressView()
///             if let shown { CurrentConditionsCard(shown) }
///         case .loaded(let value): CurrentConditionsCard(value)
///         case .failed(let error, let shown):
///             ErrorBanner(error)
///             if let shown { CurrentConditionsCard(shown) }
///         }
///     }
/// }
/// ```
///
/// A reload keeps the value on screen (`loading(showing:)`), and a failed reload keeps it too
/// (`failed(_:showing:)`), so nothing the user was reading disappears because a refresh failed.
public enum LoadState<Value: Sendable>: Sendable {
    /// Nothing has been asked for yet.
    case idle
    /// A load is under way; `showing` is what stays on screen meanwhile, if anything.
    case loading(showing: Value?)
    /// The value arrived.
    case loaded(Value)
    /// The load failed with `error`; `showing` is what is still on screen, if anything.
    case failed(WeatherError, showing: Value?)

    /// What is on screen in this state: the loaded value, or the one kept during a load or after a failure.
    public var value: Value? {
        switch self {
        case .idle: nil
        case .loading(let shown): shown
        case .loaded(let value): value
        case .failed(_, let shown): shown
        }
    }

    /// The failure, when the state is `failed`.
    public var error: WeatherError? {
        if case .failed(let error, _) = self { return error }
        return nil
    }

    /// Whether a load is under way.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The state of a new load: what is on screen now stays there.
    public var reloading: LoadState {
        .loading(showing: value)
    }

    /// The state after a failed load: what is on screen now stays there.
    public func failing(with error: WeatherError) -> LoadState {
        .failed(error, showing: value)
    }

    /// The same state with its value transformed.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> LoadState<Other> {
        switch self {
        case .idle: .idle
        case .loading(let shown): .loading(showing: shown.map(transform))
        case .loaded(let value): .loaded(transform(value))
        case .failed(let error, let shown): .failed(error, showing: shown.map(transform))
        }
    }
}

extension WeatherError {
    /// `error` as the typed error a screen shows: a `WeatherError` as it is, cancellation as `.cancelled`,
    /// anything else as `.unavailable` with its description.
    static func shown(_ error: any Error) -> WeatherError {
        if let error = error as? WeatherError { return error }
        if error is CancellationError { return WeatherError(.cancelled, message: "The request was cancelled.") }
        return WeatherError(.unavailable, message: String(describing: error))
    }
}
