import Foundation
import Testing

/// `weather-tracker`, run as a subprocess on the sandbox with a fresh data directory per test.
@Suite("weather-tracker")
struct WeatherTrackerTests {
    let directory = TemporaryDirectory()
    var example: ExampleProcess { ExampleProcess("weather-tracker", dataDirectory: directory.url) }

    @Test func withNoCitySavedItSaysSoAndSuggestsASearch() throws {
        let result = try example.run([])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(
            result.lines.first
                == "Offline sandbox: generated weather, no key needed. Use --live with WEATHERAPI_KEY for real data.")
        #expect(result.output.contains("No city saved yet."))
        #expect(result.output.contains("weather-tracker search CITY"))
    }

    @Test func searchSelectAndShowPersistAcrossRuns() throws {
        let search = try example.run(["search", "São Paulo"])
        #expect(search.exitCode == 0, "\(search.error)")
        let match = try #require(search.lines.first { $0.hasPrefix("1.") })
        #expect(match.contains("São Paulo"))

        let select = try example.run(["select", "1"])
        #expect(select.exitCode == 0, "\(select.error)")
        #expect(select.output.contains("Selected São Paulo"))

        let show = try example.run([])
        #expect(show.exitCode == 0, "\(show.error)")
        #expect(show.lines.dropFirst().first?.hasPrefix("São Paulo") == true)
        for label in ["Temperature", "Condition", "Humidity", "UV index", "Feels like"] {
            #expect(show.lines.contains { $0.hasPrefix("  \(label)") }, "missing \(label)")
        }
        // The time in the city's zone, named as WeatherAPI.com names it.
        #expect(show.lines.contains { $0.hasPrefix("  Updated") && $0.contains("(America/Sao_Paulo)") })
        let icon = try #require(show.lines.first { $0.hasPrefix("  Icon") })
        #expect(icon.contains("https://"))
        #expect(try example.run(["show"]).output == show.output)
    }

    @Test func searchShowsEachCitysWeatherNow() throws {
        let search = try example.run(["search", "Springfield"])
        #expect(search.exitCode == 0, "\(search.error)")
        let rows = search.lines.filter { $0.range(of: #"^\d+\. "#, options: .regularExpression) != nil }
        #expect(rows.count == 3)
        let header = try #require(search.lines.first { $0.contains("City") })
        #expect(header.contains("Temp") && header.contains("Sky"))
        for row in rows {
            #expect(row.contains("°C"), "\(row)")
            #expect(
                ["☀️", "🌤", "🌙", "⛅", "☁️", "🌫", "🌧", "🌦", "🌨", "❄️", "⛈", "💨"].contains { row.contains($0) }, "\(row)")
        }
        #expect(search.lines.contains("Select one: weather-tracker select N"))

        // The temperature a row shows is the one the city's screen shows.
        let first = try #require(rows.first)
        let temperature = try #require(first.range(of: #"-?\d+°C"#, options: .regularExpression).map { first[$0] })
        let select = try example.run(["select", "1"])
        let shown = try #require(select.lines.first { $0.hasPrefix("  Temperature") })
        #expect(shown.contains(temperature))
    }

    @Test func trackSelectsTheBestMatch() throws {
        let track = try example.run(["track", "Lisbon"])
        #expect(track.exitCode == 0, "\(track.error)")
        #expect(track.output.contains("Selected Lisbon"))
        #expect(try example.run(["show"]).lines.dropFirst().first?.hasPrefix("Lisbon") == true)
    }

    @Test func selectingOutsideTheLastSearchFails() throws {
        let nothing = try example.run(["select", "1"])
        #expect(nothing.exitCode == 1)
        #expect(nothing.error.contains("search first"))
        _ = try example.run(["search", "Paris"])
        let tooFar = try example.run(["select", "99"])
        #expect(tooFar.exitCode == 1)
        #expect(tooFar.error.contains("There is no city number 99"))
    }

    @Test func anUnknownCityIsAClearFailure() throws {
        let result = try example.run(["track", "Nowhere"])
        #expect(result.exitCode == 1)
        #expect(result.error.contains("No place called “Nowhere” was found."))
        let search = try example.run(["search", "Nowhere"])
        #expect(search.exitCode == 1)
        #expect(search.error.contains("No place called “Nowhere” was found."))
    }

    @Test func helpListsTheCommands() throws {
        let result = try example.run(["-h"])
        #expect(result.exitCode == 0)
        for text in ["search TEXT", "select N", "track CITY", "WEATHERAPI_KEY", "--data-dir PATH"] {
            #expect(result.output.contains(text), "missing \(text)")
        }
    }

    @Test func liveWithoutAKeyExitsWith2() throws {
        let result = try example.run(["show", "--live"], environment: ["WEATHERAPI_KEY": " "])
        #expect(result.exitCode == 2)
        #expect(result.error.contains("WEATHERAPI_KEY"))
    }

    @Test func theInteractivePromptAsksForACityWhenNoneIsSaved() throws {
        let result = try example.run(["--interactive"], input: "São Paulo\n1\nshow\nquit\n")
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("No city saved yet."))
        #expect(result.output.contains("Search for a city"))
        #expect(result.output.contains("Selected São Paulo"))
        #expect(result.lines.filter { $0.hasPrefix("  Temperature") }.count == 2)
        #expect(try example.run(["show"]).output.contains("São Paulo"))
    }

    @Test func noColorMeansNoEscapeCodes() throws {
        _ = try example.run(["track", "Oslo"])
        let result = try example.run([], environment: ["NO_COLOR": "yes"], terminal: true)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("Temperature"))
        #expect(!result.output.contains("\u{1B}"))
    }
}

/// A fresh folder for one test's data directory, removed when the test ends.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weather-examples-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

extension WeatherTrackerTests {
    @Test(
        "saved weather says whether the service was unreachable or answered without weather",
        arguments: [
            ("offline", "Could not reach WeatherAPI.com (the network is switched off"),
            ("rate-limit", "WeatherAPI.com gave no fresh weather (WeatherAPI.com error 2007"),
            ("bad-key", "WeatherAPI.com gave no fresh weather (WeatherAPI.com error 2006"),
            ("timeout", "WeatherAPI.com gave no fresh weather (a time-out acted out by the sandbox"),
        ])
    func savedWeatherNamesTheCause(fault: String, notice: String) throws {
        _ = try example.run(["track", "Oslo"])
        let result = try example.run(["show", "--simulate", fault])
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains(notice), "\(result.output)")
        #expect(result.output.contains("showing sandbox weather from WeatherAPI.com saved just now."))
    }

    @Test func offlineItShowsTheSavedWeatherAndSaysHowOld() throws {
        _ = try example.run(["track", "Oslo"])
        let saved = try example.run(["show", "--offline"])
        #expect(saved.exitCode == 0, "\(saved.error)")
        #expect(
            saved.output.contains(
                "Could not reach WeatherAPI.com (the network is switched off by --offline); showing sandbox weather from WeatherAPI.com saved just now."
            ))
        #expect(saved.output.contains("Temperature"))
    }
}
