import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox

/// Linear work: each client's public call on a recorded body whose series are grown from 1,000 to 64,000
/// elements, doubling each time (stopping early where the grown bodies would pass 64 MiB, as when a day's
/// hours grow with the days; a note says where). A row's figure is the exponent `k` of the best fit of
/// `time ∝ size^k` (at most 1.2: linear work is 1, a product of two series 2); the note under it gives
/// each size's median and the worst single doubling. A second row per call times
/// the call on a body grown to just under the transports' 8 MiB limit (at most 500 ms).
///
/// A body is grown by repeating the elements of every array of two or more elements (the outermost such
/// array on each path, so a day's hours grow with the days, not as their product); Open-Meteo's columns
/// therefore grow together. The transport answers from memory, so the figures are the SDK's work alone.
let scaleBenchmarks: [Benchmark] = ScaleBenchmarks.all()

enum ScaleBenchmarks {
    /// One public call and the bodies it reads.
    struct Case: Sendable {
        var name: String
        /// Fixture paths by the URL path fragment they answer; the first match wins.
        var bodies: [(match: String, path: String, grows: Bool)]
        var call: @Sendable (any HTTPTransport) async throws -> Void
    }

    /// The sizes of the sweep.
    static let sizes = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000]

    /// The target of a sweep: time growing as at most the 1.2th power of the size (2.3× per doubling;
    /// linear work is 1, work proportional to the product of two series 2).
    static let linear = BenchmarkTarget.count(atMost: 1.2, "(exponent)")

    /// The exponent `k` of the best fit of `time ∝ size^k` over the sweep (least squares on logarithms),
    /// with the worst single doubling for the note.
    static func growth(sizes: [Int], medians: [Double]) -> (exponent: Double, worstDoubling: Double) {
        let x = sizes.map { log2(Double($0)) }
        let y = medians.map { log2(max($0, 1e-9)) }
        let meanX = x.reduce(0, +) / Double(max(x.count, 1))
        let meanY = y.reduce(0, +) / Double(max(y.count, 1))
        let covariance = zip(x, y).map { ($0 - meanX) * ($1 - meanY) }.reduce(0, +)
        let variance = x.map { ($0 - meanX) * ($0 - meanX) }.reduce(0, +)
        let worst = zip(medians.dropFirst(), medians).map { $0 / $1 }.max() ?? 0
        return (variance > 0 ? covariance / variance : 0, worst)
    }
    /// The transports' response limit (`URLSessionTransport.Configuration.maximumResponseSize`).
    static let sizeLimit = 8 * 1_024 * 1_024

    static let place = try? Coordinate(latitude: 40.71, longitude: -74.01)
    static let userAgent = "WeatherSDKBenchmarks/1.0 benchmarks@example.com"

    static func cases(at place: Coordinate) -> [Case] {
        [
            Case(
                name: "OpenWeather.weather(at:)",
                bodies: [("", "openweather/onecall3/nairobi-kenya-default-units.json", true)]
            ) {
                _ = try await OpenWeatherClient(apiKey: "benchmark-key", transport: $0).weather(at: place)
            },
            Case(name: "OpenWeather.forecast(at:)", bodies: [("", "openweather/forecast5/london-latlon.json", true)]) {
                _ = try await OpenWeatherClient(apiKey: "benchmark-key", transport: $0).forecast(at: place)
            },
            Case(
                name: "OpenWeather.places(matching:)",
                bodies: [("", "openweather/geo-direct/london-5-results-2021.json", true)]
            ) {
                _ = try await OpenWeatherClient(apiKey: "benchmark-key", transport: $0).places(
                    matching: "London", limit: 5)
            },
            Case(
                name: "WeatherAPI.forecast(for:days:)",
                bodies: [("", "weatherapi/forecast/moscow-2day-aqi-alerts-2025.json", true)]
            ) {
                _ = try await WeatherAPIClient(apiKey: "benchmark-key", transport: $0).forecast(for: "Moscow", days: 2)
            },
            Case(
                name: "OpenMeteo.weather(at:)",
                bodies: [("", "openmeteo/forecast/berlin-weather-code-all-blocks.json", true)]
            ) {
                _ = try await OpenMeteoClient(transport: $0).weather(at: place)
            },
            Case(
                name: "OpenMeteo.places(matching:)", bodies: [("", "openmeteo/geocoding/hollywood-count-20.json", true)]
            ) {
                _ = try await OpenMeteoClient(transport: $0).places(matching: "Hollywood", limit: 20)
            },
            Case(name: "METNorway.weather(at:)", bodies: [("", "metno/compact/london-altitude25-2020-07.json", true)]) {
                _ = try await METNorwayClient(userAgent: userAgent, transport: $0).weather(at: place)
            },
            Case(
                name: "NationalWeatherService.weather(at:)",
                bodies: [
                    ("/points/", "nws/points/new-york-40.7128--74.006-2026-01.json", false),
                    ("/forecast/hourly", "nws/forecast-hourly/new-york-okx-33-35-2026-01.json", true),
                    ("/forecast", "nws/forecast/new-york-okx-33-35-2026-01.json", true),
                    ("/alerts", "nws/alerts-active/oregon-zone-orz004-flood-watch-2019-12.json", true),
                ]
            ) {
                _ = try await NationalWeatherServiceClient(userAgent: userAgent, transport: $0).weather(at: place)
            },
            Case(
                name: "WeatherKit.weather(at:)",
                bodies: [
                    ("/availability/", "weatherkit/availability/new-york-four-datasets-2022-07.json", false),
                    ("/weather/", "weatherkit/weather/new-york-all-four-datasets-2022-07.json", true),
                ]
            ) {
                let credentials = WeatherKitREST.Credentials(
                    teamID: "BENCHMARKS", serviceID: "benchmarks.weather", keyID: "BENCHKEY",
                    privateKey: SandboxTransport.weatherKitSandboxKey)
                _ = try await WeatherKitClient(credentials: credentials, transport: $0).weather(at: place)
            },
            Case(
                name: "FreeTestAPI.cities(pageSize:) every page",
                bodies: [("", "freetestapi/weathers/all-51-items.json", true)]
            ) {
                // `allCities()` refuses more than 10,000 cities; the paged stream reads any number.
                for try await _ in FreeTestWeatherClient(transport: $0).cities(pageSize: 20) {}
            },
        ]
    }

    static func all() -> [Benchmark] {
        guard let place else { return [] }
        let members = Benchmark(
            "scale JSON object of 1k→64k members as [String: Double], growth exponent", target: linear,
            runs: 1, warmUpRuns: 0
        ) {
            BenchmarkIteration(measure: {}, report: { _ in try await memberSweep() })
        }
        let astronomy = Benchmark(
            "scale Weather.completingSunAndMoon() 1,000 distinct days", target: .atMost(milliseconds: 250), runs: 5,
            warmUpRuns: 1
        ) {
            let weather = daysWithoutSky(1_000, at: place)
            return BenchmarkIteration(measure: { _ = weather.completingSunAndMoon() })
        }
        return [members, astronomy]
            + cases(at: place).flatMap { testCase in
                [
                    Benchmark(
                        "scale \(testCase.name) 1k→64k, growth exponent", target: linear, runs: 1,
                        warmUpRuns: 0
                    ) {
                        let bodies = try Bodies(testCase)
                        // The sweep times its own calls; the figure is its worst ratio.
                        return BenchmarkIteration(
                            measure: {}, report: { _ in try await sweep(testCase, bodies: bodies) })
                    },
                    Benchmark(
                        "scale \(testCase.name) body at the 8 MiB limit", target: .atMost(milliseconds: 500), runs: 3,
                        warmUpRuns: 1
                    ) {
                        let bodies = try Bodies(testCase)
                        let transport = try bodies.transport(grownTo: bodies.countFillingTheLimit())
                        return BenchmarkIteration(measure: { try await testCase.call(transport) })
                    },
                ]
            }
    }

    /// The largest grown body a sweep goes to: a series nested in another (a day's hours) grows with it,
    /// and such bodies pass 64 MiB before 64,000 elements.
    static let largestSweptBody = 64 * 1_024 * 1_024

    /// The growth exponent of the call's median time over ``sizes`` while the bodies stay within
    /// ``largestSweptBody``; the medians and the worst doubling go to the notes.
    static func sweep(_ testCase: Case, bodies: Bodies) async throws -> Double {
        var medians: [Double] = []
        var sizesSwept: [Int] = []
        for size in sizes {
            let transport = try bodies.transport(grownTo: size)
            let bytes = transport.answers.map(\.body.count).reduce(0, +)
            guard bytes <= largestSweptBody else {
                BenchmarkOutput.note(
                    "scale \(testCase.name): swept to \(size / 2) elements; at \(size) the bodies are \(bytes / 1_048_576) MiB"
                )
                break
            }
            try await testCase.call(transport)  // warm-up
            var times: [Double] = []
            for _ in 0..<(size <= 8_000 ? 7 : 3) {
                let start = ContinuousClock.now
                try await testCase.call(transport)
                times.append((ContinuousClock.now - start).secondsValue)
            }
            medians.append(times.sorted()[times.count / 2])
            sizesSwept.append(size)
        }
        let figures = zip(sizesSwept, medians).map { "\($0 / 1_000)k \(BenchmarkTarget.duration($1))" }
        let fit = growth(sizes: sizesSwept, medians: medians)
        BenchmarkOutput.note(
            "scale \(testCase.name) medians: " + figures.joined(separator: ", ")
                + String(format: "; worst doubling %.2f×", fit.worstDoubling))
        return fit.exponent
    }

    /// The growth exponent of decoding one object of `n` members (past the 256 the parser checks for
    /// repeated keys) as a dictionary, as the Open-Meteo units blocks and MET Norway's details are read.
    static func memberSweep() async throws -> Double {
        var medians: [Double] = []
        for size in sizes {
            let body = Data(("{" + (0..<size).map { "\"m\($0)\":\($0).5" }.joined(separator: ",") + "}").utf8)
            var times: [Double] = []
            for _ in 0..<5 {
                let start = ContinuousClock.now
                _ = try WeatherJSONDecoder().decode([String: Double].self, from: body)
                times.append((ContinuousClock.now - start).secondsValue)
            }
            medians.append(times.sorted()[times.count / 2])
        }
        let fit = growth(sizes: sizes, medians: medians)
        BenchmarkOutput.note(String(format: "scale JSON object: worst doubling %.2f×", fit.worstDoubling))
        return fit.exponent
    }

    /// `count` consecutive days from 1 January 2024 with no sun or moon, as a provider without them sends.
    static func daysWithoutSky(_ count: Int, at place: Coordinate) -> Weather {
        let start = Date(timeIntervalSince1970: 1_704_067_200)
        let days = (0..<count).map { index in
            DayForecast(
                date: start.addingTimeInterval(Double(index) * 86_400),
                highTemperature: Measurement(value: 10, unit: .celsius),
                lowTemperature: Measurement(value: 2, unit: .celsius), condition: .cloudy)
        }
        return Weather(
            coordinate: place, timeZone: TimeZone(identifier: "America/New_York") ?? .gmt, daily: days,
            source: OpenMeteo.source, fetchedAt: start)
    }

    /// A case's recorded bodies, parsed once, and the bodies grown from them.
    struct Bodies: Sendable {
        let testCase: Case
        let recorded: [Data]

        init(_ testCase: Case) throws {
            self.testCase = testCase
            recorded = try testCase.bodies.map {
                try Data(contentsOf: DecodingBenchmarks.fixtures.appendingPathComponent($0.path))
            }
        }

        /// A transport answering with the bodies, the growing ones grown to `count` elements per series.
        func transport(grownTo count: Int) throws -> RoutingTransport {
            let answers = try zip(testCase.bodies, recorded).map { body, data in
                (body.match, body.grows ? try Growth.grown(data, to: count) : data)
            }
            return RoutingTransport(answers: answers)
        }

        /// The series length whose grown bodies together come closest to the size limit without passing it.
        func countFillingTheLimit() throws -> Int {
            let sample = 1_000
            let size = try transport(grownTo: sample).answers.map(\.body.count).reduce(0, +)
            return max(1, Int(Double(sample) * Double(sizeLimit) / Double(size) * 0.97))
        }
    }

    /// Answers each request with the body whose fragment its path contains.
    struct RoutingTransport: HTTPTransport {
        let answers: [(match: String, body: Data)]

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let path = request.url.path
            let body = answers.first { $0.match.isEmpty || path.contains($0.match) }?.body ?? Data("{}".utf8)
            return HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
        }
    }

    /// Grows a recorded body's series (trusted fixture bytes, read with Foundation here only): each element
    /// is written once and its bytes repeated, so a grown body costs its own size and no more.
    enum Growth {
        static func grown(_ data: Data, to count: Int) throws -> Data {
            let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            var output = Data()
            try write(value, grownTo: count, into: &output)
            return output
        }

        private static func write(_ value: Any, grownTo count: Int, into output: inout Data) throws {
            switch value {
            case let array as [Any] where array.count >= 2:
                let elements = try array.map {
                    try JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed])
                }
                output.append(UInt8(ascii: "["))
                for index in 0..<count {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    output.append(elements[index % elements.count])
                }
                output.append(UInt8(ascii: "]"))
            case let array as [Any]:
                output.append(UInt8(ascii: "["))
                for (index, element) in array.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    try write(element, grownTo: count, into: &output)
                }
                output.append(UInt8(ascii: "]"))
            case let object as [String: Any]:
                output.append(UInt8(ascii: "{"))
                for (index, (key, member)) in object.enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    output.append(try JSONSerialization.data(withJSONObject: key, options: [.fragmentsAllowed]))
                    output.append(UInt8(ascii: ":"))
                    try write(member, grownTo: count, into: &output)
                }
                output.append(UInt8(ascii: "}"))
            default:
                output.append(try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
            }
        }
    }
}
