import Foundation
import Testing

/// `weather-favorites`, run as a subprocess on the sandbox with a fresh data directory per test.
@Suite("weather-favorites")
struct FavoritesExampleTests {
    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-favorites", dataDirectory: directory.url) }

    @Test func signUpSearchAddDetailsRemoveAndSignOutPersistAcrossRuns() throws {
        let first = try example.run([])
        #expect(first.exitCode == 0, "\(first.error)")
        #expect(
            first.lines.first
                == "Offline sandbox: generated weather, no key needed. Use --live with OPENWEATHER_API_KEY for real data."
        )
        #expect(first.output.contains("Location: allowed · the stand-in location is Berlin"))
        #expect(first.output.contains("Not signed in."))

        try expectSuccess(
            ["signup", "ana@example.com", "--password", "correct horse"],
            saying: "Signed up and signed in as ana@example.com")
        let search = try expectSuccess(["search", "Paris"], saying: "Paris")
        #expect(search.lines.contains { $0.hasPrefix("1.") && $0.contains("Paris") })
        try expectSuccess(["add", "1"], saying: "Added Paris")
        try expectSuccess(["add", "Tokyo"], saying: "Added Tokyo")
        try expectSuccess(["add", "Tokyo"], saying: "Tokyo, JP is already a favorite.")
        #expect(try favoriteNames() == ["Paris", "Tokyo"])

        let details = try expectSuccess(["details", "2"], saying: "Tokyo, JP")
        #expect(details.output.contains("(Asia/Tokyo)"))
        let hourly = rows(of: details.lines, after: "Hourly")
        #expect(hourly.count >= 8)
        #expect(hourly.allSatisfy { $0.contains("°C") && $0.contains("km/h") })
        let week = rows(of: details.lines, after: "7 days")
        #expect(week.count == 7)
        #expect(week.allSatisfy { $0.contains("━") })

