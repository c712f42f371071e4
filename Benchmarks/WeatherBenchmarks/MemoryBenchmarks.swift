import Foundation
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherSandbox

/// Memory: paging through a freetestapi list of 100,000 items that the sandbox writes as it is read
/// (`SandboxTransport(freeTestListSize:)`), through `FreeTestWeatherClient.cities(pageSize:)`.
///
/// The body is tens of megabytes and the decoded list larger still; streamed, the client holds
/// one chunk and about one page at a time.
let memoryBenchmarks: [Benchmark] = [
    Benchmark(
        "memory.freetestapi 100,000 items in pages of 100: peak RSS growth",
        target: .count(atMost: 20, "MB"), runs: 1, warmUpRuns: 0,
        note: "peak resident size (VmHWM, reset first) above the size at the start; one cold run, since memory "
            + "the allocator keeps from one run serves the next"
    ) {
        MemoryFixtures.peakGrowth(of: MemoryFixtures.client())
    },
    Benchmark(
        "memory.freetestapi 100,000 items through a plain transport (whole body)", target: .informational("MB"),
        runs: 1, warmUpRuns: 0,
        note: "for comparison: the same pages when the transport cannot stream, so the body arrives whole"
    ) {
        MemoryFixtures.peakGrowth(of: MemoryFixtures.client(streaming: false))
    },
    Benchmark(
        "memory.freetestapi 100,000 items in pages of 100: throughput", target: .informational("items/s"),
        runs: 3, warmUpRuns: 1,
        note: "sandbox writing + splitting + decoding each item with the client's response decoder, one request"
    ) {
        let client = MemoryFixtures.client()
        return BenchmarkIteration(
            measure: { try await MemoryFixtures.pageThrough(client) {} },
            report: { seconds in Double(MemoryFixtures.itemCount) / seconds }
        )
    },
]

/// The list and the client the memory benchmarks page through.
enum MemoryFixtures {
    static let itemCount = 100_000
    static let pageSize = 100

    /// A client of a sandbox serving the list; `streaming: false` hides the sandbox's streaming.
    static func client(streaming: Bool = true) -> FreeTestWeatherClient {
        let sandbox = SandboxTransport(
            now: { Date(timeIntervalSince1970: 1_750_000_000) }, freeTestListSize: itemCount)
        let transport: any HTTPTransport = streaming ? sandbox : PlainTransport(base: sandbox)
        return FreeTestWeatherClient(transport: transport, configuration: .init(retryPolicy: .none))
    }

    /// An iteration that pages through the list with `client` and reports how far the peak resident size
    /// rose above the size at its start, in MB.
    static func peakGrowth(of client: FreeTestWeatherClient) -> BenchmarkIteration {
        let peak = PeakMemory()
        let growth = Locked(0.0)
        return BenchmarkIteration(
            prepare: { peak.start() },
            measure: {
                try await pageThrough(client) { peak.sample() }
                growth.withLock { $0 = peak.growthInMegabytes() }
            },
            report: { _ in growth.current }
        )
    }

    /// A transport that only sends, so responses arrive whole.
    struct PlainTransport: HTTPTransport {
        var base: SandboxTransport

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await base.send(request)
        }
    }

    /// Reads every page, calling `afterPage` after each; checks that every item arrived once.
    static func pageThrough(_ client: FreeTestWeatherClient, afterPage: () -> Void) async throws {
        var count = 0
        var lastID = 0
        for try await page in client.cities(pageSize: pageSize) {
            for city in page {
                guard city.id == lastID + 1 else { throw Mismatch(detail: "item \(count + 1) has id \(city.id)") }
                lastID = city.id
            }
            count += page.count
            afterPage()
        }
        guard count == itemCount else { throw Mismatch(detail: "\(count) items instead of \(itemCount)") }
    }

    struct Mismatch: Error, CustomStringConvertible {
        var detail: String
        var description: String { "the paged list is not the list served: \(detail)" }
    }
}
