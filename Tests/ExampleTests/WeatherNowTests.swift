import Foundation
import Testing

/// `weather-now`, run as a subprocess on the sandbox with a fresh data directory per test.
@Suite("weather-now")
struct WeatherNowTests {
    static let sandboxLine =
        "Offline sandbox: generated weather, no key needed. Use --live with OPENWEATHER_API_KEY for real data."

    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-now", dataDirectory: directory.url) }

    @Test func withNoArgumentsItPrintsTheWholeViewOffline() throws {
        let result = try example.run([])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let lines = result.lines
        #expect(lines.first == Self.sandboxLine)
        #expect(lines.filter { $0 == Self.sandboxLine }.count == 1)
        // The reverse-geocoded name of the fixed location, then the current block.
        #expect(lines.dropFirst().first?.hasPrefix("Berlin") == true)
        #expect(lines.contains { $0.hasPrefix("Now, ") && $0.contains("Europe/Berlin") })
        #expect(lines.contains { $0.contains("Feels like") && $0.contains("Clouds") && $0.contains("°C") })

        let hours = rows(of: lines, after: "Hourly")
        // Every hour from now through 23:00 tomorrow: at least one full day and one hour, at most two days.
        #expect((25...48).contains(hours.count), "\(hours.count) hourly rows")
        #expect(hours.last?.contains(" 23:00 ") == true)
        let days = Set(hours.compactMap { $0.split(separator: " ").first })
        #expect(days.count == 2)
        #expect(hours.allSatisfy { $0.contains("km/h") && $0.contains("hPa") && $0.contains("%") })
        #expect(hours.allSatisfy { row in row.contains { "▁▂▃▄▅▆▇█".contains($0) } })

        let week = rows(of: lines, after: "7 days")
        #expect(week.count == 7)
        let weekdays = week.compactMap { $0.split(separator: " ").dropFirst(2).first }
        #expect(Set(weekdays).count == 7)
        #expect(week.allSatisfy { $0.contains("━") })
    }

