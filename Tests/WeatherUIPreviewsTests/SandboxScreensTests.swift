import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherScheduling
import WeatherStore
import WeatherUI
import WeatherUIPreviews

/// Every screen model `SandboxScreens` makes loads the sandbox's data end to end, and what it shows is marked
/// as sandbox data, so no screen can pass generated weather off as live.
@MainActor
@Suite("Screens on the sandbox")
struct SandboxScreensTests {
    /// A fixed date (15 June 2025), so the generated weather and the ages of saved weather are repeatable.
    nonisolated static let june = Date(timeIntervalSince1970: 1_750_000_000)

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func sandbox(_ change: (inout SandboxScreens.Configuration) -> Void = { _ in }) -> SandboxScreens {
        // No retries: the tests that act out failures must not wait for backoff.
        var configuration = SandboxScreens.Configuration(now: { Self.june }, retryPolicy: .none)
        change(&configuration)
        return SandboxScreens(configuration: configuration)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    func city(_ name: String) throws -> Place {
        try #require(SandboxScreens.city(named: name))
    }

    // MARK: - Current place

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theCurrentPlaceIsLocatedNamedAndLabelledSandbox() async throws {
        let screens = sandbox()
        let model = screens.currentPlace()
        await model.refresh()

        let shown = try #require(model.weather.value)
        #expect(model.weather.error == nil)
        #expect(model.placeOrigin == .currentLocation)
        #expect(model.place?.name == "Berlin")
        #expect(screens.locator.authorizationRequestCount == 1)
        #expect(shown.isSandbox)
        #expect(!shown.isStale)
        #expect(shown.weather.current != nil)
        #expect(!shown.weather.hours(from: Self.june).isEmpty)
        #expect(shown.weather.days(from: Self.june).count == 7)
        #expect(model.isSandbox)
        #expect(model.badge == "Sandbox data")
        #expect(shown.badge(at: Self.june)?.contains("Sandbox") == true)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aDeniedLocationFallsBackToTheCityPickedByHandAndRemembersIt() async throws {
        let screens = sandbox { $0.locationAnswer = .denied }
        let first = screens.currentPlace()
        await first.refresh()
        #expect(first.needsChosenPlace)
        #expect(first.weather.error?.code == .unauthorized)

        let paris = try city("Paris")
        await first.choose(paris)
        #expect(first.weather.value?.place.name == "Paris")
        #expect(first.weather.value?.isSandbox == true)

        // The next launch, still without location, shows the city picked before.
        let next = screens.currentPlace()
        await next.refresh()
        #expect(!next.needsChosenPlace)
        #expect(next.placeOrigin == .chosen)
        #expect(next.place?.id == paris.id)
        #expect(next.badge == "Sandbox data")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func savedSandboxWeatherIsShownStaleAndStillLabelledSandbox() async throws {
        let screens = sandbox()
        let berlin = try city("Berlin")
        await screens.currentPlace().show(berlin)

        let failing = screens.actingOut([.serverError()])
        let model = failing.currentPlace()
        await model.show(berlin)

        let shown = try #require(model.weather.value)
        #expect(shown.isStale)
        #expect(shown.isSandbox)
        #expect(shown.fallbackReason?.code == .server)
        #expect(shown.badge(at: Self.june.addingTimeInterval(2 * 3600)) == "Sandbox data · Saved 2 hours ago")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func withNothingSavedAFailureIsShownWithItsMessage() async throws {
        let model = sandbox { $0.scenarios = [.serverError(statusCode: 503)] }.currentPlace()
        await model.show(try city("Lisbon"))
        let error = try #require(model.weather.error)
        #expect(error.code == .server)
        #expect(!error.message.isEmpty)
        #expect(model.weather.value == nil)
    }

    // MARK: - Search

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func searchResultsComeWithTheirSandboxConditions() async throws {
        let search = sandbox().search()
        await search.search("Berl")

        #expect(search.resultsQuery == "Berl")
        let results = try #require(search.results.value)
        #expect(results.first?.place.name == "Berlin")
        #expect(results.count <= search.limit)
        for result in results {
            #expect(result.conditions.value != nil, "\(result.place.name) has no conditions")
            #expect(result.origin == .sandbox)
        }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func anEmptyQueryClearsTheResults() async throws {
        let search = sandbox().search()
        await search.search("Rome")
        #expect(search.results.value?.isEmpty == false)
        search.update(query: "  ")
        #expect(search.results.value == nil)
        #expect(search.resultsQuery == nil)
    }

    // MARK: - Favorites

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func favoritesPinTheCurrentPlaceAndLoadSandboxWeatherForEveryRow() async throws {
        let screens = sandbox()
        let favorites = screens.favorites(user: "ada")
        await favorites.load()
        for name in ["Paris", "Rome", "Oslo"] {
            let place = try city(name)
            #expect(await favorites.add(place))
        }
        let rome = try city("Rome")
        #expect(await favorites.add(rome) == false)
        favorites.setCurrentPlace(try city("Berlin"))
        await favorites.refreshConditions()

        let rows = favorites.rows
        #expect(rows.map(\.place.name) == ["Berlin", "Paris", "Rome", "Oslo"])
        #expect(rows.map(\.isCurrentPlace) == [true, false, false, false])
        for row in rows {
            let shown = try #require(row.conditions.value, "\(row.place.name) has no weather")
            #expect(shown.badge(at: Self.june) == "Sandbox data")
        }

        // onMove and onDelete offsets are into the favorites, so the pinned row is never touched.
        await favorites.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
        #expect(favorites.favorites.value?.map(\.name) == ["Oslo", "Paris", "Rome"])
        await favorites.remove(atOffsets: IndexSet(integer: 0))
        #expect(favorites.rows.map(\.place.name) == ["Berlin", "Paris", "Rome"])
        #expect(favorites.lastError == nil)

        // The store is shared: another screen of the same device lists the same favorites.
        let again = screens.favorites(user: "ada")
        await again.load()
        #expect(again.favorites.value?.map(\.name) == ["Paris", "Rome"])
    }

    // MARK: - Sign-in

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func signUpSavesThePasswordThatSignInThenOffers() async throws {
        let screens = sandbox()
        let form = screens.signIn()
        await form.restoreSession()
        #expect(form.session == nil)

        form.mode = .signUp
        form.email = "ada@example.com"
        form.password = "correct horse battery"
        await form.submit()
        let session = try #require(form.session)
        #expect(session.email == "ada@example.com")
        #expect(form.password.isEmpty)
        await form.signOut()
        #expect(form.session == nil)

        let next = screens.signIn()
        await next.restoreSession()
        #expect(next.savedEmails == ["ada@example.com"])
        next.email = " Ada@Example.com "
        await next.lookUpSavedPassword()
        #expect(next.hasSavedPassword)
        next.useSavedPassword()
        #expect(next.password == "correct horse battery")
        await next.submit()
        #expect(next.session?.userID == session.userID)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aWrongPasswordFailsWithAMessage() async throws {
        let screens = sandbox()
        let form = screens.signIn()
        form.mode = .signUp
        form.email = "grace@example.com"
        form.password = "a long enough password"
        await form.submit()
        await form.signOut()

        form.mode = .signIn
        form.password = "not the password"
        await form.submit()
        let error = try #require(form.error)
        #expect(error.code == .invalidCredentials)
        #expect(form.session == nil)
    }

    // MARK: - Daily notification

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theDailyNotificationIsScheduledOnceAndCancelled() async throws {
        let screens = sandbox()
        let daily = screens.dailyNotification(user: "ada")
        await daily.refresh()
        #expect(daily.isEnabled.value == false)

        await daily.enable()
        #expect(daily.isEnabled.value == true)
        #expect(daily.permission == .authorized)
        #expect(daily.lastRegistration?.status == .registered)
        let pending = await screens.outbox.pendingNotifications()
        #expect(pending.count == 5)  // five days ahead, each once
        #expect(pending.allSatisfy { $0.title == "Today in Berlin" })

        // Another screen of the same device finds it on and schedules nothing new.
        let other = screens.dailyNotification(user: "ada")
        await other.enable()
        #expect(other.lastRegistration?.status == .alreadyRegistered)
        #expect(await screens.outbox.pendingNotifications().count == 5)

        await daily.disable()
        #expect(daily.isEnabled.value == false)
        #expect(await screens.outbox.pendingNotifications().isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aDeniedNotificationPermissionLeavesItOff() async throws {
        let screens = sandbox { $0.notificationAnswer = .denied }
        let daily = screens.dailyNotification(user: "ada")
        await daily.enable()
        #expect(daily.isDenied)
        #expect(daily.isEnabled.value == false)
        #expect(await screens.outbox.pendingNotifications().isEmpty)
    }

    // MARK: - City list

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theCityListPagesThroughSandboxCities() async throws {
        let list = sandbox().cityList(pageSize: 10)
        await list.loadFirstPage()
        let first = try #require(list.cities.value)
        #expect(first.count == 10)
        #expect(first.allSatisfy { $0.origin == .sandbox })
        #expect(!list.isComplete)

        // A row near the end appearing fetches the next page; loadNextPage waits for that fetch.
        let last = try #require(first.last)
        list.cityAppeared(last)
        await list.loadNextPage()
        #expect(list.cities.value?.count == 20)
        #expect(list.loadedPages == 2)
        #expect(Array(list.cities.value?.prefix(10) ?? []) == first)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theCityListSavedEarlierIsShownOfflineAsSandbox() async throws {
        let screens = sandbox()
        let online = screens.cityList(pageSize: 50)
        await online.loadAll()
        let all = try #require(online.cities.value)
        #expect(online.isComplete)
        #expect(all.count == SandboxGazetteer.standard.count)

        let offline = screens.actingOut([.serverError()]).cityList(pageSize: 50)
        await offline.loadFirstPage()
        let copy = try #require(offline.offlineCopy)
        #expect(copy.origin == .sandbox)
        #expect(copy.reason.code == .server)
        #expect(offline.cities.value?.map(\.id) == all.map(\.id))
        #expect(offline.cities.value?.allSatisfy { $0.origin == .sandbox } == true)
    }

    // MARK: - History

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func eachReadingIsRecordedInTheSandboxHistory() async throws {
        let screens = sandbox()
        let history = screens.history(of: try city("Tokyo"))
        await history.loadRecords()
        #expect(history.records.value?.isEmpty == true)

        await history.takeReading()
        #expect(history.latest.value?.isSandbox == true)
        #expect(history.latest.value?.badge(at: Self.june) == "Sandbox data")
        await history.takeReading()

        let records = try #require(history.records.value)
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.origin == .sandbox })
        #expect(history.hiddenRecordCount == 0)
        #expect(history.temperatureTrend.count == 2)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func placesShownOnOtherScreensHaveAHistory() async throws {
        let screens = sandbox()
        let rome = try city("Rome")
        await screens.currentPlace().show(rome)
        let history = screens.history(of: rome)
        await history.loadRecords()
        #expect(history.records.value?.count == 1)
        #expect(history.records.value?.first?.origin == .sandbox)
    }
}
