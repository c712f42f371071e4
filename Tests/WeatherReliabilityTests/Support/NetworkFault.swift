import Foundation
import Testing
import WeatherAuth
import WeatherNetworking
import WeatherTestSupport

/// One way the network or a server can misbehave, and how a client must come out of it.
struct NetworkFault: Sendable, CustomTestStringConvertible {
    /// How a call must end.
    enum Outcome: Sendable, Hashable, CustomStringConvertible {
        /// The fault is answered once, then the real body: the call retries and succeeds.
        case recovers
        /// The call fails with this `WeatherError` code (Firebase maps it to its ``AuthError`` code).
        case fails(WeatherError.Code)

        var description: String {
            switch self {
            case .recovers: "recovers"
            case .fails(let code): "fails(.\(code))"
            }
        }
    }

    /// How the fault is served.
    enum Delivery: Sendable {
        /// Nothing listens on the port (a ``RefusedPort``).
        case connectionRefused
        /// The first answer is the fault, every later one the real body.
        case once(@Sendable (Data) -> ScriptedResponse)
        /// Every answer is the fault.
        case always(@Sendable (Data) -> ScriptedResponse)
    }

    var name: String
    var delivery: Delivery
    /// The acceptable outcomes: most faults have one, a few (429 without `Retry-After`) depend on the provider.
    var outcomes: Set<Outcome>
    /// How many attempts the call makes when it fails; `nil` when it varies.
    var attemptsWhenFailing: Int?

    var testDescription: String { name }

    /// The transport's deadline in the matrix; the stall and drip faults outlast it.
    static let deadline: Duration = .milliseconds(700)
    /// The attempts the matrix's retry policy allows.
    static let maximumAttempts = 3
    /// A generous bound that only tells a hang from a slow run (under ThreadSanitizer, on two busy cores): a call
    /// took 63 and 78 seconds while two other builds shared the machine's two cores, and a hang never ends.
    static let noHangBound: Duration = .seconds(180)
    /// A declared length far over the transport's limit.
    static let gigabyte = 1 << 30

    static let all: [NetworkFault] = [
        NetworkFault(
            name: "connection refused", delivery: .connectionRefused, outcomes: [.fails(.network)],
            attemptsWhenFailing: maximumAttempts),
        NetworkFault(
            name: "reset mid-body", delivery: .once { .json($0).with(.partialBody(sendBytes: $0.count / 2)) },
            outcomes: [brokenBodyOnce], attemptsWhenFailing: 1),
        NetworkFault(
            name: "reset mid-body every time", delivery: .always { .json($0).with(.partialBody(sendBytes: 16)) },
            outcomes: [.fails(brokenBodyCode)], attemptsWhenFailing: brokenBodyCode == .network ? maximumAttempts : 1),
        NetworkFault(name: "stall past the deadline", delivery: .once { _ in .stall }, outcomes: [.recovers]),
        NetworkFault(
            name: "slow drip past the deadline",
            delivery: .once { .json($0).with(.drip(chunkDelay: .milliseconds(150), chunkSize: max(1, $0.count / 40))) },
            outcomes: [.recovers]),
        NetworkFault(
            name: "truncated body", delivery: .always { .json($0.prefix($0.count / 2)) },
            outcomes: [.fails(.decoding)], attemptsWhenFailing: 1),
        NetworkFault(
            name: "empty body", delivery: .always { _ in .status(200) }, outcomes: [.fails(.decoding)],
            attemptsWhenFailing: 1),
        NetworkFault(
            name: "HTML instead of JSON",
            delivery: .always { _ in
                ScriptedResponse(
                    status: 200, headers: ["Content-Type": "text/html"],
                    body: Data("<!DOCTYPE html><html><body><h1>Captive portal</h1></body></html>".utf8))
            },
            outcomes: [.fails(.decoding)], attemptsWhenFailing: 1),
        NetworkFault(
            name: "gzip claimed but not sent", delivery: .always { .json($0, headers: ["Content-Encoding": "gzip"]) },
            outcomes: [.fails(brokenBodyCode)], attemptsWhenFailing: brokenBodyCode == .network ? maximumAttempts : 1),
        NetworkFault(
            name: "1 GB Content-Length", delivery: .always { .json($0).declaringContentLength(gigabyte) },
            outcomes: [.fails(.invalidResponse)], attemptsWhenFailing: 1),
        status(401, .fails(.unauthorized)),
        status(403, .fails(.forbidden)),
        status(404, .fails(.notFound)),
        NetworkFault(
            name: "429 with Retry-After", delivery: .once { _ in .status(429, headers: ["Retry-After": "7"]) },
            outcomes: [.recovers]),
        NetworkFault(
            name: "429 without Retry-After", delivery: .once { _ in .status(429) },
            outcomes: [.recovers, .fails(.rateLimited)]),
        status(500, .recovers),
        status(502, .recovers),
        status(503, .recovers),
        NetworkFault(
            name: "503 every time", delivery: .always { _ in .status(503) }, outcomes: [.fails(.server)],
            attemptsWhenFailing: maximumAttempts),
    ]

    /// The code for a body that breaks what its head declared (cut short of its `Content-Length`, or not
    /// the compression it claims): on Linux, where the transport drives libcurl, `.invalidResponse`, which
    /// is not retried; on Apple platforms `URLSession` reports a `.network` error, which is.
    #if os(Linux)
    static let brokenBodyCode = WeatherError.Code.invalidResponse
    #else
    static let brokenBodyCode = WeatherError.Code.network
    #endif

    /// How a call ends when the body is broken once: it fails at once with ``brokenBodyCode`` when that is
    /// not retried, else the retry recovers.
    static var brokenBodyOnce: Outcome {
        brokenBodyCode == .network ? .recovers : .fails(brokenBodyCode)
    }

    /// A bare status answered once (retryable statuses) or every time (the others).
    static func status(_ code: Int, _ outcome: Outcome) -> NetworkFault {
        let response: @Sendable (Data) -> ScriptedResponse = { _ in
            .json(#"{"message":"status \#(code)"}"#, status: code)
        }
        return outcome == .recovers
            ? NetworkFault(name: "\(code)", delivery: .once(response), outcomes: [outcome])
            : NetworkFault(name: "\(code)", delivery: .always(response), outcomes: [outcome], attemptsWhenFailing: 1)
    }

    /// The ``AuthError`` code Firebase sign-in reports for a transport or HTTP failure with `code`.
    static func authenticationCode(for code: WeatherError.Code) -> AuthError.Code {
        switch code {
        case .network, .timeout, .cancelled: .network
        case .forbidden: .operationNotAllowed
        case .rateLimited: .tooManyAttempts
        default: .server
        }
    }
}
