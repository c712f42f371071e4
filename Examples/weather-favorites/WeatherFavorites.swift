import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// `weather-favorites`: location permission, sign-up and sign-in with password autofill, each
/// user's own favorites with search and details, and the daily 10:00 forecast notification
/// registered the first time the app goes to the background.
///
/// It composes `OpenWeatherClient` (geocoding and One Call), a `LocationProviding`,
/// `LocalAuthService` or `FirebaseAuthService` with `PasswordAutofill` over the data directory's
/// `EncryptedFileVault`, the `SQLiteWeatherStore` (favorites per user, settings, cache), and
/// `DailyForecastNotifier` with a `NotificationOutbox`.
@main
struct WeatherFavorites {
    static let interface = CommandLineInterface(
        name: "weather-favorites",
        summary: "weather-favorites keeps each signed-in user's favorite places, with details and a daily forecast.",
        commands: [
            Command([], summary: "Show location access, who is signed in, and their favorites"),
            Command(["location"], summary: "Ask for location access and show the current place"),
            Command(["signup"], arguments: [.init("EMAIL")], summary: "Create an account and sign in"),
            Command(
                ["signin"], arguments: [.init("EMAIL")], summary: "Sign in (the password saved at sign-up is offered)"),
            Command(["signout"], summary: "Sign out"),
            Command(["favorites"], summary: "List the signed-in user's favorites"),
            Command(
                ["search"], arguments: [.init("CITY", takesRest: true)],
                summary: "Find places called CITY, numbered, each with its weather now"),
            Command(
                ["favorites", "add"], arguments: [.init("N|CITY", takesRest: true)], aliases: [["add"]],
                summary: "Add result N of the last search, or the best match for CITY, to the favorites"),
            Command(
                ["show"], arguments: [.init("N")], aliases: [["details"]],
                summary: "Show favorite N: every hour to the end of tomorrow (a row every 3 hours) and 7 days"),
            Command(
                ["show", "result"], arguments: [.init("N")], aliases: [["open"]],
                summary: "Show result N of the last search the same way, before adding it"),
            Command(
                ["favorites", "remove"], arguments: [.init("N")], aliases: [["remove"]], summary: "Remove favorite N"),
            Command(
                ["background"],
                summary: "Go to the background: the first time, register the daily 10:00 high/low notification for "
                    + "the current place (or the first favorite when location is denied)"),
            Command(["notifications"], summary: "List the pending notifications"),
        ],
        options: [
            .value("password", "PASSWORD", summary: "The password for signup or signin (else it is asked for)"),
            .value(
                "location", "granted|denied", summary: "The answer to the location permission request (default granted)"
            ),
            .value(
                "notifications", "allowed|denied",
                summary: "The answer to the notification permission request, asked on the first open (default allowed)"),
            .flag(
                "firebase",
                summary: "Sign in with Firebase Authentication (the sandbox's, or the real one with --live); "
                    + "kept for later runs until sign-out"),
            .flag("local", summary: "Use the local accounts even when the last sign-in was with Firebase"),
        ],
        environment: [
            ("OPENWEATHER_API_KEY", "Your OpenWeather key (One Call 3.0); when set, weather-favorites goes live"),
            ("FIREBASE_API_KEY", "Your Firebase Web API key; with --live, accounts are Firebase accounts"),
        ]
    )

    static func main() async {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
            ExampleProgram.exitForOldSystem(tool: interface.name)
        }
        let program = ExampleProgram(interface: interface, service: "OpenWeather", keyVariable: "OPENWEATHER_API_KEY")
        await program.main { command, context in
            let app = try await WeatherFavoritesApp(context: context, command: command)
            switch command.command.path.joined(separator: " ") {
            case "location": try await app.showLocation()
            case "signup":
                try await app.signUp(email: command.argument("EMAIL") ?? "", password: command.value("password"))
            case "signin":
                try await app.signIn(email: command.argument("EMAIL") ?? "", password: command.value("password"))
            case "signout": try await app.signOut()
            case "favorites": try await app.showFavorites()
            case "search": try await app.search(command.argument("CITY") ?? "")
            case "favorites add": try await app.add(command.argument("N|CITY") ?? "")
            case "show": try await app.details(number: try command.integer("N"))
            case "show result": try await app.open(result: try command.integer("N"))
            case "favorites remove": try await app.remove(number: try command.integer("N"))
            case "background": try await app.enterBackground()
            case "notifications": try await app.showNotifications()
            default: try await app.showOverview()
            }
        }
    }
}
