import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders

/// Decoding: provider bodies → `Weather` with ``WeatherJSONDecoder``, next to Foundation (and
/// pyowm for One Call, when it is installed).
///
/// The ratio targets are relative: `JSONSerialization` (and pyowm) are measured first, in this
/// run, and the fast path's targets are `0.35×` and `0.5×` of those medians. The reference
/// figures are printed before the table.
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
        .appendingPathComponent("Tests/WeatherProvidersTests/Fixtures")

    static let oneCallPath = "openweather/onecall3/nairobi-kenya-default-units.json"

    static func recordedBodies() throws -> [Body] {
        func data(_ path: String) throws -> Data { try Data(contentsOf: fixtures.appendingPathComponent(path)) }
        let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let mapping = OpenWeatherMapping(units: .standard)
        return [
            Body(
                name: "onecall nairobi 45 KB",
                data: try data(oneCallPath),
                toWeather: { decoder, body in
                    let response = try decoder.decode(OpenWeather.OneCallResponse.self, from: body) { JSONDecoder() }
                    _ = try mapping.weather(from: response, fetchedAt: fetchedAt)
                },
                toResponse: { _ = try JSONDecoder().decode(OpenWeather.OneCallResponse.self, from: $0) }),
            Body(
                name: "weatherapi forecast moscow 100 KB",
                data: try data("weatherapi/forecast/moscow-2day-aqi-alerts-2025.json"),
                toWeather: { decoder, body in
                    let response = try decoder.decode(WeatherAPI.ForecastResponse.self, from: body) { JSONDecoder() }
                    _ = try response.weather(fetchedAt: fetchedAt)
                },
                toResponse: { _ = try JSONDecoder().decode(WeatherAPI.ForecastResponse.self, from: $0) }),
            Body(
                name: "freetestapi list 51 cities",
                data: try data("freetestapi/weathers/all-51-items.json"),
                toWeather: { decoder, body in
                    let cities = try decoder.decode([CityWeather].self, from: body) { JSONDecoder() }
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
            FileHandle.standardError.write(Data("error: decoding fixtures not found: \(error)\n".utf8))
            return []
        }
        var benchmarks: [Benchmark] = []
        print("Decoding references, measured now (median of 300 runs):")
        for body in bodies {
            let serialization = median { _ = try JSONSerialization.jsonObject(with: body.data) }
            print("  \(body.name): JSONSerialization \(BenchmarkTarget.duration(serialization))")
            var rows = [
                Benchmark(
                    "decode.\(body.name) → Weather (fast) ≤ 0.35× JSONSerialization",
                    target: .atMost(milliseconds: serialization * 0.35 * 1_000), runs: 300, warmUpRuns: 30
                ) { try body.toWeather(.fast, body.data) },
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
            if body.name.hasPrefix("onecall") {
                if let pyowm = pyowmSeconds(path: fixtures.appendingPathComponent(oneCallPath).path) {
                    print(
                        "  \(body.name): pyowm OneCall.from_dict(json.loads(body)) \(BenchmarkTarget.duration(pyowm))")
                    rows.insert(
                        Benchmark(
                            "decode.\(body.name) → Weather (fast) ≤ 0.5× pyowm",
                            target: .atMost(milliseconds: pyowm * 0.5 * 1_000), runs: 300, warmUpRuns: 30
                        ) { try body.toWeather(.fast, body.data) },
                        at: 1)
                } else {
                    print("  \(body.name): pyowm not installed (pip install pyowm)")
                }
            }
            benchmarks += rows
        }
        print("")
        return benchmarks
    }

    /// The median time of `body` over 300 runs after 30 untimed ones, in seconds.
    static func median(_ body: () throws -> Void) -> Double {
        var seconds: [Double] = []
        do {
            for _ in 0..<30 { try body() }
            for _ in 0..<300 {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        } catch {
            return .nan
        }
        seconds.sort()
        return seconds[seconds.count / 2]
    }

    /// pyowm's median time for `OneCall.from_dict(json.loads(body))`, or `nil` when it is not installed.
    static func pyowmSeconds(path: String) -> Double? {
        let script = """
            import json, sys, time
            from pyowm.weatherapi30.one_call import OneCall
            body = open(sys.argv[1]).read()
            for _ in range(100):
                OneCall.from_dict(json.loads(body))
            times = []
            for _ in range(2000):
                start = time.perf_counter()
                OneCall.from_dict(json.loads(body))
                times.append(time.perf_counter() - start)
            times.sort()
            print(times[len(times) // 2])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
