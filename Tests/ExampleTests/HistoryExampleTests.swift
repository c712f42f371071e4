import Foundation
import Testing

/// `weather-history`, run as a subprocess on the sandbox with a fresh data directory per test.
@Suite("weather-history")
struct HistoryExampleTests {
    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-history", dataDirectory: directory.url) }

    @Test func aPastDayOutsideTheArchiveIsNamedAsADay() throws {
        let result = try example.run(["past", "2030-01-01", "Lisbon"])
        #expect(result.exitCode == 1, "\(result.error)")
        #expect(result.error.contains("2030-01-01 is in the future"))
        #expect(!result.error.contains("+0000"))
    }

    @Test func savedCitiesReadingsAndTheirHistoryPersistAcrossRuns() throws {
        let empty = try example.run([])
        #expect(empty.exitCode == 0, "\(empty.error)")
        #expect(
            empty.lines.first
                == "Offline sandbox: generated weather, no key needed. Use --live with OPENWEATHER_API_KEY for real data."
        )
        #expect(empty.output.contains("No saved cities yet."))

        #expect(try example.run(["add", "Lisbon"]).output.contains("Saved Lisbon, PT as city number 1."))
        #expect(try example.run(["add", "Oslo"]).output.contains("Saved Oslo, NO as city number 2."))
        #expect(try example.run(["add", "lisbon"]).output.contains("Lisbon, PT is already saved."))
        let cities = try example.run(["cities"])
        #expect(cities.lines.contains { $0.contains("1.") && $0.contains("Lisbon") && $0.contains("never") })

        let show = try example.run(["show", "Lisbon"])
        #expect(show.exitCode == 0, "\(show.error)")
        for label in ["Temperature", "Conditions", "Humidity", "Wind"] {
            #expect(show.lines.contains { $0.hasPrefix("  \(label)") }, "missing \(label)")
        }
        #expect(show.output.contains("(Europe/Lisbon)"))
        #expect(show.output.contains("Reading 1 in the history of Lisbon."))
        #expect(try example.run(["show", "1"]).output.contains("Reading 2 in the history of Lisbon."))
        #expect(try example.run(["show", "Oslo"]).output.contains("Reading 1 in the history of Oslo."))

