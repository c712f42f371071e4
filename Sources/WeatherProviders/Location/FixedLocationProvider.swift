import WeatherCore

/// A location provider with a configurable status and coordinate, for Linux, servers, previews and tests.
///
/// ```swift
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let locator = FixedLocationProvider(coordinate: berlin, status: .notDetermined, answer: .authorized)
/// await locator.requestAuthorization()       // .authorized
/// try await locator.currentCoordinate()      // berlin
/// ```
public final class FixedLocationProvider: LocationProviding {
    private struct State {
        var status: LocationAuthorizationStatus
        var coordinate: Coordinate?
        var answer: LocationAuthorizationStatus
        var authorizationRequests = 0
        var locationRequests = 0
    }

    private let state: Locked<State>

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate returned once authorized; `nil` makes ``currentCoordinate()`` throw
    ///     `.unavailable`, as a device without a fix would.
    ///   - status: The status before any request. Default ``LocationAuthorizationStatus/authorized``.
    ///   - answer: The status a request for permission leads to when the status is not determined.
    ///     Default ``LocationAuthorizationStatus/authorized``.
    public init(
        coordinate: Coordinate?,
        status: LocationAuthorizationStatus = .authorized,
        answer: LocationAuthorizationStatus = .authorized
    ) {
        state = Locked(State(status: status, coordinate: coordinate, answer: answer))
    }

    /// The current status.
    public var authorizationStatus: LocationAuthorizationStatus {
        state.withLock { $0.status }
    }

    /// How many times permission was asked for (only requests made while not determined count).
    public var authorizationRequestCount: Int {
        state.withLock { $0.authorizationRequests }
    }

    /// How many times the position was asked for with ``currentCoordinate()``.
    public var locationRequestCount: Int {
        state.withLock { $0.locationRequests }
    }

    /// Moves the device: later calls to ``currentCoordinate()`` return `coordinate`.
    public func setCoordinate(_ coordinate: Coordinate?) {
        state.withLock { $0.coordinate = coordinate }
    }

    /// Changes the status, as the user would in Settings.
    public func setAuthorizationStatus(_ status: LocationAuthorizationStatus) {
        state.withLock { $0.status = status }
    }

    /// Turns a not-determined status into the configured answer and returns the new status.
    @discardableResult
    public func requestAuthorization() async -> LocationAuthorizationStatus {
        state.withLock { state in
            if state.status == .notDetermined {
                state.authorizationRequests += 1
                state.status = state.answer
            }
            return state.status
        }
    }

    /// The configured coordinate, asking for permission first when it has not been asked yet.
    ///
    /// - Throws: `WeatherError` `.unauthorized` when not authorized, `.unavailable` without a coordinate.
    public func currentCoordinate() async throws -> Coordinate {
        state.withLock { $0.locationRequests += 1 }
        let status = await requestAuthorization()
        guard status.allowsLocation else { throw WeatherError.locationNotAuthorized(status) }
        guard let coordinate = state.withLock({ $0.coordinate }) else {
            throw WeatherError(.unavailable, message: "The current location is not known.")
        }
        return coordinate
    }
}
