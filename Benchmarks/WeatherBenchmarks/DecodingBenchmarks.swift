import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders

/// Decoding: provider bodies → `Weather` with ``WeatherJSONDecoder``, next to Foundation (and
/// pyowm for One Call, when it is installed).
///
/// The targets are ratios measured in pairs: every timed run of the fast path is followed by one
/// run of the baseline (`JSONSerialization`, or pyowm in a Python process that stays open), and
/// the row's figure is the median of the per-run ratios. A shared machine's slow spells then slow
/// both halves of a pair alike, where two medians taken one after the other could each land in a
/// different spell. The time rows beside them are for information.
let decodingBenchmarks: [Benchmark] = DecodingBenchmarks.all()

enum DecodingBenchmarks {
    /// One recorded body and the ways to turn it into values.
    struct Body: Sendable {
        var name: String
        var data: Data
        /// Body → `Weather` (or `[Weather]`) through `decoder`.
        var toWeather: @Sendable (ResponseDecoder, Data) throws -> Void
        /// Body → provider types with Foundation's decoder.
        var toResponse: @Sendable (Data) throws -> Void
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WeatherTesting/Fixtures")

    static let oneCallPath = "openweather/onecall3/nairobi-kenya-default-units.json"

    /// Decodes `body` as the pipeline does: parsed once by the SDK, then read by `decoder`.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data, with decoder: ResponseDecoder) throws -> T {
        try ResponseDecoding(body: ResponseBody(body), choice: decoder, makeDecoder: { JSONDecoder() }).decode(type)
    }

    static func recordedBodies() throws -> [Body] {
        func data(_ path: String) throws -> Data { try Data(contentsOf: fixtures.appendingPathComponent(path)) }
        let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let mapping = OpenWeatherMapping(units: .standard)
        return [
            Body(
                name: "onecall nairobi 45 KB",
                data: try data(oneCallPath),
                toWeather: { decoder, body in
                    let response = try decode(OpenWeather.OneCallResponse.self, from: body, with: decoder)
                    _ = try mapping.weather(from: response, fetchedAt: fetchedAt)
                },
                toResponse: { _ = try JSONDecoder().decode(OpenWeather.OneCallResponse.self, from: $0) }),
            Body(
                name: "weatherapi forecast moscow 100 KB",
                data: try data("weatherapi/forecast/moscow-2day-aqi-alerts-2025.json"),
                toWeather: { decoder, body in
                    let response = try decode(WeatherAPI.ForecastResponse.self, from: body, with: decoder)
                    _ = try response.weather(fetchedAt: fetchedAt)
                },
                toResponse: { _ = try JSONDecoder().decode(WeatherAPI.ForecastResponse.self, from: $0) }),
            Body(
                name: "freetestapi list 51 cities",
                data: try data("freetestapi/weathers/all-51-items.json"),
                toWeather: { decoder, body in
                    let cities = try decode([CityWeather].self, from: body, with: decoder)
                    _ = cities.map { $0.weather(fetchedAt: fetchedAt) }
                },
                toResponse: { _ = try JSONDecoder().decode([CityWeather].self, from: $0) }),
        ]
    }

