import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// `weather-tracker`: search WeatherAPI.com for a city, keep it as the selected city, and show
/// its current temperature, condition with icon, humidity, UV index and feels-like temperature.
///
/// It composes `WeatherAPIClient` (search and current), the `SQLiteWeatherStore` settings
/// (`.selectedCity` survives restarts) and `OfflineFallbackWeatherProvider` for the offline fallback.
@main
struct WeatherTracker {
    static let interface = CommandLineInterface(
        name: "weather-tracker",
        summary: "weather-tracker follows one city's current weather from WeatherAPI.com.",
        commands: [
            Command([], summary: "Show the selected city's weather (or ask for one)"),
            Command(["show"], summary: "Show the selected city's weather"),
            Command(
                ["search"], arguments: [.init("TEXT", takesRest: true)],
                summary: "List the cities matching TEXT with their temperature and condition now, numbered for select"),
            Command(["select"], arguments: [.init("N")], summary: "Select city number N of the last search"),
            Command(
                ["track"], arguments: [.init("CITY", takesRest: true)],
                summary: "Select the best match for CITY and show its weather"),
        ],
        environment: [("WEATHERAPI_KEY", "Your WeatherAPI.com key; when set, weather-tracker goes live")]
    )

    static func main() async {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
            ExampleProgram.exitForOldSystem(tool: interface.name)
        }
        let program = ExampleProgram(interface: interface, service: "WeatherAPI.com", keyVariable: "WEATHERAPI_KEY")
        await program.main { command, context in
            let app = try await WeatherTrackerApp(context: context)
            switch command.command.path.first {
            case "search": try await app.search(command.argument("TEXT") ?? "")
            case "select": try await app.select(number: try command.integer("N"))
            case "track": try await app.track(command.argument("CITY") ?? "")
            default: try await app.show()
            }
        }
    }
}
