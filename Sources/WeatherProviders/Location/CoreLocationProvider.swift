#if canImport(CoreLocation)
import CoreLocation
import Foundation
import WeatherCore

#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

/// The device's location through CoreLocation (Apple platforms only).
///
/// A thin adapter over one `CLLocationManager`: permission is asked with
/// `requestWhenInUseAuthorization()`, one fix with `requestLocation()`, and the delegate's callbacks
/// resume the waiting calls. It is isolated to the main actor, because CoreLocation delivers its callbacks
/// on the thread that created the manager, so create it there (for example in your app's model).
///
/// Before it asks, it checks what the system needs to answer at all, and throws `WeatherError`
/// `.unavailable` instead of waiting forever:
/// - the process is an app or app extension (not `swift run`, `swift test` or a command-line tool);
/// - the Info.plist has the purpose string: `NSLocationWhenInUseUsageDescription` on iOS, iPadOS, tvOS,
///   watchOS and visionOS, `NSLocationUsageDescription` on macOS (a sandboxed Mac app also needs the
///   Location entitlement, `com.apple.security.personal-information.location`);
/// - on iOS, the app is active: the system shows the prompt only in the foreground.
///
/// A request for a fix waits at most ``Configuration-swift.struct/timeout`` (30 seconds by default), and one
/// for permission ``Configuration-swift.struct/authorizationTimeout`` (5 minutes, the person's decision
/// included), for CoreLocation's answer, then throws `.timeout`. See `Documentation/ApplePlatforms.md`.
///
/// ```swift
/// let locator = CoreLocationProvider()  // on the main actor
/// let here = try await locator.currentCoordinate()
/// ```
@MainActor
public final class CoreLocationProvider: LocationProviding {
    /// How long requests wait, and on which clock.
    public struct Configuration: Sendable {
        /// How long a request for a fix may go unanswered before it throws `.timeout`.
        public var timeout: Duration
        /// How long a request for permission may go unanswered before it throws `.timeout`: it includes the
        /// time the person takes to read the prompt and decide.
        public var authorizationTimeout: Duration
        /// The clock the timeouts run on; inject a manual clock in tests.
        public var clock: any Clock<Duration>

        /// Creates a configuration; the defaults wait 30 seconds for a fix and 5 minutes for permission, on
        /// the continuous clock.
        public init(
            timeout: Duration = .seconds(30), authorizationTimeout: Duration = .seconds(300),
            clock: any Clock<Duration> = ContinuousClock()
        ) {
            self.timeout = timeout
            self.authorizationTimeout = authorizationTimeout
            self.clock = clock
        }
    }

    /// The Info.plist key whose purpose string this platform shows in the permission prompt.
    ///
    /// `NSLocationUsageDescription` on macOS, `NSLocationWhenInUseUsageDescription` elsewhere
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/nslocationwheninuseusagedescription).
    public nonisolated static var usageDescriptionKey: String {
        #if os(macOS)
        "NSLocationUsageDescription"
        #else
        "NSLocationWhenInUseUsageDescription"
        #endif
    }

    private let hardware: ManagerHardware
    private let receiver: Receiver
    private let requests: LocationRequests

    /// Creates a provider whose fixes are accurate to about `desiredAccuracy` metres
    /// (default: a kilometre, plenty for weather and quick to get).
    public init(
        desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyKilometer,
        configuration: Configuration = Configuration()
    ) {
        let manager = CLLocationManager()
        manager.desiredAccuracy = desiredAccuracy
        hardware = ManagerHardware(manager: manager)
        requests = LocationRequests(
            hardware: hardware, bundle: .main, usageDescriptionKey: Self.usageDescriptionKey,
            timeout: configuration.timeout, authorizationTimeout: configuration.authorizationTimeout,
            clock: configuration.clock)
        receiver = Receiver(requests: requests)
        manager.delegate = receiver
    }

    /// The app's current permission, read from the location manager.
    public var authorizationStatus: LocationAuthorizationStatus {
        requests.authorizationStatus
    }

    /// Asks for "when in use" permission if the user has not been asked, and waits for the answer.
    ///
    /// - Throws: `WeatherError` `.unavailable` outside an app bundle, without the Info.plist purpose
    ///   string (the message names the key) or while the app is in the background; `.timeout` when the
    ///   system does not answer within the configured timeout.
    public func requestAuthorization() async throws -> LocationAuthorizationStatus {
        try await requests.requestAuthorization()
    }

    /// One location fix, asking for permission first when needed.
    ///
    /// - Throws: `WeatherError` `.unauthorized` when permission is denied or restricted, `.unavailable`
    ///   when it cannot be asked for or CoreLocation reports an error, `.timeout` when no answer comes.
    public func currentCoordinate() async throws -> Coordinate {
        try await requests.currentCoordinate()
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

    /// The manager and the app's state, as the portable flow sees them.
    private final class ManagerHardware: LocationHardware {
        private let manager: CLLocationManager

        init(manager: CLLocationManager) {
            self.manager = manager
        }

        var authorizationStatus: LocationAuthorizationStatus {
            CoreLocationProvider.status(manager.authorizationStatus)
        }

        var isAppActive: Bool {
            #if canImport(UIKit) && !os(watchOS)
            // `UIApplication.shared` is unavailable in app extensions, so it is looked up at run time; an
            // extension has no application object and is not refused here (the timeout still applies).
            // https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
            let selector = NSSelectorFromString("sharedApplication")
            guard UIApplication.responds(to: selector),
                let application = UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
            else { return true }
            return application.applicationState != .background
            #else
            return true
            #endif
        }

        func requestAuthorization() {
            manager.requestWhenInUseAuthorization()
        }

        func requestLocation() {
            manager.requestLocation()
        }
    }

    /// The manager's delegate: it hands each callback to the portable flow, which resumes every call
    /// waiting for it, whichever thread CoreLocation calls on.
    private final class Receiver: NSObject, CLLocationManagerDelegate, Sendable {
        private let requests: LocationRequests

        init(requests: LocationRequests) {
            self.requests = requests
        }

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            requests.authorizationChanged(to: CoreLocationProvider.status(manager.authorizationStatus))
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            guard let location = locations.last else { return }
            requests.locationFound(
                Result {
                    try Coordinate(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
                })
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            let code = (error as? CLError)?.code.rawValue
            requests.locationFound(.failure(LocationRequests.failure(coreLocationCode: code)))
        }
    }
}
#endif
