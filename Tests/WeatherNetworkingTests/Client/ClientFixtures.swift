import Foundation
import WeatherNetworking
import WeatherTestSupport

/// A secret that must never appear in any text the module produces.
let secretKey = "s3cr3t-K3Y-0042"

let exampleBaseURL = URL(string: "https://api.example.com/data/2.5")!

struct Temperature: Decodable, Sendable, Equatable {
    struct Current: Decodable, Sendable, Equatable {
        var temp: Double
    }
    var current: Current
}

/// A client over `transport` on a manual clock that advances automatically, with a
/// deterministic jitter of one half and the key sent by the pipeline as `secretParameter=`.
func makeClient(
    _ transport: any HTTPTransport,
    clock: TestClock = TestClock(advancesAutomatically: true),
    retryPolicy: RetryPolicy = RetryPolicy(random: { 0.5 }),
    rateLimiter: RateLimiter? = nil,
    logger: HTTPLogger? = nil,
    now: Date = Date(timeIntervalSince1970: 1_800_000_000),
    secretParameter: String = "appid",
    errorRecognizer: ErrorRecognizer = .none
) -> APIClient {
    APIClient(
        configuration: APIClient.Configuration(
            baseURL: exampleBaseURL,
            transport: transport,
            retryPolicy: retryPolicy,
            rateLimiter: rateLimiter,
            clock: clock,
            now: { now },
            logger: logger,
            service: "Example",
            authentication: .queryParameter(secretParameter, secretKey),
            errorRecognizer: errorRecognizer
        )
    )
}

func weatherRequest(city: String = "London") -> APIRequest<Temperature> {
    APIRequest(path: "/weather", query: ["q": city])
}

func response(_ status: Int, _ body: String = "{}", headers: [String: String] = [:]) -> HTTPResponse {
    HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
}

let okBody = #"{"current":{"temp":21.5}}"#

/// Every text form of `error` a user or a log could see.
func texts(of error: WeatherError) -> [String] {
    var dumped = ""
    dump(error, to: &dumped)
    return [
        error.message, String(describing: error), String(reflecting: error), "\(error)",
        error.localizedDescription, dumped,
    ]
}
