import Foundation
import Observation
import WeatherProviders
import WeatherStore

/// The screen model of freetestapi.com's city list: pages of cities loaded as the user scrolls (the next
/// page is fetched before the end is reached), a search, and the list saved for offline use.
///
/// ```swift
/// let list = CityListModel(client: FreeTestWeatherClient(), snapshots: store)
/// await list.loadFirstPage()
/// // in a List: .onAppear { list.cityAppeared(city) }   — prefetches near the end
/// ```
///
/// When the service cannot be reached, the list saved by an earlier run comes back with its age in
/// ``offlineCopy``; a live list never falls back to one the sandbox saved.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class CityListModel {
    /// The saved list on screen because the service could not be reached.
    public struct OfflineCopy: Sendable {
        /// When the list was saved.
        public var savedAt: Date
        /// Why the service's list is not shown.
        public var reason: WeatherError
        /// Where the saved list came from; a view labels anything but `.live`.
        public var origin: DataOrigin

        /// Describes a saved list on screen (for previews and tests).
        public init(savedAt: Date, reason: WeatherError, origin: DataOrigin) {
            self.savedAt = savedAt
            self.reason = reason
            self.origin = origin
        }
    }

    /// The cities loaded so far, in the service's order.
    public private(set) var cities: LoadState<[CityWeather]> = .idle
    /// Whether every page has been loaded.
    public private(set) var isComplete = false
    /// The saved list shown instead of the service's, if any.
    public private(set) var offlineCopy: OfflineCopy?
    /// The text searched for, if a search is on screen.
    public private(set) var searchText: String?
    /// The cities matching ``searchText``.
    public private(set) var searchResults: LoadState<[CityWeather]> = .idle

    /// Cities per page.
    public let pageSize: Int
    /// How close to the end a shown city must be for the next page to be fetched.
    public let prefetchDistance: Int

    /// How many pages are loaded.
    public var loadedPages: Int { ((cities.value?.count ?? 0) + pageSize - 1) / pageSize }

    /// The failures that make the list fall back to the saved one.
    public static let offlineCodes: Set<WeatherError.Code> = [.network, .timeout, .server, .rateLimited]

    private let client: FreeTestWeatherClient
    private let snapshots: (any SnapshotStore)?
    private let now: @Sendable () -> Date
    private var feed: PageFeed?
    private var prefetch: Task<Void, Never>?

    /// Creates the model.
    ///
    /// - Parameters:
    ///   - client: The freetestapi.com client.
    ///   - snapshots: Where the list is saved for offline use, or `nil` not to save it.
    ///   - pageSize: Cities per page; 10 by default.
    ///   - prefetchDistance: How close to the end a shown city must be for the next page to load; 3 by default.
    ///   - now: The clock that stamps and ages the saved list; inject a fixed one in tests.
    public init(
        client: FreeTestWeatherClient,
        snapshots: (any SnapshotStore)? = nil,
        pageSize: Int = 10,
        prefetchDistance: Int = 3,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.snapshots = snapshots
        self.pageSize = max(1, pageSize)
        self.prefetchDistance = max(0, prefetchDistance)
        self.now = now
    }

    /// Starts the list over: fetches the first page (or shows the saved list when offline).
    public func loadFirstPage() async {
        prefetch?.cancel()
        prefetch = nil
        feed?.stop()
        feed = PageFeed(client.cities(pageSize: pageSize))
        isComplete = false
        offlineCopy = nil
        cities = cities.reloading
        await loadPage(replacing: true)
    }

    /// Fetches the next page, unless every page is loaded or a page is loading already.
    public func loadNextPage() async {
        if let prefetch {
            await prefetch.value
            return
        }
        guard !isComplete, !cities.isLoading else { return }
        guard feed != nil else {
            await loadFirstPage()
            return
        }
        cities = cities.reloading
        await loadPage(replacing: false)
    }

    /// Tells the model a city is on screen: when it is within ``prefetchDistance`` of the end, the next page
    /// starts loading.
    public func cityAppeared(_ city: CityWeather) {
        guard !isComplete, prefetch == nil, !cities.isLoading, let list = cities.value,
            // Ids repeat in the service's list (45 is Canberra and Wellington): the name tells the rows apart.
            let index = list.firstIndex(where: { $0.id == city.id && $0.city == city.city }),
            index >= list.count - 1 - prefetchDistance
        else { return }
        prefetch = Task { [weak self] in
            guard let self else { return }
            self.cities = self.cities.reloading
            await self.loadPage(replacing: false)
            self.prefetch = nil
        }
    }

    /// Loads every remaining page.
    public func loadAll() async {
        if cities.value == nil || feed == nil {
            await loadFirstPage()
        }
        while !isComplete, cities.error == nil {
            await loadNextPage()
        }
    }

    /// Page `number` (from 1) of the cities loaded, loading pages until it is in; `nil` when the list has
    /// fewer pages.
    public func page(_ number: Int) async -> [CityWeather]? {
        guard number >= 1 else { return nil }
        if cities.value == nil || feed == nil {
            await loadFirstPage()
        }
        while (cities.value?.count ?? 0) < number * pageSize, !isComplete, cities.error == nil {
            await loadNextPage()
        }
        let list = cities.value ?? []
        let start = (number - 1) * pageSize
        guard start < list.count else { return nil }
        return Array(list[start..<min(start + pageSize, list.count)])
    }

    /// Searches the whole list for cities whose name contains `text`; offline, searches the saved list.
    public func search(_ text: String) async {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            clearSearch()
            return
        }
        searchText = trimmed
        searchResults = searchResults.reloading
        do {
            var matches: [CityWeather] = []
            for try await page in client.cities(search: trimmed, pageSize: pageSize) {
                matches += page
            }
            guard searchText == trimmed else { return }
            searchResults = .loaded(matches)
        } catch {
            let problem = WeatherError.shown(error)
            guard searchText == trimmed else { return }
            if Self.offlineCodes.contains(problem.code), let saved = await savedList(after: problem) {
                searchResults = .loaded(
                    saved.filter {
                        $0.city.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                    })
            } else {
                searchResults = searchResults.failing(with: problem)
            }
        }
    }

    /// Leaves the search and shows the list again.
    public func clearSearch() {
        searchText = nil
        searchResults = .idle
    }

    private func loadPage(replacing: Bool) async {
        guard let feed else { return }
        let shown = replacing ? [] : (cities.value ?? [])
        do {
            let next = try await feed.next()
            guard feed === self.feed else { return }
            guard let page = next else {
                isComplete = true
                cities = .loaded(shown)
                await save(shown)
                return
            }
            let list = shown + page
            if page.count < pageSize {
                isComplete = true
            }
            cities = .loaded(list)
            if isComplete {
                await save(list)
            }
        } catch {
            guard feed === self.feed else { return }
            let problem = WeatherError.shown(error)
            if shown.isEmpty, Self.offlineCodes.contains(problem.code), let saved = await savedList(after: problem) {
                self.feed = nil
                isComplete = true
                cities = .loaded(saved)
            } else {
                cities = .failed(problem, showing: replacing ? nil : shown)
            }
        }
    }

    private func save(_ list: [CityWeather]) async {
        guard let snapshots, !list.isEmpty, offlineCopy == nil else { return }
        try? await snapshots.saveSnapshot(
            list, for: .cityList, at: now(), source: WeatherSource(provider: .freeTestAPI, origin: client.dataOrigin))
    }

    /// The saved list when it has this client's origin (a live list never shows the sandbox's), marked as such.
    private func savedList(after reason: WeatherError) async -> [CityWeather]? {
        guard let snapshots, let saved = try? await snapshots.snapshot(for: .cityList),
            saved.origin == client.dataOrigin
        else { return nil }
        offlineCopy = OfflineCopy(savedAt: saved.date, reason: reason, origin: saved.origin)
        return saved.value.map { city in
            var city = city
            city.origin = saved.origin
            return city
        }
    }
}

