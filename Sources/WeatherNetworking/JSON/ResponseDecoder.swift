import Foundation

/// Which JSON decoder an ``APIClient`` uses for response bodies.
///
/// ``fast`` (the default) is ``WeatherJSONDecoder``; ``foundation`` is Foundation's `JSONDecoder`,
/// made by ``APIClient/Configuration/makeDecoder`` so its strategies apply.
///
/// ```swift
/// var configuration = APIClient.Configuration(baseURL: baseURL)
/// configuration.responseDecoder = .foundation
/// ```
public struct ResponseDecoder: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Hashable {
        case fast
        case foundation
    }

    private let kind: Kind

    /// ``WeatherJSONDecoder``: about three times faster than `JSONDecoder`, with equal results.
    public static let fast = ResponseDecoder(kind: .fast)
    /// Foundation's `JSONDecoder`, from ``APIClient/Configuration/makeDecoder``.
    public static let foundation = ResponseDecoder(kind: .foundation)

    /// The decoder's name: `fast` or `foundation`.
    public var description: String {
        switch kind {
        case .fast: "fast"
        case .foundation: "foundation"
        }
    }

    /// Decodes `data` as `type` with this decoder; `makeDecoder` supplies Foundation's.
    package func decode<T: Decodable>(
        _ type: T.Type, from data: Data, makeDecoder: () -> JSONDecoder
    ) throws -> T {
        switch kind {
        case .fast: try WeatherJSONDecoder().decode(type, from: data)
        case .foundation: try makeDecoder().decode(type, from: data)
        }
    }
}

/// A ``ResponseDecoder`` together with the configuration's Foundation decoder factory, as
/// requests receive it.
package struct ConfiguredResponseDecoder {
    /// The decoder to use.
    package var choice: ResponseDecoder
    /// Makes Foundation's decoder when ``choice`` is ``ResponseDecoder/foundation``.
    package var makeDecoder: () -> JSONDecoder

    package init(choice: ResponseDecoder, makeDecoder: @escaping () -> JSONDecoder) {
        self.choice = choice
        self.makeDecoder = makeDecoder
    }

    /// Decodes `data` as `type`.
    package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try choice.decode(type, from: data, makeDecoder: makeDecoder)
    }
}