    static func all() -> [Benchmark] {
        let bodies: [Body]
        do {
            bodies = try recordedBodies()
        } catch {
            BenchmarkOutput.note("error: decoding fixtures not found: \(error)")
            return []
        }
        let pyowmAvailable = PyowmReference.isInstalled
        if !pyowmAvailable {
            BenchmarkOutput.note("pyowm is not installed (pip install pyowm): the One Call row against it is left out.")
        }
        return bodies.flatMap { body -> [Benchmark] in
            var rows = [
                Benchmark(
                    "decode.\(body.name) → Weather (fast) / JSONSerialization", target: .ratio(atMost: 0.35),
                    runs: 300, warmUpRuns: 30, note: "paired runs: each fast run, then one JSONSerialization run"
                ) {
                    BenchmarkIteration(
                        measure: { try body.toWeather(.fast, body.data) },
                        report: { seconds in
                            seconds / (try time { _ = try JSONSerialization.jsonObject(with: body.data) })
                        }
                    )
                },
                Benchmark("decode.\(body.name) → Weather (fast)", target: .none, runs: 300, warmUpRuns: 30) {
                    try body.toWeather(.fast, body.data)
                },
                Benchmark("decode.\(body.name) JSONSerialization alone", target: .none, runs: 300, warmUpRuns: 30) {
                    _ = try JSONSerialization.jsonObject(with: body.data)
                },
                Benchmark("decode.\(body.name) JSONDecoder → DTOs", target: .none, runs: 300, warmUpRuns: 30) {
                    try body.toResponse(body.data)
                },
                Benchmark("decode.\(body.name) JSONDecoder → Weather", target: .none, runs: 300, warmUpRuns: 30) {
                    try body.toWeather(.foundation, body.data)
                },
            ]
            if body.name.hasPrefix("onecall"), pyowmAvailable {
                let path = fixtures.appendingPathComponent(oneCallPath).path
                rows.insert(
                    Benchmark(
                        "decode.\(body.name) → Weather (fast) / pyowm", target: .ratio(atMost: 0.5), runs: 300,
                        warmUpRuns: 30,
                        note:
                            "paired runs: each fast run, then the median of \(PyowmReference.runsPerTime) pyowm runs in a Python process"
                    ) {
                        let pyowm = try PyowmReference(path: path)
                        return BenchmarkIteration(
                            // Each run follows a wait for the Python process: one untimed run first
                            // warms the caches again.
                            prepare: { try body.toWeather(.fast, body.data) },
                            measure: { try body.toWeather(.fast, body.data) },
                            report: { seconds in seconds / (try pyowm.time()) },
                            tearDown: { pyowm.stop() }
                        )
                    },
                    at: 1)
                rows.append(
                    Benchmark(
                        "decode.\(body.name) pyowm OneCall.from_dict(json.loads(body))", target: .informational("µs"),
                        runs: 300, warmUpRuns: 30
                    ) {
                        let pyowm = try PyowmReference(path: path)
                        return BenchmarkIteration(
                            measure: {}, report: { _ in try pyowm.time() * 1e6 }, tearDown: { pyowm.stop() })
                    })
            }
            return rows
        }
    }

    /// The time of one run of `body`, in seconds.
    static func time(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

/// pyowm 3.5 in a Python process that stays open: each ``time()`` has it decode the One Call body
/// (`OneCall.from_dict(json.loads(body))`) ``runsPerTime`` times and report the median time.
final class PyowmReference: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    /// The runs behind each ``time()``: the first run after the process waited is slower than the rest.
    static let runsPerTime = 9

    /// The script: 100 untimed runs, `ready`, then for each line read (a number of runs), the median
    /// time of that many runs.
    private static let script = """
        import json, sys, time
        from pyowm.weatherapi30.one_call import OneCall
        body = open(sys.argv[1]).read()
        for _ in range(100):
            OneCall.from_dict(json.loads(body))
        print("ready", flush=True)
        for line in sys.stdin:
            times = []
            for _ in range(int(line)):
                start = time.perf_counter()
                OneCall.from_dict(json.loads(body))
                times.append(time.perf_counter() - start)
            times.sort()
            print(repr(times[len(times) // 2]), flush=True)
        """

    /// Whether `python3` can import pyowm's One Call module.
    static var isInstalled: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import pyowm.weatherapi30.one_call"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Starts the process on the body at `path` and waits for its warm-up.
    init(path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard try readLine() == "ready" else { throw PyowmFailure() }
    }

    /// The median time of ``runsPerTime`` decodings, in seconds.
    func time() throws -> Double {
        input.fileHandleForWriting.write(Data("\(Self.runsPerTime)\n".utf8))
        guard let seconds = Double(try readLine()) else { throw PyowmFailure() }
        return seconds
    }

    /// Ends the process.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readLine() throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PyowmFailure() }
            buffer.append(chunk)
        }
    }

    /// The Python process ended or printed something other than a time.
    struct PyowmFailure: Error, CustomStringConvertible {
        var description: String { "the pyowm process stopped or printed an unexpected line" }
    }
}