    @Test func withARussianLocaleTheWholeScreenIsRussianWithRussianUnits() throws {
        let result = try example.run(["--city", "Moscow"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.exitCode == 0, "\(result.error)")
        let lines = result.lines
        #expect(lines.first?.hasPrefix("Офлайн-режим") == true)
        #expect(lines.dropFirst().first == "Москва, RU")
        #expect(lines.contains { $0.hasPrefix("Сейчас, ") && $0.contains("Europe/Moscow") })
        #expect(lines.contains { $0.contains("Ощущается как") && $0.contains(" °C") && $0.contains("м/с") })
        let hours = rows(of: lines, after: "По часам")
        #expect(hours.count > 24)
        #expect(hours.allSatisfy { $0.contains("м/с") && $0.contains("мм рт. ст.") })
        #expect(!hours.contains { $0.contains("km/h") || $0.contains("hPa") })
        // Nothing of the screen is left in English but the service's attribution and the names of codes.
        let english = ["Now", "Feels like", "Hourly", "Sunrise", "Wind", "Pressure", "days"]
        #expect(!lines.dropLast().contains { line in english.contains { line.contains($0) } })
    }

    @Test func langChoosesJapaneseAndAnUnknownCodeIsAUsageError() throws {
        let japanese = try example.run(["--city", "Moscow", "--lang", "ja"])
        #expect(japanese.exitCode == 0, "\(japanese.error)")
        #expect(japanese.lines.contains { $0.hasPrefix("現在 ") })
        #expect(japanese.lines.contains { $0.contains("体感温度") && $0.contains("°C") })
        let bad = try example.run(["--lang", "klingon!"])
        #expect(bad.exitCode == 64)
        let units = try example.run(["--city", "Moscow", "--units", "kn,inhg"])
        #expect(units.exitCode == 0, "\(units.error)")
        #expect(rows(of: units.lines, after: "Hourly").allSatisfy { $0.contains(" kn ") && $0.contains("inHg") })
    }

    @Test func aFailingSourceNeverBlanksAFavoriteSilently() throws {
        #expect(try example.run(["favorites", "add", "Paris"]).exitCode == 0)
        #expect(try example.run(["show", "1"]).exitCode == 0)
        for fault in [["--offline"], ["--simulate", "rate-limit"], ["--simulate", "server-error"]] {
            let result = try example.run(["favorites"] + fault)
            #expect(result.exitCode == 0, "\(fault): \(result.error)")
            let row = try #require(result.lines.first { $0.hasPrefix("  1.  Paris") }, "\(fault)")
            #expect(row.contains("°C"), "\(fault): \(row)")
            let notice = result.lines.first { $0.hasPrefix("Paris, Île-de-France, FR: the refresh failed (") }
            #expect(notice?.contains("; showing sandbox weather saved just now from OpenWeather.") == true, "\(fault)")
        }
        // A place with nothing saved says so rather than showing an empty row.
        #expect(try example.run(["favorites", "add", "Lyon"]).exitCode == 0)
        let offline = try example.run(["favorites", "--offline"])
        #expect(offline.lines.contains { $0.hasPrefix("Lyon") && $0.contains("none is saved for this place") })
    }

    @Test func aDeniedLocationStaysDeniedAtThePromptAndInLaterRuns() throws {
        let session = try example.run(
            ["--location", "denied", "--interactive"], input: "Tokyo\n\nshow\nfavorites\nquit\n")
        #expect(session.exitCode == 0, "\(session.error)")
        let afterShow = session.lines.drop { !$0.hasSuffix("show") }
        #expect(afterShow.contains { $0 == "Tokyo, JP" })
        #expect(!session.lines.contains { $0.hasPrefix("Berlin") || $0.contains("(current place)") })
        // The next run remembers the answer; giving the option again changes it.
        #expect(try example.run([]).output.contains("Showing Tokyo, JP, picked by hand earlier"))
        #expect(try example.run(["--location", "granted"]).lines.dropFirst().first?.hasPrefix("Berlin") == true)
    }

    @Test func aChosenCityIsGeocoded() throws {
        let result = try example.run(["--city", "Tokyo"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.lines.dropFirst().first?.hasPrefix("Tokyo") == true)
        #expect(result.lines.contains { $0.contains("Asia/Tokyo") })
        #expect(try example.run(["show", "Tokyo"]).lines.dropFirst().first?.hasPrefix("Tokyo") == true)
    }

    @Test func anUnknownCityIsAClearFailure() throws {
        let result = try example.run(["--city", "Nowhere"])
        #expect(result.exitCode == 1)
        #expect(result.error.contains("No place called “Nowhere” was found"))
    }

    @Test func favoritesAreAddedMovedAndRemovedAcrossRuns() throws {
        #expect(try example.run(["favorites"]).output.contains("No favorites yet"))
        for city in ["Paris", "Tokyo", "Oslo"] {
            let added = try example.run(["favorites", "add", city])
            #expect(added.exitCode == 0, "\(added.error)")
            #expect(added.output.contains("Added \(city)"))
        }
        #expect(try favoriteNames() == ["Paris", "Tokyo", "Oslo"])

        #expect(try example.run(["favorites", "move", "3", "1"]).exitCode == 0)
        #expect(try favoriteNames() == ["Oslo", "Paris", "Tokyo"])

        #expect(try example.run(["favorites", "remove", "2"]).output.contains("Removed Paris"))
        #expect(try favoriteNames() == ["Oslo", "Tokyo"])

        let duplicate = try example.run(["favorites", "add", "Oslo"])
        #expect(duplicate.output.contains("already a favorite"))
        #expect(try favoriteNames() == ["Oslo", "Tokyo"])

        let missing = try example.run(["favorites", "remove", "7"])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("There is no favorite number 7; use 1 to 2."))
    }

    @Test func theFavoritesListStartsWithTheCurrentPlace() throws {
        _ = try example.run(["favorites", "add", "Lima"])
        let lines = try example.run(["favorites"]).lines
        let rows = lines.drop { !$0.hasPrefix("Favorites") }.dropFirst(2)
        #expect(rows.first?.contains("Berlin") == true)
        #expect(rows.first?.contains("(current place)") == true)
        #expect(rows.dropFirst().first?.contains("1.") == true)
        #expect(rows.dropFirst().first?.contains("Lima") == true)
    }

    @Test func helpListsTheCommands() throws {
        let result = try example.run(["--help"])
        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("weather-now shows the weather"))
        for text in ["favorites add CITY", "favorites remove N", "favorites move FROM TO", "--city NAME", "--live"] {
            #expect(result.output.contains(text), "missing \(text)")
        }
        #expect(!result.output.contains("Offline sandbox"))
    }

    @Test func liveWithoutAKeyExitsWith2() throws {
        let result = try example.run(["--live"])
        #expect(result.exitCode == 2)
        #expect(result.error.contains("OPENWEATHER_API_KEY"))
        #expect(result.output.isEmpty)
    }

    @Test func aBadCommandLineExitsWith64() throws {
        let result = try example.run(["favorites", "shuffle"])
        #expect(result.exitCode == 64)
        #expect(result.error.contains("Unknown command “favorites shuffle”. See “weather-now --help”."))
    }

