import ExampleSupport
import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore
import WeatherUI

/// The flow of the app, composed from the SDK's products. The list, its pages, the search and the offline copy
/// are WeatherUI's city list screen model; the commands are actions on it and the output a rendering of its state.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
struct WeatherListApp {
    /// The one local user of the terminal app; favorites and the saved list are stored per user.
    static let user: UserID = "local"
    /// Cities per page unless `--page-size` says otherwise.
    static let defaultPageSize = 10

    let context: ExampleContext
    let client: FreeTestWeatherClient
    let store: SQLiteWeatherStore
    let pageSize: Int
    /// The city list screen: pages, search and the copy saved for offline use.
    let list: CityListModel

    init(context: ExampleContext, command: ParsedCommand) throws {
        self.context = context
        self.client = FreeTestWeatherClient(transport: context.transport(), configuration: context.configured(.init()))
        self.store = try context.openStore()
        if let text = command.value("page-size") {
            guard let size = Int(text), size > 0 else {
                throw ExampleFailure.usage(
                    UsageError(key: "support.usage.positive", "--page-size"), tool: context.toolName,
                    formatter: context.formatter)
            }
            self.pageSize = size
        } else {
            self.pageSize = Self.defaultPageSize
        }
        self.list = CityListModel(client: client, snapshots: store, pageSize: pageSize, now: context.now)
    }

    // MARK: - Pages

    /// Shows page `number` (from 1).
    func showPage(_ number: Int) async throws {
        let pages = try await loadPages()
        guard pages.indices.contains(number - 1) else {
            throw ExampleFailure(
                context.formatter.example("list.noPage", String(number), String(pages.count), String(pageSize)))
        }
        context.console.line(
            context.style.bold(context.formatter.example("list.page", String(number), String(pages.count)))
                + context.style.dim(" · " + context.formatter.example("list.perPage", String(pageSize))))
        context.console.lines(try await table().lines(for: pages[number - 1]))
        try await store.setValue(number, for: .listPage, user: Self.user)
        let moves = [
            number < pages.count
                ? context.formatter.example("list.move", "\(context.commandPrefix)next", String(number + 1)) : nil,
            number > 1
                ? context.formatter.example("list.move", "\(context.commandPrefix)prev", String(number - 1)) : nil,
        ].compactMap { $0 }
        if !moves.isEmpty {
            context.console.line(
                context.style.dim(context.formatter.example("list.more", moves.joined(separator: " · "))))
        }
    }

    /// Shows the page after (`by` 1) or before (`by` -1) the one shown last.
    func showPage(movingBy step: Int) async throws {
        let current = try await store.value(for: .listPage, user: Self.user) ?? 1
        let pages = try await loadPages()
        let target = current + step
        guard pages.indices.contains(target - 1) else {
            throw ExampleFailure(
                step > 0
                    ? context.formatter.example("list.lastPage", String(current), "\(context.commandPrefix)prev")
                    : context.formatter.example("list.firstPage", String(current), "\(context.commandPrefix)next"))
        }
        try await showPage(target)
    }

    /// Pages through the whole list with a progress line, then shows every city.
    func showAll() async throws {
        let pages = try await loadPages(showingProgress: true)
        let cities = pages.flatMap { $0 }
        context.console.line(
            context.style.bold(context.formatter.example("list.all", String(cities.count)))
                + context.style.dim(" · " + context.formatter.example("list.pages", String(pages.count))))
        context.console.lines(try await table().lines(for: cities))
    }

    /// Lists the cities whose name contains `text`.
    func search(_ text: String) async throws {
        await list.search(text)
        try announce(list.searchOfflineCopy, failure: list.searchResults.error)
        let matches = list.searchResults.value ?? []
        guard !matches.isEmpty else {
            // Nothing matched: exit status 1, as in every example.
            throw ExampleFailure(context.formatter.example("list.noMatch", text))
        }
        context.console.line(
            context.style.bold(
                context.formatter.example(
                    matches.count == 1 ? "list.matches.one" : "list.matches", String(matches.count), text)))
        context.console.lines(try await table().lines(for: matches))
    }

    // MARK: - Loading

    /// The whole list in pages, read page by page through the screen model, which saves it for offline use.
    /// When the service cannot be reached, the saved list comes back instead, with a line saying how old it is.
    func loadPages(showingProgress: Bool = false) async throws -> [[CityWeather]] {
        let progress = context.progress
        // freetestapi.com does not say how long its list is: the list saved last time gives the expected
        // number of pages, and the label says that it is an expectation.
        let savedCount = try? await store.snapshot(for: .cityList)?.value.count
        let expected = savedCount.map { ($0 + pageSize - 1) / pageSize } ?? 0
        let label = context.formatter.example(expected > 0 ? "list.loading.expected" : "list.loading.unknown")
        await list.loadFirstPage()
        while !list.isComplete, list.cities.error == nil {
            if showingProgress {
                progress.update(done: list.loadedPages, total: max(expected, list.loadedPages), label: label)
            }
            await list.loadNextPage()
        }
        if showingProgress {
            progress.finish()
        }
        if let failure = list.cities.error, CityListModel.offlineCodes.contains(failure.code) {
            // A page failed partway through the list: the whole list saved by an earlier run stands in, if any.
            _ = await list.showSavedCopy(after: failure)
        }
        try announce(list.offlineCopy, failure: list.cities.error)
        let cities = list.cities.value ?? []
        return stride(from: 0, to: cities.count, by: pageSize).map {
            Array(cities[$0..<min($0 + pageSize, cities.count)])
        }
    }

    /// Every city, fresh or saved.
    func loadCities() async throws -> [CityWeather] {
        try await loadPages().flatMap { $0 }
    }

    /// Says how old the saved list on screen is; throws `failure`, explained, when nothing could be shown.
    private func announce(_ copy: CityListModel.OfflineCopy?, failure: WeatherError?) throws {
        if let failure {
            let reason = ExampleProgram.explain(
                failure, service: "freetestapi.com", keyless: true, formatter: context.formatter)
            guard CityListModel.offlineCodes.contains(failure.code) else { throw failure }
            throw ExampleFailure(
                context.formatter.example("list.nothingSaved", reason),
                exitCode: ExampleProgram.exitStatus(for: failure.code))
        }
        guard let copy else { return }
        let reason = ExampleProgram.explain(
            copy.reason, service: "freetestapi.com", keyless: true, formatter: context.formatter)
        let age = context.formatter.age(context.now().timeIntervalSince(copy.fetchedAt))
        let key = copy.origin == .sandbox ? "list.showingSavedSandbox" : "list.showingSaved"
        context.console.warning(context.formatter.example(key, reason, age))
    }

    /// The table, with the current favorites starred.
    func table() async throws -> CityTable {
        let favorites = try await store.favorites(for: Self.user)
        return CityTable(context: context, favoriteIDs: Set(favorites.map(\.id)))
    }
}
