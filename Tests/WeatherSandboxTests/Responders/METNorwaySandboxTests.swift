import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherTesting

@testable import WeatherSandbox

@Suite("MET Norway bodies")
struct METNorwaySandboxTests {
    static let userAgent = "SandboxTests/1.0 weather.example.org"
    /// The forecast's data sets without minutes, which would add a request to the nowcast: what the cache tests count.
    static let forecastOnly: WeatherDataSet = [.current, .hourly, .daily]
    static let base = "https://api.met.no/weatherapi/locationforecast/2.0/"
    /// 2025-06-15 12:00:00 UTC plus 10 minutes 20 seconds.
    static let now = SandboxTesting.june.addingTimeInterval(620)

    static func get(
        _ path: String, from sandbox: SandboxTransport, headers: [String: String] = ["User-Agent": userAgent]
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: base + path))
        return try await sandbox.send(HTTPRequest(method: .get, url: url, headers: headers))
    }

    static func steps(_ body: [String: Any]) throws -> [[String: Any]] {
        try #require((body["properties"] as? [String: Any])?["timeseries"] as? [[String: Any]])
    }

    @Test("compact has the service's shape: hourly for about 60 hours, then six-hourly to about nine days")
    func shape() async throws {
        let sandbox = SandboxTesting.sandbox(at: Self.now)
        let response = try await Self.get("compact?lat=59.9139&lon=10.7522&altitude=12", from: sandbox)
        #expect(response.statusCode == 200)
        let body = try SandboxTesting.object(response)
        #expect(body["type"] as? String == "Feature")
        let geometry = try #require(body["geometry"] as? [String: Any])
        #expect(geometry["coordinates"] as? [Double] == [10.7522, 59.9139, 12])
        let meta = try #require((body["properties"] as? [String: Any])?["meta"] as? [String: Any])
        #expect(meta["updated_at"] as? String == "2025-06-15T12:00:00Z")
        #expect((meta["units"] as? [String: String])?.count == 7)

        let steps = try Self.steps(body)
        #expect((82...90).contains(steps.count))
        let times = try steps.map { try #require(($0["time"] as? String).flatMap(ISO8601DateFormatter().date)) }
        #expect(times.first == SandboxTesting.june)
        let gaps = zip(times, times.dropFirst()).map { Int($1.timeIntervalSince($0)) }
        let hourly = gaps.prefix { $0 == 3600 }.count
        #expect((54...60).contains(hourly))
        #expect(gaps.dropFirst(hourly).allSatisfy { $0 == 6 * 3600 })
        #expect((9 * 86_400...10 * 86_400).contains(Int(times.last!.timeIntervalSince(times.first!))))

        for (index, step) in steps.enumerated() {
            let data = try #require(step["data"] as? [String: Any])
            let details = try #require((data["instant"] as? [String: Any])?["details"] as? [String: Any])
            #expect(details.count == 6)
            let later = Set(times.dropFirst(index + 1))
            for (key, hours) in [("next_1_hours", 1), ("next_6_hours", 6), ("next_12_hours", 12)] {
                #expect(
                    (data[key] != nil) == later.contains(times[index].addingTimeInterval(Double(hours * 3600))),
                    "\(key) at step \(index)")
            }
            if let next12 = data["next_12_hours"] as? [String: Any] {
                #expect((next12["details"] as? [String: Any])?.isEmpty == true)
            }
            if let next1 = data["next_1_hours"] as? [String: Any] {
                let symbol = try #require((next1["summary"] as? [String: String])?["symbol_code"])
                #expect(WeatherCondition(metNorwaySymbol: symbol) != .unknown, "\(symbol)")
            }
        }
        #expect((steps.last?["data"] as? [String: Any])?.keys.sorted() == ["instant"])
    }

    @Test("complete adds its variables; the .json aliases answer the same bodies")
    func completeAndAliases() async throws {
        let sandbox = SandboxTesting.sandbox(at: Self.now)
        let complete = try await Self.get("complete?lat=-33.8688&lon=151.2093", from: sandbox)
        let body = try SandboxTesting.object(complete)
        let first = try #require(try Self.steps(body).first?["data"] as? [String: Any])
        let details = try #require((first["instant"] as? [String: Any])?["details"] as? [String: Any])
        for name in ["dew_point_temperature", "fog_area_fraction", "ultraviolet_index_clear_sky", "wind_speed_of_gust"]
        {
            #expect(details[name] != nil, "\(name)")
        }
        let six = try #require((first["next_6_hours"] as? [String: Any])?["details"] as? [String: Double])
        #expect(six["air_temperature_max"]! >= six["air_temperature_min"]!)
        #expect(try await Self.get("complete.json?lat=-33.8688&lon=151.2093", from: sandbox).body == complete.body)
        #expect(
            try await Self.get("compact.json?lat=1&lon=2", from: sandbox).body
                == (try await Self.get("compact?lat=1&lon=2", from: sandbox).body))
    }

    @Test("the body agrees with the other stand-ins for the same place and time")
    func consistentWithOpenMeteo() async throws {
        let sandbox = SandboxTesting.sandbox(at: Self.now)
        let metno = try SandboxTesting.object(try await Self.get("compact?lat=48.8566&lon=2.3522", from: sandbox))
        let meteo = try SandboxTesting.object(
            try await SandboxTesting.get(
                "https://api.open-meteo.com/v1/forecast?latitude=48.8566&longitude=2.3522&hourly=temperature_2m,"
                    + "relative_humidity_2m&forecast_days=2&wind_speed_unit=ms", from: sandbox))
        let hourly = try #require(meteo["hourly"] as? [String: [Any]])
        let temperatures = try #require(hourly["temperature_2m"] as? [Double])
        let steps = try Self.steps(metno)
        for hour in 0..<24 {
            let details = try #require(
                ((steps[hour]["data"] as? [String: Any])?["instant"] as? [String: Any])?["details"] as? [String: Double]
            )
            // Open-Meteo's hours start at midnight GMT; the forecast's first step is 12:00 GMT.
            #expect(details["air_temperature"] == temperatures[12 + hour], "hour \(hour)")
        }
    }

    @Test("no User-Agent is 403; a missing coordinate is 400; a matching If-Modified-Since is 304")
    func refusalsAndRevalidation() async throws {
        let sandbox = SandboxTesting.sandbox(at: Self.now)
        let refused = try await Self.get("compact?lat=1&lon=2", from: sandbox, headers: [:])
        #expect(refused.statusCode == 403)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("User-Agent"))
        #expect(
            try await Self.get("compact?lat=1&lon=2", from: sandbox, headers: ["user-agent": " "]).statusCode == 403)
        #expect(try await Self.get("compact?lon=2", from: sandbox).statusCode == 400)
        #expect(try await Self.get("compact?lat=1&lon=2&altitude=high", from: sandbox).statusCode == 400)

        let fresh = try await Self.get("compact?lat=1&lon=2", from: sandbox)
        let lastModified = try #require(fresh.value(forHeader: "Last-Modified"))
        #expect(lastModified == "Sun, 15 Jun 2025 12:00:00 GMT")
        #expect(fresh.value(forHeader: "Expires") == "Sun, 15 Jun 2025 12:40:20 GMT")
        let same = try await Self.get(
            "compact?lat=1&lon=2", from: sandbox,
            headers: ["User-Agent": Self.userAgent, "If-Modified-Since": lastModified])
        #expect(same.statusCode == 304)
        #expect(same.body.isEmpty)
        #expect(same.value(forHeader: "Last-Modified") == lastModified)
        let older = try await Self.get(
            "compact?lat=1&lon=2", from: sandbox,
            headers: ["User-Agent": Self.userAgent, "If-Modified-Since": "Sun, 15 Jun 2025 11:00:00 GMT"])
        #expect(older.statusCode == 200)
    }

    @Test("METNorwayClient over the sandbox: plausible weather, then a 304 after expiry served from the kept body")
    func clientOverTheSandbox() async throws {
        let clock = TestClock(start: Self.now)
        let sandbox = SandboxTransport(seed: 7, now: clock.wallClock)
        let transport = RecordingTransport(forwardingTo: sandbox)
        let client = METNorwayClient(
            transport: transport,
            configuration: METNorwayClient.Configuration(userAgent: Self.userAgent, now: clock.wallClock))
        let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
        let zone = try #require(TimeZone(identifier: "Europe/Oslo"))
        let weather = try await client.weather(at: oslo, timeZone: zone, including: Self.forecastOnly)
        ClientDecodingTests.checkBounds(weather, "Oslo")
        #expect(weather.source.provider == .metNorway)
        #expect(weather.current?.date == SandboxTesting.june)
        #expect(weather.current?.condition != .unknown)
        #expect((54...60).contains(weather.hourly.count))
        #expect((9...11).contains(weather.daily.count))
        #expect(weather.hourly.allSatisfy { $0.condition != .unknown && $0.precipitationAmount != nil })

        clock.advance(by: .seconds(20 * 60))
        _ = try await client.weather(at: oslo, timeZone: zone, including: Self.forecastOnly)
        #expect(transport.responses.map(\.statusCode) == [200])

        clock.advance(by: .seconds(15 * 60))  // 12:45:20, past Expires, same update
        let revalidated = try await client.weather(at: oslo, timeZone: zone, including: Self.forecastOnly)
        #expect(transport.responses.map(\.statusCode) == [200, 304])
        #expect(revalidated.daily == weather.daily && revalidated.current == weather.current)
        #expect(transport.requests.last?.value(forHeader: "If-Modified-Since") == "Sun, 15 Jun 2025 12:00:00 GMT")

        clock.advance(by: .seconds(3600))  // the next hour's update
        let updated = try await client.weather(at: oslo, timeZone: zone, including: Self.forecastOnly)
        #expect(transport.responses.map(\.statusCode) == [200, 304, 200])
        #expect(updated.current?.date == SandboxTesting.june.addingTimeInterval(3600))
    }

    @Test("random places and dates decode within physical bounds")
    func randomPlaces() async throws {
        for input in SandboxTesting.Inputs(count: 12, seed: 21) {
            let sandbox = SandboxTransport(seed: input.seed, now: { input.date })
            let client = METNorwayClient(
                transport: sandbox,
                configuration: METNorwayClient.Configuration(
                    userAgent: Self.userAgent, endpoint: input.seed.isMultiple(of: 2) ? .complete : .compact,
                    now: { input.date }))
            let weather = try await client.weather(at: input.coordinate)
            let label = "\(input.coordinate) at \(input.date)"
            ClientDecodingTests.checkBounds(weather, label)
            #expect(weather.current != nil, "\(label)")
            #expect(weather.daily.count >= 9, "\(label)")
            #expect(!weather.notes.contains { $0.kind == .leftOut }, "\(label): \(weather.notes)")
        }
    }
}

/// The sandbox sample of the MET Norway article, line for line.
@Suite("MET Norway article: testing offline")
struct METNorwayArticleSandboxTests {
    @Test func sandboxSample() async throws {
        let sandbox = SandboxTransport()
        let client = METNorwayClient(userAgent: "AcmeWeatherApp/0.9 github.com/acmeweatherapp", transport: sandbox)
        let weather = try await client.weather(at: try Coordinate(latitude: 59.9139, longitude: 10.7522))

        #expect(weather.current != nil)
        #expect(weather.source.attribution == "Data from MET Norway (CC BY 4.0)")
    }
}
