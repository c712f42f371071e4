import Foundation
import WeatherCore
import WeatherProviders
import WeatherTestSupport

/// Network economy: what a favorites screen costs against a loopback server that holds every answer
/// back for 100 ms, through the real `URLSessionTransport`.
///
/// The favorites screen asks for current conditions and the daily forecast of 20 places. Ratios are to
/// the median time of one such request for one place against the same server, measured in each
/// benchmark's set-up.
let networkBenchmarks: [Benchmark] = [
    Benchmark("network.one request (100 ms server delay, baseline)", target: .none, runs: 20, warmUpRuns: 2) {
        let server = try NetworkFixtures.server()
        let client = NetworkFixtures.openMeteo(server)
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        return BenchmarkIteration(
            measure: { _ = try await client.weather(at: berlin, including: NetworkFixtures.screen) },
            tearDown: { server.stop() }
        )
    },
    Benchmark(
        "network.favorites 20 via Open-Meteo batch", target: .ratio(atMost: 1.3), runs: 20, warmUpRuns: 2,
        note: "one multi-location request for the 20 places"
    ) {
        let server = try NetworkFixtures.server()
        let client = NetworkFixtures.openMeteo(server)
        let baseline = try await NetworkFixtures.baseline(of: client)
        let favorites = try NetworkFixtures.favorites()
        return BenchmarkIteration(
            measure: { try await NetworkFixtures.load(favorites, from: client, server: server, expectedRequests: 1) },
            report: { seconds in seconds / baseline },
            tearDown: { server.stop() }
        )
    },
    Benchmark(
        "network.favorites 20 via OpenWeather, 6 at a time", target: .informational("×"), runs: 10, warmUpRuns: 1,
        note: "informational: one request per place, 6 in flight, is 4 rounds of 100 ms (about 4×); "
            + "1.3× needs a multi-place API such as Open-Meteo's, or the cache"
    ) {
        let server = try NetworkFixtures.server()
        let client = NetworkFixtures.openWeather(server)
        let baseline = try await NetworkFixtures.baseline(of: client)
        let favorites = try NetworkFixtures.favorites()
        return BenchmarkIteration(
            measure: { try await NetworkFixtures.load(favorites, from: client, server: server, expectedRequests: 20) },
            report: { seconds in seconds / baseline },
            tearDown: { server.stop() }
        )
    },
    Benchmark(
        "network.favorites 20 again within the TTL (cache)", target: .count(atMost: 0, "requests"), runs: 20,
        warmUpRuns: 2
    ) {
        let server = try NetworkFixtures.server()
        let provider = NetworkFixtures.openMeteo(server).cached(ttl: .seconds(600))
        let favorites = try NetworkFixtures.favorites()
        try await NetworkFixtures.load(favorites, from: provider, server: server, expectedRequests: 1)
        let before = Locked(0)
        return BenchmarkIteration(
            prepare: { before.withLock { $0 = server.requestCount } },
            measure: { try await NetworkFixtures.load(favorites, from: provider, server: server, expectedRequests: 0) },
            report: { _ in Double(server.requestCount - before.current) },
            tearDown: { server.stop() }
        )
    },
    Benchmark(
        "network.100 identical calls (coalescing cache)", target: .count(atMost: 1, "requests"), runs: 10,
        warmUpRuns: 1
    ) {
        let server = try NetworkFixtures.server()
        let provider = NetworkFixtures.openMeteo(server).cached(ttl: .seconds(600))
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
        let before = Locked(0)
        return BenchmarkIteration(
            prepare: {
                provider.removeAll()
                before.withLock { $0 = server.requestCount }
            },
            measure: {
                try await withThrowingTaskGroup(of: Weather.self) { group in
                    for _ in 0..<100 {
                        group.addTask { try await provider.weather(at: berlin, including: NetworkFixtures.screen) }
                    }
                    try await group.waitForAll()
                }
            },
            report: { _ in Double(server.requestCount - before.current) },
            tearDown: { server.stop() }
        )
    },
]
