import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherNowApp {
    /// `favorites`, `favorites add CITY`, `favorites remove N`, `favorites move FROM TO`.
    ///
    /// Favorites are numbered from 1 as the list shows them; the list is kept in the SQLite store.
    func favorites(_ command: ParsedCommand) async throws {
        // The rows ask the source itself: conditions only, which must not replace the whole forecast saved for
        // offline use; a row whose refresh fails shows that saved forecast, read only, and says why.
        let screen = FavoritesModel(
            store: store, weather: provider, user: Self.user, dataSets: .current, saved: weather)
        await screen.load()
        let places = try Self.loaded(screen.favorites)
        if command.names("favorites", "add"), let city = command.argument("CITY") {
            let place = try await find(city)
            if screen.contains(place) {
                context.console.line(
                    context.formatter.example("support.alreadyFavorite", context.formatter.place(place)))
            } else {
                await screen.add(place)
                try Self.check(screen)
                context.console.line(
                    context.style.green(context.formatter.example("now.added", context.formatter.place(place))))
            }
        } else if command.names("favorites", "remove") {
            let index = try position(try command.integer("N"), in: places)
            await screen.remove(id: places[index].id)
            try Self.check(screen)
            context.console.line(
                context.style.green(
                    context.formatter.example("support.removed", context.formatter.place(places[index]))))
        } else if command.names("favorites", "move") {
            let source = try position(try command.integer("FROM"), in: places)
            let destination = try position(try command.integer("TO"), in: places)
            await screen.move(from: source, to: destination)
            try Self.check(screen)
            context.console.line(
                context.style.green(
                    context.formatter.example(
                        "now.moved", context.formatter.place(places[source]), String(destination + 1))))
        }
        try await listFavorites(on: screen)
    }

    /// The current place first (when location access is allowed), then the favorites numbered from 1, each with
    /// its temperature and sky: a rendering of the favorites screen model's rows.
    func listFavorites(on screen: FavoritesModel) async throws {
        screen.setCurrentPlace(await self.screen.locate())
        await screen.refreshConditions()
        let places = try Self.loaded(screen.favorites)
        let rows = screen.rows
        let hasHere = rows.first?.isCurrentPlace == true
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.place), context.formatter.column(.temperature, .right),
            context.formatter.column(.sky),
        ])
        for (index, row) in rows.enumerated() {
            let current = row.conditions.value?.weather.current
            table.append([
                row.isCurrentPlace ? "➤" : "\(hasHere ? index : index + 1).",
                row.isCurrentPlace
                    ? context.formatter.example("now.currentPlace", context.formatter.place(row.place))
                    : context.formatter.place(row.place),
                context.formatter.temperature(current?.temperature),
                current.map { context.formatter.sky($0.condition, isDaylight: $0.isDaylight) } ?? "",
            ])
        }
        context.console.line(context.style.bold(context.formatter.example("support.favorites")))
        if !rows.isEmpty {
            context.console.lines(table.render(header: context.style.dim).map { "  " + $0 })
        }
        for row in rows {
            if let notice = context.formatter.rowNotice(
                context.formatter.place(row.place), row.conditions, now: context.now())
            {
                context.console.warning(notice)
            }
        }
        if places.isEmpty {
            context.console.line(
                context.style.dim(
                    "  " + context.formatter.example("now.noFavorites", "\(context.commandPrefix)favorites add CITY")))
        }
    }

    /// The favorites the screen model read, or its error.
    private static func loaded(_ state: LoadState<[Place]>) throws -> [Place] {
        if let error = state.error { throw error }
        return state.value ?? []
    }

    /// Throws the screen model's error when its last change could not be saved.
    private static func check(_ screen: FavoritesModel) throws {
        if let error = screen.lastError { throw error }
    }

    /// The index of favorite `number` (counted from 1), or a failure naming the valid numbers.
    private func position(_ number: Int, in places: [Place]) throws -> Int {
        guard places.indices.contains(number - 1) else {
            throw ExampleFailure(
                places.isEmpty
                    ? context.formatter.example("now.noFavoriteNumber.none", String(number))
                    : context.formatter.example("support.noFavoriteNumber", String(number), String(places.count)))
        }
        return number - 1
    }
}
