import Foundation
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTestSupport

/// The loopback server, clients and bodies of the network benchmarks.
///
/// The server answers Open-Meteo forecasts (one object, or an array for comma lists of coordinates)
/// and OpenWeather One Call bodies, holding each answer back for ``delay``. Bodies carry exactly the
/// blocks and variables the request names, so their size matches what the service would send.
enum NetworkFixtures {
    /// The server-side latency of every answer.
    static let delay: Duration = .milliseconds(100)

    /// What the favorites screen shows for each place.
    static let screen: WeatherDataSet = [.current, .daily]

    /// A started loopback server answering both services.
    ///
    /// Each distinct request's body is built once and then kept, so the time a run measures is the delay,
    /// the transport and the client's own work, not the making of the body.
    static func server() throws -> LoopbackServer {
        let server = try LoopbackServer(keepsConnectionsAlive: true)
        let bodies = Locked<[String: Data]>([:])
        server.setHandler { request in
            let key = request.target
            if let body = bodies.withLock({ $0[key] }) {
                return ScriptedResponse.json(body).delayed(by: delay)
            }
            let body: String
            switch request.path {
            case "/v1/forecast":
                body = openMeteoBody(for: request)
            case "/data/3.0/onecall":
                body = oneCallBody(for: request)
            default:
                return ScriptedResponse.notFound(request)
            }
            let data = Data(body.utf8)
            bodies.withLock { $0[key] = data }
            return ScriptedResponse.json(data).delayed(by: delay)
        }
        return server
    }

    /// An Open-Meteo client against `server`, without retries.
    static func openMeteo(_ server: LoopbackServer) -> OpenMeteoClient {
        OpenMeteoClient(
            transport: URLSessionTransport(), baseURL: server.baseURL.appendingPathComponent("v1"),
            configuration: OpenMeteoClient.Configuration(retryPolicy: .none))
    }

    /// An OpenWeather client against `server`, without retries.
    static func openWeather(_ server: LoopbackServer) -> OpenWeatherClient {
        OpenWeatherClient(
            apiKey: "benchmark", transport: URLSessionTransport(), baseURL: server.baseURL,
            configuration: OpenWeatherClient.Configuration(units: .metric, retryPolicy: .none))
    }

    /// Twenty places across Europe, as on a full favorites screen.
    static func favorites(_ count: Int = 20) throws -> [Coordinate] {
        try (0..<count).map { index in
            try Coordinate(latitude: 40 + Double(index % 5) * 3.1, longitude: -5 + Double(index / 5) * 6.7)
        }
    }

