import ExampleSupport
import Foundation
import WeatherAuth
import WeatherModels
import WeatherStore
import WeatherUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherFavoritesApp {
    /// Lists the signed-in user's favorites.
    func showFavorites() async throws {
        try await showFavorites(of: try await requireSession())
    }

    /// Lists `session`'s favorites, numbered, with the weather now and today's high and low.
    func showFavorites(of session: UserSession) async throws {
        let screen = try await favoritesScreen(of: session)
        let favorites = screen.favorites.value ?? []
        guard !favorites.isEmpty else {
            context.console.line(
                context.formatter.example(
                    "favorites.none", "\(context.commandPrefix)search CITY", "\(context.commandPrefix)favorites add N"))
            return
        }
        await screen.refreshConditions()
        let format = context.formatter
        let style = context.style
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.place), context.formatter.column(.temperature, .right),
            context.formatter.column(.sky),
            context.formatter.column(.high, .right), context.formatter.column(.low, .right),
        ])
        for (index, favorite) in screen.rows.enumerated() {
            var row = ["\(index + 1).", style.bold(format.place(favorite.place))]
            if let shown = favorite.conditions.value {
                let current = shown.weather.current
                let range = shown.weather.todayHighLow(at: context.now())
                let celsius = current?.temperature.converted(to: .celsius).value ?? .nan
                row += [
                    style.temperature(format.temperature(current?.temperature), celsius: celsius),
                    current.map { format.sky($0.condition, isDaylight: $0.isDaylight) } ?? "",
                    format.temperature(range?.high), format.temperature(range?.low),
                ]
            } else {
                row += [WeatherFormatter.unknown]
            }
            table.append(row)
        }
        context.console.line(style.bold(format.example("favorites.title", session.email)))
        context.console.lines(table.render(header: style.dim).map { "  " + $0 })
        for favorite in screen.rows {
            if let notice = format.rowNotice(format.place(favorite.place), favorite.conditions, now: context.now()) {
                context.console.warning(notice)
            }
        }
    }

    /// Lists the places matching `city`, numbered for `add N`.
    func search(_ city: String) async throws {
        let search = PlaceSearchModel(geocoder: client, weather: client, limit: 5)
        await search.search(city)
        if let error = search.results.error { throw error }
        let results = search.results.value ?? []
        let places = results.map(\.place)
        let user = try await auth.currentSession?.userID ?? "signed-out"
        try await store.setValue(places, for: .favoritesSearch, user: user)
        guard !places.isEmpty else {
            // Nothing matched: the same sentence and exit status (1) as every example.
            throw ExampleFailure(context.formatter.example("support.noPlace", city))
        }
        // Each card shows the place's weather now, fetched together by the search model; a place without it
        // keeps its card.
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.place), context.formatter.column(.temperature, .right),
            context.formatter.column(.sky),
        ])
        for (index, result) in results.enumerated() {
            let current = result.conditions.value
            table.append([
                "\(index + 1).", context.formatter.place(result.place),
                context.formatter.temperature(current?.temperature),
                current.map { context.formatter.sky($0.condition, isDaylight: $0.isDaylight) }
                    ?? context.formatter.example("tracker.noWeather"),
            ])
        }
        context.console.lines(table.render(header: context.style.dim))
        let tool = context.commandPrefix
        context.console.line(
            context.style.dim(
                context.formatter.example("favorites.search.hint", "\(tool)show result N", "\(tool)favorites add N")))
    }

    /// Adds result `N` of the last search, or the best match for a name, to the favorites.
    func add(_ choice: String) async throws {
        let session = try await requireSession()
        let place: Place
        if let number = Int(choice) {
            let results = try await store.value(for: .favoritesSearch, user: session.userID) ?? []
            guard results.indices.contains(number - 1) else {
                throw ExampleFailure(
                    results.isEmpty
                        ? context.formatter.example("favorites.nothingToAdd", "\(context.commandPrefix)search CITY")
                        : context.formatter.example("favorites.noResultNumber", String(number), String(results.count)))
            }
            place = results[number - 1]
        } else {
            place = try await context.bestMatch(for: choice, in: client)
        }
        let screen = try await favoritesScreen(of: session)
        if screen.contains(place) {
            context.console.line(context.formatter.example("support.alreadyFavorite", context.formatter.place(place)))
            return
        }
        await screen.add(place)
        if let error = screen.lastError { throw error }
        context.console.line(
            context.style.green(context.formatter.example("support.addedToFavorites", context.formatter.place(place))))
    }

    /// Removes favorite `number`.
    func remove(number: Int) async throws {
        let session = try await requireSession()
        let place = try await favorite(number: number, of: session)
        let wasNotified = try await dailyForecastIsFor(place, user: session.userID)
        let screen = try await favoritesScreen(of: session)
        await screen.remove(id: place.id)
        if let error = screen.lastError { throw error }
        context.console.line(context.formatter.example("support.removed", context.formatter.place(place)))
        if wasNotified {
            try await stopDailyForecast(
                for: session.userID,
                saying: context.formatter.example("favorites.daily.stoppedForPlace", place.name))
        }
    }

    /// Shows favorite `number`: now, every hour to the end of tomorrow, and 7 days.
    func details(number: Int) async throws {
        let session = try await requireSession()
        try await showDetails(of: try await favorite(number: number, of: session))
    }

    /// Shows result `number` of the last search the same way, signed in or not, so a place can be looked at
    /// before it is added.
    func open(result number: Int) async throws {
        let user = try await auth.currentSession?.userID ?? "signed-out"
        let results = try await store.value(for: .favoritesSearch, user: user) ?? []
        guard results.indices.contains(number - 1) else {
            throw ExampleFailure(
                results.isEmpty
                    ? context.formatter.example("favorites.nothingToOpen", "\(context.commandPrefix)search CITY")
                    : context.formatter.example("favorites.noResultNumber", String(number), String(results.count)))
        }
        try await showDetails(of: results[number - 1])
    }

    /// Now, every hour to the end of tomorrow, and 7 days at `place`.
    private func showDetails(of place: Place) async throws {
        await screen.show(place)
        if let error = screen.weather.error { throw error }
        guard let reading = screen.weather.value?.reading else { return }
        if reading.isStale {
            context.console.warning(
                context.formatter.fallbackNotice(reading, service: "OpenWeather", now: context.now())
            )
        }
        let view = ForecastDetailsView(place: place, weather: reading.weather, context: context)
        context.console.lines(view.lines(at: context.now()))
    }

    /// The favorites screen model of the signed-in user, read from the store.
    func favoritesScreen(of session: UserSession) async throws -> FavoritesModel {
        let screen = FavoritesModel(store: store, weather: weather, user: session.userID, dataSets: Self.dataSets)
        await screen.load()
        if let error = screen.favorites.error { throw error }
        return screen
    }

    /// Favorite `number` (from 1) of `session`'s user.
    func favorite(number: Int, of session: UserSession) async throws -> Place {
        let favorites = try await favoritesScreen(of: session).favorites.value ?? []
        guard favorites.indices.contains(number - 1) else {
            throw ExampleFailure(
                favorites.isEmpty
                    ? context.formatter.example("favorites.noneYet")
                    : context.formatter.example("support.noFavoriteNumber", String(number), String(favorites.count)))
        }
        return favorites[number - 1]
    }
}