    @Test func aTerminalGetsColourUnlessNoColorIsSet() throws {
        let coloured = try example.run([], terminal: true)
        #expect(coloured.exitCode == 0, "\(coloured.error)")
        #expect(coloured.output.contains("\u{1B}["))
        let plain = try example.run([], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(plain.exitCode == 0, "\(plain.error)")
        #expect(plain.output.contains("Feels like"))
        #expect(!plain.output.contains("\u{1B}"))
    }

    @Test func withoutACommandATerminalGetsThePrompt() throws {
        let result = try example.run(
            [], environment: ["NO_COLOR": "1"], terminal: true, typed: true,
            keystrokes: [("weather-now> ", "show Oslo\r"), ("(Europe/Oslo)", ""), ("weather-now> ", "quit\r")])
        #expect(result.exitCode == 0, "\(result.error)")
        // The line typed stays after its prompt; the command's answer follows on the next line.
        let typed = try #require(result.lines.firstIndex { $0.hasSuffix("weather-now> show Oslo\u{1B}[K") })
        #expect(result.lines[typed + 1] == "Oslo, NO")
        #expect(result.output.contains("(Europe/Oslo)"))
        // Through pipes, the same run prints the view once and exits without a prompt.
        let piped = try example.run([], input: "show Oslo\nquit\n")
        #expect(piped.exitCode == 0, "\(piped.error)")
        #expect(!piped.output.contains("weather-now> "))
    }

    @Test func theInteractivePromptReadsCommandsFromStandardInput() throws {
        let input = "favorites add Rome\nfavorites\nshow Oslo\nbogus\nquit\n"
        let result = try example.run(["--interactive"], input: input)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("weather-now> favorites add Rome"))
        #expect(result.output.contains("Added Rome"))
        #expect(result.lines.contains { $0.hasPrefix("Oslo") })
        #expect(result.error.contains("Unknown command “bogus”"))
        #expect(try favoriteNames() == ["Rome"])
    }

    /// The favorites' names, in order, from a new run of `weather-now favorites`.
    private func favoriteNames() throws -> [String] {
        let lines = try example.run(["favorites"]).lines
        return lines.compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let number = words.first, number.hasSuffix("."), Int(number.dropLast()) != nil else { return nil }
            return words.dropFirst().first.map { String($0).trimmingCharacters(in: .punctuationCharacters) }
        }
    }

    /// The table rows under the section whose title starts with `title`, up to the next blank line.
    /// The rows of the table under the heading starting with `title`: after the sparkline (hourly) and the
    /// column titles, up to the next empty line.
    func rows(of lines: [String], after title: String) -> [String] {
        let section = lines.drop { !$0.hasPrefix(title) }.dropFirst().prefix { !$0.isEmpty }
        let titles = section.firstIndex { line in !line.contains { "▁▂▃▄▅▆▇█".contains($0) } }
        return titles.map { Array(section[(section.index(after: $0))...]) } ?? []
    }
}

extension WeatherNowTests {
    @Test func offlineItShowsTheSavedWeatherAndSaysHowOld() throws {
        let nothingSaved = try example.run(["--offline"])
        #expect(nothingSaved.exitCode == 3)
        #expect(nothingSaved.error.contains("OpenWeather could not be reached"))

        #expect(try example.run([]).exitCode == 0)
        let saved = try example.run(["--offline"])
        #expect(saved.exitCode == 0, "\(saved.error)")
        #expect(
            saved.output.contains(
                "Could not reach OpenWeather (the network is switched off by --offline); showing sandbox weather from OpenWeather saved just now."
            ))
        #expect(rows(of: saved.lines, after: "7 days").count == 7)
    }

    @Test func offlineAFavoriteStandsInForGeocoding() throws {
        #expect(try example.run(["favorites", "add", "Lima"]).exitCode == 0)
        #expect(try example.run(["--city", "Lima"]).exitCode == 0)
        let saved = try example.run(["--offline", "--city", "lima"])
        #expect(saved.exitCode == 0, "\(saved.error)")
        #expect(saved.lines.dropFirst(2).first?.hasPrefix("Lima") == true)
        #expect(saved.output.contains("America/Lima"))
    }
}

