import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherUI

/// The flow of the app, composed from the SDK's products.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct WeatherTrackerApp {
    /// The one local user of the terminal app; settings are stored per user.
    static let user: UserID = "local"

    let context: ExampleContext
    let client: WeatherAPIClient
    let store: SQLiteWeatherStore
    let weather: OfflineFallbackWeatherProvider
    /// The city's screen: its weather, or the weather saved last with its age when WeatherAPI.com cannot be
    /// reached.
    let screen: CurrentPlaceModel
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = .current

    init(context: ExampleContext) throws {
        self.context = context
        let client = WeatherAPIClient(
            apiKey: context.mode.apiKey, transport: context.transport(), configuration: context.configured(.init()))
        self.client = client
        let store = try context.openStore()
        self.store = store
        let weather = OfflineFallbackWeatherProvider(upstream: client, cache: store, now: context.now)
        self.weather = weather
        self.screen = CurrentPlaceModel(
            weather: weather, locator: nil, geocoder: client, settings: store, user: Self.user,
            dataSets: Self.dataSets, now: context.now)
    }

    /// Lists the matches for `text`, numbered, and remembers them for `select`.
    @discardableResult
    func search(_ text: String) async throws -> [Place] {
        let search = PlaceSearchModel(geocoder: client, weather: client, limit: 10)
        await search.search(text)
        if let error = search.results.error { throw error }
        let results = search.results.value ?? []
        let places = results.map(\.place)
        try await store.setValue(places, for: .lastSearch, user: Self.user)
        guard !places.isEmpty else {
            // Nothing matched: the same sentence and exit status (1) as every example.
            throw ExampleFailure(context.formatter.example("support.noPlace", text))
        }
        // Each city's weather now, fetched together by the search model; a city whose weather cannot be had
        // keeps its row.
        var table = TextTable(columns: [
            .init(""), context.formatter.column(.city), context.formatter.column(.region),
            context.formatter.column(.country), context.formatter.column(.temperature, .right),
            context.formatter.column(.sky),
        ])
        for (index, result) in results.enumerated() {
            let place = result.place
            let current = result.conditions.value
            let condition = current.map {
                context.formatter.sky($0.condition, isDaylight: $0.isDaylight)
            }
            table.append([
                "\(index + 1).", place.name, place.state ?? "", place.country ?? "",
                context.formatter.temperature(current?.temperature),
                condition ?? context.formatter.example("tracker.noWeather"),
            ])
        }
        context.console.lines(table.render(header: context.style.dim))
        context.console.line(
            context.style.dim(context.formatter.example("tracker.selectHint", "\(context.commandPrefix)select N")))
        return places
    }

    /// Selects city `number` of the last search, then shows its weather.
    func select(number: Int) async throws {
        let places = try await store.value(for: .lastSearch, user: Self.user) ?? []
        guard places.indices.contains(number - 1) else {
            throw ExampleFailure(
                places.isEmpty
                    ? context.formatter.example("tracker.nothingToSelect", "\(context.commandPrefix)search CITY")
                    : context.formatter.example("tracker.noCityNumber", String(number), String(places.count)))
        }
        try await choose(places[number - 1])
    }

    /// Selects the best match for `city`, then shows its weather.
    func track(_ city: String) async throws {
        try await choose(try await context.bestMatch(for: city, in: client))
    }

    private func choose(_ place: Place) async throws {
        try await store.setValue(place, for: .selectedCity, user: Self.user)
        context.console.line(
            context.style.green(context.formatter.example("tracker.selected", context.formatter.place(place))))
        try await show()
    }

    /// Shows the selected city's weather; with none saved, says so and asks for a search (or,
    /// when not interactive, says how to search).
    func show() async throws {
        guard let place = try await store.value(for: .selectedCity, user: Self.user) else {
            context.console.line(context.formatter.example("tracker.noCity"))
            if context.isInteractive {
                try await askForCity()
            } else {
                context.console.line(
                    context.formatter.example(
                        "tracker.searchHint", "\(context.commandPrefix)search CITY", "\(context.commandPrefix)select N")
                )
            }
            return
        }
        await screen.show(place)
        if let error = screen.weather.error { throw error }
        guard let reading = screen.weather.value?.reading else { return }
        if reading.isStale {
            context.console.warning(
                context.formatter.fallbackNotice(reading, service: "WeatherAPI.com", now: context.now())
            )
        }
        context.console.lines(CurrentConditionsView(place: place, weather: reading.weather, context: context).lines)
    }

    /// The prompt flow when no city is saved: search, pick a number, show.
    private func askForCity() async throws {
        while let text = context.console.ask(context.formatter.example("tracker.askSearch")), !Console.isStop(text) {
            let places = try await search(text)
            guard !places.isEmpty else { continue }
            guard let answer = context.console.ask(context.formatter.example("tracker.askPick")), !answer.isEmpty else {
                continue
            }
            guard let number = Int(answer), places.indices.contains(number - 1) else {
                context.console.line(context.formatter.example("support.pickNumber", String(places.count)))
                continue
            }
            try await choose(places[number - 1])
            return
        }
    }
}
