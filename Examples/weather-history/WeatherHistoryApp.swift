import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherUI

/// The flow of the app, composed from the SDK's products.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct WeatherHistoryApp {
    /// The saved cities are a favorites list of their own, kept under this user id so that they do
    /// not mix with another example's favorites in a shared data directory.
    static let user: UserID = "weather-history"

    let context: ExampleContext
    /// Where the weather comes from: OpenWeather unless `--provider openmeteo`.
    let source: HistorySource
    /// The source's client: current weather, place names and past days.
    let client: any WeatherProvider & PlaceSearching & PastWeatherProvider
    let store: SQLiteWeatherStore
    let weather: OfflineFallbackWeatherProvider
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = .current

    init(context: ExampleContext, source: HistorySource = .openweather) throws {
        self.context = context
        self.source = source
        let client = source.client(context)
        self.client = client
        let store = try context.openStore()
        self.store = store
        // Every fresh reading is cached and appended to the history; offline, the cached one comes back.
        self.weather = OfflineFallbackWeatherProvider(upstream: client, cache: store, history: store, now: context.now)
    }

    // MARK: - Saved cities

    /// Lists the saved cities, numbered, with the last reading of each and its age.
    func listCities() async throws {
        let cities = try await store.favorites(for: Self.user)
        guard !cities.isEmpty else {
            context.console.line(
                context.formatter.example("history.noCities", "\(context.commandPrefix)cities add CITY"))
            return
        }
        let format = context.formatter
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.city), context.formatter.column(.lastReading, .right),
            context.formatter.column(.sky), context.formatter.column(.taken),
        ])
        for (index, city) in cities.enumerated() {
            let last = try await store.records(for: PlaceKey(place: city), limit: 1).first
            table.append([
                "\(index + 1).",
                context.style.bold(format.place(city)),
                last.map { format.temperature($0.reading.temperature) } ?? WeatherFormatter.unknown,
                last.map { Self.conditions($0.reading) } ?? "",
                last.map { context.formatter.age(context.now().timeIntervalSince($0.fetchedAt)) }
                    ?? context.formatter.example("history.never"),
            ])
        }
        context.console.line(context.style.bold(context.formatter.example("history.savedCities")))
        context.console.lines(table.render(header: context.style.dim).map { "  " + $0 })
    }

    /// Finds `city` and saves it.
    func add(_ city: String) async throws {
        let place = try await find(city)
        let cities = try await savedCities()
        if cities.contains(place) {
            context.console.line(context.formatter.example("history.alreadySaved", context.formatter.place(place)))
            return
        }
        await cities.add(place)
        if let error = cities.lastError { throw error }
        let count = cities.favorites.value?.count ?? 0
        context.console.line(
            context.style.green(
                context.formatter.example("history.saved", context.formatter.place(place), String(count))))
    }

    /// Removes saved city number `number`; its history stays until it is pruned.
    func remove(number: Int) async throws {
        let place = try await savedCity(number: number)
        let cities = try await savedCities()
        await cities.remove(id: place.id)
        if let error = cities.lastError { throw error }
        context.console.line(context.formatter.example("support.removed", context.formatter.place(place)))
    }

    // MARK: - Readings

    /// Shows the weather now in `city` and appends it to the city's history; offline, the saved
    /// reading with its age (nothing is appended then). A city that is not saved yet is saved first, and
    /// the output says so: a history is kept only for saved cities.
    func show(_ city: String) async throws {
        let place = try await resolve(city)
        let cities = try await savedCities()
        if !cities.contains(place) {
            await cities.add(place)
            if let error = cities.lastError { throw error }
            let count = cities.favorites.value?.count ?? 0
            context.console.line(
                context.style.green(
                    context.formatter.example(
                        "history.savedForHistory", context.formatter.place(place), String(count),
                        "\(context.commandPrefix)cities remove \(count)")))
        }
        // The city's history screen: a fresh reading, which the history records, then the readings kept.
        let screen = CityHistoryModel(place: place, weather: weather, history: store, limit: nil)
        await screen.takeReading()
        if let error = screen.latest.error { throw error }
        guard let reading = screen.latest.value?.reading else { return }
        let format = context.formatter
        let style = context.style
        if reading.isStale {
            context.console.warning(
                context.formatter.example(
                    "history.notAdded",
                    context.formatter.fallbackNotice(reading, service: source.name, now: context.now())))
        }
        context.console.line(style.bold(format.place(place)))
        guard let current = reading.weather.current else {
            context.console.line("  " + format.example("tracker.noCurrent"))
            return
        }
        let zone = place.timeZone ?? reading.weather.timeZone
        let estimated = place.timeZone == nil && reading.weather.isTimeZoneEstimated
        let celsius = current.temperature.converted(to: .celsius).value
        var table = TextTable(columns: [.init(""), .init("")])
        table.append([
            format.example("support.label.temperature"),
            style.bold(style.temperature(format.temperature(current.temperature), celsius: celsius)),
        ])
        table.append([format.example("support.label.feelsLike"), format.temperature(current.apparentTemperature)])
        table.append([format.example("support.label.conditions"), Self.conditions(current)])
        table.append([format.example("support.label.humidity"), format.percent(current.humidity)])
        table.append([format.example("support.label.wind"), format.wind(current.wind)])
        table.append([format.example("support.label.pressure"), format.pressure(current.pressure)])
        table.append([
            format.example("support.label.observed"),
            "\(format.weekdayAndTime(current.date, in: zone)) (\(format.zone(zone, estimated: estimated)))",
        ])
        context.console.lines(table.render().map { "  " + $0 })
        if !reading.isStale, let count = screen.records.value?.count {
            context.console.line(style.dim(format.example("history.readingNumber", String(count), place.name)))
        }
    }

    /// Lists the past readings of `city`, newest first, with their local timestamps.
    func history(_ city: String, limit: Int) async throws {
        let place = try await resolve(city)
        let screen = CityHistoryModel(place: place, weather: weather, history: store, limit: limit)
        await screen.loadRecords()
        if let error = screen.records.error { throw error }
        let records = screen.records.value ?? []
        if screen.hiddenRecordCount > 0 {
            let key = weather.dataOrigin == .sandbox ? "history.hidden.live" : "history.hidden.sandbox"
            context.console.notice(
                context.formatter.example(key, String(screen.hiddenRecordCount), place.name))
        }
        guard !records.isEmpty else {
            context.console.line(
                context.formatter.example(
                    "history.noReadings", place.name, "\(context.commandPrefix)show \(place.name)"))
            return
        }
        let format = context.formatter
        // The city's own time: its zone from the geocoder, else the one its saved weather named, else the
        // estimate for its coordinate, said so.
        let zone = screen.timeZone
        var table = TextTable(columns: [
            .init("\(format.example("column.taken")) (\(format.zone(zone, estimated: screen.isTimeZoneEstimated)))"),
            context.formatter.column(.temperature, .right),
            context.formatter.column(.sky),
            context.formatter.column(.humidity, .right), context.formatter.column(.wind, .right),
            context.formatter.column(.age, .right),
        ])
        for record in records {
            table.append([
                "\(format.dayAndMonth(record.fetchedAt, in: zone)) \(format.time(record.fetchedAt, in: zone))",
                format.temperature(record.reading.temperature),
                Self.conditions(record.reading),
                format.percent(record.reading.humidity),
                format.wind(record.reading.wind),
                context.formatter.age(context.now().timeIntervalSince(record.fetchedAt)),
            ])
        }
        context.console.line(
            context.style.bold(format.example("history.title", format.place(place)))
                + context.style.dim(" · " + format.example("history.newestFirst")))
        context.console.lines(table.render(header: context.style.dim).map { "  " + $0 })
        if records.count > 1 {
            let trend = Sparkline.line(screen.temperatureTrend.map { format.degreesValue($0) })
            context.console.line(
                "  " + format.example("history.trend", trend) + "  "
                    + context.style.dim(format.example("history.oldestToNewest")))
        }
    }

    // MARK: - Places

    /// The saved cities' screen model, read from the store.
    func savedCities() async throws -> FavoritesModel {
        let cities = FavoritesModel(store: store, user: Self.user)
        await cities.load()
        if let error = cities.favorites.error { throw error }
        return cities
    }

    /// The saved city named `text` or numbered `text`; otherwise the best geocoded match.
    func resolve(_ text: String) async throws -> Place {
        if let number = Int(text) {
            return try await savedCity(number: number)
        }
        let saved = try await store.favorites(for: Self.user)
        if let match = saved.first(where: {
            $0.name.compare(text, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
        }) {
            return match
        }
        return try await find(text)
    }

    /// Saved city number `number` (from 1).
    func savedCity(number: Int) async throws -> Place {
        let saved = try await store.favorites(for: Self.user)
        guard saved.indices.contains(number - 1) else {
            throw ExampleFailure(
                saved.isEmpty
                    ? context.formatter.example("history.noCitiesYet", "\(context.commandPrefix)cities add CITY")
                    : context.formatter.example("history.noCityNumber", String(number), String(saved.count)))
        }
        return saved[number - 1]
    }

    /// The best geocoded match for `city`.
    func find(_ city: String) async throws -> Place {
        try await context.bestMatch(for: city, in: client)
    }

    /// The reading's conditions as text.
    static func conditions(_ reading: CurrentWeather) -> String {
        reading.conditionDescription.isEmpty ? reading.condition.description : reading.conditionDescription
    }
}