        let history = try example.run(["history", "Lisbon"])
        #expect(history.exitCode == 0, "\(history.error)")
        #expect(history.output.contains("History of Lisbon, PT · newest first"))
        // In the city's own time, with its zone named.
        #expect(history.output.contains("Taken (Europe/Lisbon)"))
        let rows = readingRows(history)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.contains("°C") && $0.contains("%") && $0.contains("just now") })
        #expect(history.output.contains("Trend "))
        #expect(readingRows(try example.run(["history", "Lisbon", "--limit", "1"])).count == 1)

        let listed = try example.run([])
        #expect(listed.lines.contains { $0.contains("Lisbon") && $0.contains("°C") && $0.contains("just now") })
        #expect(try example.run(["remove", "1"]).output.contains("Removed Lisbon, PT."))
        #expect(try example.run([]).lines.contains { $0.contains("1.") && $0.contains("Oslo") })
    }

    @Test func historyIsListedInTheCitysOwnTimeWithItsZoneNamed() throws {
        let show = try example.run(["show", "Tokyo"])
        #expect(show.exitCode == 0, "\(show.error)")
        #expect(show.output.contains("(Asia/Tokyo)"))
        let history = try example.run(["history", "Tokyo"])
        #expect(history.output.contains("Taken (Asia/Tokyo)"))
        #expect(!history.output.contains("GMT"))
    }

    @Test func offlineTheSavedReadingComesBackWithItsAge() throws {
        _ = try example.run(["add", "Lisbon"])
        let none = try example.run(["show", "Lisbon", "--offline"])
        #expect(none.exitCode == 3)
        #expect(none.error.contains("could not be reached"))

        #expect(try example.run(["show", "Lisbon"]).exitCode == 0)
        let offline = try example.run(["show", "Lisbon", "--offline"])
        #expect(offline.exitCode == 0, "\(offline.error)")
        #expect(
            offline.output.contains(
                "Could not reach OpenWeather (the network is switched off by --offline); showing sandbox weather from OpenWeather saved just now."
            ))
        #expect(offline.lines.contains { $0.hasPrefix("  Temperature") })
        // A cached reading is not a new one: the history still holds one.
        #expect(readingRows(try example.run(["history", "Lisbon", "--offline"])).count == 1)
    }

    @Test func showingACityThatIsNotSavedSavesItAndSaysSo() throws {
        let first = try example.run(["show", "Porto"])
        #expect(first.exitCode == 0, "\(first.error)")
        #expect(first.output.contains("Saved Porto, PT as city number 1 so its readings build a history."))
        #expect(first.output.contains("Remove it with “weather-history cities remove 1”."))
        #expect(try example.run([]).lines.contains { $0.contains("1.") && $0.contains("Porto") })
        let again = try example.run(["show", "Porto"])
        #expect(!again.output.contains("Saved Porto"))
        #expect(again.output.contains("Reading 2 in the history of Porto."))
    }

    @Test func unknownCitiesAndNumbersAreClearFailures() throws {
        let unknown = try example.run(["show", "Nowhere"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.error.contains("No place called “Nowhere” was found."))
        let number = try example.run(["history", "3"])
        #expect(number.exitCode == 1)
        #expect(number.error.contains("There are no saved cities yet."))
        let limit = try example.run(["history", "Lisbon", "--limit", "0"])
        #expect(limit.exitCode == 64)
    }

    @Test func helpAndNoColor() throws {
        let help = try example.run(["--help"])
        #expect(help.exitCode == 0)
        for text in ["cities", "add CITY", "show CITY", "history CITY", "--limit N", "--offline"] {
            #expect(help.output.contains(text), "missing \(text)")
        }
        _ = try example.run(["add", "Lisbon"])
        _ = try example.run(["show", "Lisbon"])
        let coloured = try example.run([], terminal: true)
        #expect(coloured.output.contains("\u{1B}["))
        let plain = try example.run([], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(plain.exitCode == 0, "\(plain.error)")
        #expect(plain.output.contains("Lisbon"))
        #expect(!plain.output.contains("\u{1B}"))
    }

    /// The rows of a history table: lines that start with a day and a month, such as `  22 Nov 19:05`.
    private func readingRows(_ result: ExampleProcess.Result) -> [String] {
        result.lines.filter { line in
            let words = line.split(separator: " ")
            return words.count > 2 && Int(words[0]) != nil && words[1].count == 3 && words[2].contains(":")
        }
    }
}

/// `weather-history past DATE CITY`: a saved city's weather on a past day, from the archive.
extension HistoryExampleTests {
    @Test func aSavedCitysPastDayShowsTheDayAndItsHours() throws {
        #expect(try example.run(["add", "Lisbon"]).exitCode == 0)
        let result = try example.run(["past", "2024-07-14", "1"])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.lines.dropFirst().first?.hasPrefix("Lisbon, PT · 2024-07-14 · past weather") == true)
        for label in ["Conditions", "High", "Low", "Precipitation", "Sun", "Moon"] {
            #expect(result.lines.contains { $0.hasPrefix("  \(label)") }, "missing \(label)")
        }
        // OpenWeather answers one reading per call: the day is read every third hour, and says so.
        #expect(result.lines.contains { $0.hasPrefix("  Hours ") && $0.hasSuffix("00:00 → 21:00") })
        #expect(result.lines.contains("  High: the highest of 8 readings, one every 3 hours"))
        #expect(result.lines.contains("  Precipitation: readings at instants do not give the day's total"))
        let hours = result.lines.drop { !$0.hasPrefix("  Time") }.dropFirst().filter { !$0.isEmpty }
            .map { String($0.dropFirst(2).prefix(5)) }
        #expect(hours == ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00"])

        // The Open-Meteo archive has every hour, and the day's precipitation.
        let archive = try example.run(["past", "2024-07-14", "Lisbon", "--provider", "openmeteo"])
        #expect(archive.exitCode == 0, "\(archive.error)")
        #expect(archive.output.contains("past weather from the Open-Meteo archive"))
        // Open-Meteo cuts the day in the offset Lisbon has when it is asked (WEST in summer, WET in winter), so the
        // 24 hours of 14 July run from midnight or from 01:00 on Lisbon's summer clocks.
        #expect(
            archive.lines.contains { line in
                line.hasPrefix("  Hours ") && (line.hasSuffix("00:00 → 23:00") || line.hasSuffix("01:00 → 00:00"))
            })
        #expect(archive.lines.contains { $0.hasPrefix("  Precipitation") && $0.hasSuffix(" mm") })
        // The past day is not added to the readings' history.
        #expect(try example.run(["history", "Lisbon"]).output.contains("No readings of Lisbon yet."))
    }

    @Test func aDayTheArchiveDoesNotCoverOrAMalformedDateIsAClearFailure() throws {
        let recent = try example.run(["past", Self.isoDay(Date()), "Lisbon", "--provider", "openmeteo"])
        #expect(recent.exitCode == 1)
        #expect(recent.error.contains("The Open-Meteo archive covers 1 January 1940 to about five days ago."))
        let early = try example.run(["past", "1939-12-31", "Lisbon", "--provider", "openmeteo"])
        #expect(early.exitCode == 1)
        #expect(early.error.contains("past weather from"))
        let future = try example.run(["past", Self.isoDay(Date().addingTimeInterval(3 * 86_400)), "Lisbon"])
        #expect(future.exitCode == 1)
        #expect(future.error.contains("OpenWeather's timemachine covers 1 January 1979 to today."))
        let beforeOpenWeather = try example.run(["past", "1978-12-31", "Lisbon"])
        #expect(beforeOpenWeather.exitCode == 1)
        let malformed = try example.run(["past", "2024-02-30", "Lisbon"])
        #expect(malformed.exitCode == 64)
        #expect(malformed.error.contains("DATE must be a day written yyyy-MM-dd"))
    }

    static func isoDay(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Lisbon")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
