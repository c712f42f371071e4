import Foundation
import WeatherNetworking

extension METNorwayClient {
    /// Which form of Locationforecast 2.0 to ask for.
    ///
    /// ``compact`` carries what most apps show (temperature, pressure, humidity, wind, clouds,
    /// precipitation, symbols); ``complete`` adds cloud layers, dew point, fog, the clear-sky UV index,
    /// gusts, temperature ranges, percentiles and probabilities, in a larger body.
    public struct Endpoint: Hashable, Sendable, CustomStringConvertible {
        /// The path under the base URL, such as `compact`.
        public let path: String

        /// Creates an endpoint from its path; prefer ``compact`` and ``complete``.
        package init(path: String) {
            self.path = path
        }

        /// `GET /compact`: the variables most apps need. The default.
        public static let compact = Endpoint(path: "compact")
        /// `GET /complete`: every variable the service has for the place.
        public static let complete = Endpoint(path: "complete")

        /// The path, such as `compact`.
        public var description: String { path }
    }

    /// Options for the requests the client makes.
    ///
    /// MET Norway requires every request to name the app that sends it: give ``userAgent`` your app's
    /// name, version and a contact (an e-mail address or a website).
    ///
    /// ```swift
    /// let configuration = METNorwayClient.Configuration(
    ///     userAgent: "AcmeWeatherApp/0.9 github.com/acmeweatherapp", endpoint: .complete)
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The `User-Agent` sent with every request: the app's name and version and a contact, such as
        /// `AcmeWeatherApp/0.9 github.com/acmeweatherapp` or `AcmeWeather/2.1 ops@acme.example`.
        ///
        /// The client refuses to send a request (with `WeatherError` `.invalidInput`) when it is empty or
        /// generic (a browser's `Mozilla/…`, `curl/…`, a default URLSession or HTTP library agent), since
        /// MET Norway answers those with 403 Forbidden.
        public var userAgent: String
        /// The form of the forecast to ask for. Default ``Endpoint/compact``.
        public var endpoint: Endpoint
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their fields
        /// read as the configuration's own (`configuration.retryPolicy`). Its `now` also decides when a
        /// kept forecast expires.
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every parameter but `userAgent` has the default described on its property.
        public init(
            userAgent: String,
            endpoint: Endpoint = .compact,
            attemptTimeout: Duration = HTTPClientOptions.defaultAttemptTimeout,
            retryPolicy: RetryPolicy = .default,
            rateLimiter: RateLimiter? = nil,
            clock: any Clock<Duration> = ContinuousClock(),
            now: @escaping @Sendable () -> Date = { Date() },
            logger: HTTPLogger? = nil
        ) {
            self.userAgent = userAgent
            self.endpoint = endpoint
            self.httpOptions = HTTPClientOptions(
                attemptTimeout: attemptTimeout, retryPolicy: retryPolicy, rateLimiter: rateLimiter, clock: clock,
                now: now,
                logger: logger)
        }
    }
}
