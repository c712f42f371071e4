import ExampleSupport
import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

/// `weather-history`: saved cities, each city's current details, and the history of the readings
/// taken, with timestamps; offline it shows the last reading with its age.
///
/// It composes `OpenWeatherClient` (or, with `--provider openmeteo`, `OpenMeteoClient`, which needs no key) for
/// geocoding, current and past weather, the `SQLiteWeatherStore` (the saved cities, the cache and the
/// `WeatherHistory`) and `OfflineFallbackWeatherProvider`, which appends every fresh reading to the history.
@main
struct WeatherHistoryExample {
    static let interface = CommandLineInterface(
        name: "weather-history",
        summary: "weather-history keeps a history of the weather readings of your saved cities.",
        commands: [
            Command([], summary: "List the saved cities with their last reading"),
            Command(["cities"], summary: "List the saved cities with their last reading"),
            Command(
                ["cities", "add"], arguments: [.init("CITY", takesRest: true)], aliases: [["add"]],
                summary: "Find CITY and save it"),
            Command(
                ["cities", "remove"], arguments: [.init("N")], aliases: [["remove"]],
                summary: "Remove saved city number N"),
            Command(
                ["show"], arguments: [.init("CITY", takesRest: true)],
                summary: "Show the weather now in CITY (a name or a number) and add it to its history, saving CITY "
                    + "when it is not saved yet"),
            Command(
                ["history"], arguments: [.init("CITY", takesRest: true)],
                summary: "List the past readings of CITY, newest first"),
            Command(
                ["past"], arguments: [.init("DATE"), .init("CITY", takesRest: true)],
                summary: "Show the weather CITY had on DATE (yyyy-MM-dd; OpenWeather from 1979 to today, Open-Meteo "
                    + "from 1940 to five days ago)"),
        ],
        options: [
            .value("limit", "N", summary: "Readings listed by history (default 20)"),
            .value(
                "provider", "NAME",
                summary: "Where the weather comes from: openweather (the default) or openmeteo, which needs no key"),
        ],
        environment: [
            ("OPENWEATHER_API_KEY", "Your OpenWeather key (One Call 3.0); when set, weather-history goes live")
        ]
    )

    static func main() async {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
            ExampleProgram.exitForOldSystem(tool: interface.name)
        }
        let program = ExampleProgram(
            interface: interface, service: "OpenWeather", keyVariable: "OPENWEATHER_API_KEY"
        ) { command throws(UsageError) in
            let source = try HistorySource(command.value("provider"))
            return (source.name, source.keyVariable)
        }
        await program.main { command, context in
            let app = try await WeatherHistoryApp(
                context: context, source: try HistorySource(command.value("provider")))
            switch command.command.path.joined(separator: " ") {
            case "cities add": try await app.add(command.argument("CITY") ?? "")
            case "cities remove": try await app.remove(number: try command.integer("N"))
            case "show": try await app.show(command.argument("CITY") ?? "")
            case "history": try await app.history(command.argument("CITY") ?? "", limit: try limit(command, context))
            case "past": try await app.past(command.argument("CITY") ?? "", on: command.argument("DATE") ?? "")
            default: try await app.listCities()
            }
        }
    }

    /// The `--limit` value, 20 when absent.
    static func limit(_ command: ParsedCommand, _ context: ExampleContext) throws -> Int {
        guard let text = command.value("limit") else { return 20 }
        guard let limit = Int(text), limit > 0 else {
            throw ExampleFailure.usage(
                UsageError(key: "support.usage.positive", "--limit"), tool: context.toolName,
                formatter: context.formatter)
        }
        return limit
    }
}
