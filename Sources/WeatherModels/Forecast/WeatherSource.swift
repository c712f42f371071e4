import Foundation

/// Where weather data came from: the provider and the attribution its terms ask apps to show.
public struct WeatherSource: Hashable, Sendable, Codable {
    /// The provider that supplied the data.
    public var provider: ProviderID
    /// The attribution text to show, such as "Weather data by Open-Meteo.com".
    public var attribution: String?
    /// The page the attribution links to.
    public var attributionURL: URL?

    /// Creates a source.
    ///
    /// ```swift
    /// let source = WeatherSource(provider: .openMeteo, attribution: "Weather data by Open-Meteo.com")
    /// ```
    public init(provider: ProviderID, attribution: String? = nil, attributionURL: URL? = nil) {
        self.provider = provider
        self.attribution = attribution
        self.attributionURL = attributionURL
    }
}

/// The identifier of a weather provider, such as `"openweather"`.
///
/// A struct with static members, so that new providers can be added without breaking anyone: each
/// provider declares its own (WeatherProviders has `.openWeather`, `.weatherAPI`, `.openMeteo` and
/// `.freeTestAPI`, each beside its client).
public struct ProviderID: Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier's text, such as `"openweather"`.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// The SDK's offline, deterministic sandbox.
    public static let sandbox = ProviderID("sandbox")

    /// Decodes the identifier from a plain string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the identifier as a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
