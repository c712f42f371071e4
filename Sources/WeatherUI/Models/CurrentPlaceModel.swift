import Foundation
import Observation
import WeatherProviders
import WeatherStore

/// The screen model of the current-place weather screen: it asks for location permission, locates the
/// device, names the place, and loads its weather; when the location cannot be used it falls back to a
/// city the user picks (and remembers it), and when the service cannot be reached it shows the weather
/// saved earlier with its age.
///
/// ```swift
/// import WeatherProviders
/// import WeatherStore
///
/// let store = InMemoryWeatherStore()
/// let geocoder = OpenMeteoClient()
/// let fallback = OfflineFallbackWeatherProvider(upstream: geocoder, cache: store)
/// let locator = FixedLocationProvider(coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// let model = CurrentPlaceModel(weather: fallback, locator: locator, geocoder: geocoder, settings: store)
/// await model.refresh()
/// if model.needsChosenPlace { /* offer a city search, then: */ await model.choose(berlin) }
/// ```
///
/// Loads never overlap on screen: when a newer load starts (a pull to refresh, another city), the answer
/// of the older one is dropped, and so are its steps in ``activity``.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class CurrentPlaceModel {
    /// What the model is doing.
    public enum Activity: Hashable, Sendable {
        /// Nothing is under way.
        case idle
        /// Waiting for the user's answer to the location permission prompt.
        case askingPermission
        /// Waiting for the device's position.
        case locating
        /// Finding the name of the place at the position.
        case naming
        /// Loading the weather of ``CurrentPlaceModel/place``.
        case loadingWeather
    }

    /// How the place on screen was chosen.
    public enum PlaceOrigin: Hashable, Sendable {
        /// The device's current location.
        case currentLocation
        /// A city the user picked by hand because the location could not be used; it is remembered.
        case chosen
        /// A place the app asked to show (a favorite, a search result).
        case requested
    }

    /// What the model is doing now.
    public private(set) var activity: Activity = .idle
    /// The place whose weather is shown or loading, once known.
    public private(set) var place: Place?
    /// How ``place`` was chosen.
    public private(set) var placeOrigin: PlaceOrigin?
    /// The weather on screen.
    public private(set) var weather: LoadState<PlaceWeather> = .idle
    /// Why the current location is not used (permission denied, no position), or `nil` when it is.
    public private(set) var locationProblem: WeatherError?

    /// Whether the user must pick a city: the location cannot be used and none was picked before.
    public var needsChosenPlace: Bool { locationProblem != nil && place == nil }

    /// What the identifier of the device's current place starts with; the rest is its position to about a
    /// kilometre (two decimals), so weather saved at one position is shown offline anywhere near it (GPS jitter
    /// included) but never for a place farther away.
    public static let currentPlacePrefix = "here:"

    /// The data sets loaded for the place.
    public let dataSets: WeatherDataSet
    /// The user whose chosen city is remembered.
    public let user: UserID

    private let provider: OfflineFallbackWeatherProvider
    private let locator: (any LocationProviding)?
    private let geocoder: any PlaceSearching
    private let settings: (any SettingsStore)?
    private let now: @Sendable () -> Date
    private var generation = 0

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - weather: Where the weather comes from, with the offline fallback to saved weather.
    ///   - locator: The device's location and its permission, or `nil` for an app that shows chosen cities only.
    ///   - geocoder: Names the current position.
    ///   - settings: Where the city picked by hand is remembered, or `nil` not to remember it.
    ///   - user: The user the chosen city belongs to.
    ///   - dataSets: What to load: current conditions, hours and days by default.
    ///   - now: The clock that ages saved weather; inject a fixed one in tests.
    public init(
        weather: OfflineFallbackWeatherProvider,
        locator: (any LocationProviding)?,
        geocoder: any PlaceSearching,
        settings: (any SettingsStore)? = nil,
        user: UserID = "local",
        dataSets: WeatherDataSet = [.current, .hourly, .daily, .alerts],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.provider = weather
        self.locator = locator
        self.geocoder = geocoder
        self.settings = settings
        self.user = user
        self.dataSets = dataSets
        self.now = now
    }

    /// Whether the weather on screen is made up by the sandbox (a view labels it so).
    public var isSandbox: Bool { provider.dataOrigin == .sandbox || weather.value?.isSandbox == true }

    /// The label to show next to the weather, such as "Sandbox data" or "Saved 2 h ago"; `nil` for live,
    /// fresh weather.
    public var badge: String? { weather.value?.badge(at: now()) }

    /// Shows the weather where the device is: asks for location permission when it was never asked, locates,
    /// names the place and loads its weather. When the location cannot be used (refused, unavailable, or no
    /// answer from the system in time), the city picked by hand earlier is shown instead; when none was, ``needsChosenPlace`` becomes true and ``weather`` fails with
    /// the reason.
    ///
    /// A refresh that is cancelled (SwiftUI cancels a view's `.task` when the view goes away) leaves the screen
    /// as it was before it started, so the next appearance loads again; a cancellation is not a failure.
    public func refresh() async {
        generation += 1
        let load = generation
        let found = await findCurrentPlace { self.generation == load }
        guard load == generation else { return }
        if case .failure(let problem) = found, problem.code == .cancelled || Task.isCancelled {
            activity = .idle
            return
        }
        switch found {
        case .success(let here):
            locationProblem = nil
            await show(here, as: .currentLocation, load: load)
        case .failure(let problem)
        where problem.code == .unauthorized || problem.code == .unavailable || problem.code == .timeout:
            await useChosenPlace(because: problem, load: load)
        case .failure(let problem):
            weather = weather.failing(with: problem)
            activity = .idle
        }
    }

    /// Loads the weather on screen again, as Try Again, Refresh and pull-to-refresh do: a place shown with
    /// ``show(_:)`` (a favorite, a search result) is reloaded where it is, without locating the device; the
    /// device's place and a city chosen because the location could not be used go through ``refresh()``, which
    /// locates again (the user may have moved, or allowed the location meanwhile).
    public func reload() async {
        guard placeOrigin == .requested, let place else {
            await refresh()
            return
        }
        generation += 1
        await show(place, as: .requested, load: generation)
    }

    /// Finds the device's current place without loading its weather (to pin it first in a list): asks for
    /// permission when it was never asked, locates and names the place. `nil` when the location cannot be used;
    /// ``locationProblem`` then says why.
    public func locate() async -> Place? {
        // Shown as the activity only while no load runs; a load started meanwhile owns the activity.
        let load = generation
        let found = await findCurrentPlace { self.generation == load && self.activity != .loadingWeather }
        if load == generation, activity != .loadingWeather {
            activity = .idle
        }
        switch found {
        case .success(let here):
            locationProblem = nil
            return here
        case .failure(let problem):
            locationProblem = problem
            return nil
        }
    }

    /// The current place, or why it cannot be had. Each step is shown in ``activity`` while `ownsActivity`
    /// says this call is still the one on screen.
    private func findCurrentPlace(ownsActivity: () -> Bool) async -> Result<Place, WeatherError> {
        guard let locator else {
            return .failure(
                WeatherError(.unavailable, message: "This app does not use the device's location.").with(
                    .locationNotUsed))
        }
        func step(_ next: Activity) {
            if ownsActivity() { activity = next }
        }
        step(.askingPermission)
        var status = await locator.authorizationStatus
        if status == .notDetermined {
            do {
                status = try await locator.requestAuthorization()
            } catch {
                // The question could not be asked (no purpose string, app in the background) or got no answer.
                return .failure(.shown(error))
            }
        }
        guard status.allowsLocation else {
            return .failure(
                WeatherError(
                    .unauthorized,
                    message: "Location access is \(status); allow it in Settings to use the current place."
                ).with(.locationDenied))
        }
        step(.locating)
        let coordinate: Coordinate
        do {
            coordinate = try await locator.currentCoordinate()
        } catch {
            return .failure(.shown(error))
        }
        step(.naming)
        // The name is a nicety: without it (offline) the coordinate stands in.
        let nearest = try? await geocoder.place(at: coordinate)
        return .success(
            Place(
                id: Self.currentPlacePrefix + coordinate.cacheKey(decimals: 2),
                name: nearest?.name ?? coordinate.description,
                coordinate: coordinate,
                state: nearest?.state, country: nearest?.country, timeZone: nearest?.timeZone))
    }

    /// Shows `place` because the user picked it by hand, and remembers it for the next ``refresh()`` that
    /// cannot use the location.
    public func choose(_ place: Place) async {
        generation += 1
        let load = generation
        do {
            try await settings?.setValue(place, for: .chosenPlace, user: user)
        } catch {
            // Not remembered: the place is still shown, and the next launch asks again.
        }
        await show(place, as: .chosen, load: load)
    }

    /// Shows the weather of `place` (a favorite, a search result) without touching the location.
    public func show(_ place: Place) async {
        generation += 1
        await show(place, as: .requested, load: generation)
    }

    private func useChosenPlace(because problem: WeatherError, load: Int) async {
        locationProblem = problem
        let chosen = try? await settings?.value(for: .chosenPlace, user: user)
        guard load == generation else { return }
        if let chosen {
            await show(chosen, as: .chosen, load: load)
        } else {
            place = nil
            placeOrigin = nil
            weather = .failed(problem, showing: nil)
            activity = .idle
        }
    }

    private func show(_ place: Place, as origin: PlaceOrigin, load: Int) async {
        let samePlace = self.place?.id == place.id
        let before = (place: self.place, origin: placeOrigin, weather: weather)
        self.place = place
        placeOrigin = origin
        activity = .loadingWeather
        weather = samePlace ? weather.reloading : .loading(showing: nil)
        do {
            let reading = try await provider.timestampedWeather(for: place, including: dataSets)
            guard load == generation else { return }
            weather = .loaded(PlaceWeather(place: place, reading: reading))
        } catch {
            guard load == generation else { return }
            let shown = WeatherError.shown(error)
            if shown.code == .cancelled || Task.isCancelled {
                // Cancelled, not failed: the screen goes back to what it showed, and the next appearance loads again.
                (self.place, placeOrigin, weather) = before
            } else {
                weather = weather.failing(with: shown)
            }
        }
        activity = .idle
    }
}
