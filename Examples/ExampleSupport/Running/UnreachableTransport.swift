import WeatherModels
import WeatherNetworking

/// A transport whose every request fails as if the network were down, for `--offline`: it
/// shows how an example falls back to the weather it saved earlier.
package struct UnreachableTransport: HTTPTransport {
    /// Creates the transport.
    package init() {}

    /// Fails with a `WeatherError` of code `network`.
    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw WeatherError(.network, message: "the network is switched off by --offline")
    }
}
