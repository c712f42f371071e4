import Foundation
import Testing
import WeatherModels
import WeatherNetworking

@testable import WeatherSandbox

/// Shared values and helpers for the sandbox tests.
enum SandboxTesting {
    /// 2025-06-15 12:00:00 UTC.
    static let june: Date = Date(timeIntervalSince1970: 1_749_988_800)
    /// 2025-01-15 12:00:00 UTC.
    static let january: Date = Date(timeIntervalSince1970: 1_736_942_400)

    /// A sandbox fixed at `date`.
    static func sandbox(
        seed: UInt64 = 7, at date: Date = june, scenarios: [SandboxScenario] = [],
        clock: (any Clock<Duration>)? = nil
    ) -> SandboxTransport {
        SandboxTransport(seed: seed, now: { date }, scenarios: scenarios, clock: clock)
    }

    /// Sends a GET for `url` and returns the response.
    static func get(
        _ url: String, from sandbox: SandboxTransport, timeout: Duration? = nil
    ) async throws -> HTTPResponse {
        let target = try #require(URL(string: url))
        return try await sandbox.send(HTTPRequest(method: .get, url: target, timeout: timeout))
    }

    /// Sends a POST with a JSON body.
    static func post(_ url: String, json: [String: Any], to sandbox: SandboxTransport) async throws -> HTTPResponse {
        let target = try #require(URL(string: url))
        let body = try JSONSerialization.data(withJSONObject: json)
        return try await sandbox.send(
            HTTPRequest(method: .post, url: target, headers: ["Content-Type": "application/json"], body: body))
    }

    /// The body as a JSON object.
    static func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// The body as a JSON array.
    static func array(_ response: HTTPResponse) throws -> [Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [Any])
    }

    /// Random coordinates and instants from a fixed seed (so failures reproduce).
    struct Inputs: Sequence, IteratorProtocol {
        var generator: SplitMix64
        var remaining: Int

        init(count: Int, seed: UInt64) {
            generator = SplitMix64(seed: seed)
            remaining = count
        }

        mutating func next() -> (coordinate: Coordinate, date: Date, seed: UInt64)? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let latitude = Double.random(in: -89.99...89.99, using: &generator)
            let longitude = Double.random(in: -180...180, using: &generator)
            let seconds = Double.random(in: 946_684_800...2_051_222_400, using: &generator).rounded()
            guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else { return nil }
            return (coordinate, Date(timeIntervalSince1970: seconds), generator.next())
        }
    }
}
