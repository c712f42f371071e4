import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherStore

/// The flow of the app, composed from the SDK's products.
struct WeatherNowApp: Sendable {
    /// The one local user of the terminal app; favorites are stored per user.
    static let user: UserID = "local"
    /// Where "here" is when the device has no location service (Linux, servers): Berlin.
    static let fixedLocation = FixedLocationProvider(coordinate: try? Coordinate(latitude: 52.52, longitude: 13.405))

    let context: ExampleContext
    /// The sources `--provider` chose, OpenWeather by default.
    let choice: ProviderChoice
    /// Where the weather comes from.
    let provider: any WeatherProvider
    /// Finds places by name and names the current one: OpenWeather's geocoding when OpenWeather is among
    /// the sources or on the sandbox, else Open-Meteo's, which needs no key.
    let geocoder: any PlaceSearching
    let locator: any LocationProviding
    let store: SQLiteWeatherStore
    let weather: OfflineFallbackWeatherProvider
    /// The data sets the example shows.
    static let dataSets: WeatherDataSet = [.current, .hourly, .daily, .alerts]

    init(context: ExampleContext, choice: ProviderChoice = .standard) throws {
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
        self.locator = Self.fixedLocation
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
            throw ExampleFailure(
                "The current location is not available (\(error.message)). "
                    + "Allow location access, or choose a city with --city NAME.", exitCode: ExitStatus.setup)
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
