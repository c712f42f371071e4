#if canImport(CoreLocation)
import WeatherCore
import CoreLocation

/// The device's location through CoreLocation (Apple platforms only).
///
/// A thin adapter over one `CLLocationManager`: permission is asked with
/// `requestWhenInUseAuthorization()`, one fix with `requestLocation()`, and the delegate's callbacks
/// resume the waiting calls. It is isolated to the main actor, because CoreLocation delivers its callbacks
/// on the thread that created the manager, so create it there (for example in your app's model). Add
/// `NSLocationWhenInUseUsageDescription` to the app's Info.plist.
///
/// ```swift
/// @MainActor let locator = CoreLocationProvider()
/// let here = try await locator.currentCoordinate()
/// ```
@MainActor
public final class CoreLocationProvider: LocationProviding {
    private let manager: CLLocationManager
    private let receiver: Receiver

    /// Creates a provider whose fixes are accurate to about `desiredAccuracy` metres
    /// (default: a kilometre, plenty for weather and quick to get).
    public init(desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyKilometer) {
        manager = CLLocationManager()
        receiver = Receiver()
        manager.desiredAccuracy = desiredAccuracy
        manager.delegate = receiver
    }

    /// The app's current permission, read from the location manager.
    public var authorizationStatus: LocationAuthorizationStatus {
        Self.status(manager.authorizationStatus)
    }

    /// Asks for "when in use" permission if the user has not been asked, and waits for the answer.
    public func requestAuthorization() async -> LocationAuthorizationStatus {
        let current = authorizationStatus
        guard current == .notDetermined else { return current }
        return await withCheckedContinuation { continuation in
            let isFirst = receiver.waitForAuthorization(continuation)
            // The answer may have arrived between the check above and the registration.
            let latest = authorizationStatus
            if latest != .notDetermined {
                receiver.authorizationChanged(to: latest)
            } else if isFirst {
                manager.requestWhenInUseAuthorization()
            }
        }
    }

    /// One location fix, asking for permission first when needed.
    ///
    /// - Throws: `WeatherError` `.unauthorized` when permission is denied or restricted, `.unavailable`
    ///   when CoreLocation reports an error.
    public func currentCoordinate() async throws -> Coordinate {
        let status = await requestAuthorization()
        guard status.allowsLocation else { throw WeatherError.locationNotAuthorized(status) }
        return try await withCheckedThrowingContinuation { continuation in
            if receiver.waitForLocation(continuation) {
                manager.requestLocation()
            }
        }
    }

    /// Maps CoreLocation's status to the SDK's.
    nonisolated static func status(_ status: CLAuthorizationStatus) -> LocationAuthorizationStatus {
        switch status {
        case .notDetermined: .notDetermined
        case .denied: .denied
        case .restricted: .restricted
        case .authorizedAlways, .authorizedWhenInUse: .authorized
        @unknown default: .denied
        }
    }

    /// The manager's delegate. It holds the waiting calls behind a lock, so it is safe whichever thread
    /// CoreLocation calls it on; each callback resumes every call waiting for it.
    private final class Receiver: NSObject, CLLocationManagerDelegate, Sendable {
        private struct Waiters {
            var authorization: [CheckedContinuation<LocationAuthorizationStatus, Never>] = []
            var location: [CheckedContinuation<Coordinate, any Error>] = []
        }

        private let waiters = Locked(Waiters())

        /// Adds a call waiting for permission; `true` when it is the first (the caller then asks).
        func waitForAuthorization(_ continuation: CheckedContinuation<LocationAuthorizationStatus, Never>) -> Bool {
            waiters.withLock { waiters in
                waiters.authorization.append(continuation)
                return waiters.authorization.count == 1
            }
        }

        /// Adds a call waiting for a fix; `true` when it is the first (the caller then requests one).
        func waitForLocation(_ continuation: CheckedContinuation<Coordinate, any Error>) -> Bool {
            waiters.withLock { waiters in
                waiters.location.append(continuation)
                return waiters.location.count == 1
            }
        }

        /// Resumes every call waiting for permission once the user has answered.
        func authorizationChanged(to status: LocationAuthorizationStatus) {
            guard status != .notDetermined else { return }
            let waiting = waiters.withLock { waiters in
                defer { waiters.authorization.removeAll() }
                return waiters.authorization
            }
            waiting.forEach { $0.resume(returning: status) }
        }

        private func finishLocation(with result: Result<Coordinate, any Error>) {
            let waiting = waiters.withLock { waiters in
                defer { waiters.location.removeAll() }
                return waiters.location
            }
            waiting.forEach { $0.resume(with: result) }
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            authorizationChanged(to: CoreLocationProvider.status(manager.authorizationStatus))
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            guard let location = locations.last else { return }
            finishLocation(
                with: Result {
                    try Coordinate(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
                })
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            let code = (error as? CLError)?.code
            let failure: WeatherError =
                code == .denied
                ? .locationNotAuthorized(.denied)
                : WeatherError(
                    .unavailable,
                    message: "CoreLocation could not determine the location (code \(code?.rawValue ?? -1)).")
            finishLocation(with: .failure(failure))
        }
    }
}
#endif
