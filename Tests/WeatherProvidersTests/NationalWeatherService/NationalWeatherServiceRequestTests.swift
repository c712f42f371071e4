import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// What `NationalWeatherServiceClient` sends, what it keeps, and how it reads the service's refusals.
@Suite("National Weather Service requests")
struct NWSRequestTests {
    @Test func theFlowAsksForThePointThenTheCellsForecastsAndThePointsAlerts() async throws {
        let transport = NWSTesting.transport()
        _ = try await NWSTesting.client(transport).weather(at: NWSTesting.newYork)
        let urls = Set(transport.requests.map(\.url.absoluteString))
        #expect(
            urls == [
                "https://api.weather.gov/points/40.7128,-74.006",
                "https://api.weather.gov/gridpoints/OKX/33,35/forecast",
                "https://api.weather.gov/gridpoints/OKX/33,35/forecast/hourly",
                "https://api.weather.gov/alerts/active?point=40.7128%2C-74.006",
            ])
        for request in transport.requests {
            #expect(request.value(forHeader: "User-Agent") == NWSTesting.userAgent)
            #expect(request.value(forHeader: "Accept") == "application/geo+json")
        }
    }

    @Test func onlyWhatTheDataSetsNeedIsAskedFor() async throws {
        let transport = NWSTesting.transport()
        let weather = try await NWSTesting.client(transport).weather(at: NWSTesting.newYork, including: .alerts)
        #expect(transport.requests.map(\.url.path).sorted() == ["/alerts/active", "/points/40.7128,-74.006"])
        #expect(weather.hourly.isEmpty && weather.daily.isEmpty && weather.current == nil)
    }

    @Test(
        "points are written with at most four decimals and no trailing zeros",
        arguments: [
            (40.712_84, -74.006_00, "40.7128,-74.006"), (30, -85, "30,-85"), (-0.000_01, 0.000_04, "0,0"),
            (64.836_95, -147.739_04, "64.837,-147.739"),
        ])
    func pointText(latitude: Double, longitude: Double, expected: String) async throws {
        let transport = NWSTesting.transport()
        _ = try await NWSTesting.client(transport).point(at: try Coordinate(latitude: latitude, longitude: longitude))
        #expect(transport.requests.first?.url.path == "/points/" + expected)
    }

    @Test(
        "an empty or generic User-Agent is refused before anything is sent",
        arguments: ["", "  ", "Mozilla/5.0 (Macintosh)", "curl/8.5.0", "python-requests/2.31", "test"])
    func genericAgentsAreRefused(userAgent: String) async throws {
        let transport = NWSTesting.transport()
        let error = await #expect(throws: WeatherError.self) {
            try await NWSTesting.client(transport, userAgent: userAgent).weather(at: NWSTesting.newYork)
        }
        #expect(error?.code == .invalidInput)
        #expect(error?.message.contains("NationalWeatherServiceClient.Configuration.userAgent") == true)
        #expect(transport.requests.isEmpty)
    }

    @Test func thePointIsKeptForItsMaxAgeThenAskedForAgain() async throws {
        var bodies = NWSTesting.Bodies()
        bodies.pointHeaders["Cache-Control"] = "public, max-age=600, s-maxage=120"
        let transport = NWSTesting.transport(bodies)
        let now = NWSTesting.ManualNow()
        let client = NWSTesting.client(transport, now: now)
        _ = try await client.weather(at: NWSTesting.newYork, including: .daily)
        _ = try await client.weather(at: NWSTesting.newYork, including: .daily)
        #expect(NWSTesting.requests(transport, to: "/points").count == 1)
        #expect(NWSTesting.requests(transport, to: "/gridpoints").count == 2)
        now.advance(by: 601)
        _ = try await client.weather(at: NWSTesting.newYork, including: .daily)
        #expect(NWSTesting.requests(transport, to: "/points").count == 2)
    }

    @Test func withoutMaxAgeThePointLifetimeApplies() async throws {
        var bodies = NWSTesting.Bodies()
        bodies.pointHeaders["Cache-Control"] = nil
        let transport = NWSTesting.transport(bodies)
        let now = NWSTesting.ManualNow()
        let client = NWSTesting.client(transport, now: now)
        _ = try await client.point(at: NWSTesting.newYork)
        now.advance(by: 86_000)
        _ = try await client.point(at: NWSTesting.newYork)
        #expect(NWSTesting.requests(transport, to: "/points").count == 1)
        now.advance(by: 401)
        _ = try await client.point(at: NWSTesting.newYork)
        #expect(NWSTesting.requests(transport, to: "/points").count == 2)
    }

    @Test(
        "a place outside the United States is a notFound that names the reason, and is kept",
        arguments: [
            "nws/errors/404-points-london-outside-us-2026-01.json", "nws/errors/404-points-0.0-0.0-2026-01.json",
            "nws/errors/404-invalid-point-reunion-outside-us.json",
        ])
    func outsideTheUnitedStates(path: String) async throws {
        var bodies = NWSTesting.Bodies()
        bodies.pointError = (404, path)
        let transport = NWSTesting.transport(bodies)
        let client = NWSTesting.client(transport)
        for _ in 0..<2 {
            let error = await #expect(throws: WeatherError.self) {
                try await client.weather(at: NWSTesting.london, including: .daily)
            }
            #expect(error?.code == .notFound)
            #expect(error?.statusCode == 404)
            #expect(error?.message.contains("covers only the United States") == true)
        }
        #expect(NWSTesting.requests(transport, to: "/points").count == 1)
        #expect(NWSTesting.requests(transport, to: "/gridpoints").isEmpty)
    }

    @Test func anExpiredGridIsAServerErrorWithTheProblemsWords() async throws {
        let transport = StubTransport { request, _ in
            if request.url.path.hasPrefix("/points") {
                return HTTPResponse(
                    statusCode: 200, body: try Fixtures.data("nws/points/new-york-40.7128--74.006-2026-01.json"))
            }
            return HTTPResponse(
                statusCode: 503, headers: ["Content-Type": "application/problem+json"],
                body: try Fixtures.data("nws/errors/503-forecast-grid-expired-2020.json"))
        }
        let error = await #expect(throws: WeatherError.self) {
            try await NWSTesting.client(transport).weather(at: NWSTesting.newYork, including: .daily)
        }
        #expect(error?.code == .server)
        #expect(error?.message.contains("Forecast Grid Expired") == true)
    }

    @Test func aFirewallPageIsForbiddenNamingTheUserAgent() async throws {
        let transport = StubTransport(
            statusCode: 403, headers: ["Content-Type": "text/html"], body: "<html><h1>Access Denied</h1></html>")
        let error = await #expect(throws: WeatherError.self) {
            try await NWSTesting.client(transport).point(at: NWSTesting.newYork)
        }
        #expect(error?.code == .forbidden)
        #expect(error?.message.contains("User-Agent") == true)
    }

    @Test(
        "a point naming a grid the client cannot request safely is a decoding error, and nothing more is sent",
        arguments: ["../../x", "", "OKX/1", "ABCDE"])
    func hostileGrids(gridId: String) async throws {
        let body = """
            {"properties": {"gridId": "\(gridId)", "gridX": 33, "gridY": 35, "timeZone": "America/New_York"}}
            """
        let transport = StubTransport { request, _ in
            HTTPResponse(statusCode: 200, body: Data(request.url.path.hasPrefix("/points") ? body.utf8 : "{}".utf8))
        }
        let error = await #expect(throws: WeatherError.self) {
            try await NWSTesting.client(transport).weather(at: NWSTesting.newYork, including: .daily)
        }
        #expect(error?.code == .decoding)
        #expect(NWSTesting.requests(transport, to: "/gridpoints").isEmpty)
    }

    @Test func theClientDescribesItself() {
        let client = NWSTesting.client(NWSTesting.transport())
        #expect(client.cacheNamespace == "nws")
        #expect(client.supportedDataSets == [.current, .hourly, .daily, .alerts])
        #expect(client.description == "NationalWeatherServiceClient(https://api.weather.gov)")
        #expect(client.dataOrigin == .live)
    }

    @Test func theFlowRunsAgainstARealServerOverLoopback() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.setHandler { request in
            let file: String =
                if request.path.hasPrefix("/points/") {
                    "nws/points/new-york-40.7128--74.006-2026-01.json"
                } else if request.path.hasSuffix("/forecast/hourly") {
                    "nws/forecast-hourly/new-york-okx-33-35-2026-01.json"
                } else if request.path.hasSuffix("/forecast") {
                    "nws/forecast/new-york-okx-33-35-2026-01.json"
                } else {
                    "nws/alerts-active/new-york-point-empty-2026-01.json"
                }
            return .json((try? Fixtures.data(file)) ?? Data(), headers: ["Content-Type": "application/geo+json"])
        }
        let client = NationalWeatherServiceClient(
            transport: URLSessionTransport(), baseURL: server.baseURL,
            configuration: .init(userAgent: NWSTesting.userAgent, retryPolicy: .none, now: { NWSTesting.recorded }))
        let weather = try await client.weather(at: NWSTesting.newYork)
        #expect(weather.hourly.count == 156 && weather.daily.count == 7)
        let paths = Set(server.requests.map(\.path))
        #expect(paths.contains("/points/40.7128,-74.006"))
        #expect(paths.contains("/gridpoints/OKX/33,35/forecast"))
        #expect(server.requests.allSatisfy { $0.header("User-Agent") == NWSTesting.userAgent })
    }
}

