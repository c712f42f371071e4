/// A source of the device's location: CoreLocation on Apple platforms, a fixed place elsewhere.
///
/// ```swift
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let locator: any LocationProviding = FixedLocationProvider(coordinate: berlin)
/// if try await locator.requestAuthorization() == .authorized {
///     let here = try await locator.currentCoordinate()
///     let weather = try await OpenMeteoClient().weather(at: here)
/// }
/// ```
public protocol LocationProviding: Sendable {
    /// Whether the app may read the location, without asking.
    var authorizationStatus: LocationAuthorizationStatus { get async }

    /// Asks the user for permission when the status is ``LocationAuthorizationStatus/notDetermined``
    /// and returns the status once the user has answered; returns the current status otherwise.
    ///
    /// - Throws: `WeatherError` with code `.unavailable` when the question cannot be asked (on Apple
    ///   platforms: outside an app bundle, without the Info.plist purpose string, or while the app is in
    ///   the background), and `.timeout` when no answer comes in time. A provider that can always answer,
    ///   such as ``FixedLocationProvider``, never throws.
    func requestAuthorization() async throws -> LocationAuthorizationStatus

    /// The device's current coordinate.
    ///
    /// Asks for permission first when it has not been asked yet.
    ///
    /// - Throws: `WeatherError` with code `.unauthorized` when permission is denied or restricted,
    ///   `.unavailable` when no location can be determined, and `.timeout` when none comes in time.
    func currentCoordinate() async throws -> Coordinate
}

extension WeatherError {
    /// The error for a location read without permission.
    static func locationNotAuthorized(_ status: LocationAuthorizationStatus) -> WeatherError {
        WeatherError(
            .unauthorized, message: "Location access is \(status); allow it in Settings to use the current place.")
    }
}