        try expectSuccess(["remove", "1"], saying: "Removed Paris")
        #expect(try favoriteNames() == ["Tokyo"])
        try expectSuccess(["signout"], saying: "Signed out ana@example.com.")
        #expect(try example.run([]).output.contains("Not signed in."))
        let missing = try example.run(["favorites"])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("Nobody is signed in."))

        // The password saved at sign-up is offered again (PasswordAutofill), and the favorites are back.
        let signIn = try expectSuccess(["signin", "ana@example.com"], saying: "Signed in as ana@example.com")
        #expect(signIn.output.contains("Using the password saved for ana@example.com at sign-up."))
        #expect(try favoriteNames() == ["Tokyo"])
    }

    @Test func twoUsersNeverSeeEachOthersFavorites() throws {
        try expectSuccess(["signup", "ana@example.com", "--password", "ana's password"], saying: "Signed up")
        try expectSuccess(["add", "Paris"], saying: "Added Paris")
        try expectSuccess(["signup", "bo@example.com", "--password", "bo's password"], saying: "Signed up")
        #expect(try example.run(["favorites"]).output.contains("No favorites yet"))
        try expectSuccess(["add", "Oslo"], saying: "Added Oslo")
        #expect(try favoriteNames() == ["Oslo"])

        try expectSuccess(["signin", "ana@example.com", "--password", "ana's password"], saying: "Signed in")
        #expect(try favoriteNames() == ["Paris"])
        let wrong = try example.run(["signin", "bo@example.com", "--password", "not bo's password"])
        #expect(wrong.exitCode == 1)
        #expect(wrong.error.contains("The email address or the password is wrong."))
        #expect(!wrong.error.contains("not bo's password"))
        #expect(try favoriteNames() == ["Paris"])
    }

    @Test func theDailyForecastIsRegisteredOnceInTheBackgroundForWhereTheUserIs() throws {
        try expectSuccess(["signup", "ana@example.com", "--password", "correct horse"], saying: "Signed up")
        try expectSuccess(["add", "New York"], saying: "Added New York")
        // The user is in Berlin: the notification follows them, not their first favorite.
        let first = try expectSuccess(["background"], saying: "Registered the daily forecast at 10:00 in Berlin")
        let next = try #require(first.lines.first { $0.contains("Next:") })
        #expect(next.contains("10:00 (Europe/Berlin)"))
        #expect(
            next.range(of: #"Today in Berlin: High -?\d+°C, low -?\d+°C · sandbox data$"#, options: .regularExpression)
                != nil)

        let second = try expectSuccess(["background"], saying: "already registered")
        #expect(!second.output.contains("Registered the daily forecast"))

        let pending = try expectSuccess(["notifications"], saying: "Pending notifications")
        // Five days ahead, each once.
        #expect(pending.lines.filter { $0.contains("Today in Berlin: High") }.count == 5)
        let outbox = try Data(contentsOf: directory.url.appendingPathComponent("notifications.json"))
        #expect(String(decoding: outbox, as: UTF8.self).components(separatedBy: "\"fireDate\"").count == 6)

        // Signing out stops it: nothing stays pending for a user who left.
        try expectSuccess(["signout"], saying: "The daily forecast is stopped for ana@example.com, who signed out.")
        #expect(try example.run(["notifications"]).output.contains("No notifications are pending."))
    }

    @Test func withoutLocationTheDailyForecastIsForTheFirstFavoriteUntilItIsRemoved() throws {
        try expectSuccess(["signup", "ana@example.com", "--password", "correct horse"], saying: "Signed up")
        let none = try example.run(["background", "--location", "denied"])
        #expect(none.exitCode == 1)
        #expect(none.error.contains("The daily forecast needs a place"))
        try expectSuccess(["add", "Paris"], saying: "Added Paris")
        try expectSuccess(["add", "Oslo"], saying: "Added Oslo")
        let first = try expectSuccess(["background", "--location", "denied"], saying: "at 10:00 in Paris")
        #expect(first.output.contains("10:00 (Europe/Paris) — Today in Paris: High "))
        // Removing another favorite leaves it; removing Paris stops it.
        try expectSuccess(["remove", "2"], saying: "Removed Oslo")
        #expect(try example.run(["notifications"]).output.contains("Today in Paris"))
        let removed = try expectSuccess(["remove", "1"], saying: "Removed Paris")
        #expect(removed.output.contains("The daily forecast is stopped (it was for Paris)"))
        #expect(try example.run(["notifications"]).output.contains("No notifications are pending."))
    }

    @Test func aPasswordThePolicyRefusesIsAskedForAgainWithTheRealLimit() throws {
        let result = try example.run(
            ["--interactive"], input: "signup ana@example.com\nshort\ncorrect horse\nquit\n")
        #expect(result.exitCode == 0, "\(result.error)")
        let all = result.output + result.error
        #expect(all.contains("The password must have at least 8 characters."))
        #expect(!all.contains("6 characters"))
        #expect(result.output.contains("Signed up and signed in as ana@example.com"))
    }

    @Test func aDeniedLocationHoldsAtThePromptSoTheForecastFollowsTheFirstFavorite() throws {
        try expectSuccess(["signup", "ana@example.com", "--password", "correct horse"], saying: "Signed up")
        try expectSuccess(["favorites", "add", "Paris"], saying: "Added Paris")
        let session = try example.run(
            ["--location", "denied", "--interactive"], input: "location\nbackground\nnotifications\nquit\n")
        #expect(session.exitCode == 0, "\(session.error)")
        #expect(!session.output.contains("Location: allowed"))
        #expect(!session.output.contains("in Berlin"))
        #expect(session.output.contains("at 10:00 in Paris"))
        // And in a later run without the option.
        #expect(!(try example.run([]).output.contains("Location: allowed")))
    }

    @Test func notificationPermissionIsAskedOnTheFirstOpenOnly() throws {
        let first = try expectSuccess([], saying: "Asked for permission to send notifications: allowed.")
        #expect(!first.output.contains("Notifications: allowed."))
        let second = try expectSuccess([], saying: "Notifications: allowed.")
        #expect(!second.output.contains("Asked for permission"))

        let other = ExampleProcess("weather-favorites", dataDirectory: directory.url.appendingPathComponent("denied"))
        let denied = try other.run(["--notifications", "denied"])
        #expect(denied.output.contains("Asked for permission to send notifications: denied."))
        #expect(denied.output.contains("allow notifications for the app in Settings › Notifications"))
        // The answer stays: the app does not ask again.
        #expect(try other.run([]).output.contains("Notifications: denied."))
    }

    @Test func searchResultsShowTheirWeatherAndOpenBeforeBeingAdded() throws {
        let search = try expectSuccess(["search", "Springfield"], saying: "Springfield")
        let cards = search.lines.filter { $0.range(of: #"^\d+\. "#, options: .regularExpression) != nil }
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0.contains("°C") })
        #expect(
            search.output.contains(
                "Open one: weather-favorites show result N · add one: weather-favorites favorites add N"))
        // A result opens without signing in or adding it.
        let opened = try expectSuccess(["open", "2"], saying: "Springfield, Massachusetts, US")
        #expect(opened.output.contains("(America/New_York)"))
        #expect(rows(of: opened.lines, after: "7 days").count == 7)
        let missing = try example.run(["open", "9"])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("There is no result number 9 in the last search; use 1 to 3."))
    }

    @Test func backgroundNeedsASignedInUser() throws {
        let result = try example.run(["background"])
        #expect(result.exitCode == 1)
        #expect(result.error.contains("Nobody is signed in."))
        #expect(try example.run(["notifications"]).output.contains("No notifications are pending."))
    }

    @Test func aDeniedLocationIsExplained() throws {
        let denied = try expectSuccess(["location", "--location", "denied"], saying: "Location access is denied")
        #expect(denied.output.contains("Settings › Privacy & Security › Location Services"))
        #expect(!denied.output.contains("you are in"))
        let bad = try example.run(["--location", "maybe"])
        #expect(bad.exitCode == 64)
        #expect(bad.error.contains("--location is granted or denied."))
    }

    @Test func aFirebaseSessionIsRememberedUntilSignOutAndKeptApartFromLocalAccounts() throws {
        try expectSuccess(
            ["signup", "cy@example.com", "--password", "secret123", "--firebase"],
            saying: "Signed up and signed in as cy@example.com (Firebase account).")
        #expect(try example.run(["--firebase"]).output.contains("Signed in as cy@example.com (Firebase account)."))
        // The next run opens the same session without the flag; --local shows the local accounts.
        #expect(try example.run([]).output.contains("Signed in as cy@example.com (Firebase account)."))
        #expect(try example.run(["--local"]).output.contains("Not signed in."))
        try expectSuccess(["signout"], saying: "Signed out cy@example.com.")
        #expect(try example.run([]).output.contains("Not signed in."))
    }

    /// The sandbox keeps its Firebase accounts in the data directory, and FirebaseAuthService saves the
    /// password for autofill, so a later run signs in with the saved password.
    @Test func aFirebaseAccountSignedUpInOneRunSignsInInTheNext() throws {
        try expectSuccess(
            ["signup", "cy@example.com", "--password", "secret123", "--firebase"],
            saying: "Signed up and signed in as cy@example.com (Firebase account).")
        try expectSuccess(["signout", "--firebase"], saying: "Signed out cy@example.com.")
        let signIn = try expectSuccess(
            ["signin", "cy@example.com", "--firebase"], saying: "Signed in as cy@example.com (Firebase account).")
        #expect(signIn.output.contains("Using the password saved for cy@example.com at sign-up."))
        let wrong = try example.run(["signin", "cy@example.com", "--password", "not-secret", "--firebase"])
        #expect(wrong.exitCode == 1)
        #expect(wrong.error.contains("The email address or the password is wrong."))
        let accounts = try Data(contentsOf: directory.url.appendingPathComponent("sandbox-firebase-accounts.json"))
        #expect(!String(decoding: accounts, as: UTF8.self).contains("secret123"))
    }

    @Test func helpListsTheFlow() throws {
        let result = try example.run(["--help"])
        #expect(result.exitCode == 0)
        for text in [
            "signup EMAIL", "signin EMAIL", "search CITY", "add N|CITY", "details N", "open N", "remove N",
            "background", "notifications", "--password PASSWORD", "--location granted|denied",
            "--notifications allowed|denied", "--firebase", "--local", "FIREBASE_API_KEY",
        ] {
            #expect(result.output.contains(text), "missing \(text)")
        }
    }

    @Test func liveWithoutAKeyExitsWith2() throws {
        let result = try example.run(["--live"])
        #expect(result.exitCode == 2)
        #expect(result.error.contains("OPENWEATHER_API_KEY"))
        #expect(result.output.isEmpty)
        // Live Firebase needs its own key; the check comes before any request is sent.
        let firebase = try example.run(
            ["signup", "ana@example.com", "--password", "correct horse", "--firebase"],
            environment: ["OPENWEATHER_API_KEY": "some-key"])
        #expect(firebase.exitCode == 2)
        #expect(firebase.error.contains("FIREBASE_API_KEY"))
        #expect(!firebase.error.contains("some-key"))
    }

    @Test func noColorMeansNoEscapeCodes() throws {
        let coloured = try example.run([], terminal: true)
        #expect(coloured.output.contains("\u{1B}["))
        let plain = try example.run([], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(plain.exitCode == 0, "\(plain.error)")
        #expect(plain.output.contains("Location: allowed"))
        #expect(!plain.output.contains("\u{1B}"))
    }

    @Test func anInteractiveSessionWalksTheScreens() throws {
        let input =
            [
                "signup ana@example.com", "a typed password", "search Rome", "add 1", "signout",
                "signin ana@example.com", "", "favorites", "details 9", "signout", "signin ana@example.com", "n",
                "not the password", "quit",
            ].joined(separator: "\n") + "\n"
        let result = try example.run(["--interactive"], input: input)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Not signed in."))
        #expect(result.output.contains("Choose a password for ana@example.com:"))
        #expect(result.output.contains("Signed up and signed in as ana@example.com"))
        #expect(result.output.contains("Added Rome"))
        #expect(result.output.contains("Use the password saved for ana@example.com? [Y/n]"))
        #expect(result.output.contains("Signed in as ana@example.com"))
        #expect(result.error.contains("There is no favorite number 9; use 1 to 1."))
        #expect(result.output.contains("Choose a password for ana@example.com: \nSigned up"))
        #expect(!result.output.contains("a typed password"))
        // Declining the saved password asks for one, which is not shown either.
        #expect(result.output.contains("Password for ana@example.com: \n"))
        #expect(result.error.contains("The email address or the password is wrong."))
        #expect(!result.output.contains("not the password"))
        #expect(try example.run(["favorites"]).error.contains("Nobody is signed in."))
        #expect(try example.run(["signin", "ana@example.com"]).exitCode == 0)
        #expect(try favoriteNames() == ["Rome"])
    }

    /// Runs `arguments`, expects exit code 0 and `text` in the output, and returns the result.
    @discardableResult
    private func expectSuccess(
        _ arguments: [String], saying text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ExampleProcess.Result {
        let result = try example.run(arguments)
        #expect(result.exitCode == 0, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        #expect(result.output.contains(text), "\(arguments): \(result.output)", sourceLocation: sourceLocation)
        return result
    }

    /// The signed-in user's favorites, by name, in order, from a new run of `weather-favorites favorites`.
    private func favoriteNames() throws -> [String] {
        try example.run(["favorites"]).lines.compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let number = words.first, number.hasSuffix("."), Int(number.dropLast()) != nil else { return nil }
            return words.dropFirst().first.map { String($0).trimmingCharacters(in: .punctuationCharacters) }
        }
    }

    /// The table rows under the section whose title starts with `title`, up to the next blank line.
    private func rows(of lines: [String], after title: String) -> [String] {
        Array(
            lines.drop { !$0.hasPrefix(title) }.drop { !$0.hasPrefix("  Time") && !$0.hasPrefix("  Day") }.dropFirst()
                .prefix { !$0.isEmpty })
    }
}