/// The service's words, icons and wind texts.
@Suite("National Weather Service conditions")
struct NWSConditionTests {
    @Test(
        "forecast words name the condition of their first phase",
        arguments: [
            ("Sunny", WeatherCondition.clear), ("Mostly Clear", .mostlyClear), ("Partly Sunny", .partlyCloudy),
            ("Mostly Cloudy then Chance Light Snow", .mostlyCloudy), ("Chance Light Snow", .flurries),
            ("Patchy Freezing Fog", .foggy), ("Freezing Rain", .freezingRain), ("Rain And Snow", .wintryMix),
            ("Heavy Snow", .heavySnow), ("Snow Likely", .snow), ("Showers And Thunderstorms", .thunderstorms),
            ("Slight Chance Showers And Thunderstorms", .isolatedThunderstorms),
            ("Chance Showers And Thunderstorms", .scatteredThunderstorms), ("Severe Thunderstorms", .strongStorms),
            ("Rain Showers Likely", .rain), ("Patchy Drizzle", .drizzle), ("Areas Of Smoke", .smoky),
            ("Blowing Dust", .blowingDust), ("Haze", .haze), ("Cloudy", .cloudy), ("Blizzard", .blizzard),
            ("Hot", .hot), ("Windy", .windy), ("Tropical Storm Conditions Possible", .tropicalStorm),
        ])
    func words(words: String, condition: WeatherCondition) {
        #expect(WeatherCondition(nationalWeatherServiceForecast: words, icon: nil) == condition)
    }

