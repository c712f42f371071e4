import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

@Suite("National Weather Service bodies")
struct NationalWeatherServiceSandboxTests {
    static let userAgent = "SandboxTests/1.0 (tests@weather.example.org)"
    static let base = "https://api.weather.gov"

    static func get(
        _ path: String, from sandbox: SandboxTransport, headers: [String: String] = ["User-Agent": userAgent]
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: base + path))
        return try await sandbox.send(HTTPRequest(method: .get, url: url, headers: headers))
    }

    static func client(_ sandbox: SandboxTransport, now: Date = SandboxTesting.june) -> NationalWeatherServiceClient {
        NationalWeatherServiceClient(
            transport: sandbox,
            configuration: .init(userAgent: userAgent, retryPolicy: .none, now: { now }))
    }

    @Test(
        "places in the United States and its territories get an office, a cell and their zone",
        arguments: [
            (40.7128, -74.006, "OKX", "America/New_York"), (61.2181, -149.9003, "AER", "America/Anchorage"),
            (21.3069, -157.8583, "HFO", "Pacific/Honolulu"), (18.4655, -66.1057, "SJU", "America/Puerto_Rico"),
            (34.0522, -118.2437, "LOX", "America/Los_Angeles"), (13.4757, 144.7489, "GUM", "Pacific/Guam"),
        ])
    func points(latitude: Double, longitude: Double, office: String, zone: String) async throws {
        let sandbox = SandboxTesting.sandbox()
        let response = try await Self.get("/points/\(latitude),\(longitude)", from: sandbox)
        #expect(response.statusCode == 200)
        #expect(response.value(forHeader: "Content-Type") == "application/geo+json")
        let properties = try #require(try SandboxTesting.object(response)["properties"] as? [String: Any])
        #expect(properties["gridId"] as? String == office)
        #expect(properties["timeZone"] as? String == zone)
        let x = try #require(properties["gridX"] as? Int)
        let y = try #require(properties["gridY"] as? Int)
        #expect(properties["forecast"] as? String == "\(Self.base)/gridpoints/\(office)/\(x),\(y)/forecast")
        // The cell's forecast is served, and for the same place: its centre lies within a cell of the point.
        let forecast = try await Self.get("/gridpoints/\(office)/\(x),\(y)/forecast", from: sandbox)
        #expect(forecast.statusCode == 200)
    }

    @Test(
        "places outside the service's area get its InvalidPoint problem",
        arguments: [
            (51.5074, -0.1278), (43.6532, -79.3832), (49.2827, -123.1207), (32.5149, -117.0382), (0.0, 0.0),
            (-33.8688, 151.2093),
        ])
    func outside(latitude: Double, longitude: Double) async throws {
        let response = try await Self.get("/points/\(latitude),\(longitude)", from: SandboxTesting.sandbox())
        #expect(response.statusCode == 404)
        #expect(response.value(forHeader: "Content-Type") == "application/problem+json")
        let body = try SandboxTesting.object(response)
        #expect(body["type"] as? String == "https://api.weather.gov/problems/InvalidPoint")
        #expect(body["title"] as? String == "Data Unavailable For Requested Point")
        #expect((body["correlationId"] as? String)?.count == 7)
    }

    @Test func aRequestWithoutAUserAgentIsForbidden() async throws {
        let sandbox = SandboxTesting.sandbox()
        for path in ["/points/40.7128,-74.006", "/gridpoints/OKX/300,300/forecast", "/alerts/active?point=40.7,-74"] {
            let response = try await Self.get(path, from: sandbox, headers: [:])
            #expect(response.statusCode == 403, "\(path)")
        }
    }

    @Test func anUnknownOfficeOrACellOutsideTheAreaIsNotFound() async throws {
        let sandbox = SandboxTesting.sandbox()
        #expect(try await Self.get("/gridpoints/XYZ/300,300/forecast", from: sandbox).statusCode == 404)
        #expect(try await Self.get("/gridpoints/OKX/300,-3/forecast", from: sandbox).statusCode == 404)
        #expect(try await Self.get("/gridpoints/OKX/9000,300/forecast/hourly", from: sandbox).statusCode == 404)
    }

    @Test func theClientMapsTheSandboxsForecastsForNewYork() async throws {
        let client = Self.client(SandboxTesting.sandbox())
        let weather = try await client.weather(at: try Coordinate(latitude: 40.7128, longitude: -74.006))
        #expect(weather.source.provider == .nationalWeatherService && weather.source.isSandbox)
        #expect(weather.timeZone.identifier == "America/New_York")
        #expect(weather.hourly.count == 156)
        #expect(weather.hourly.first?.date == SandboxTesting.june)
        #expect((7...8).contains(weather.daily.count))
        #expect(weather.current?.date == SandboxTesting.june)
        // June in New York: highs in the teens to mid-thirties °C, every low below its high or equal.
        for day in weather.daily {
            #expect((10...40).contains(day.highTemperature.value), "\(day.date)")
            #expect(day.lowTemperature.value <= day.highTemperature.value + 3, "\(day.date)")
        }
        #expect(weather.daily.dropFirst().allSatisfy { $0.summary?.isEmpty == false })
    }

    @Test func theSandboxAgreesWithItsOtherServicesAboutTheSamePlace() async throws {
        let sandbox = SandboxTesting.sandbox()
        let newYork = try Coordinate(latitude: 40.7128, longitude: -74.006)
        let nws = try await Self.client(sandbox).weather(at: newYork, including: .hourly)
        let meteo = try await OpenMeteoClient(transport: sandbox).weather(at: newYork, including: .hourly)
        let nwsHour = try #require(nws.hourly.first)
        let meteoHour = try #require(meteo.hourly.first { $0.date == nwsHour.date })
        // The NWS writes whole °F: within 0.3 °C of the same sample.
        #expect(abs(nwsHour.temperature.value - meteoHour.temperature.value) < 0.35)
    }

    @Test func hotDaysBringAlertsWithCAPFields() async throws {
        // Phoenix in June is hot enough for the generator's heat advisories.
        let phoenix = try Coordinate(latitude: 33.4484, longitude: -112.074)
        var found: WeatherAlert?
        for day in 0..<20 where found == nil {
            let now = SandboxTesting.june.addingTimeInterval(Double(day) * 86_400)
            let client = Self.client(SandboxTesting.sandbox(at: now), now: now)
            found = try await client.weather(at: phoenix, including: .alerts).alerts.first
        }
        let alert = try #require(found)
        #expect(alert.event == "Heat Advisory" || alert.event.hasSuffix("Warning"))
        #expect(alert.severity != nil && alert.urgency != nil && alert.certainty != nil)
        #expect(alert.sender == "NWS PSR")
        #expect(alert.areas == "Phoenix area")
        #expect(alert.end > alert.start)
    }

    @Test func londonIsNotCoveredAndFillingAlertsFromTheServiceSaysSo() async throws {
        let sandbox = SandboxTesting.sandbox()
        let nws = Self.client(sandbox)
        let london = try Coordinate(latitude: 51.5074, longitude: -0.1278)
        let error = await #expect(throws: WeatherError.self) { try await nws.weather(at: london, including: .all) }
        #expect(error?.code == .notFound)
        #expect(error?.message.contains("United States") == true)

        let metno = METNorwayClient(userAgent: Self.userAgent, transport: sandbox)
        let combined = metno.filling(.alerts, from: nws)
        let newYork = try await combined.weather(at: try Coordinate(latitude: 40.7128, longitude: -74.006))
        #expect(newYork.source(of: .alerts).provider == .nationalWeatherService)
        #expect(newYork.source(of: .daily).provider == .metNorway)
        let abroad = try await combined.weather(at: london)
        #expect(abroad.source(of: .daily).provider == .metNorway)
        #expect(abroad.notes.contains { $0.kind == .otherSource || $0.kind == .missing })
    }
}

/// The sandbox sample of the National Weather Service article, line for line.
@Suite("National Weather Service article: testing offline")
struct NationalWeatherServiceArticleSandboxTests {
    @Test func sandboxSample() async throws {
        let sandbox = SandboxTransport()
        let agent = "AcmeWeatherApp/0.9 (ops@acme.example)"
        let client = NationalWeatherServiceClient(userAgent: agent, transport: sandbox)
        let weather = try await client.weather(at: try Coordinate(latitude: 40.7128, longitude: -74.006))

        #expect(weather.daily.count >= 7)
        #expect(weather.source.isSandbox)
        #expect(weather.source.attribution == "Data from the US National Weather Service (NOAA)")
    }
}
