import Foundation
import Testing

/// `weather-list`, run as a subprocess on the sandbox with a fresh data directory per test.
@Suite("weather-list")
struct ListExampleTests {
    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-list", dataDirectory: directory.url) }

    @Test func pagesAreAlignedTablesOfTheWholeList() throws {
        let first = try example.run([])
        #expect(first.exitCode == 0, "\(first.error)")
        #expect(first.lines.first == "Offline sandbox: generated weather, no key needed. Use --live for real data.")
        let pages = try #require(first.lines.first { $0.hasPrefix("Page 1 of ") })
        let total = try #require(Int(pages.dropFirst("Page 1 of ".count).prefix { $0.isNumber }))
        #expect(total > 10)
        let header = try #require(first.lines.first { $0.contains("Country") })
        for column in ["ID", "City", "Temp", "Sky", "Humidity", "Wind"] {
            #expect(header.contains(column), "missing \(column)")
        }
        let rows = cityRows(first)
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0.contains("°C") && $0.contains("%") && $0.contains("km/h") })
        // Aligned on screen: every row ends its humidity column where the header does, counting the columns a
        // terminal gives each character (an emoji such as ☁️ takes two).
        let humidityEnd = try #require(header.range(of: "Humidity")?.upperBound).utf16Offset(in: header)
        #expect(rows.allSatisfy { row in Self.prefix(row, columns: humidityEnd).hasSuffix("%") }, "\(rows)")
        #expect(first.output.contains("More: weather-list next (page 2)"))
        #expect(!first.output.contains("prev"))

        let last = try example.run(["page", "\(total)"])
        #expect(last.exitCode == 0, "\(last.error)")
        // The list's length, from the rows of its last page, gives the page count at any page size.
        let count = (total - 1) * 10 + cityRows(last).count

        let second = try example.run(["page", "2", "--page-size", "5"])
        #expect(second.exitCode == 0, "\(second.error)")
        #expect(second.output.contains("Page 2 of \((count + 4) / 5)"))
        #expect(cityRows(second).map { $0.split(separator: " ").first } == ["6", "7", "8", "9", "10"])

        #expect(!last.output.contains("next (page"))
        #expect(last.output.contains("More: weather-list prev (page \(total - 1))"))
        let beyond = try example.run(["page", "\(total + 1)"])
        #expect(beyond.exitCode == 1)
        #expect(beyond.error.contains("There is no page \(total + 1)"))
    }

    @Test func nextAndPrevMoveFromThePageShownLast() throws {
        #expect(try example.run([]).output.contains("Page 1 of"))
        let second = try example.run(["next"])
        #expect(second.output.contains("Page 2 of"), "\(second.error)")
        #expect(second.output.contains("More: weather-list next (page 3) · weather-list prev (page 1)"))
        #expect(try example.run(["prev"]).output.contains("Page 1 of"))
        let before = try example.run(["prev"])
        #expect(before.exitCode == 1)
        #expect(before.error.contains("Page 1 is the first page; go on with “weather-list next”."))

        // At the prompt the hints name the prompt's own commands.
        let prompt = try example.run(["--interactive"], input: "next\nnext\nprev\nquit\n")
        #expect(prompt.exitCode == 0, "\(prompt.error)")
        #expect(prompt.output.contains("More: next (page 2)"))
        #expect(prompt.output.contains("Page 3 of"))
        #expect(!prompt.output.contains("weather-list next"))
    }

    @Test func allPagesThroughTheListWithProgressOnATerminal() throws {
        let plain = try example.run(["all"])
        #expect(plain.exitCode == 0, "\(plain.error)")
        let heading = try #require(plain.lines.first { $0.hasPrefix("All ") })
        let count = try #require(Int(heading.dropFirst(4).prefix { $0.isNumber }))
        #expect(cityRows(plain).count == count)
        #expect(plain.error.isEmpty)

        let terminal = try example.run(["all"], terminal: true)
        #expect(terminal.exitCode == 0, "\(terminal.error)")
        #expect(terminal.error.contains("Loading pages"))
    }

    @Test func searchIgnoresCaseAndAccents() throws {
        let result = try example.run(["search", "sao"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(cityRows(result).contains { $0.contains("São Paulo") })
        #expect(cityRows(result).allSatisfy { $0.lowercased().contains("são") || $0.lowercased().contains("sao") })
        let nothing = try example.run(["search", "Nowhere"])
        #expect(nothing.exitCode == 1)
        #expect(nothing.error.contains("No city in the list matches “Nowhere”."))
    }

    @Test func favoritesAreStarredAndPersist() throws {
        #expect(try example.run(["favorites"]).output.contains("No favorites yet."))
        let added = try example.run(["favorite", "3"])
        #expect(added.exitCode == 0, "\(added.error)")
        let name = try #require(cityRows(try example.run(["page", "1"])).first { $0.contains("★") })
        #expect(name.contains(" 3 "))
        #expect(try example.run(["favorite", "3"]).output.contains("is already a favorite."))
        #expect(try example.run(["favorite", "12"]).exitCode == 0)
        let favorites = cityRows(try example.run(["favorites"]))
        #expect(favorites.map { $0.split(separator: " ").dropFirst().first } == ["3", "12"])

        #expect(try example.run(["unfavorite", "3"]).output.contains("from the favorites."))
        #expect(cityRows(try example.run(["favorites"])).count == 1)
        let notFavorite = try example.run(["unfavorite", "3"])
        #expect(notFavorite.exitCode == 1)
        #expect(notFavorite.error.contains("City 3 is not a favorite."))
        let unknown = try example.run(["favorite", "99999"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.error.contains("There is no city with id 99999."))
    }

    @Test func detailsShowTheNextTwoDays() throws {
        let result = try example.run(["details", "1"])
        #expect(result.exitCode == 0, "\(result.error)")
        for label in ["Temperature", "Conditions", "Humidity", "Wind"] {
            #expect(result.lines.contains { $0.hasPrefix("  \(label)") }, "missing \(label)")
        }
        let days = Array(result.lines.drop { $0 != "Next two days" }.dropFirst(2).prefix { !$0.isEmpty })
        #expect(days.count == 2)
        let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        #expect(days.allSatisfy { day in weekdays.contains { day.hasPrefix("  \($0)") } })
    }

    @Test func offlineItShowsTheSavedListAndItsAge() throws {
        let none = try example.run(["--offline"])
        #expect(none.exitCode == 3)
        #expect(none.error.contains("No list was saved by an earlier run"))

        let online = try example.run(["page", "3"])
        #expect(online.exitCode == 0, "\(online.error)")
        let offline = try example.run(["page", "3", "--offline"])
        #expect(offline.exitCode == 0, "\(offline.error)")
        #expect(offline.output.contains("could not be reached"))
        #expect(offline.output.contains("Showing the sandbox list saved just now."))
        #expect(cityRows(offline) == cityRows(online))
        let details = try example.run(["details", "25", "--offline"])
        #expect(details.exitCode == 0, "\(details.error)")
        #expect(details.output.contains("Next two days"))
    }

    @Test func helpAndNoColor() throws {
        let help = try example.run(["--help"])
        #expect(help.exitCode == 0)
        for text in [
            "page N", "all", "search TEXT", "details ID", "favorite ID", "favorites", "--page-size N", "--offline",
        ] {
            #expect(help.output.contains(text), "missing \(text)")
        }
        let coloured = try example.run([], terminal: true)
        #expect(coloured.output.contains("\u{1B}["))
        let plain = try example.run([], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(plain.exitCode == 0, "\(plain.error)")
        #expect(plain.output.contains("Page 1 of"))
        #expect(!plain.output.contains("\u{1B}"))
    }

    /// The rows of the city tables, as printed: lines whose first cell is a city id (after an optional star).
    private func cityRows(_ result: ExampleProcess.Result) -> [String] {
        result.lines.filter { line in
            let words = line.split(separator: " ")
            let id = words.first == "★" ? words.dropFirst().first : words.first
            return id.flatMap { Int($0) } != nil
        }
    }

    /// The start of `line` that fills `columns` terminal columns: emoji (U+FE0F or from U+1F300) take two.
    static func prefix(_ line: String, columns: Int) -> String {
        var used = 0
        var result = ""
        for character in line {
            let scalars = character.unicodeScalars
            let width = scalars.contains("\u{FE0F}") || (scalars.first?.value ?? 0) >= 0x1F300 ? 2 : 1
            guard used + width <= columns else { break }
            used += width
            result.append(character)
        }
        return result
    }
}
