import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

extension WeatherNowApp {
    /// `favorites`, `favorites add CITY`, `favorites remove N`, `favorites move FROM TO`.
    ///
    /// Favorites are numbered from 1 as the list shows them; the list is kept in the SQLite store.
    func favorites(_ command: ParsedCommand) async throws {
        if command.names("favorites", "add"), let city = command.argument("CITY") {
            let place = try await find(city)
            if try await store.containsFavorite(id: place.id, for: Self.user) {
                context.console.line("\(context.formatter.place(place)) is already a favorite.")
            } else {
                try await store.addFavorite(place, for: Self.user)
                context.console.line(context.style.green("Added \(context.formatter.place(place))."))
            }
        } else if command.names("favorites", "remove") {
            let places = try await store.favorites(for: Self.user)
            let index = try position(try command.integer("N"), in: places)
            try await store.removeFavorite(id: places[index].id, for: Self.user)
            context.console.line(context.style.green("Removed \(context.formatter.place(places[index]))."))
        } else if command.names("favorites", "move") {
            let places = try await store.favorites(for: Self.user)
            let source = try position(try command.integer("FROM"), in: places)
            let destination = try position(try command.integer("TO"), in: places)
            try await store.moveFavorite(from: source, to: destination, for: Self.user)
            context.console.line(
                context.style.green("Moved \(context.formatter.place(places[source])) to position \(destination + 1)."))
        }
        try await listFavorites()
    }

    /// The current place first (when location access is allowed), then the favorites numbered from 1, each with
    /// its temperature and sky.
    func listFavorites() async throws {
        let places = try await store.favorites(for: Self.user)
        let here = await locator.requestAuthorization().allowsLocation ? try await place(named: nil) : nil
        let rows = (here.map { [$0] } ?? []) + places
        let conditions = await provider.currentConditions(for: rows)
        var table = TextTable(columns: [
            .init(""), .init("Place"), .init("Temp", alignment: .right), .init("Sky"),
        ])
        for (index, place) in rows.enumerated() {
            let current = conditions[index]
            let isHere = here != nil && index == 0
            table.append([
                isHere ? "➤" : "\(here == nil ? index + 1 : index).",
                isHere ? "\(context.formatter.place(place)) (current place)" : context.formatter.place(place),
                context.formatter.temperature(current?.temperature),
                current?.conditionDescription ?? "",
            ])
        }
        context.console.line(context.style.bold("Favorites"))
        if !rows.isEmpty {
            context.console.lines(table.render(header: context.style.dim).map { "  " + $0 })
        }
        if places.isEmpty {
            context.console.line(
                context.style.dim("  No favorites yet. Add one: \(context.commandPrefix)favorites add CITY"))
        }
    }

    /// The index of favorite `number` (counted from 1), or a failure naming the valid numbers.
    private func position(_ number: Int, in places: [Place]) throws -> Int {
        guard places.indices.contains(number - 1) else {
            let valid = places.isEmpty ? "there are no favorites yet" : "use 1 to \(places.count)"
            throw ExampleFailure("There is no favorite number \(number); \(valid).")
        }
        return number - 1
    }
}

extension SettingsKey where Value == Place {
    /// The city picked by hand when location access is denied, shown until another is picked.
    static var chosenPlace: Self { Self("weather-now.chosenPlace") }
}
