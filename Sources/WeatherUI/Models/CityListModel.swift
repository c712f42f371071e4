import Foundation
import Observation
import WeatherProviders
import WeatherStore

/// The screen model of freetestapi.com's city list: pages of cities loaded as the user scrolls (the next
/// page is fetched before the end is reached), a search, and the list saved for offline use.
///
/// ```swift
/// import WeatherProviders
/// import WeatherStore
///
/// let store = InMemoryWeatherStore()
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
        /// When the saved list was fetched from the service.
        public var fetchedAt: Date
        /// Why the service's list is not shown.
        public var reason: WeatherError
        /// Where the saved list came from; a view labels anything but `.live`.
        public var origin: DataOrigin

        /// Describes a saved list on screen (for previews and tests).
        public init(fetchedAt: Date, reason: WeatherError, origin: DataOrigin) {
            self.fetchedAt = fetchedAt
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
    /// The saved list the search ran over because the service could not be reached, if it did.
    public private(set) var searchOfflineCopy: OfflineCopy?

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
    /// Where the next page comes from; `nil` before the first load and after a failed page.
    private var feed: PageFeed?
    /// Cities at the start of the feed's stream that are on screen already: after a failed page the list is
    /// read again from its start, and those are passed over rather than added twice.
    private var toSkip = 0
    /// The page load under way, which every caller (a scroll, a command, a retry) waits for instead of
    /// starting another.
    private var loading: Task<Void, Never>?
    /// Counts the page loads started, so a finished load clears ``loading`` only when it is still the latest.
    private var loadCount = 0

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

    /// Starts the list over (a first load, a pull to refresh): fetches the first page, or shows the saved list
    /// when offline. A failed refresh keeps the list on screen.
    public func loadFirstPage() async {
        loading?.cancel()
        loading = nil
        feed?.stop()
        let feed = PageFeed(client.cities(pageSize: pageSize))
        self.feed = feed
        toSkip = 0
        isComplete = false
        // The saved copy stays labelled as such until the service's first page replaces it.
        cities = cities.reloading
        await run { await $0.loadPage(from: feed, replacing: true) }
    }

    /// Fetches the next page, unless every page is loaded; while a page is loading, waits for it instead.
    /// After a failed page it tries that page again.
    public func loadNextPage() async {
        if let loading {
            await loading.value
            return
        }
        guard !isComplete else { return }
        guard offlineCopy == nil else {
            // The saved copy is on screen (a refresh over it failed): the service's list starts over, from its
            // first page, rather than continuing the saved one.
            await loadFirstPage()
            return
        }
        guard let current = feed else {
            guard let shown = cities.value, !shown.isEmpty else {
                await loadFirstPage()
                return
            }
            // The stream broke: read it again from its start, passing over what is on screen.
            let restarted = PageFeed(client.cities(pageSize: pageSize))
            feed = restarted
            toSkip = shown.count
            cities = cities.reloading
            await run { await $0.loadPage(from: restarted, replacing: false) }
            return
        }
        cities = cities.reloading
        await run { await $0.loadPage(from: current, replacing: false) }
    }

    /// Tells the model a city is on screen: when it is within ``prefetchDistance`` of the end, the next page
    /// starts loading.
    public func cityAppeared(_ city: CityWeather) {
        guard !isComplete, loading == nil, cities.error == nil, let list = cities.value,
            // Ids repeat in the service's list (45 is Canberra and Wellington): the name tells the rows apart.
            let index = list.firstIndex(where: { $0.id == city.id && $0.city == city.city }),
            index >= list.count - 1 - prefetchDistance
        else { return }
        Task { await self.loadNextPage() }
    }

    /// Loads every remaining page; stops at a failure (``cities`` says which).
    public func loadAll() async {
        if cities.value == nil, feed == nil {
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
        if cities.value == nil, feed == nil {
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

    /// Replaces the list on screen with the copy saved for offline use, after `reason` (a page that failed
    /// partway through the list); `false` when no copy of this client's origin was saved.
    public func showSavedCopy(after reason: WeatherError) async -> Bool {
        guard let saved = await savedList(after: reason) else { return false }
        loading?.cancel()
        loading = nil
        feed?.stop()
        feed = nil
        offlineCopy = saved.copy
        isComplete = true
        cities = .loaded(saved.cities)
        return true
    }

    /// Searches the whole list for cities whose name contains `text`; offline, searches the saved list and
    /// says so in ``searchOfflineCopy``.
    public func search(_ text: String) async {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            clearSearch()
            return
        }
        searchText = trimmed
        searchOfflineCopy = nil
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
                guard searchText == trimmed else { return }
                searchOfflineCopy = saved.copy
                searchResults = .loaded(
                    saved.cities.filter {
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
        searchOfflineCopy = nil
        searchResults = .idle
    }

    private func run(_ body: @escaping @MainActor (CityListModel) async -> Void) async {
        loadCount += 1
        let number = loadCount
        let task = Task { [weak self] in
            guard let self else { return }
            await body(self)
            // Cleared before anyone waiting on this load resumes, so the next call starts a new one.
            if self.loadCount == number {
                self.loading = nil
            }
        }
        loading = task
        await task.value
    }

    private func loadPage(from feed: PageFeed, replacing: Bool) async {
        let shown = replacing ? [] : (cities.value ?? [])
        do {
            var read = try await feed.next()
            var isShort = (read?.count ?? 0) < pageSize
            // Reading again after a failure: pass over the cities on screen.
            while toSkip > 0, feed === self.feed, let page = read {
                if page.count <= toSkip {
                    toSkip -= page.count
                    read = try await feed.next()
                    isShort = (read?.count ?? 0) < pageSize
                } else {
                    read = Array(page.dropFirst(toSkip))
                    toSkip = 0
                }
            }
            guard feed === self.feed, !Task.isCancelled else { return }
            if replacing {
                offlineCopy = nil
            }
            let list = shown + (read ?? [])
            isComplete = read == nil || isShort
            cities = .loaded(list)
            if isComplete {
                await save(list)
            }
        } catch {
            guard feed === self.feed, !Task.isCancelled else { return }
            self.feed = nil
            toSkip = 0
            let problem = WeatherError.shown(error)
            if replacing, cities.value == nil, Self.offlineCodes.contains(problem.code),
                let saved = await savedList(after: problem)
            {
                offlineCopy = saved.copy
                isComplete = true
                cities = .loaded(saved.cities)
            } else {
                // A failed refresh keeps the list on screen; a failed page keeps the pages before it.
                cities = replacing ? cities.failing(with: problem) : .failed(problem, showing: shown)
            }
        }
    }

    private func save(_ list: [CityWeather]) async {
        guard let snapshots, !list.isEmpty, offlineCopy == nil else { return }
        try? await snapshots.saveSnapshot(
            list, for: .cityList, at: now(), source: WeatherSource(provider: .freeTestAPI, origin: client.dataOrigin))
    }

    /// The saved list when it has this client's origin (a live list never shows the sandbox's), marked as such.
    private func savedList(after reason: WeatherError) async -> (cities: [CityWeather], copy: OfflineCopy)? {
        guard let snapshots, let saved = try? await snapshots.snapshot(for: .cityList),
            saved.origin == client.dataOrigin
        else { return nil }
        let cities = saved.value.map { city in
            var city = city
            city.origin = saved.origin
            return city
        }
        return (cities, OfflineCopy(fetchedAt: saved.fetchedAt, reason: reason, origin: saved.origin))
    }
}

/// Reads pages from one streamed list on demand, so the model can hold a position in the stream across
/// screens' requests. Every request is answered: after ``stop()``, with `nil`.
private final class PageFeed: @unchecked Sendable {  // `isStopped` is guarded by `lock`.
    private let requests: AsyncStream<CheckedContinuation<[CityWeather]?, any Error>>.Continuation
    private let lock = NSLock()
    private var isStopped = false

    init(_ pages: FreeTestWeatherClient.CityPages) {
        let (requests, continuation) = AsyncStream<CheckedContinuation<[CityWeather]?, any Error>>.makeStream()
        self.requests = continuation
        // The reader ends when the stream is finished and drained; it holds no reference to the feed.
        let stopped = { [lock = self.lock, weak self] () -> Bool in
            lock.withLock { self?.isStopped ?? true }
        }
        Task.detached {
            var iterator = pages.makeAsyncIterator()
            var finished = false
            for await reply in requests {
                guard !finished, !stopped() else {
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

    /// The next page, or `nil` at the end or once stopped.
    func next() async throws -> [CityWeather]? {
        try await withCheckedThrowingContinuation { reply in
            if case .terminated = requests.yield(reply) {
                reply.resume(returning: nil)
            }
        }
    }

    /// Ends the stream: the request under way finishes, and every later one is answered with `nil`.
    func stop() {
        lock.withLock { isStopped = true }
        requests.finish()
    }

    deinit {
        requests.finish()
    }
}
