/// A web service the ``SandboxTransport`` stands in for, used to aim a ``SandboxScenario`` at
/// one of them.
///
/// Each stand-in declares its own: ``openWeather``, ``weatherAPI``, ``openMeteo``, ``freeTestAPI``,
/// ``firebase``.
///
/// ```swift
/// let scenario = SandboxScenario.rateLimited().only(for: .openWeather)
/// ```
public struct SandboxService: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// A short stable name, such as `"openweather"`.
    public var rawValue: String

    /// Creates a service from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name.
    public var description: String { rawValue }
}
