import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// The flow of the app, composed from the SDK's products.
struct WeatherNowApp: Sendable {
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
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = [.current, .hourly, .daily, .alerts]

    init(context: ExampleContext, choice: ProviderChoice = .standard, location: String? = nil) throws {
        self.context = context
        self.choice = choice
        let provider = try choice.provider(context)
        self.provider = provider
        self.geocoder =
            choice.sources.contains(.openweather) || !context.mode.isLive
            ? OpenWeatherClient(
                apiKey: choice.sources.contains(.openweather) ? context.mode.apiKey : ServiceMode.sandboxKey,
                transport: context.transport(), configuration: context.configured(.init()))
            : OpenMeteoClient(transport: context.transport(), configuration: context.configured(.init()))
        self.locator = try PermissionAnswer.locator(answering: location, tool: context.toolName)
        let store = try context.openStore()
        self.store = store
        self.weather = OfflineFallbackWeatherProvider(upstream: provider, cache: store, now: context.now)
    }

    /// The place to show: favorite number `city` when it is a number, the city named `city`, or the current
    /// location with its reverse-geocoded name.
    func place(named city: String?) async throws -> Place {
        if let city, let number = Int(city.trimmingCharacters(in: .whitespaces)) {
            let favorites = try await store.favorites(for: Self.user)
            guard favorites.indices.contains(number - 1) else {
                throw ExampleFailure(
                    favorites.isEmpty
                        ? "There are no favorites yet, so there is no favorite number \(number). Add one with "
                            + "“\(context.commandPrefix)favorites add CITY”."
                        : "There is no favorite number \(number); the favorites are numbered 1 to \(favorites.count).")
            }
            return favorites[number - 1]
        }
        if let city {
            return try await find(city)
        }
        let coordinate: Coordinate
        do {
            coordinate = try await locator.currentCoordinate()
        } catch let error as WeatherError where error.code == .unauthorized || error.code == .unavailable {
            return try await chosenPlace(because: error)
        }
        // The name is a nicety: without it (offline) the coordinate stands in.
        let nearest = try? await geocoder.place(at: coordinate)
        return Place(
            id: "here",
            name: nearest?.name ?? coordinate.description,
            coordinate: coordinate,
            state: nearest?.state,
            country: nearest?.country)
    }

    /// Without the current location, the city the user picks by hand: at a terminal they are asked (and the
    /// choice is kept for later runs); from a script the city picked before, else a failure saying how to pick.
    func chosenPlace(because error: WeatherError) async throws -> Place {
        let reason = error.message.hasSuffix(".") ? error.message : error.message + "."
        if context.isInteractive {
            context.console.warning("\(reason) Pick a city by hand instead.")
            while let text = context.console.ask("City: "), !text.isEmpty {
                let matches = try await geocoder.places(matching: text, limit: 5)
                guard !matches.isEmpty else {
                    context.console.line("No place called “\(text)” was found. Check the spelling, or add the country.")
                    continue
                }
                var picked = matches[0]
                if matches.count > 1 {
                    for (index, place) in matches.enumerated() {
                        context.console.line("  \(index + 1). \(context.formatter.place(place))")
                    }
                    guard let answer = context.console.ask("Number (empty for 1): ") else { break }
                    guard let number = answer.isEmpty ? 1 : Int(answer), matches.indices.contains(number - 1) else {
                        context.console.line("Pick a number from 1 to \(matches.count).")
                        continue
                    }
                    picked = matches[number - 1]
                }
                try await store.setValue(picked, for: .chosenPlace, user: Self.user)
                return picked
            }
            throw ExampleFailure("No city was picked. Allow location access, or choose one with --city NAME.")
        }
        if let chosen = try await store.value(for: .chosenPlace, user: Self.user) {
            context.console.warning(
                "\(reason) Showing \(context.formatter.place(chosen)), picked by hand earlier. "
                    + "Choose another with --city NAME.")
            return chosen
        }
        throw ExampleFailure(
            "\(reason) Choose a city with --city NAME, or run \(context.toolName) at a "
                + "terminal to pick one.", exitCode: ExitStatus.setup)
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
            let favorites = try await store.favorites(for: Self.user)
            guard
                let favorite = favorites.first(where: { $0.name.localizedCaseInsensitiveCompare(city) == .orderedSame })
            else { throw error }
            return favorite
        }
        guard let match = matches.first else {
            throw ExampleFailure(
                "No place called “\(city)” was found. Check the spelling, or add the country: “Paris, FR”.")
        }
        if matches.count > 1 {
            // Several places share the name: say which one is shown, and how to choose another.
            context.console.notice(
                "\(matches.count) places match “\(city)”; showing \(context.formatter.place(match)). "
                    + "See them all with “\(context.commandPrefix)search \(city)”.")
        }
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

    /// Prints the full view: current block, every hour to the end of tomorrow, and 7 days.
    func show(city: String?) async throws {
        let place = try await place(named: city)
        let reading: Timestamped<Weather>
        do {
            reading = try await weather.timestampedWeather(for: place, including: Self.dataSets)
        } catch let error as WeatherError where error.code == .notFound && choice.alternatives.last?.first == .nws {
            throw ExampleFailure(
                "\(error.message) Choose a place in the United States with --city NAME, or let a global source "
                    + "answer first: --provider metno+nws.")
        }
        if reading.isStale {
            context.console.warning(
                WeatherFormatter.fallbackNotice(reading, service: choice.service, now: context.now())
            )
        }
        let view = WeatherView(
            weather: reading.weather, airQuality: reading.isStale ? nil : await airQuality(at: place.coordinate),
            place: place, formatter: context.formatter, style: context.style, width: context.terminal.width)
        context.console.lines(view.render(at: context.now()))
    }
}
