/// A source of the device's location: CoreLocation on Apple platforms, a fixed place elsewhere.
///
/// ```swift
/// let locator: any LocationProviding = FixedLocationProvider(coordinate: berlin)
/// if await locator.requestAuthorization() == .authorized {
///     let here = try await locator.currentCoordinate()
///     let weather = try await OpenMeteoClient().weather(at: here)
/// }
/// ```
public protocol LocationProviding: Sendable {
    /// Whether the app may read the location, without asking.
    var authorizationStatus: LocationAuthorizationStatus { get async }

    /// Asks the user for permission when the status is ``LocationAuthorizationStatus/notDetermined``
    /// and returns the status once the user has answered; returns the current status otherwise.
    func requestAuthorization() async -> LocationAuthorizationStatus

    /// The device's current coordinate.
    ///
    /// Asks for permission first when it has not been asked yet.
    ///
    /// - Throws: `WeatherError` with code `.unauthorized` when permission is denied or restricted, and
    ///   `.unavailable` when no location can be determined.
    func currentCoordinate() async throws -> Coordinate
}

extension WeatherError {
    /// The error for a location read without permission.
    static func locationNotAuthorized(_ status: LocationAuthorizationStatus) -> WeatherError {
        WeatherError(
            .unauthorized, message: "Location access is \(status); allow it in Settings to use the current place.")
    }
}
