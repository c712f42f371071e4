import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherNowApp {
    /// `search CITY`: every place that matches, numbered, with its temperature and sky now, and for each the
    /// command that opens it.
    func search(_ city: String) async throws {
        let screen = PlaceSearchModel(geocoder: geocoder, weather: provider, limit: 10)
        await screen.search(city)
        if let error = screen.results.error { throw error }
        let results = screen.results.value ?? []
        guard !results.isEmpty else {
            throw ExampleFailure(context.formatter.example("support.noPlace", city))
        }
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.place), context.formatter.column(.temperature, .right),
            context.formatter.column(.sky), context.formatter.column(.openWith),
        ])
        for (index, result) in results.enumerated() {
            let current = result.conditions.value
            table.append([
                "\(index + 1).", context.formatter.place(result.place),
                context.formatter.temperature(current?.temperature),
                current.map { context.formatter.sky($0.condition, isDaylight: $0.isDaylight) } ?? "",
                "show \(Self.query(for: result.place))",
            ])
        }
        context.console.line(context.style.bold(context.formatter.example("now.search.title", city)))
        context.console.lines(table.render(header: context.style.dim).map { "  " + $0 })
        context.console.line(
            context.style.dim(
                "  "
                    + context.formatter.example(
                        "now.search.hint", "\(context.commandPrefix)favorites add NAME, STATE, COUNTRY")))
    }

    /// The text that finds `place` again: its name, state and country, quoted when it has spaces or commas.
    static func query(for place: Place) -> String {
        let text = [place.name, place.state, place.country].compactMap { $0 }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        return text.contains(" ") || text.contains(",") ? "\"\(text)\"" : text
    }
}
