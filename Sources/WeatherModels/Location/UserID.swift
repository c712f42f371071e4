/// The identifier of a signed-in user, which keeps each user's favorites and settings apart.
///
/// ```swift
/// import WeatherStore
///
/// let store = InMemoryWeatherStore()
/// let user: UserID = "alice"
/// let favorites = try await store.favorites(for: user)
/// ```
public struct UserID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier as text, as the authentication backend issued it.
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
