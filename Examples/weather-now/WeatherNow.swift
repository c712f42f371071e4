import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// `weather-now`: the weather where you are (or in a chosen city), hour by hour to the end of
/// tomorrow and for seven days, and a list of favorite places.
///
/// It composes `OpenWeatherClient` (One Call 3.0 and Geocoding), a `LocationProviding`, the
/// `SQLiteWeatherStore` (favorites and the offline cache) and `OfflineFirstWeather`.
@main
struct WeatherNow {
    static let interface = CommandLineInterface(
        name: "weather-now",
        summary: "weather-now shows the weather where you are: now, every hour to the end of tomorrow, and 7 days.",
        commands: [
            Command([], summary: "Show the weather for the current place (or --city)"),
            Command(
                ["show"], arguments: [.init("CITY", isOptional: true, takesRest: true)],
                summary: "Show the weather for the current place, or for CITY"),
            Command(["favorites"], summary: "List favorite places, the current place first"),
            Command(
                ["favorites", "add"], arguments: [.init("CITY", takesRest: true)],
                summary: "Find CITY and add it to the favorites"),
            Command(["favorites", "remove"], arguments: [.init("N")], summary: "Remove favorite number N"),
            Command(
                ["favorites", "move"], arguments: [.init("FROM"), .init("TO")],
                summary: "Move favorite number FROM to position TO"),
        ],
        options: [.value("city", "NAME", summary: "Show this city instead of the current place")],
        environment: [("OPENWEATHER_API_KEY", "Your OpenWeather key (One Call 3.0); when set, weather-now goes live")]
    )

    static func main() async {
        let program = ExampleProgram(interface: interface, service: "OpenWeather", keyVariable: "OPENWEATHER_API_KEY")
        await program.main { command, context in
            let app = try WeatherNowApp(context: context)
            if command.command.path.first == "favorites" {
                try await app.favorites(command)
            } else {
                try await app.show(city: command.argument("CITY") ?? command.value("city"))
            }
        }
    }
}
