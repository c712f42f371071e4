import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// `weather-now`: the weather where you are (or in a chosen city), hour by hour to the end of
/// tomorrow and for seven days, and a list of favorite places.
///
/// It composes `OpenWeatherClient` (One Call 3.0 and Geocoding), a `LocationProviding`, the
/// `SQLiteWeatherStore` (favorites and the offline cache) and `OfflineFallbackWeatherProvider`.
@main
struct WeatherNow {
    static let interface = CommandLineInterface(
        name: "weather-now",
        summary: "weather-now shows the weather where you are: now, every hour to the end of tomorrow, and 7 days.",
        commands: [
            Command([], summary: "Show the weather for the current place (or --city)"),
            Command(
                ["show"], arguments: [.init("CITY", isOptional: true, takesRest: true)], aliases: [["details"]],
                summary: "Show the weather for the current place, for CITY, or for favorite number N"),
            Command(
                ["search"], arguments: [.init("CITY", takesRest: true)],
                summary: "List the places called CITY with their weather, and how to open each"),
            Command(["favorites"], summary: "List favorite places, the current place first"),
            Command(
                ["sources"], arguments: [.init("CITY", isOptional: true, takesRest: true)],
                summary: "Score each source's forecasts at the current place (or CITY): temperature error, bias, "
                    + "rain caught and false alarms per lead time, with sample counts"),
            Command(
                ["favorites", "add"], arguments: [.init("CITY", takesRest: true)], aliases: [["add"]],
                summary: "Find CITY and add it to the favorites"),
            Command(
                ["favorites", "remove"], arguments: [.init("N")], aliases: [["remove"]],
                summary: "Remove favorite number N"),
            Command(
                ["favorites", "move"], arguments: [.init("FROM"), .init("TO")],
                summary: "Move favorite number FROM to position TO"),
        ],
        options: [
            .value("city", "NAME", summary: "Show this city instead of the current place"),
            .value(
                "location", "granted|denied",
                summary: "The answer to the location permission request (default granted); when denied, a city is "
                    + "picked by hand at the prompt and kept"),
            .value(
                "provider", "NAME",
                summary: "Where the weather comes from: openweather (the default), openmeteo, metno, nws, "
                    + "weatherkit or weatherapi; a+b fills what a lacks from b (metno+nws: alerts from the NWS), "
                    + "a,b asks b when a fails"),
        ],
        environment: [
            ("OPENWEATHER_API_KEY", "Your OpenWeather key (One Call 3.0); when set, weather-now goes live"),
            ("WEATHERAPI_KEY", "Your WeatherAPI.com key, for --provider weatherapi"),
            ("WEATHER_USER_AGENT", "Your app's name and a contact, which MET Norway and the NWS require when live"),
            ("WEATHERKIT_KEY_FILE", "Your WeatherKit .p8 key, with WEATHERKIT_TEAM_ID, _SERVICE_ID and _KEY_ID"),
        ]
    )

    static func main() async {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
            ExampleProgram.exitForOldSystem(tool: interface.name)
        }
        let program = ExampleProgram(
            interface: interface, service: "OpenWeather", keyVariable: "OPENWEATHER_API_KEY"
        ) { command throws(UsageError) in
            let choice = try ProviderChoice(command.value("provider"))
            return (choice.service, choice.keyVariable)
        }
        await program.main { command, context in
            let app = try await WeatherNowApp(
                context: context, choice: try ProviderChoice(command.value("provider")),
                location: command.value("location"))
            if command.command.path.first == "favorites" {
                try await app.favorites(command)
            } else if command.command.path.first == "sources" {
                try await app.sources(city: command.argument("CITY") ?? command.value("city"))
            } else if command.command.path.first == "search" {
                try await app.search(command.argument("CITY") ?? "")
            } else {
                try await app.show(city: command.argument("CITY") ?? command.value("city"))
            }
        }
    }
}
