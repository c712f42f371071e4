import Foundation
import WeatherModels
import WeatherNetworking
import WeatherProviders

/// The path a user calls: `client.weather(at:)` from request to `Weather`, over a transport that
/// answers from memory with the recorded One Call body, so the figure holds everything the SDK does
/// (request building, the pipeline, one parse, the error check, decoding, mapping) and nothing of the
/// network. It is paired with pyowm's `OneCall.from_dict(json.loads(body))`, run for run.
let endToEndBenchmarks: [Benchmark] = EndToEndBenchmarks.all()

enum EndToEndBenchmarks {
    /// A transport that answers every request with the same response, at once.
    struct MemoryTransport: HTTPTransport {
        let response: HTTPResponse

        func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
    }

    static let nairobi = try? Coordinate(latitude: -1.2833, longitude: 36.8167)

    static func client() throws -> OpenWeatherClient {
        let body = try Data(
            contentsOf: DecodingBenchmarks.fixtures.appendingPathComponent(DecodingBenchmarks.oneCallPath))
        let transport = MemoryTransport(
            response: HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body))
        return OpenWeatherClient(apiKey: "benchmark-key", transport: transport)
    }

    static func all() -> [Benchmark] {
        guard let nairobi else { return [] }
        var rows = [
            Benchmark(
                "end-to-end client.weather(at:) onecall nairobi 45 KB", target: .informational("µs"), runs: 300,
                warmUpRuns: 30
            ) {
                let client = try client()
                return BenchmarkIteration(
                    measure: { _ = try await client.weather(at: nairobi) }, report: { $0 * 1e6 })
            }
        ]
        guard PyowmReference.isInstalled else {
            BenchmarkOutput.note(
                "pyowm is not installed (pip install pyowm): the end-to-end row against it is left out.")
            return rows
        }
        let path = DecodingBenchmarks.fixtures.appendingPathComponent(DecodingBenchmarks.oneCallPath).path
        rows.insert(
            Benchmark(
                "end-to-end client.weather(at:) onecall nairobi / pyowm", target: .ratio(atMost: 1.0 / 3), runs: 300,
                warmUpRuns: 30,
                note:
                    "paired runs: each call, then the median of \(PyowmReference.runsPerTime) pyowm runs in a Python process"
            ) {
                let client = try client()
                let pyowm = try PyowmReference(path: path)
                return BenchmarkIteration(
                    prepare: { _ = try await client.weather(at: nairobi) },
                    measure: { _ = try await client.weather(at: nairobi) },
                    report: { seconds in seconds / (try pyowm.time()) },
                    tearDown: { pyowm.stop() })
            },
            at: 0)
        return rows
    }
}
