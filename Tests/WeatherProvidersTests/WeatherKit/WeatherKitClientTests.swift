import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

@testable import WeatherProviders

/// Every recorded WeatherKit body, the flow (availability first), the errors and the redirects.
@Suite("WeatherKit client")
struct WeatherKitClientTests {
    @Test("every recorded body decodes", arguments: Fixtures.paths(under: "weatherkit"))
    func decodes(path: String) throws {
        let data = try Fixtures.data(path)
        let decoder = WeatherJSONDecoder()
        switch path.split(separator: "/")[1] {
        case "weather":
            let body = try decoder.decode(WeatherKitREST.WeatherResponse.self, from: data)
            let weather = body.weather(
                at: WeatherKitTesting.newYork, timeZone: try #require(TimeZone(identifier: "America/New_York")))
            #expect(
                weather.current != nil || !weather.daily.isEmpty || !weather.hourly.isEmpty || !weather.minutely.isEmpty
            )
            #expect(weather.notes.allSatisfy { $0.kind != .leftOut })
        case "availability":
            let names = try decoder.decode([String].self, from: data)
            #expect(WeatherKitREST.dataSets(named: names).isSuperset(of: [.current, .hourly, .daily, .minutely]))
        case "errors":
            let error = try decoder.decode(WeatherKitREST.ErrorResponse.self, from: data)
            #expect(error.status == 400 || error.status == 404)
        case "weather-alert":
            let alert = try decoder.decode(WeatherKitREST.AlertSummary.self, from: data)
            #expect(alert.description == "Heat Advisory" && alert.severity == "minor")
        case "attribution":
            let attribution = try decoder.decode([String: String].self, from: data)
            #expect(attribution["serviceName"] == "Apple Weather")
        default:
            Issue.record("an unexpected folder: \(path)")
        }
    }