/// `--provider`: every source and their combinations, on the sandbox.
extension WeatherNowTests {
    @Test(
        "every source shows New York on the sandbox",
        arguments: [
            "openweather", "openmeteo", "metno", "nws", "weatherkit", "weatherapi", "metno+nws", "nws,openmeteo",
            "weatherkit+nws",
        ])
    func everySourceShowsNewYork(provider: String) throws {
        let result = try example.run(["--provider", provider, "--city", "New York"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.lines.dropFirst().first?.hasPrefix("New York") == true)
        #expect(result.lines.contains { $0.hasPrefix("Now, ") })
        // WeatherAPI.com's free plan sends three days, and the title says so.
        let days = provider == "weatherapi" ? 3 : 7
        #expect(rows(of: result.lines, after: "\(days) days").count == days)
        #expect(rows(of: result.lines, after: "Hourly").count >= 25)
    }

    @Test func metNorwayNamesOslosZoneAndSaysItIsAnEstimate() throws {
        // MET Norway names no zone and the city search gives none: the zone is Oslo's own, marked as estimated,
        // not an offset such as "GMT+0100".
        let result = try example.run(["--provider", "metno", "--city", "Oslo"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.lines.contains { $0.hasPrefix("Now, ") && $0.hasSuffix("(Europe/Oslo, estimated)") })
        #expect(!result.output.contains("GMT"))
    }

    @Test func aCombinationNamesTheSourceOfEachPart() throws {
        let result = try example.run(["--provider", "metno+nws", "--city", "New York"])
        #expect(result.lines.contains("current, hourly, daily: Data from MET Norway (CC BY 4.0)"))
        #expect(result.lines.contains("alerts: Data from the US National Weather Service (NOAA)"))
        let single = try example.run(["--provider", "nws", "--city", "New York"])
        #expect(single.lines.contains("Data from the US National Weather Service (NOAA)"))
        #expect(!single.lines.contains { $0.hasPrefix("alerts: ") })
    }

    @Test func theNationalWeatherServiceAloneSaysItCoversOnlyTheUnitedStates() throws {
        let result = try example.run(["--provider", "nws"])
        #expect(result.exitCode == 1)
        #expect(result.error.contains("covers only the United States"))
        #expect(result.error.contains("--provider metno+nws"))
        // Combined, MET Norway answers for Berlin and the missing alerts are only a note.
        let combined = try example.run(["--provider", "metno+nws"])
        #expect(combined.exitCode == 0, "\(combined.error)")
        #expect(combined.lines.dropFirst().first?.hasPrefix("Berlin") == true)
    }

    @Test func anUnknownSourceIsAUsageError() throws {
        let result = try example.run(["--provider", "metno+darksky"])
        #expect(result.exitCode == 64)
        #expect(result.error.contains("--provider does not know “darksky”. Sources: openweather, openmeteo, metno"))
        #expect(try example.run(["--provider", "metno+"]).exitCode == 64)
        #expect(try example.run(["--provider", "nws+nws"]).exitCode == 64)
    }

    @Test func liveKeylessSourcesNeedAUserAgentAndKeyedOnesTheirKey() throws {
        let agentless = try example.run(["--provider", "metno", "--live"])
        #expect(agentless.exitCode == 2)
        #expect(agentless.error.contains("WEATHER_USER_AGENT"))
        let kit = try example.run(["--provider", "weatherkit", "--live"])
        #expect(kit.exitCode == 2)
        #expect(kit.error.contains("WEATHERKIT_KEY_FILE"))
        let keyless = try example.run(["--provider", "weatherapi", "--live"])
        #expect(keyless.exitCode == 2)
        #expect(keyless.error.contains("WEATHERAPI_KEY"))
        let sandbox = try example.run(["--provider", "weatherapi", "--city", "Oslo"])
        #expect(sandbox.lines.first?.contains("Use --live with WEATHERAPI_KEY for real data.") == true)
    }
}

/// The air and the sky under the current conditions.
extension WeatherNowTests {
    @Test func theCurrentBlockShowsTheAirAndTheSunAndMoon() throws {
        for provider in ["openweather", "metno", "nws"] {
            let result = try example.run(["--provider", provider, "--city", "Denver"])
            #expect(result.exitCode == 0, "\(result.error)")
            let air = try #require(result.lines.first { $0.hasPrefix("  Air: US AQI ") }, "\(provider)")
            #expect(["Good", "Moderate", "Unhealthy"].contains { air.contains($0) })
            let sky = try #require(result.lines.first { $0.hasPrefix("  Sunrise ") }, "\(provider)")
            #expect(sky.contains(" · Sunset ") && sky.contains(" · Moon: ") && sky.contains("% lit"))
        }
    }
}

/// `search` lists every match with its weather; favorites open by their number.
extension WeatherNowTests {
    @Test func searchListsEveryMatchWithItsWeatherAndHowToOpenIt() throws {
        let result = try example.run(["search", "Springfield"])
        #expect(result.exitCode == 0, "\(result.error)")
        let rows = result.lines.filter { $0.contains("show \"Springfield, ") }
        #expect(rows.count == 3, "\(result.lines)")
        for state in ["Illinois", "Massachusetts", "Missouri"] {
            #expect(rows.contains { $0.contains("show \"Springfield, \(state), US\"") })
        }
        #expect(rows.allSatisfy { $0.contains("°C") })

        // The command a row names opens that place.
        let opened = try example.run(["show", "Springfield, Missouri, US"])
        #expect(opened.exitCode == 0, "\(opened.error)")
        #expect(opened.output.contains("America/Chicago"))
        #expect(!opened.output.contains("places match"))

        let nothing = try example.run(["search", "Nowhere"])
        #expect(nothing.exitCode == 1)
        #expect(nothing.error.contains("No place called “Nowhere” was found"))
    }

    @Test func anAmbiguousNameSaysWhichPlaceIsShownAndHowToChoose() throws {
        let result = try example.run(["--city", "Springfield"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("3 places match “Springfield”; showing Springfield"))
        #expect(result.output.contains("See them all with “weather-now search Springfield”."))
    }

    @Test func aFavoriteOpensByItsNumber() throws {
        let none = try example.run(["show", "1"])
        #expect(none.exitCode == 1)
        #expect(none.error.contains("There are no favorites yet, so there is no favorite number 1."))

        for city in ["Lima", "Oslo"] {
            #expect(try example.run(["favorites", "add", city]).exitCode == 0)
        }
        let second = try example.run(["show", "2"])
        #expect(second.exitCode == 0, "\(second.error)")
        #expect(second.lines.dropFirst().first?.hasPrefix("Oslo") == true)
        #expect(try example.run(["--city", "1"]).lines.dropFirst().first?.hasPrefix("Lima") == true)

        let missing = try example.run(["show", "3"])
        #expect(missing.exitCode == 1)
        #expect(missing.error.contains("There is no favorite number 3; the favorites are numbered 1 to 2."))
    }
}

/// Without location access, the user picks a city by hand.
extension WeatherNowTests {
    @Test func withLocationDeniedACityIsPickedByHandAndKept() throws {
        let script = try example.run(["--location", "denied"])
        #expect(script.exitCode == 2)
        #expect(script.error.contains("Location access is denied"))
        #expect(script.error.contains("Choose a city with --city NAME, or run weather-now at a terminal to pick one."))

        let picked = try example.run(["--location", "denied", "--interactive"], input: "Springfield\n3\nquit\n")
        #expect(picked.exitCode == 0, "\(picked.error)")
        #expect(picked.output.contains("Pick a city by hand instead."))
        #expect(picked.output.contains("  3. Springfield, Illinois, US"))
        #expect(picked.lines.contains { $0.hasPrefix("Springfield, Illinois") })
        #expect(picked.output.contains("America/Chicago"))

        // The pick is kept: a later run without location shows it and says so.
        let later = try example.run(["--location", "denied"])
        #expect(later.exitCode == 0, "\(later.error)")
        #expect(later.output.contains("Showing Springfield, Illinois, US, picked by hand earlier."))
        // The favorites list has no current-place row without location.
        let favorites = try example.run(["--location", "denied", "favorites"])
        #expect(favorites.exitCode == 0, "\(favorites.error)")
        #expect(!favorites.output.contains("(current place)"))
        #expect(try example.run(["--location", "maybe"]).exitCode == 64)
    }
}

/// The prompt at a terminal: arrow keys edit the line and recall earlier ones, and never print `^[[A`.
extension WeatherNowTests {
    @Test func thePromptEditsLinesWithTheArrowKeys() throws {
        let prompt = "weather-now> "
        let result = try example.run(
            [], environment: ["NO_COLOR": "1"], terminal: true, typed: true,
            // Each line is typed when its prompt shows, after the previous command's answer.
            keystrokes: [
                (prompt, "favorites add Lima\r"),
                // "show Olso": left twice, delete the "l" with Backspace, then right and type it after the "s".
                ("Added Lima", ""), (prompt, "show Olso\u{1B}[D\u{1B}[D\u{7F}\u{1B}[Cl\r"),
                ("(Europe/Oslo)", ""), (prompt, "\u{1B}[A\u{1B}[A\r"),
                ("is already a favorite", ""), (prompt, "quit\r"),
            ])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Added Lima"))
        #expect(result.output.contains("(Europe/Oslo)"))
        // Up twice recalled "favorites add Lima".
        #expect(result.output.contains("Lima, PE is already a favorite."))
        #expect(!result.output.contains("^["))
        #expect(!result.error.contains("Unknown command"))
    }
}
