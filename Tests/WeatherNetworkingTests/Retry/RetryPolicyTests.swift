import Foundation
import Testing
import WeatherCore
import WeatherNetworking

@Suite("RetryPolicy")
struct RetryPolicyTests {
    @Test func backoffWindowDoublesUpToTheMaximum() {
        let policy = RetryPolicy(baseDelay: .seconds(1), maximumDelay: .seconds(10))
        #expect((1...6).map(policy.backoffWindow(beforeRetry:)) == [1, 2, 4, 8, 10, 10].map { .seconds($0) })
    }

    @Test(arguments: [0.0, 0.25, 0.999_999])
    func fullJitterStaysWithinZeroAndTheWindow(random: Double) {
        let policy = RetryPolicy(baseDelay: .seconds(2), maximumDelay: .seconds(30), random: { random })
        for retry in 1...8 {
            let window = policy.backoffWindow(beforeRetry: retry)
            let delay = policy.jitteredDelay(beforeRetry: retry)
            #expect(delay >= .zero)
            #expect(delay <= window)
            #expect(abs(delay.secondsValue - window.secondsValue * random) < 1e-6)
        }
    }

    @Test func outOfRangeRandomValuesAreClamped() {
        #expect(RetryPolicy(baseDelay: .seconds(1), random: { 7 }).jitteredDelay(beforeRetry: 1) == .seconds(1))
        #expect(RetryPolicy(baseDelay: .seconds(1), random: { -3 }).jitteredDelay(beforeRetry: 1) == .zero)
    }

    @Test func noneMakesASingleAttempt() {
        #expect(RetryPolicy.none.maximumAttempts == 1)
        #expect(RetryPolicy.default.maximumAttempts == 3)
    }

    @Test(
        arguments: [
            ("120", Duration.seconds(120)),
            ("0", .zero),
            ("Sun, 22 Nov 2026 18:01:00 GMT", .seconds(60)),
            ("Sunday, 22-Nov-26 18:00:30 GMT", .seconds(30)),
            ("Sun Nov 22 18:00:05 2026", .seconds(5)),
            ("Sun, 22 Nov 2026 17:00:00 GMT", .zero),
        ])
    func parsesRetryAfter(header: String, expected: Duration) throws {
        let now = try #require(HTTPResponse.parseHTTPDate("Sun, 22 Nov 2026 18:00:00 GMT"))
        let response = HTTPResponse(statusCode: 429, headers: ["Retry-After": header], body: Data())
        #expect(response.retryAfter(relativeTo: now) == expected)
    }

    @Test(arguments: ["soon", "-5", "", "12.5"])
    func ignoresUnreadableRetryAfter(header: String) {
        let response = HTTPResponse(statusCode: 429, headers: ["Retry-After": header], body: Data())
        #expect(response.retryAfter(relativeTo: Date()) == nil)
    }
}