    /// The median time in seconds of one request for one place, after one warm-up.
    static func baseline(of provider: some WeatherProvider) async throws -> Double {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for run in 0..<8 {
            let elapsed = try await clock.measure { _ = try await provider.weather(at: berlin, including: screen) }
            if run > 0 {
                seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        seconds.sort()
        return seconds[seconds.count / 2]
    }

    /// Something a run did not do as the benchmark assumes.
    struct UnexpectedRun: Error, CustomStringConvertible {
        var description: String
    }

    /// Loads the weather of `favorites` at once and checks that every place got its weather with
    /// `expectedRequests` requests reaching `server`.
    static func load(
        _ favorites: [Coordinate],
        from provider: some WeatherProvider,
        server: LoopbackServer,
        expectedRequests: Int
    ) async throws {
        let before = server.requestCount
        let results = try await provider.weather(at: favorites, including: screen)
        let failures = results.filter { (try? $0.get()) == nil }.count
        let requests = server.requestCount - before
        guard failures == 0, requests == expectedRequests else {
            throw UnexpectedRun(
                description:
                    "\(failures) places failed and \(requests) requests were made (\(expectedRequests) expected)")
        }
    }

    // MARK: - Bodies

    /// An Open-Meteo forecast for the coordinates of `request`: one object, or an array for several.
    static func openMeteoBody(for request: RecordedRequest) -> String {
        let latitudes = (request.queryValue("latitude") ?? "0").split(separator: ",")
        let longitudes = (request.queryValue("longitude") ?? "0").split(separator: ",")
        let variables = { (name: String) in request.queryValue(name)?.split(separator: ",").map(String.init) }
        let forecasts = zip(latitudes, longitudes).enumerated().map { index, pair in
            openMeteoForecast(
                latitude: String(pair.0), longitude: String(pair.1), seed: Double(index),
                current: variables("current"), hourly: variables("hourly"), daily: variables("daily"),
                days: Int(request.queryValue("forecast_days") ?? "") ?? 7)
        }
        return forecasts.count == 1 ? forecasts[0] : "[" + forecasts.joined(separator: ",") + "]"
    }

    private static func openMeteoForecast(
        latitude: String,
        longitude: String,
        seed: Double,
        current: [String]?,
        hourly: [String]?,
        daily: [String]?,
        days: Int
    ) -> String {
        var parts = [
            #""latitude":\#(latitude),"longitude":\#(longitude),"generationtime_ms":0.08,"utc_offset_seconds":0"#,
            #""timezone":"GMT","timezone_abbreviation":"GMT","elevation":38.0"#,
        ]
        if let current {
            let values = current.map { #""\#($0)":\#(value(of: $0, at: 0, seed: seed))"# }
            parts.append(#""current":{"time":"2026-11-22T18:00","interval":900,\#(values.joined(separator: ","))}"#)
        }
        if let hourly {
            let times = (0..<(24 * days)).map { hour in "\"\(date(dayOffset: hour / 24))T\(twoDigits(hour % 24)):00\"" }
            parts.append(
                #""hourly":{"time":[\#(times.joined(separator: ","))],\#(series(hourly, count: times.count, seed: seed))}"#
            )
        }
        if let daily {
            let times = (0..<days).map { "\"\(date(dayOffset: $0))\"" }
            parts.append(
                #""daily":{"time":[\#(times.joined(separator: ","))],\#(series(daily, count: days, seed: seed))}"#)
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// `"name":[…]` for each variable, `count` values each (times for sunrise and sunset).
    private static func series(_ names: [String], count: Int, seed: Double) -> String {
        names.map { name in
            let values = (0..<count).map { index -> String in
                switch name {
                case "sunrise": "\"\(date(dayOffset: index))T07:41\""
                case "sunset": "\"\(date(dayOffset: index))T16:02\""
                default: value(of: name, at: index, seed: seed)
                }
            }
            return "\"\(name)\":[\(values.joined(separator: ","))]"
        }.joined(separator: ",")
    }

    /// A plausible value of the variable `name`.
    private static func value(of name: String, at index: Int, seed: Double) -> String {
        let wave = sin(Double(index) / 3 + seed)
        switch name {
        case "weather_code": return String([0, 1, 2, 3, 61, 80][(index + Int(seed)) % 6])
        case "is_day": return index % 24 >= 8 && index % 24 < 17 ? "1" : "0"
        case let name where name.contains("direction"): return String(format: "%.0f", 180 + 120 * wave)
        case let name where name.contains("humidity") || name.contains("cloud") || name.contains("probability"):
            return String(format: "%.0f", 60 + 30 * wave)
        case let name where name.contains("pressure"): return String(format: "%.1f", 1013 + 8 * wave)
        case "visibility": return "24140.0"
        default: return String(format: "%.1f", 8 + 6 * wave)
        }
    }

    /// A One Call 3.0 body with the blocks `exclude` leaves in.
    static func oneCallBody(for request: RecordedRequest) -> String {
        let excluded = Set((request.queryValue("exclude") ?? "").split(separator: ",").map(String.init))
        let start = 1_763_834_400
        let condition = #"[{"id":803,"main":"Clouds","description":"broken clouds","icon":"04d"}]"#
        var parts = [
            #""lat":\#(request.queryValue("lat") ?? "0"),"lon":\#(request.queryValue("lon") ?? "0")"#,
            #""timezone":"Europe/Berlin","timezone_offset":3600"#,
        ]
        if !excluded.contains("current") {
            parts.append(
                #""current":{"dt":\#(start),"sunrise":1763793660,"sunset":1763823720,"temp":6.2,"feels_like":3.9,"#
                    + #""pressure":1014,"humidity":81,"dew_point":3.1,"uvi":0,"clouds":75,"visibility":10000,"#
                    + #""wind_speed":4.1,"wind_deg":240,"weather":\#(condition)}"#)
        }
        if !excluded.contains("hourly") {
            let hours = (0..<48).map { hour in
                #"{"dt":\#(start + hour * 3600),"temp":\#(value(of: "t", at: hour, seed: 0)),"feels_like":4.0,"#
                    + #""pressure":1014,"humidity":80,"dew_point":3.0,"uvi":0,"clouds":75,"visibility":10000,"#
                    + #""wind_speed":4.0,"wind_deg":240,"pop":0.2,"weather":\#(condition)}"#
            }
            parts.append(#""hourly":[\#(hours.joined(separator: ","))]"#)
        }
        if !excluded.contains("daily") {
            let days = (0..<8).map { day in
                #"{"dt":\#(start + day * 86_400),"sunrise":1763793660,"sunset":1763823720,"summary":"Cloudy","#
                    + #""temp":{"day":7.1,"min":2.3,"max":8.4,"night":3.0,"eve":5.2,"morn":2.6},"#
                    + #""feels_like":{"day":5.0,"night":1.0,"eve":3.1,"morn":0.4},"pressure":1014,"humidity":78,"#
                    + #""dew_point":2.9,"wind_speed":5.2,"wind_deg":250,"clouds":80,"pop":0.3,"uvi":0.9,"#
                    + #""weather":\#(condition)}"#
            }
            parts.append(#""daily":[\#(days.joined(separator: ","))]"#)
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    /// `yyyy-MM-dd`, `dayOffset` days after 2026-11-22.
    private static func date(dayOffset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .current
        let start = DateComponents(calendar: calendar, year: 2026, month: 11, day: 22).date ?? Date()
        let day = calendar.date(byAdding: .day, value: dayOffset, to: start) ?? start
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return "\(parts.year ?? 2026)-\(twoDigits(parts.month ?? 1))-\(twoDigits(parts.day ?? 1))"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
