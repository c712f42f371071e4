import WeatherNetworking
import WeatherSandbox

extension ServiceMode {
    /// The transport for this mode: the network when live, the sandbox otherwise.
    package func transport() -> any HTTPTransport {
        isLive ? URLSessionTransport() : SandboxTransport()
    }
}
