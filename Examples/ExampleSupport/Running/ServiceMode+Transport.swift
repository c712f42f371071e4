import Foundation
import WeatherNetworking
import WeatherSandbox

extension ServiceMode {
    /// The transport for this mode: the network when live, the sandbox otherwise.
    ///
    /// The sandbox keeps its Firebase accounts in `stateDirectory` when one is given, so an
    /// account signed up in one run signs in in the next.
    package func transport(stateDirectory: URL? = nil) -> any HTTPTransport {
        isLive ? URLSessionTransport() : SandboxTransport(stateDirectory: stateDirectory)
    }
}
