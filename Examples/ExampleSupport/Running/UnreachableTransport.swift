import WeatherModels
import WeatherNetworking

/// A transport whose every request fails as if the network were down, for `--offline`: it
/// shows how an example falls back to the weather it saved earlier.
///
/// It stands in for the mode's own transport, so it has the mode's origin: `--offline` on the sandbox
/// falls back to weather the sandbox saved, and a live `--offline` run only to live weather.
package struct UnreachableTransport: HTTPTransport {
    /// The origin of the transport it stands in for.
    package let dataOrigin: DataOrigin
    /// Why nothing can be reached, for the error: `the network is switched off by --offline`.
    package let reason: String

    /// Creates the transport standing in for one of `origin`.
    package init(origin: DataOrigin = .live, reason: String = "the network is switched off by --offline") {
        self.dataOrigin = origin
        self.reason = reason
    }

    /// Fails with a `WeatherError` of code `network`.
    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw WeatherError(.network, message: reason)
    }
}
