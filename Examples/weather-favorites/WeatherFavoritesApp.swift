import ExampleSupport
import Foundation
import WeatherAuth
import WeatherModels
import WeatherProviders
import WeatherScheduling
import WeatherStore
import WeatherUI

/// The flow of the app, composed from the SDK's products: the screens are the methods.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct WeatherFavoritesApp {
    let context: ExampleContext
    let client: OpenWeatherClient
    let locator: FixedLocationProvider
    let store: SQLiteWeatherStore
    let auth: any AuthService
    let autofill: PasswordAutofill
    /// Whether `auth` is Firebase Authentication rather than the local accounts.
    let usesFirebase: Bool
    let weather: OfflineFallbackWeatherProvider
    /// The notification centre of this terminal "device", a file in the data directory.
    let outbox: NotificationOutbox
    /// The place screen: the current place (permission, position, name) and a place's weather.
    let screen: CurrentPlaceModel
    /// The sign-in and sign-up form: the session, and the password saved for an email offered at sign-in.
    let account: SignInModel
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = [.current, .hourly, .daily, .alerts]

    init(context: ExampleContext, command: ParsedCommand) async throws {
        self.context = context
        let client = OpenWeatherClient(
            apiKey: context.mode.apiKey, transport: context.transport(), configuration: context.configured(.init()))
        self.client = client
        let store = try context.openStore()
        self.store = store
        // Permission answers given once hold for the session and the next runs, as a person's answers do.
        let location = try await PermissionAnswer.remembered(
            "location", answer: command.value("location"), in: store, tool: context.toolName,
            formatter: context.formatter)
        let notifications = try await PermissionAnswer.remembered(
            "notifications", answer: command.value("notifications"), words: ("allowed", "denied"), in: store,
            tool: context.toolName, formatter: context.formatter)
        self.locator = try PermissionAnswer.locator(
            answering: location, tool: context.toolName, formatter: context.formatter)
        let vault = try context.dataDirectory.openVault(formatter: context.formatter)
        self.autofill = PasswordAutofill(vault: vault)
        // The accounts of the last sign-in stay chosen, so a Firebase session is open in the next run too.
        let remembered = try await store.value(for: .accountService, user: Self.device)
        let firebase = command.has("firebase") || (remembered == "firebase" && !command.has("local"))
        (self.auth, self.usesFirebase) = try Self.authService(
            context: context, firebase: firebase, vault: vault, autofill: autofill)
        let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store, now: context.now)
        self.weather = weather
        self.screen = CurrentPlaceModel(
            weather: weather, locator: locator, geocoder: client, settings: nil, dataSets: Self.dataSets,
            now: context.now)
        self.account = SignInModel(auth: auth, autofill: autofill)
        self.outbox = NotificationOutbox(
            fileURL: context.dataDirectory.url.appendingPathComponent("notifications.json"),
            permissionAnswer: try PermissionAnswer.grants(
                notifications, option: "notifications", words: ("allowed", "denied"), tool: context.toolName,
                formatter: context.formatter)
                ? .authorized : .denied
        )
    }

    /// The settings of this device rather than of a user: the accounts last used, the notification permission.
    static let device: UserID = "weather-favorites.device"

    /// Local accounts in the vault by default; Firebase with `--firebase` (the sandbox's endpoints,
    /// or the real ones with `--live`) or when live with `FIREBASE_API_KEY` set.
    static func authService(
        context: ExampleContext, firebase: Bool, vault: any CredentialVault, autofill: PasswordAutofill,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (any AuthService, usesFirebase: Bool) {
        let key = (environment["FIREBASE_API_KEY"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard firebase || (context.mode.isLive && !key.isEmpty) else {
            return (LocalAuthService(vault: vault, autofill: autofill), false)
        }
        guard context.mode.isLive else {
            return (
                FirebaseAuthService(
                    apiKey: ServiceMode.sandboxKey, transport: context.transport(), vault: vault,
                    configuration: context.configured(.init()), autofill: autofill),
                true
            )
        }
        guard !key.isEmpty else {
            throw ExampleFailure.missingKey("FIREBASE_API_KEY", service: "Firebase", formatter: context.formatter)
        }
        let configuration = context.configured(FirebaseAuthService.Configuration.fromEnvironment(environment))
        return (
            FirebaseAuthService(
                apiKey: key, transport: context.transport(), vault: vault, configuration: configuration,
                autofill: autofill), true
        )
    }

    // MARK: - Screens

    /// The first screen: location access, notification permission (asked on the first open), the account, and
    /// the favorites.
    func showOverview() async throws {
        try await showLocation()
        try await showNotificationPermission()
        context.console.line()
        guard let session = try await auth.currentSession else {
            context.console.line(context.formatter.example("favorites.notSignedIn"))
            context.console.line(
                context.formatter.example(
                    "favorites.signInHint", "\(context.commandPrefix)signup EMAIL",
                    "\(context.commandPrefix)signin EMAIL"))
            return
        }
        context.console.line(
            context.formatter.example("favorites.signedIn", context.style.bold(session.email), accountKind))
        context.console.line()
        try await showFavorites(of: session)
    }

    /// Asks for location access (once) and shows the current place, or explains how to allow it.
    func showLocation() async throws {
        guard let here = await screen.locate() else {
            let status = locator.authorizationStatus
            guard !status.allowsLocation else {
                // Allowed, but no position came: say why, and go on without the current place.
                let problem =
                    screen.locationProblem.map { context.formatter.reasonText($0) }
                    ?? context.formatter.example("favorites.location.notFound")
                context.console.warning(problem)
                return
            }
            context.console.warning(
                context.formatter.example("favorites.location.off", permissionWord(String(describing: status))))
            context.console.lines([
                context.formatter.example("favorites.location.howToAllow.iPhone"),
                context.formatter.example("favorites.location.howToAllow.mac"),
            ])
            return
        }
        context.console.line(
            context.formatter.example(
                "favorites.location.standIn", context.style.bold(context.formatter.place(here))))
    }

    /// Asks for permission to send notifications the first time the app opens, as an app does, and says what
    /// the answer is; later opens only say it.
    func showNotificationPermission() async throws {
        let wasAsked = try await outbox.permissionRequestCount() > 0
        let permission = try await notifier(for: nil).requestPermissionIfNeeded(for: Self.device)
        let allowed = permission == .authorized
        let state = permissionWord(allowed ? "allowed" : String(describing: permission))
        if wasAsked {
            context.console.line(context.formatter.example("favorites.notifications.state", state))
        } else {
            context.console.line(context.formatter.example("favorites.notifications.asked", state))
        }
        if !allowed {
            context.console.line("  " + context.formatter.example("favorites.notifications.needed"))
        }
    }

    /// "local account" or "Firebase account", for messages, in the run's language.
    var accountKind: String {
        context.formatter.example(usesFirebase ? "favorites.account.firebase" : "favorites.account.local")
    }

    /// A permission's state (`allowed`, `denied`, `notDetermined`, `restricted`) as a word in the run's language;
    /// a state without a word of its own as the SDK names it.
    func permissionWord(_ state: String) -> String {
        switch state {
        case "allowed", "authorized", "authorizedAlways", "authorizedWhenInUse", "provisional":
            context.formatter.example("favorites.permission.allowed")
        case "denied": context.formatter.example("favorites.permission.denied")
        case "notDetermined": context.formatter.example("favorites.permission.notDetermined")
        case "restricted": context.formatter.example("favorites.permission.restricted")
        default: state
        }
    }

    /// The signed-in user's session, or a failure saying how to sign in.
    func requireSession() async throws -> UserSession {
        guard let session = try await auth.currentSession else {
            throw ExampleFailure(
                context.formatter.example(
                    "favorites.signInFirst", "\(context.commandPrefix)signin EMAIL",
                    "\(context.commandPrefix)signup EMAIL"))
        }
        return session
    }
}