    @Test func newYorkMapsEveryDataSet() async throws {
        let transport = WeatherKitTesting.transport()
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let weather = try await WeatherKitTesting.client(transport).weather(
            at: WeatherKitTesting.newYork, timeZone: zone, countryCode: "US")
        let current = try #require(weather.current)
        #expect(current.temperature.value == 29.56)
        #expect(current.apparentTemperature.value == 30.89)
        #expect(current.humidity == 0.51)
        #expect(current.cloudCover == 0.87)
        #expect(current.condition == .mostlyCloudy && current.conditionCode == "MostlyCloudy")
        #expect(abs((current.wind?.speed.converted(to: .kilometersPerHour).value ?? 0) - 21.09) < 1e-9)
        #expect(current.wind?.direction?.value == 166)
        #expect(abs((current.visibility?.converted(to: .meters).value ?? 0) - 31_905.3) < 1e-6)
        #expect(current.pressure?.converted(to: .hectopascals).value == 1015.57)
        #expect(weather.hourly.count == 243)
        #expect(weather.minutely.count == 78)
        #expect(weather.daily.count == 10)
        let today = try #require(weather.daily.first)
        #expect(today.date == LocalTime.instant("2022-07-05T04:00:00Z"))
        #expect(today.highTemperature.value == 29.77 && today.lowTemperature.value == 21.46)
        #expect(today.condition == .drizzle)
        #expect(today.precipitationChance == 0.59)
        #expect(today.sunrise == LocalTime.instant("2022-07-05T09:31:01Z"))
        #expect(today.moonrise == LocalTime.instant("2022-07-05T15:37:28Z"))
        #expect(today.moonPhase == 0.875 && today.namedMoonPhase == .waningCrescent)
        #expect(weather.source.provider == .weatherKit)
        #expect(weather.source.attribution == "Apple Weather")
        #expect(
            weather.source.attributionURL?.absoluteString == "https://weather-data.apple.com/legal-attribution.html")
        // The recorded body has no alerts block although availability lists it: nothing is invented.
        #expect(weather.alerts.isEmpty)
    }

    @Test func availabilityIsAskedFirstAndOnlyAvailableDataSetsAreRequested() async throws {
        let transport = WeatherKitTesting.transport(
            available: "weatherkit/availability/new-york-four-datasets-2022-07.json")
        let client = WeatherKitTesting.client(transport)
        let weather = try await client.weather(at: WeatherKitTesting.newYork, timeZone: nil, countryCode: "US")
        let paths = transport.requests.map(\.url.path)
        #expect(paths == ["/api/v1/availability/40.7128/-74.006", "/api/v1/weather/en/40.7128/-74.006"])
        let query = transport.requests[1].url.query ?? ""
        #expect(query.contains("dataSets=currentWeather%2CforecastDaily%2CforecastHourly%2CforecastNextHour"))
        // No zone given: the nearest known place's, New York's own.
        #expect(query.contains("timezone=America%2FNew_York"))
        #expect(query.contains("countryCode=US"))
        #expect(weather.notes.contains { $0.field == "alerts" && $0.kind == .missing })
        #expect(weather.notes.contains { $0.field == "timeZone" && $0.kind == .derived })
        // The availability is kept per place and country: a second call asks for the weather only.
        _ = try await client.weather(at: WeatherKitTesting.newYork, timeZone: nil, countryCode: "US", including: .daily)
        #expect(transport.requests.count == 3)
        #expect(transport.requests[2].url.query?.contains("dataSets=forecastDaily") == true)
    }

    @Test func withoutACountryNoAlertsAreAskedForAndANoteSaysWhy() async throws {
        let transport = WeatherKitTesting.transport()
        let weather = try await WeatherKitTesting.client(transport).weather(
            at: WeatherKitTesting.newYork, including: .alerts)
        #expect(transport.requests.map(\.url.path) == ["/api/v1/availability/40.7128/-74.006"])
        #expect(weather.notes.contains { $0.field == "alerts" && $0.detail.contains("country code") })
    }

    @Test(
        "the service's error bodies are typed",
        arguments: [
            (400, "weatherkit/errors/400-weatherAlert-invalid-id-2022-07.json", WeatherError.Code.badRequest),
            (404, "weatherkit/errors/404-availability-missing-longitude-2022-07.json", .notFound),
        ])
    func errorBodies(status: Int, path: String, code: WeatherError.Code) async throws {
        let transport = StubTransport(responses: [HTTPResponse(statusCode: status, body: try Fixtures.data(path))])
        let error = await #expect(throws: WeatherError.self) {
            try await WeatherKitTesting.client(transport).availableDataSets(at: WeatherKitTesting.newYork)
        }
        #expect(error?.code == code)
        #expect(error?.message.contains(status == 400 ? "Bad Request" : "Not Found") == true)
    }

    @Test(
        "refusals and failures by status",
        arguments: [(401, WeatherError.Code.unauthorized), (403, .forbidden), (429, .rateLimited), (500, .server)])
    func statuses(status: Int, code: WeatherError.Code) async throws {
        let body =
            #"{"timestamp":"2022-07-10T21:24:14Z","status":\#(status),"error":"Refused","message":"Refused","path":"/"}"#
        let transport = StubTransport(statusCode: status, body: body)
        let error = await #expect(throws: WeatherError.self) {
            try await WeatherKitTesting.client(transport).weather(at: WeatherKitTesting.newYork, including: .current)
        }
        #expect(error?.code == code)
        if status == 401 {
            #expect(error?.message.contains("clock") == true)
        }
        for text in [error?.description ?? "", error?.message ?? ""] {
            #expect(!text.contains("eyJ"), "the token stays out of errors")
        }
    }

    @Test func theTokenIsSentToTheServiceOnlyAndNeverFollowsARedirectElsewhere() async throws {
        let elsewhere = try LoopbackServer()
        defer { elsewhere.stop() }
        elsewhere.setHandler { _ in .json(#"["currentWeather"]"#) }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.setHandler { request in
            if request.path.hasPrefix("/api/v1/availability") {
                return ScriptedResponse(
                    status: 302, headers: ["Location": elsewhere.url(path: request.path).absoluteString], body: Data())
            }
            return .json("{}")
        }
        let client = WeatherKitClient(
            transport: URLSessionTransport(), baseURL: server.baseURL,
            configuration: .init(credentials: WeatherKitTesting.credentials, retryPolicy: .none))
        let error = await #expect(throws: WeatherError.self) {
            try await client.availableDataSets(at: WeatherKitTesting.newYork)
        }
        #expect(error?.code == .redirectRefused)
        let sent = try #require(server.requests.first?.header("Authorization"))
        #expect(sent.hasPrefix("Bearer ") && WeatherKitTesting.verifies(String(sent.dropFirst(7))))
        #expect(elsewhere.requests.allSatisfy { $0.header("Authorization") == nil })
    }

    @Test func everyConditionCodeHasACondition() {
        for (code, condition) in WeatherKitREST.conditions {
            #expect(condition != .unknown, "\(code)")
            #expect(WeatherCondition(weatherKitCode: code.uppercased()) == condition)
        }
        #expect(WeatherCondition(weatherKitCode: "SomethingNew") == .unknown)
        #expect(WeatherCondition(weatherKitCode: "Drizzle") == .drizzle)
    }

    @Test func fixedOffsetZonesAreNamedAsTheServiceTakesThem() throws {
        #expect(WeatherKitREST.zoneName(try #require(TimeZone(identifier: "Europe/Oslo"))) == "Europe/Oslo")
        #expect(WeatherKitREST.zoneName(try #require(TimeZone(secondsFromGMT: 3_600))) == "Etc/GMT-1")
        #expect(WeatherKitREST.zoneName(try #require(TimeZone(secondsFromGMT: -18_000))) == "Etc/GMT+5")
        #expect(WeatherKitREST.zoneName(try #require(TimeZone(secondsFromGMT: 0))) == "Etc/UTC")
    }
}
