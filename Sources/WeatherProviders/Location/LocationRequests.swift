import Foundation
import WeatherCore

/// What ``LocationRequests`` needs from the platform: CoreLocation's manager and the app's state.
///
/// `CoreLocationProvider` implements it over one `CLLocationManager`; tests implement it on every platform
/// to drive the flow (answers, silence, errors) without a device.
@MainActor
package protocol LocationHardware: AnyObject {
    /// The app's permission as the platform reports it now.
    var authorizationStatus: LocationAuthorizationStatus { get }
    /// `false` while the app is in the background, where the system shows no permission prompt and a
    /// "when in use" app gets no fix.
    var isAppActive: Bool { get }
    /// Asks the system for permission (`requestWhenInUseAuthorization()`); the answer arrives later.
    func requestAuthorization()
    /// Asks the system for one fix (`requestLocation()`); the fix or an error arrives later.
    func requestLocation()
}

/// The platform-independent part of `CoreLocationProvider`: the checks made before asking, the waits with a
/// deadline, and the mapping of CoreLocation's errors, so that every waiting call ends with an answer or a
/// typed `WeatherError` and the flow is tested on Linux.
///
/// The platform's delegate callbacks deliver answers through ``authorizationChanged(to:)`` and
/// ``locationFound(_:)``, from any thread.
@MainActor
package final class LocationRequests {
    /// How long a request for a fix may go unanswered; 30 seconds by default.
    package static let defaultTimeout: Duration = .seconds(30)
    /// How long a request for permission may go unanswered: 5 minutes by default, since the wait includes
    /// the time a person takes to read the prompt and decide.
    package static let defaultAuthorizationTimeout: Duration = .seconds(300)

    private let hardware: any LocationHardware
    private let bundle: AppBundle
    private let usageDescriptionKey: String
    private let timeout: Duration
    private let authorizationTimeout: Duration
    private let clock: any Clock<Duration>
    private let authorization = AwaitedAnswer<LocationAuthorizationStatus>()
    private let location = AwaitedAnswer<Coordinate>()

    /// Creates the flow over `hardware`.
    ///
    /// - Parameters:
    ///   - usageDescriptionKey: The Info.plist purpose string the platform requires
    ///     (`NSLocationWhenInUseUsageDescription` on iOS, `NSLocationUsageDescription` on macOS).
    ///   - timeout: How long a request for a fix may wait for the system's answer.
    ///   - authorizationTimeout: How long a request for permission may wait, the person's decision included.
    package init(
        hardware: any LocationHardware,
        bundle: AppBundle,
        usageDescriptionKey: String,
        timeout: Duration = LocationRequests.defaultTimeout,
        authorizationTimeout: Duration = LocationRequests.defaultAuthorizationTimeout,
        clock: any Clock<Duration>
    ) {
        self.hardware = hardware
        self.bundle = bundle
        self.usageDescriptionKey = usageDescriptionKey
        self.timeout = timeout
        self.authorizationTimeout = authorizationTimeout
        self.clock = clock
    }

    /// The current permission.
    package var authorizationStatus: LocationAuthorizationStatus { hardware.authorizationStatus }

    /// Asks for permission when it is not determined and waits, at most ``defaultAuthorizationTimeout`` or
    /// the configured one (the prompt stays on screen while the person decides), for the answer; returns the
    /// current status otherwise.
    package func requestAuthorization() async throws -> LocationAuthorizationStatus {
        let current = hardware.authorizationStatus
        guard current == .notDetermined else { return current }
        if let problem = Self.problemAsking(
            bundle: bundle, usageDescriptionKey: usageDescriptionKey, isAppActive: hardware.isAppActive)
        {
            throw problem
        }
        let seconds = authorizationTimeout.formattedSeconds
        let key = usageDescriptionKey
        let timedOut: @Sendable () -> any Error = {
            WeatherError.locationPermissionTimedOut(after: seconds, usageDescriptionKey: key)
        }
        return try await authorization.wait(timeout: authorizationTimeout, clock: clock, timeoutError: timedOut) {
            // The answer may have come between the check above and this first wait.
            let latest = hardware.authorizationStatus
            if latest != .notDetermined {
                authorization.resolve(with: .success(latest))
            } else {
                hardware.requestAuthorization()
            }
        }
    }

    /// One fix, asking for permission first when needed.
    package func currentCoordinate() async throws -> Coordinate {
        let status = try await requestAuthorization()
        guard status.allowsLocation else { throw WeatherError.locationNotAuthorized(status) }
        guard hardware.isAppActive else { throw WeatherError.locationInBackground(asking: false) }
        let seconds = timeout.formattedSeconds
        let timedOut: @Sendable () -> any Error = {
            WeatherError(.timeout, message: "No location fix came within \(seconds) s; try again outdoors or later.")
        }
        return try await location.wait(timeout: timeout, clock: clock, timeoutError: timedOut) {
            hardware.requestLocation()
        }
    }

    /// Delivers a change of permission; a status that is still not determined (CoreLocation reports one
    /// when the manager is created) resumes nobody.
    package nonisolated func authorizationChanged(to status: LocationAuthorizationStatus) {
        guard status != .notDetermined else { return }
        authorization.resolve(with: .success(status))
    }

    /// Delivers a fix, or CoreLocation's failure.
    package nonisolated func locationFound(_ result: Result<Coordinate, any Error>) {
        location.resolve(with: result)
    }

    /// Why permission cannot be asked for now, or `nil` when it can: outside an app or app extension the
    /// system has nobody to ask for, without the purpose string it ignores the request, and in the
    /// background it shows no prompt. In each case CoreLocation never calls back.
    package nonisolated static func problemAsking(
        bundle: AppBundle, usageDescriptionKey: String, isAppActive: Bool
    ) -> WeatherError? {
        guard bundle.isApplication else {
            return WeatherError(
                .unavailable,
                message: "Location works only in an app or app extension, and this process is "
                    + "\(bundle.processDescription); use FixedLocationProvider in tools and tests.")
        }
        guard bundle.hasInfoString(usageDescriptionKey) else {
            return WeatherError(
                .unavailable,
                message: "The app's Info.plist has no \(usageDescriptionKey), so the system would ignore the "
                    + "request for location permission; add it with a sentence saying why the app needs the location.")
        }
        guard isAppActive else { return .locationInBackground(asking: true) }
        return nil
    }

    /// The `WeatherError` for CoreLocation's error code (`CLError.Code`'s raw value), or `nil` for none.
    ///
    /// `denied` (1) is a refusal (`.unauthorized`); `network` (2) is `.network`; `locationUnknown` (0)
    /// and every other code are `.unavailable`, naming the code.
    package nonisolated static func failure(coreLocationCode code: Int?) -> WeatherError {
        switch code {
        case 1:
            return .locationNotAuthorized(.denied)
        case 2:
            return WeatherError(.network, message: "CoreLocation could not reach the network to find the location.")
        case 0:
            return WeatherError(.unavailable, message: "CoreLocation could not determine the location (code 0).")
        default:
            return WeatherError(
                .unavailable, message: "CoreLocation could not determine the location (code \(code ?? -1)).")
        }
    }
}

extension WeatherError {
    /// The error for a location request made while the app is in the background.
    static func locationInBackground(asking: Bool) -> WeatherError {
        WeatherError(
            .unavailable,
            message: asking
                ? "The app is not active, and the system asks for location permission only in the foreground; "
                    + "ask again when the app is active."
                : "The app is not active, and a \"when in use\" app gets no location in the background; "
                    + "ask again when the app is active.")
    }

    /// The error for a request for permission that the system never answered.
    static func locationPermissionTimedOut(after seconds: String, usageDescriptionKey: String) -> WeatherError {
        WeatherError(
            .timeout,
            message: "The system did not answer the request for location permission within \(seconds) s. Check "
                + "that the Info.plist has \(usageDescriptionKey) and that a sandboxed Mac app has the Location "
                + "entitlement (com.apple.security.personal-information.location).")
    }
}

extension Duration {
    /// Whole seconds, or seconds with one decimal when there is a fraction, for messages.
    fileprivate var formattedSeconds: String {
        let seconds = secondsValue
        return seconds == seconds.rounded() ? "\(Int64(seconds))" : String(format: "%.1f", seconds)
    }
}