    @Test func everyIconCodeHasACondition() {
        for (code, condition) in NationalWeatherService.iconConditions {
            #expect(condition != .unknown, "\(code)")
            let icon = "https://api.weather.gov/icons/land/day/\(code),40?size=medium"
            #expect(WeatherCondition(nationalWeatherServiceForecast: "Something New", icon: icon) == condition)
        }
        #expect(NationalWeatherService.iconConditions.count == 34)
    }

    @Test func iconsAreReadForTheirCodesInOrder() {
        #expect(
            NationalWeatherService.iconCodes(
                "https://api.weather.gov/icons/land/night/rain_showers,30/tsra,60?size=small")
                == ["rain_showers", "tsra"])
        #expect(NationalWeatherService.iconCodes("https://api.weather.gov/icons/land/day/few?size=medium") == ["few"])
        #expect(NationalWeatherService.iconCodes("https://example.com/x.png").isEmpty)
        #expect(WeatherCondition(nationalWeatherServiceForecast: nil, icon: nil) == .unknown)
        #expect(WeatherCondition(nationalWeatherServiceForecast: "", icon: "https://example.com/x.png") == .unknown)
    }

    @Test(
        "wind texts are read as their lowest and highest speeds",
        arguments: [
            ("18 mph", 18.0, 18.0, UnitSpeed.milesPerHour), ("7 to 15 mph", 7, 15, .milesPerHour),
            ("Calm", 0, 0, .milesPerHour), ("10 to 20 km/h", 10, 20, .kilometersPerHour), ("5 kt", 5, 5, .knots),
        ])
    func windTexts(text: String, low: Double, high: Double, unit: UnitSpeed) throws {
        let wind = try #require(NationalWeatherService.WindText(text))
        #expect(wind.low == Measurement(value: low, unit: unit))
        #expect(wind.high == Measurement(value: high, unit: unit))
        #expect(wind.isRange == (low != high))
    }

    @Test(
        "texts that are not a wind speed are refused",
        arguments: ["", "fast", "-5 mph", "nan mph", "1 to 2 to 3 mph", "5 furlongs"])
    func notWind(text: String) {
        #expect(NationalWeatherService.WindText(text) == nil)
    }

    @Test func compassPointsAreDegrees() {
        #expect(NationalWeatherService.degrees(ofCompassPoint: "N")?.value == 0)
        #expect(NationalWeatherService.degrees(ofCompassPoint: "wsw")?.value == 247.5)
        #expect(NationalWeatherService.degrees(ofCompassPoint: "VRB") == nil)
    }

    @Test func cacheControlMaxAgeIsRead() {
        #expect(NationalWeatherService.maxAge(ofCacheControl: "public, max-age=86400, s-maxage=120") == 86_400)
        #expect(NationalWeatherService.maxAge(ofCacheControl: "private, must-revalidate, max-age=30") == 30)
        #expect(NationalWeatherService.maxAge(ofCacheControl: "no-store, max-age=30") == nil)
        #expect(NationalWeatherService.maxAge(ofCacheControl: "max-age=-1") == nil)
        #expect(NationalWeatherService.maxAge(ofCacheControl: nil) == nil)
    }
}
