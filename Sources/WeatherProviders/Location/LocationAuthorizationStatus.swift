/// Whether the app may read the device's location.
///
/// A struct with static members rather than an enum: platforms add states over time (CoreLocation added
/// "when in use" and "reduced accuracy" after the fact), and a new static member breaks no `switch` in
/// apps. Compare with `==` or use ``allowsLocation``.
///
/// ```swift
/// let locator: any LocationProviding = FixedLocationProvider(coordinate: nil, status: .notDetermined)
/// if await locator.authorizationStatus == .notDetermined {
///     _ = try await locator.requestAuthorization()
/// }
/// ```
public struct LocationAuthorizationStatus: Hashable, Sendable, CustomStringConvertible {
    /// A stable name for the state, such as `"authorized"`.
    public let rawValue: String

    /// Creates a status from its name; prefer the static members.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The user has not been asked yet; ``LocationProviding/requestAuthorization()`` asks.
    public static let notDetermined = LocationAuthorizationStatus(rawValue: "notDetermined")
    /// The user refused, or turned location services off.
    public static let denied = LocationAuthorizationStatus(rawValue: "denied")
    /// The app may not ask, for example because of parental controls or a device policy.
    public static let restricted = LocationAuthorizationStatus(rawValue: "restricted")
    /// The app may read the location (while in use or always).
    public static let authorized = LocationAuthorizationStatus(rawValue: "authorized")

    /// `true` when the location can be read.
    public var allowsLocation: Bool { self == .authorized }

    /// The state's name.
    public var description: String { rawValue }
}
