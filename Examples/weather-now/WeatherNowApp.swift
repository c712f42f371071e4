import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore
import WeatherUI

/// The flow of the app, composed from the SDK's products. Its commands are actions on WeatherUI's screen models
/// (the current place, the search, the favorites), and its output a rendering of their state.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct WeatherNowApp {
    /// The one local user of the terminal app; favorites are stored per user.
    static let user: UserID = "local"
    let context: ExampleContext
    /// The sources `--provider` chose, OpenWeather by default.
    let choice: ProviderChoice
    /// Where the weather comes from.
    let provider: any WeatherProvider
    /// Finds places by name and names the current one: OpenWeather's geocoding when OpenWeather is among
    /// the sources or on the sandbox, else Open-Meteo's, which needs no key.
    let geocoder: any PlaceSearching
    let locator: FixedLocationProvider
    let store: SQLiteWeatherStore
    let weather: OfflineFallbackWeatherProvider
    /// The current-place screen: permission, location, its name, and the weather, or a city picked by hand.
    let screen: CurrentPlaceModel
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = [.current, .minutely, .hourly, .daily, .alerts]

    init(context: ExampleContext, choice: ProviderChoice = .standard, location: String? = nil) async throws {
        self.context = context
        self.choice = choice
        let store = try context.openStore()
        self.store = store
        // Live, the forecasts of the places shown are kept, so that `sources` can score each service here.
        let chosen = try choice.provider(context)
        let provider: any WeatherProvider =
            context.mode.isLive ? VerifyingWeatherProvider(upstream: chosen, recordingInto: store) : chosen
        self.provider = provider
        self.geocoder =
            choice.sources.contains(.openweather) || !context.mode.isLive
            ? OpenWeatherClient(
                apiKey: choice.sources.contains(.openweather) ? context.mode.apiKey : ServiceMode.sandboxKey,
                transport: context.transport(), configuration: context.configured(.init()))
            : OpenMeteoClient(transport: context.transport(), configuration: context.configured(.init()))
        // The answer given once holds for the session and the next runs, as a person's answer does.
        let answer = try await PermissionAnswer.remembered(
            "location", answer: location, in: store, tool: context.toolName, formatter: context.formatter)
        self.locator = try PermissionAnswer.locator(
            answering: answer, tool: context.toolName, formatter: context.formatter)
        let weather = OfflineFallbackWeatherProvider(upstream: provider, cache: store, now: context.now)
        self.weather = weather
        self.screen = CurrentPlaceModel(
            weather: weather, locator: locator, geocoder: geocoder, settings: store, user: Self.user,
            dataSets: Self.dataSets, now: context.now)
    }

    /// The place called `city`: favorite number `city` when it is a number, else the best match for the name.
    func place(named city: String) async throws -> Place {
        if let number = Int(city.trimmingCharacters(in: .whitespaces)) {
            let favorites = try await store.favorites(for: Self.user)
            guard favorites.indices.contains(number - 1) else {
                throw ExampleFailure(
                    favorites.isEmpty
                        ? context.formatter.example(
                            "now.noFavoritesYet", String(number), "\(context.commandPrefix)favorites add CITY")
                        : context.formatter.example("now.noFavoriteNumber", String(number), String(favorites.count)))
            }
            return favorites[number - 1]
        }
        return try await find(city)
    }

    /// Shows the current place on the screen model; without location access, the city picked by hand earlier,
    /// or (at a terminal) one the user picks now, which the model remembers.
    func showCurrentPlace() async throws {
        // Before the screen models, the city picked by hand was kept under weather-now's own key: carry it over.
        if try await store.value(for: .chosenPlace, user: Self.user) == nil,
            let earlier = try await store.value(for: .earlierChosenPlace, user: Self.user)
        {
            try await store.setValue(earlier, for: .chosenPlace, user: Self.user)
            try await store.removeValue(for: .earlierChosenPlace, user: Self.user)
        }
        await screen.refresh()
        guard let problem = screen.locationProblem else { return }
        let message = context.formatter.reasonText(problem)
        let reason = message.hasSuffix(".") || message.hasSuffix("。") ? message : message + "."
        if screen.needsChosenPlace {
            guard context.isInteractive else {
                throw ExampleFailure(
                    context.formatter.example("now.location.chooseCity", reason, context.toolName),
                    exitCode: ExitStatus.setup)
            }
            context.console.warning(context.formatter.example("now.location.pickByHand", reason))
            await screen.choose(try await pickPlace())
        } else if screen.placeOrigin == .chosen, let chosen = screen.place {
            context.console.warning(
                context.formatter.example("now.location.chosenEarlier", reason, context.formatter.place(chosen)))
        }
    }

    /// The city the user picks at the prompt from the places matching what they type.
    func pickPlace() async throws -> Place {
        while let text = context.console.ask(context.formatter.example("now.askCity")), !Console.isStop(text) {
            let matches = try await geocoder.places(matching: text, limit: 5)
            guard !matches.isEmpty else {
                context.console.line(context.formatter.example("support.noPlace", text))
                continue
            }
            guard matches.count > 1 else { return matches[0] }
            for (index, place) in matches.enumerated() {
                context.console.line("  \(index + 1). \(context.formatter.place(place))")
            }
            guard let answer = context.console.ask(context.formatter.example("now.askNumber")) else { break }
            guard let number = answer.isEmpty ? 1 : Int(answer), matches.indices.contains(number - 1) else {
                context.console.line(context.formatter.example("support.pickNumber", String(matches.count)))
                continue
            }
            return matches[number - 1]
        }
        throw ExampleFailure(context.formatter.example("now.noCityPicked"))
    }

    /// The best match for `city`, or a clear failure when nothing matches.
    ///
    /// When the geocoding service cannot be reached, a favorite with that name stands in, so a
    /// saved city still shows its cached weather offline.
    func find(_ city: String) async throws -> Place {
        let matches: [Place]
        do {
            matches = try await geocoder.places(matching: city, limit: 5)
        } catch let error as WeatherError where error.code == .network || error.code == .timeout {
            // Offline, a favorite or a place shown before with that name stands in, so its saved weather shows.
            let known =
                try await store.favorites(for: Self.user)
                + (try await store.value(for: .recentPlaces, user: Self.user) ?? [])
            guard let place = known.first(where: { $0.name.localizedCaseInsensitiveCompare(city) == .orderedSame })
            else { throw error }
            return place
        }
        guard let match = matches.first else {
            throw ExampleFailure(context.formatter.example("support.noPlace", city))
        }
        // Several places share the name: say which one is used, and how to choose another.
        context.announceChoice(of: match, among: matches.count, for: city)
        // Remembered, so that the name finds the place offline too (the last 20 places).
        let recent = (try? await store.value(for: .recentPlaces, user: Self.user)) ?? []
        try? await store.setValue(
            Array(([match] + recent.filter { $0.id != match.id }).prefix(20)), for: .recentPlaces, user: Self.user)
        return match
    }

    /// The air at `coordinate` from OpenWeather's Air Pollution API, when OpenWeather is among the sources
    /// (or on the sandbox); `nil` when it cannot be had, since the screen shows the weather without it.
    func airQuality(at coordinate: Coordinate) async -> AirQuality? {
        guard choice.sources.contains(.openweather) || !context.mode.isLive else { return nil }
        let key = choice.sources.contains(.openweather) ? context.mode.apiKey : ServiceMode.sandboxKey
        return try? await OpenWeatherClient(
            apiKey: key, transport: context.transport(), configuration: context.configured(.init())
        ).airQuality(at: coordinate)
    }

    /// Prints the full view: current block, every hour to the end of tomorrow, and 7 days, rendered from the
    /// screen model's state.
    func show(city: String?) async throws {
        if let city {
            await screen.show(try await place(named: city))
        } else {
            try await showCurrentPlace()
        }
        guard let shown = screen.weather.value, screen.weather.error == nil else {
            let error = screen.weather.error ?? WeatherError(.unavailable, message: "No weather was loaded.")
            if error.code == .notFound && choice.alternatives.last?.first == .nws {
                throw ExampleFailure(
                    context.formatter.example("now.nwsOutsideUS", context.formatter.reasonText(error)))
            }
            throw error
        }
        if shown.isStale {
            context.console.warning(
                context.formatter.fallbackNotice(shown.reading, service: choice.service, now: context.now())
            )
        }
        let now = context.now()
        // Pollen and normals come from Open-Meteo whatever the weather's source (neither needs a key); saved
        // weather shown offline gets neither, since there is no network to ask.
        let coordinate = shown.place.coordinate
        var view = WeatherView(
            weather: shown.weather, place: shown.place, formatter: context.formatter, style: context.style,
            width: context.terminal.width)
        if !shown.isStale {
            // Three independent answers, asked for at once rather than one after another.
            async let air = airQuality(at: coordinate)
            async let pollen = pollen(at: coordinate, now: now)
            async let normal = comparisonWithNormal(of: shown.weather, at: coordinate, now: now)
            (view.airQuality, view.pollen, view.againstNormal) = await (air, pollen, normal)
        }
        context.console.lines(view.render(at: now))
    }

    /// Today's pollen at `coordinate` (the day's peak per species) from Open-Meteo's air-quality forecast, or `nil`
    /// when it could not be had.
    func pollen(at coordinate: Coordinate, now: Date) async -> Pollen? {
        let client = OpenMeteoClient(transport: context.transport(), configuration: context.configured(.init()))
        return try? await client.pollenForecast(at: coordinate, days: 1).day(containing: now)
    }

    /// Today's forecast against the place's 1991–2020 normals from Open-Meteo's archive, kept in the data folder
    /// for a year (the first run asks once), or `nil` when they could not be had.
    func comparisonWithNormal(of weather: Weather, at coordinate: Coordinate, now: Date) async -> NormalComparison? {
        guard let today = weather.days(from: now, count: 1).first else { return nil }
        let archive = OpenMeteoClient(transport: context.transport(), configuration: context.configured(.init()))
        let normals = StoredClimateNormals(upstream: archive, store: store, now: context.now)
        return try? await normals.climateNormals(at: coordinate).comparison(of: today, in: weather.timeZone)
    }
}

extension SettingsKey where Value == Place {
    /// Where weather-now kept the city picked by hand before WeatherUI's ``SettingsKey/chosenPlace``; read once
    /// to carry it over.
    static var earlierChosenPlace: Self { Self("weather-now.chosenPlace") }
}

extension SettingsKey where Value == [Place] {
    /// The places found by name lately, newest first, so a name finds its place offline.
    static var recentPlaces: Self { Self("weather-now.recentPlaces") }
}