/// Reads pages from one streamed list on demand, so the model can hold a position in the stream across
/// screens' requests.
private final class PageFeed: Sendable {
    private let requests: AsyncStream<CheckedContinuation<[CityWeather]?, any Error>>.Continuation
    private let reader: Task<Void, Never>

    init(_ pages: FreeTestWeatherClient.CityPages) {
        let (requests, continuation) = AsyncStream<CheckedContinuation<[CityWeather]?, any Error>>.makeStream()
        self.requests = continuation
        self.reader = Task.detached {
            var iterator = pages.makeAsyncIterator()
            var finished = false
            for await reply in requests {
                guard !finished else {
                    reply.resume(returning: nil)
                    continue
                }
                do {
                    let page = try await iterator.next()
                    finished = page == nil
                    reply.resume(returning: page)
                } catch {
                    finished = true
                    reply.resume(throwing: error)
                }
            }
        }
    }

    /// The next page, or `nil` at the end.
    func next() async throws -> [CityWeather]? {
        try await withCheckedThrowingContinuation { reply in
            if case .terminated = requests.yield(reply) {
                reply.resume(returning: nil)
            }
        }
    }

    /// Ends the stream and the request under way.
    func stop() {
        requests.finish()
        reader.cancel()
    }

    deinit {
        requests.finish()
        reader.cancel()
    }
}
