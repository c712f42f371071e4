import Foundation
import Observation
import WeatherProviders

/// One search result: a place and its current conditions, which load after the place is listed.
public struct PlaceSearchResult: Identifiable, Sendable {
    /// The place found.
    public var place: Place
    /// Its current conditions: `.idle` when the model has no weather provider.
    public var conditions: LoadState<CurrentWeather>
    /// Where the conditions came from, once loaded; a view labels anything but `.live`.
    public var origin: DataOrigin?

    /// Creates a result.
    public init(place: Place, conditions: LoadState<CurrentWeather> = .idle, origin: DataOrigin? = nil) {
        self.place = place
        self.conditions = conditions
        self.origin = origin
    }

    /// The place's identifier.
    public var id: Place.ID { place.id }
}

/// The screen model of a place search: as the user types, it waits for a pause (the debounce), searches,
/// and lists each result with its current weather. A newer query cancels the one before it, so a slow
/// answer to "Ber" never replaces the results for "Berlin".
///
/// ```swift
/// import WeatherProviders
///
/// let search = PlaceSearchModel(geocoder: OpenMeteoClient(), weather: OpenMeteoClient())
/// search.update(query: "Ber")      // from the text field, on every keystroke
/// search.update(query: "Berlin")   // cancels "Ber" before it is sent
/// await search.settle()            // a terminal front end waits; a view just observes `results`
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class PlaceSearchModel {
    /// The text searched for, as last typed.
    public private(set) var query = ""
    /// The results of ``query``: `.idle` while the query is empty.
    public private(set) var results: LoadState<[PlaceSearchResult]> = .idle
    /// The query whose results are on screen.
    public private(set) var resultsQuery: String?

    /// How long typing must pause before a search is sent.
    public let debounce: Duration
    /// The most places a search returns.
    public let limit: Int

    private let geocoder: any PlaceSearching
    private let weather: (any WeatherProvider)?
    private let clock: any Clock<Duration>
    private var task: Task<Void, Never>?
    private var generation = 0

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - geocoder: Finds places by name.
    ///   - weather: Gives each result its current conditions, or `nil` to list places only.
    ///   - debounce: How long typing must pause before a search is sent; 300 ms by default.
    ///   - limit: The most places a search returns; 5 by default.
    ///   - clock: The clock the debounce waits on; inject a test clock in tests.
    public init(
        geocoder: any PlaceSearching,
        weather: (any WeatherProvider)? = nil,
        debounce: Duration = .milliseconds(300),
        limit: Int = 5,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.geocoder = geocoder
        self.weather = weather
        self.debounce = debounce
        self.limit = max(1, limit)
        self.clock = clock
    }

    /// Takes the text as typed: cancels the search under way, and searches for `text` once typing has paused
    /// for ``debounce``. An empty query clears the results.
    public func update(query text: String) {
        query = text
        start(text, debounced: true)
    }

    /// Searches for `text` at once (a return key, a terminal command) and waits until the results and their
    /// conditions are in.
    public func search(_ text: String) async {
        query = text
        start(text, debounced: false)
        await settle()
    }

    /// Stops the search under way; the results on screen stay.
    public func cancel() {
        generation += 1
        task?.cancel()
        task = nil
        if results.isLoading {
            results = results.value.map { .loaded($0) } ?? .idle
        }
        // Conditions still on their way are not coming: their rows stop showing progress.
        if case .loaded(var list) = results, list.contains(where: { $0.conditions.isLoading }) {
            for index in list.indices where list[index].conditions.isLoading {
                list[index].conditions = list[index].conditions.value.map { .loaded($0) } ?? .idle
            }
            results = .loaded(list)
        }
    }

    /// Waits until the search under way (debounce, places and their conditions) has finished or was
    /// replaced by a newer one.
    public func settle() async {
        while let running = task {
            await running.value
            if task == running { break }
        }
    }

    private func start(_ text: String, debounced: Bool) {
        generation += 1
        let search = generation
        task?.cancel()
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            task = nil
            results = .idle
            resultsQuery = nil
            return
        }
        let clock = clock
        let debounce = debounce
        task = Task { [weak self] in
            if debounced {
                do {
                    try await clock.sleep(for: debounce)
                } catch {
                    return
                }
            }
            await self?.run(trimmed, search: search)
        }
    }

    private func run(_ text: String, search: Int) async {
        guard search == generation, !Task.isCancelled else { return }
        results = results.reloading
        let places: [Place]
        do {
            places = try await geocoder.places(matching: text, limit: limit)
        } catch {
            guard search == generation, !Task.isCancelled else { return }
            results = results.failing(with: .shown(error))
            return
        }
        guard search == generation, !Task.isCancelled else { return }
        resultsQuery = text
        let waiting: LoadState<CurrentWeather> = weather == nil ? .idle : .loading(showing: nil)
        results = .loaded(places.map { PlaceSearchResult(place: $0, conditions: waiting) })
        guard let weather else { return }
        await withTaskGroup(of: (Int, Result<Weather, WeatherError>).self) { group in
            for (index, place) in places.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await weather.weather(for: place, including: .current)))
                    } catch {
                        return (index, .failure(.shown(error)))
                    }
                }
            }
            for await (index, answer) in group {
                guard search == generation, !Task.isCancelled else {
                    group.cancelAll()
                    return
                }
                update(index, with: answer)
            }
        }
    }

    private func update(_ index: Int, with answer: Result<Weather, WeatherError>) {
        guard case .loaded(var list) = results, list.indices.contains(index) else { return }
        switch answer {
        case .success(let weather):
            if let current = weather.current {
                list[index].conditions = .loaded(current)
            } else {
                list[index].conditions = .failed(
                    WeatherError(.invalidResponse, message: "No current conditions were reported.").with(
                        .noCurrentConditions), showing: nil)
            }
            list[index].origin = weather.source.origin
        case .failure(let error):
            list[index].conditions = .failed(error, showing: nil)
        }
        results = .loaded(list)
    }
}
