import ExampleSupport
import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

/// `weather-list`: the freetestapi.com list of city weathers, page by page, with search,
/// favorites, details with the next two days, and the last list kept for offline use.
///
/// It composes `FreeTestWeatherClient` (pages, search, lookup by id) and the `SQLiteWeatherStore`
/// (favorites, and the saved list as a setting).
@main
struct WeatherList {
    static let interface = CommandLineInterface(
        name: "weather-list",
        summary:
            "weather-list pages through the freetestapi.com city weathers, with search, favorites and offline use.",
        commands: [
            Command([], summary: "Show the first page of cities"),
            Command(["page"], arguments: [.init("N")], summary: "Show page N of the list"),
            Command(["next"], summary: "Show the page after the one shown last"),
            Command(["prev"], summary: "Show the page before the one shown last"),
            Command(["all"], summary: "Page through the whole list, showing progress"),
            Command(
                ["search"], arguments: [.init("TEXT", takesRest: true)],
                summary: "List the cities whose name contains TEXT"),
            Command(
                ["show"], arguments: [.init("ID")], aliases: [["details"]],
                summary: "Show city ID now and over the next two days"),
            Command(
                ["favorites", "add"], arguments: [.init("ID")], aliases: [["favorite"]],
                summary: "Add city ID to the favorites"),
            Command(
                ["favorites", "remove"], arguments: [.init("ID")], aliases: [["unfavorite"]],
                summary: "Remove city ID from the favorites"),
            Command(["favorites"], summary: "List the favorite cities"),
        ],
        options: [.value("page-size", "N", summary: "Cities per page (default 10)")]
    )

    static func main() async {
        guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else {
            ExampleProgram.exitForOldSystem(tool: interface.name)
        }
        let program = ExampleProgram(interface: interface, service: "freetestapi.com", keyVariable: nil)
        await program.main { command, context in
            let app = try await WeatherListApp(context: context, command: command)
            switch command.command.path.joined(separator: " ") {
            case "page": try await app.showPage(try command.integer("N"))
            case "next": try await app.showPage(movingBy: 1)
            case "prev": try await app.showPage(movingBy: -1)
            case "all": try await app.showAll()
            case "search": try await app.search(command.argument("TEXT") ?? "")
            case "show": try await app.details(id: try command.integer("ID"))
            case "favorites add": try await app.addFavorite(id: try command.integer("ID"))
            case "favorites remove": try await app.removeFavorite(id: try command.integer("ID"))
            case "favorites": try await app.showFavorites()
            default: try await app.showPage(1)
            }
        }
    }
}
