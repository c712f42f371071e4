import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherListApp {
    /// The cities with service id `id` (the service's ids are not unique, so there may be two).
    func cities(withID id: Int) async throws -> [CityWeather] {
        let matches = try await loadCities().filter { $0.id == id }
        guard !matches.isEmpty else {
            throw ExampleFailure(
                context.formatter.example("list.noID", String(id), "\(context.commandPrefix)page N"))
        }
        return matches
    }

    /// Adds the city (or cities) with id `id` to the favorites.
    func addFavorite(id: Int) async throws {
        for city in try await cities(withID: id) {
            let place = city.place
            if try await store.containsFavorite(id: place.id, for: Self.user) {
                context.console.line(context.formatter.example("support.alreadyFavorite", city.city))
            } else {
                try await store.addFavorite(place, for: Self.user)
                context.console.line(
                    context.style.green(
                        context.formatter.example("support.addedToFavorites", "\(city.city) (\(city.country))")))
            }
        }
    }

    /// Removes the city (or cities) with id `id` from the favorites.
    func removeFavorite(id: Int) async throws {
        let favorites = try await store.favorites(for: Self.user)
        let ids = Set(try await cities(withID: id).map(\.place.id))
        let removed = favorites.filter { ids.contains($0.id) }
        guard !removed.isEmpty else {
            throw ExampleFailure(
                context.formatter.example("list.notFavorite", String(id), "\(context.commandPrefix)favorites"))
        }
        for place in removed {
            try await store.removeFavorite(id: place.id, for: Self.user)
            context.console.line(context.formatter.example("list.removed", place.name))
        }
    }

    /// Lists the favorites with their current weather, in the order they were added.
    func showFavorites() async throws {
        let favorites = try await store.favorites(for: Self.user)
        guard !favorites.isEmpty else {
            context.console.line(
                context.formatter.example("list.noFavorites", "\(context.commandPrefix)favorites add ID"))
            return
        }
        let cities = try await loadCities()
        let byPlace = Dictionary(cities.map { ($0.place.id, $0) }, uniquingKeysWith: { first, _ in first })
        context.console.line(context.style.bold(context.formatter.example("support.favorites")))
        context.console.lines(try await table().lines(for: favorites.compactMap { byPlace[$0.id] }))
        for missing in favorites where byPlace[missing.id] == nil {
            context.console.line(context.style.dim(context.formatter.example("list.gone", missing.name)))
        }
    }

    /// Shows the city (or cities) with id `id`: current conditions and the next two days.
    func details(id: Int) async throws {
        let format = context.formatter
        let style = context.style
        for city in try await cities(withID: id) {
            let weather = city.weather(fetchedAt: context.now())
            let favorite = try await store.containsFavorite(id: city.place.id, for: Self.user)
            context.console.line(style.bold("\(city.city), \(city.country)") + (favorite ? " ★" : ""))
            var now = TextTable(columns: [.init(""), .init("")])
            if let current = weather.current {
                let celsius = current.temperature.converted(to: .celsius).value
                now.append([
                    format.example("support.label.temperature"),
                    style.temperature(format.temperature(current.temperature), celsius: celsius),
                ])
                now.append([
                    format.example("support.label.conditions"), format.sky(describedAs: city.weatherDescription),
                ])
                now.append([format.example("support.label.humidity"), format.percent(current.humidity)])
                now.append([format.example("support.label.wind"), format.wind(current.wind)])
            }
            now.append([format.example("support.label.coordinates"), city.coordinate.description])
            context.console.lines(now.render().map { "  " + $0 })
            context.console.line()
            context.console.line(style.bold(format.example("list.nextTwoDays")))
            let days = weather.daily.prefix(2)
            guard !days.isEmpty else {
                context.console.line("  " + format.example("list.noForecast", city.city))
                continue
            }
            var table = TextTable(columns: [
                format.column(.weekday), format.column(.date), format.column(.temperature, .right), format.column(.sky),
                format.column(.humidity, .right), format.column(.wind, .right),
            ])
            for day in days {
                table.append([
                    format.weekday(day.date, in: weather.timeZone, abbreviated: false),
                    format.dayAndMonth(day.date, in: weather.timeZone),
                    format.temperature(day.dayTemperature ?? day.highTemperature),
                    format.sky(day.condition),
                    format.percent(day.humidity),
                    format.wind(day.wind),
                ])
            }
            context.console.lines(table.render(header: style.dim).map { "  " + $0 })
        }
    }
}
