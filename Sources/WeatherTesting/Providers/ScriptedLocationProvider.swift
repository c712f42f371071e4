import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders

/// A `LocationProviding` that plays a script: how the user answers each permission prompt, and where the
/// device is (or why it cannot tell) at each request. It records every call.
///
/// ```swift
/// import Testing
/// import WeatherProviders
///
/// @Test func locationPrompt() async throws {
///     let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
///     let paris = try Coordinate(latitude: 48.857, longitude: 2.352)
///
///     // The user says no: the screen must offer to pick a city.
///     let denied = ScriptedLocationProvider(answers: [.denied], locations: [.success(berlin)])
///     await #expect(throws: WeatherError.self) { try await denied.currentCoordinate() }
///
///     // The user says yes, then the device moves.
///     let moving = ScriptedLocationProvider(locations: [.success(berlin), .success(paris)])
///     _ = try await moving.currentCoordinate()   // berlin, after asking
///     _ = try await moving.currentCoordinate()   // paris
///     #expect(moving.authorizationRequestCount == 1)
/// }
/// ```
///
/// `FixedLocationProvider` in WeatherProviders is the simpler choice for one position and one answer.
public final class ScriptedLocationProvider: LocationProviding {
    private struct State {
        var status: LocationAuthorizationStatus
        var answers: [Result<LocationAuthorizationStatus, any Error>]
        var locations: [Result<Coordinate, any Error>]
        var authorizationRequests = 0
        var locationRequests = 0
    }

    private let state: Locked<State>

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - status: The status before any prompt. Default `.notDetermined`.
    ///   - answers: What each prompt made while the status is not determined leads to, in order; the last
    ///     answer repeats. Default: the user allows.
    ///   - locations: What each request for the position gives once allowed, in order; the last one repeats.
    ///     With none, a request fails with `WeatherError` `.unavailable`, as a device without a fix does.
    public init(
        status: LocationAuthorizationStatus = .notDetermined,
        answers: [LocationAuthorizationStatus] = [.authorized],
        locations: [Result<Coordinate, any Error>] = []
    ) {
        state = Locked(State(status: status, answers: answers.map { .success($0) }, locations: locations))
    }

    /// Creates a provider at `coordinate` whose first prompt is answered `answer`.
    public convenience init(at coordinate: Coordinate, answer: LocationAuthorizationStatus = .authorized) {
        self.init(answers: [answer], locations: [.success(coordinate)])
    }

    // MARK: - Scripting

    /// Makes the next prompts end with `answers` in order (the last one repeats).
    public func scriptAnswers(_ answers: [LocationAuthorizationStatus]) {
        state.withLock { $0.answers = answers.map { .success($0) } }
    }

    /// Makes every later prompt throw `error`, as `CoreLocationProvider` does when the app may not ask.
    public func failPrompts(with error: any Error) {
        state.withLock { $0.answers = [.failure(error)] }
    }

    /// Makes the next requests for the position give `locations` in order (the last one repeats).
    public func scriptLocations(_ locations: [Result<Coordinate, any Error>]) {
        state.withLock { $0.locations = locations }
    }

    /// Moves the device: every later request gives `coordinate`.
    public func move(to coordinate: Coordinate) {
        scriptLocations([.success(coordinate)])
    }

    /// Changes the status, as the user would in Settings.
    public func setAuthorizationStatus(_ status: LocationAuthorizationStatus) {
        state.withLock { $0.status = status }
    }

    // MARK: - Recorded calls

    /// How many prompts were made while the status was not determined.
    public var authorizationRequestCount: Int { state.current.authorizationRequests }

    /// How many times the position was asked for, allowed or not.
    public var locationRequestCount: Int { state.current.locationRequests }

    // MARK: - LocationProviding

    /// The current status.
    public var authorizationStatus: LocationAuthorizationStatus { state.current.status }

    /// While the status is not determined, takes the next scripted answer; returns the status.
    ///
    /// - Throws: The error given to ``failPrompts(with:)``.
    @discardableResult
    public func requestAuthorization() async throws -> LocationAuthorizationStatus {
        let result = state.withLock { state -> Result<LocationAuthorizationStatus, any Error> in
            guard state.status == .notDetermined else { return .success(state.status) }
            state.authorizationRequests += 1
            let answer = state.answers.count > 1 ? state.answers.removeFirst() : state.answers.first
            guard let answer else { return .success(state.status) }
            if case .success(let status) = answer {
                state.status = status
            }
            return answer
        }
        return try result.get()
    }

    /// The next scripted position, asking for permission first when it has not been asked yet.
    ///
    /// - Throws: `WeatherError` `.unauthorized` when location is not allowed, `.unavailable` with no position
    ///   scripted, or the scripted error.
    public func currentCoordinate() async throws -> Coordinate {
        state.withLock { $0.locationRequests += 1 }
        let status = try await requestAuthorization()
        guard status.allowsLocation else {
            throw WeatherError(.unauthorized, message: "Location access is \(status).")
        }
        let next = state.withLock { state in
            state.locations.count > 1 ? state.locations.removeFirst() : state.locations.first
        }
        guard let next else {
            throw WeatherError(.unavailable, message: "The current location is not known.")
        }
        return try next.get()
    }
}
