import Foundation
import WeatherAuth
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherScheduling
import WeatherStore
import WeatherUI

/// Every screen model of WeatherUI wired to the offline sandbox: generated weather for the sandbox's more
/// than 600 world cities, a device located in Berlin, and stores, accounts and notifications held in memory.
/// Nothing touches the network or the disk, so it suits SwiftUI previews, tests, and an app's "try it" mode.
///
/// ```swift
/// import WeatherUI
///
/// let screens = SandboxScreens()
/// let now = screens.currentPlace()
/// await now.refresh()
/// print(now.badge ?? "")   // "Sandbox data": the weather is generated, and a view says so
/// ```
///
/// One value is one device: the models it makes share its stores, so a favorite added on one screen is
/// listed on another, and an account signed up on the sign-in screen signs in again later. Every weather
/// answer is marked `DataOrigin.sandbox`, which `PlaceWeather.badge(at:)` (WeatherUI) turns into a label.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public struct SandboxScreens {
    /// How the sandbox device behaves: its clock, its location, how it answers permission requests, and
    /// the failures the sandbox acts out.
    ///
    /// ```swift
    /// import WeatherProviders
    ///
    /// var configuration = SandboxScreens.Configuration()
    /// configuration.locationAnswer = .denied        // the user picks a city by hand
    /// let screens = SandboxScreens(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// Picks the generated weather; the same seed gives the same weather for a place and time.
        public var seed: UInt64
        /// The current date, for the generated weather and the age of saved weather; fix it in tests.
        public var now: @Sendable () -> Date
        /// The failures and delays the sandbox applies to every request (none by default).
        public var scenarios: [SandboxScenario]
        /// Where the device is, or `nil` for a device without a position fix. Berlin by default.
        public var location: Coordinate?
        /// How the user answers the location permission prompt. Authorized by default.
        public var locationAnswer: LocationAuthorizationStatus
        /// How the user answers the notification permission prompt. Authorized by default.
        public var notificationAnswer: NotificationPermission
        /// PBKDF2 iterations for the passwords of new local accounts. Lower than an app's default, since the
        /// sandbox's accounts are test accounts in memory and previews should sign in at once.
        public var passwordHashIterations: Int
        /// How long typing must pause before a place search is sent.
        public var searchDebounce: Duration
        /// How failed requests are tried again by the clients; the daily forecast notifier makes as many
        /// attempts, with its own delays. Tests that act out failures pass `.none` so nothing waits.
        public var retryPolicy: RetryPolicy

        /// Creates a configuration; every parameter has the default described on its property.
        public init(
            seed: UInt64 = SandboxTransport.defaultSeed,
            now: @escaping @Sendable () -> Date = { Date() },
            scenarios: [SandboxScenario] = [],
            location: Coordinate? = SandboxScreens.city(named: "Berlin")?.coordinate,
            locationAnswer: LocationAuthorizationStatus = .authorized,
            notificationAnswer: NotificationPermission = .authorized,
            passwordHashIterations: Int = 10_000,
            searchDebounce: Duration = .milliseconds(300),
            retryPolicy: RetryPolicy = .default
        ) {
            self.seed = seed
            self.now = now
            self.scenarios = scenarios
            self.location = location
            self.locationAnswer = locationAnswer
            self.notificationAnswer = notificationAnswer
            self.passwordHashIterations = passwordHashIterations
            self.searchDebounce = searchDebounce
            self.retryPolicy = retryPolicy
        }
    }

    /// How this device behaves.
    public let configuration: Configuration
    /// The sandbox every client sends its requests to.
    public let transport: SandboxTransport
    /// The OpenWeather client on the sandbox: weather, place search and the names of positions.
    public let openWeather: OpenWeatherClient
    /// The Open-Meteo client on the sandbox, for the place search: like the real service it finds names by
    /// their first letters ("Ber" finds Berlin), which suits a search that runs as the user types.
    public let placeSearch: OpenMeteoClient
    /// The freetestapi.com client on the sandbox, for the city list.
    public let cityService: FreeTestWeatherClient
    /// The weather every screen shows: OpenWeather with the offline fallback to saved weather, recording
    /// each fresh answer in ``store``'s history.
    public let weather: OfflineFallbackWeatherProvider
    /// Favorites, saved weather, history, settings and the saved city list, in memory.
    public let store: InMemoryWeatherStore
    /// The device's location service, at ``Configuration/location``.
    public let locator: FixedLocationProvider
    /// Where accounts, the session and saved passwords are kept, in memory.
    public let vault: InMemoryVault
    /// The saved passwords offered by the sign-in screen.
    public let autofill: PasswordAutofill
    /// The accounts, local to the device.
    public let auth: LocalAuthService
    /// The device's notification centre, in memory.
    public let outbox: InMemoryNotificationOutbox
    /// The daily forecast notifier behind ``dailyNotification(user:)``.
    public let notifier: DailyForecastNotifier

    /// The OpenWeather key given to the sandbox, which accepts any key but its rejected one.
    static let placeholderKey = "sandbox-placeholder-key"

    /// Creates a sandbox device with empty stores.
    public init(configuration: Configuration = Configuration()) {
        let vault = InMemoryVault()
        let autofill = PasswordAutofill(vault: vault)
        self.init(
            configuration: configuration,
            store: InMemoryWeatherStore(),
            locator: FixedLocationProvider(
                coordinate: configuration.location, status: .notDetermined, answer: configuration.locationAnswer),
            vault: vault,
            autofill: autofill,
            auth: LocalAuthService(
                vault: vault,
                configuration: LocalAuthService.Configuration(
                    passwordHashIterations: configuration.passwordHashIterations),
                autofill: autofill, now: configuration.now),
            outbox: InMemoryNotificationOutbox(permissionAnswer: configuration.notificationAnswer))
    }

    private init(
        configuration: Configuration,
        store: InMemoryWeatherStore,
        locator: FixedLocationProvider,
        vault: InMemoryVault,
        autofill: PasswordAutofill,
        auth: LocalAuthService,
        outbox: InMemoryNotificationOutbox
    ) {
        let now = configuration.now
        let transport = SandboxTransport(seed: configuration.seed, now: now, scenarios: configuration.scenarios)
        var weatherOptions = OpenWeatherClient.Configuration()
        weatherOptions.now = now
        weatherOptions.retryPolicy = configuration.retryPolicy
        let openWeather = OpenWeatherClient(
            apiKey: Self.placeholderKey, transport: transport, configuration: weatherOptions)
        var searchOptions = OpenMeteoClient.Configuration()
        searchOptions.now = now
        searchOptions.retryPolicy = configuration.retryPolicy
        var cityOptions = FreeTestWeatherClient.Configuration()
        cityOptions.now = now
        cityOptions.retryPolicy = configuration.retryPolicy
        var notifierOptions = DailyForecastNotifier.Configuration()
        notifierOptions.place = configuration.location.flatMap { Self.nearestCity(to: $0) }
        // The notifier keeps its delays, which fit in a background refresh, and tries as many times as the clients.
        notifierOptions.retryPolicy.maximumAttempts = configuration.retryPolicy.maximumAttempts
        self.configuration = configuration
        self.transport = transport
        self.openWeather = openWeather
        self.placeSearch = OpenMeteoClient(transport: transport, configuration: searchOptions)
        self.cityService = FreeTestWeatherClient(transport: transport, configuration: cityOptions)
        self.weather = OfflineFallbackWeatherProvider(upstream: openWeather, cache: store, history: store, now: now)
        self.store = store
        self.locator = locator
        self.vault = vault
        self.autofill = autofill
        self.auth = auth
        self.outbox = outbox
        self.notifier = DailyForecastNotifier(
            provider: openWeather, settings: store, notifications: outbox,
            backgroundRefresh: InProcessRefreshScheduler(now: now), cache: store, configuration: notifierOptions,
            now: now)
        // The device has just launched: the launch call. Its own new scheduler cannot refuse it.
        try? notifier.registerBackgroundWork()
    }

    /// The same device (its stores, accounts, location and notifications) with a sandbox that acts out
    /// `scenarios`: `screens.actingOut([.serverError()])` makes every request fail, so the screens show the
    /// weather saved earlier, marked stale.
    public func actingOut(_ scenarios: [SandboxScenario]) -> SandboxScreens {
        var configuration = configuration
        configuration.scenarios = scenarios
        return SandboxScreens(
            configuration: configuration, store: store, locator: locator, vault: vault, autofill: autofill,
            auth: auth, outbox: outbox)
    }

    // MARK: - Screen models

    /// The model of the current-place screen: the device's location, named and with its weather, or the
    /// city `user` picked by hand when the location cannot be used.
    public func currentPlace(user: UserID = "local") -> CurrentPlaceModel {
        CurrentPlaceModel(
            weather: weather, locator: locator, geocoder: openWeather, settings: store, user: user,
            dataSets: Self.dataSets, now: configuration.now)
    }

    /// The model of the place search: places found by ``placeSearch`` as the user types, each with its
    /// current conditions from OpenWeather.
    public func search() -> PlaceSearchModel {
        PlaceSearchModel(geocoder: placeSearch, weather: openWeather, debounce: configuration.searchDebounce)
    }

    /// The model of `user`'s favorites, each with its weather. It asks for what the current-place screen asks
    /// for, since both save through the same offline fallback.
    public func favorites(user: UserID) -> FavoritesModel {
        FavoritesModel(store: store, weather: weather, user: user, dataSets: Self.dataSets)
    }

    /// The model of the sign-in and sign-up form, offering the passwords saved on this device.
    public func signIn() -> SignInModel {
        SignInModel(auth: auth, autofill: autofill)
    }

    /// The model of `user`'s daily forecast notification setting; the forecast is for the city nearest to
    /// the device's location.
    public func dailyNotification(user: UserID) -> DailyNotificationModel {
        DailyNotificationModel(notifier: notifier, user: user)
    }

    /// The model of freetestapi.com's paged city list, saved in ``store`` for offline use.
    public func cityList(pageSize: Int = 10) -> CityListModel {
        CityListModel(client: cityService, snapshots: store, pageSize: pageSize, now: configuration.now)
    }

    /// The model of `place`'s history: the readings kept for it, and a fresh one on request.
    public func history(of place: Place) -> CityHistoryModel {
        CityHistoryModel(place: place, weather: weather, history: store, dataSets: Self.dataSets)
    }

    /// What every screen asks the shared offline fallback for, so that no screen's answer replaces a wider
    /// forecast another screen saved.
    static let dataSets: WeatherDataSet = [.current, .hourly, .daily, .alerts]

    // MARK: - Places

    /// The sandbox city named `name` (any language the sandbox knows, ignoring case and accents), for
    /// previews and tests: `SandboxScreens.city(named: "Zurich")`. `nil` when there is none.
    public nonisolated static func city(named name: String) -> Place? {
        SandboxGazetteer.standard.places(matching: name, limit: 1).first
    }

    /// The sandbox city nearest to `coordinate` (within 200 km), or `nil`.
    public nonisolated static func nearestCity(to coordinate: Coordinate) -> Place? {
        SandboxGazetteer.standard.nearestPlace(to: coordinate)
    }
}
