import ExampleSupport
import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherStore

/// The flow of the app, composed from the SDK's products.
struct WeatherListApp: Sendable {
    /// The one local user of the terminal app; favorites and the saved list are stored per user.
    static let user: UserID = "local"
    /// Cities per page unless `--page-size` says otherwise.
    static let defaultPageSize = 10
    /// The failures that make the app fall back to the saved list.
    static let offlineCodes: Set<WeatherError.Code> = [.network, .timeout, .server, .rateLimited]

    let context: ExampleContext
    let client: FreeTestWeatherClient
    let store: SQLiteWeatherStore
    let pageSize: Int

    init(context: ExampleContext, command: ParsedCommand) throws {
        self.context = context
        self.client = FreeTestWeatherClient(transport: context.transport(), configuration: context.configured(.init()))
        self.store = try context.openStore()
        if let text = command.value("page-size") {
            guard let size = Int(text), size > 0 else {
                throw ExampleFailure.usage(
                    UsageError("--page-size must be a whole number above 0."), tool: context.toolName)
            }
            self.pageSize = size
        } else {
            self.pageSize = Self.defaultPageSize
        }
    }

    // MARK: - Pages

    /// Shows page `number` (from 1).
    func showPage(_ number: Int) async throws {
        let pages = try await loadPages()
        guard pages.indices.contains(number - 1) else {
            throw ExampleFailure(
                "There is no page \(number): the list has \(pages.count) pages of \(pageSize) cities (1 to \(pages.count))."
            )
        }
        context.console.line(
            context.style.bold("Page \(number) of \(pages.count)") + context.style.dim(" · \(pageSize) per page"))
        context.console.lines(try await table().lines(for: pages[number - 1]))
        try await store.setValue(number, for: .listPage, user: Self.user)
        let moves = [
            number < pages.count ? "\(context.commandPrefix)next (page \(number + 1))" : nil,
            number > 1 ? "\(context.commandPrefix)prev (page \(number - 1))" : nil,
        ].compactMap { $0 }
        if !moves.isEmpty {
            context.console.line(context.style.dim("More: " + moves.joined(separator: " · ")))
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
                    ? "Page \(current) is the last page; go back with “\(context.commandPrefix)prev”."
                    : "Page \(current) is the first page; go on with “\(context.commandPrefix)next”.")
        }
        try await showPage(target)
    }

    /// Pages through the whole list with a progress line, then shows every city.
    func showAll() async throws {
        let pages = try await loadPages(showingProgress: true)
        let cities = pages.flatMap { $0 }
        context.console.line(
            context.style.bold("All \(cities.count) cities") + context.style.dim(" · \(pages.count) pages"))
        context.console.lines(try await table().lines(for: cities))
    }

    /// Lists the cities whose name contains `text`.
    func search(_ text: String) async throws {
        var matches: [CityWeather]
        do {
            matches = []
            for try await page in client.cities(search: text, pageSize: pageSize) {
                matches += page
            }
        } catch let error as WeatherError where Self.offlineCodes.contains(error.code) {
            let saved = try await savedList(after: error)
            matches = saved.filter {
                $0.city.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
        guard !matches.isEmpty else {
            context.console.line("No city in the list matches “\(text)”.")
            return
        }
        context.console.line(
            context.style.bold("\(matches.count) \(matches.count == 1 ? "city matches" : "cities match") “\(text)”"))
        context.console.lines(try await table().lines(for: matches))
    }

    // MARK: - Loading

    /// The whole list in pages, from `FreeTestWeatherClient.cities(pageSize:)`; saved for offline use.
    /// When the service cannot be reached, the saved list comes back instead, with a line saying how old it is.
    func loadPages(showingProgress: Bool = false) async throws -> [[CityWeather]] {
        let progress = context.progress
        var pages: [[CityWeather]] = []
        do {
            for try await page in client.cities(pageSize: pageSize) {
                pages.append(page)
                if showingProgress {
                    progress.update(done: pages.count, total: 0, label: "Loading pages")
                }
            }
            if showingProgress {
                progress.finish()
            }
        } catch let error as WeatherError where Self.offlineCodes.contains(error.code) {
            if showingProgress {
                progress.finish()
            }
            let saved = try await savedList(after: error)
            return stride(from: 0, to: saved.count, by: pageSize).map {
                Array(saved[$0..<min($0 + pageSize, saved.count)])
            }
        }
        try await store.saveSnapshot(
            pages.flatMap { $0 }, for: .cities, at: context.now(),
            source: WeatherSource(provider: .freeTestAPI, origin: client.dataOrigin))
        return pages
    }

    /// Every city, fresh or saved.
    func loadCities() async throws -> [CityWeather] {
        try await loadPages().flatMap { $0 }
    }

    /// The saved list, announced with its age; a failure explaining that there is none.
    private func savedList(after error: WeatherError) async throws -> [CityWeather] {
        let reason = ExampleProgram.explain(error, service: "freetestapi.com")
        // A list is shown offline only when it has this run's origin: a live run never shows the sandbox's.
        guard let saved = try await store.snapshot(for: .cities), saved.origin == client.dataOrigin else {
            throw ExampleFailure(
                "\(reason) No list was saved by an earlier run, so there is nothing to show offline.",
                exitCode: ExampleProgram.exitStatus(for: error.code))
        }
        let age = WeatherFormatter.age(saved.age(at: context.now()))
        let origin = saved.origin == .sandbox ? "sandbox " : ""
        context.console.warning("\(reason) Showing the \(origin)list saved \(age).")
        return saved.items.map { city in
            var city = city
            city.origin = saved.origin
            return city
        }
    }

    /// The table, with the current favorites starred.
    func table() async throws -> CityTable {
        let favorites = try await store.favorites(for: Self.user)
        return CityTable(context: context, favoriteIDs: Set(favorites.map(\.id)))
    }
}
