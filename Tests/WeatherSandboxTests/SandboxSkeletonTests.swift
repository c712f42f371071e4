import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherTesting

@testable import WeatherSandbox

/// The sandbox's bodies have the same keys and JSON types as real recorded bodies: nothing the
/// real service does not send, and everything it sends (except what is listed as optional).
@Suite("Skeletons match the real bodies")
struct SandboxSkeletonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Reference files under Fixtures/.
        var references: [String]
        /// The sandbox URL; `{lat}` and `{lon}` are replaced by each input's coordinate.
        var url: String
        /// Reference paths the sandbox may leave out, with the reason in a comment at the case.
        var optional: Set<String> = []
        /// Paths the documentation lists that no reference body happens to have, with their type.
        var documented: [String: String] = [:]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "OpenWeather One Call",
            references: [
                "openweather/onecall3/nairobi-kenya-default-units.json",
                "openweather/onecall25/phoenix-with-alerts.json",
                "openweather/onecall25/boston-imperial-alert-with-tags-2022.json",
            ],
            url: "https://api.openweathermap.org/data/3.0/onecall?lat={lat}&lon={lon}&appid=k",
            // `snow: {"1h": mm}` on `current` and `hourly` (contracts §1); the recorded hours had no snow.
            // `rain: {"1h": mm}` on `current` likewise: no recorded body was taken while it rained.
            documented: [
                "$.current.snow": "object", "$.current.snow.1h": "number", "$.hourly[].snow": "object",
                "$.hourly[].snow.1h": "number", "$.current.rain": "object", "$.current.rain.1h": "number",
            ]),
        Case(
            name: "OpenWeather Current Weather",
            references: ["openweather/current/zocca-docs-sample-with-rain.json"],
            url: "https://api.openweathermap.org/data/2.5/weather?lat={lat}&lon={lon}&appid=k",
            // `snow: {"1h": mm}` (contracts §2); the recorded body has rain instead.
            documented: ["$.snow": "object", "$.snow.1h": "number"]),
        Case(
            name: "OpenWeather Air Pollution",
            references: [
                "openweather/air-pollution/london-2021-01.json",
                "openweather/air-pollution/asuncion-paraguay-aqi4-2024-09.json",
            ],
            url: "https://api.openweathermap.org/data/2.5/air_pollution?lat={lat}&lon={lon}&appid=k"),
        Case(
            name: "OpenWeather 5 day / 3 hour forecast",
            references: [
                "openweather/forecast5/london-latlon.json", "openweather/forecast5/aurora-co-metric-snow-2024.json",
            ],
            url: "https://api.openweathermap.org/data/2.5/forecast?lat={lat}&lon={lon}&appid=k"),
        Case(
            name: "OpenWeather direct geocoding",
            references: [
                "openweather/geo-direct/boston-2022.json", "openweather/geo-reverse/london-5-results-2021.json",
            ],
            url: "https://api.openweathermap.org/geo/1.0/direct?q=Boston&appid=k"),
        Case(
            name: "OpenWeather reverse geocoding",
            references: [
                "openweather/geo-direct/boston-2022.json", "openweather/geo-reverse/london-5-results-2021.json",
            ],
            url: "https://api.openweathermap.org/geo/1.0/reverse?lat=51.5098&lon=-0.1180&limit=5&appid=k"),
        Case(
            name: "OpenWeather zip geocoding",
            references: ["openweather/geo-zip/largo-33760.json"],
            url: "https://api.openweathermap.org/geo/1.0/zip?zip=33760&appid=k"),
        Case(
            name: "OpenWeather 401",
            references: ["openweather/errors/401-invalid-api-key-current.json"],
            url: "https://api.openweathermap.org/data/2.5/weather?q=London&appid=\(SandboxTransport.rejectedAPIKey)"),
        Case(
            name: "OpenWeather 404",
            references: ["openweather/errors/404-city-not-found.json"],
            url: "https://api.openweathermap.org/data/2.5/weather?q=Nowhere&appid=k"),
        Case(
            name: "WeatherAPI.com current with air quality",
            references: ["weatherapi/current/amsterdam-2025.json", "weatherapi/current/london-aqi-yes-2024.json"],
            url: "https://api.weatherapi.com/v1/current.json?key=k&q={lat},{lon}&aqi=yes"),
        Case(
            name: "WeatherAPI.com forecast with alerts and air quality",
            references: [
                "weatherapi/forecast/moscow-2day-aqi-alerts-2025.json",
                "weatherapi/air-quality/brooklyn-forecast-aqi-day-and-hour-air-quality-2025-02-10.json",
            ],
            url: "https://api.weatherapi.com/v1/forecast.json?key=k&q={lat},{lon}&days=2&aqi=yes&alerts=yes"),
        Case(
            name: "WeatherAPI.com search",
            references: ["weatherapi/search/berlin-5-results.json"],
            url: "https://api.weatherapi.com/v1/search.json?key=k&q=Berlin"),
        Case(
            name: "WeatherAPI.com 1006",
            references: ["weatherapi/errors/1006-no-matching-location.json"],
            url: "https://api.weatherapi.com/v1/current.json?key=k&q=Nowhere"),
        Case(
            name: "Open-Meteo forecast, Melbourne's variables",
            references: ["openmeteo/forecast/melbourne-hourly-daily-gmt.json"],
            url: "https://api.open-meteo.com/v1/forecast?latitude={lat}&longitude={lon}&current=is_day"
                + "&hourly=temperature_2m,apparent_temperature,precipitation_probability,precipitation,uv_index,"
                + "wind_speed_10m,wind_gusts_10m,relative_humidity_2m&daily=sunrise,sunset,temperature_2m_max,"
                + "temperature_2m_min,precipitation_sum,precipitation_probability_max"),
        Case(
            name: "Open-Meteo forecast, every block",
            references: ["openmeteo/forecast/berlin-weather-code-all-blocks.json"],
            url: "https://api.open-meteo.com/v1/forecast?latitude={lat}&longitude={lon}&current=weather_code"
                + "&minutely_15=weather_code&hourly=weather_code&daily=weather_code"),
        Case(
            name: "Open-Meteo geocoding",
            references: ["openmeteo/geocoding/hollywood-default-count.json"],
            url: "https://geocoding-api.open-meteo.com/v1/search?name=San",
            // GeoNames' second to fourth administrative levels and postcodes: the gazetteer keeps one region.
            optional: [
                "$.results[].admin2", "$.results[].admin2_id", "$.results[].admin3", "$.results[].admin3_id",
                "$.results[].admin4", "$.results[].admin4_id", "$.results[].postcodes", "$.results[].postcodes[]",
            ]),
        Case(
            name: "Open-Meteo 400",
            references: ["openmeteo/errors/400-invalid-hourly-variable.json"],
            url: "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&hourly=winddiren_10m"),
        Case(
            name: "freetestapi weathers",
            references: ["freetestapi/weathers/all-51-items.json"],
            url: "https://freetestapi.com/api/v1/weathers?limit=60"),
    ]

    static func reference(_ path: String) throws -> JSONSkeleton {
        try JSONSkeleton(WeatherFixtures.data(path))
    }

    @Test("Sandbox bodies have the reference keys and types", arguments: cases)
    func skeleton(_ testCase: Case) async throws {
        var reference = JSONSkeleton.union(try testCase.references.map(Self.reference))
        for (path, type) in testCase.documented {
            reference.insert(type, at: path)
        }
        // Many places and dates, so optional keys (rain, snow, alerts, gusts) show up somewhere.
        let count = testCase.url.contains("/weather?lat") ? 150 : testCase.url.contains("{lat}") ? 40 : 1
        var inputs = Array(SandboxTesting.Inputs(count: count, seed: 21))
        if testCase.url.contains("{lat}"), let moscow = try? Coordinate(latitude: 55.75, longitude: 37.62) {
            inputs.append((moscow, SandboxTesting.january, 3))
        }
        var skeletons: [JSONSkeleton] = []
        for input in inputs {
            let url = testCase.url
                .replacingOccurrences(of: "{lat}", with: String(format: "%.4f", input.coordinate.latitude))
                .replacingOccurrences(of: "{lon}", with: String(format: "%.4f", input.coordinate.longitude))
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            let skeleton = try JSONSkeleton(try await SandboxTesting.get(url, from: sandbox).body)
            #expect(skeleton.differences(from: reference) == [], "\(testCase.name) at \(input.coordinate)")
            skeletons.append(skeleton)
        }
        let missing = JSONSkeleton.union(skeletons).missing(from: reference).filter { !testCase.optional.contains($0) }
        #expect(missing == [], "\(testCase.name) never sends these")
    }
}
