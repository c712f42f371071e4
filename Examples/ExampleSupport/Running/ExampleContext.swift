import Foundation
import WeatherNetworking
import WeatherSandbox
import WeatherStore

/// Everything a command of an example needs besides its arguments: how to write, the mode, and
/// where the state lives. ``ExampleProgram`` builds one per run.
package struct ExampleContext: Sendable {
    /// The executable's name, for hints such as "run weather-tracker search CITY".
    package var toolName: String
    /// The terminal's capabilities.
    package var terminal: TerminalCapabilities
    /// Where text goes.
    package var console: Console
    /// How measurements and dates are written.
    package var formatter: WeatherFormatter
    /// Sandbox or live, and the key.
    package var mode: ServiceMode
    /// The folder with the SQLite file and the vault.
    package var dataDirectory: DataDirectory
    /// Whether commands come from a prompt, so a command may ask questions.
    package var isInteractive: Bool
    /// Whether `--offline` asked to act as if the network were down.
    package var isOffline: Bool
    /// The current date; injected so nothing reads the clock behind the example's back.
    package var now: @Sendable () -> Date
    /// The process's environment, for settings beyond the mode's key (a second service's key, a `User-Agent`).
    package var environment: [String: String]
    /// The failure `--simulate` acts out on the sandbox, if any.
    package var simulatedFault: SimulatedFault?

    /// Creates a context.
    package init(
        toolName: String,
        terminal: TerminalCapabilities,
        console: Console,
        formatter: WeatherFormatter,
        mode: ServiceMode,
        dataDirectory: DataDirectory,
        isInteractive: Bool,
        isOffline: Bool = false,
        environment: [String: String] = [:],
        simulatedFault: SimulatedFault? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.toolName = toolName
        self.terminal = terminal
        self.console = console
        self.formatter = formatter
        self.mode = mode
        self.dataDirectory = dataDirectory
        self.isInteractive = isInteractive
        self.isOffline = isOffline
        self.now = now
        self.environment = environment
        self.simulatedFault = simulatedFault
    }

    /// The transport for the clients: none with `--offline` (or `--simulate offline`), else the sandbox (its
    /// Firebase accounts kept in the data directory, acting out the `--simulate` fault) or the network.
    package func transport() -> any HTTPTransport {
        if isOffline || simulatedFault == .offline {
            return UnreachableTransport(
                origin: mode.isLive ? .live : .sandbox,
                reason: "the network is switched off by " + (isOffline ? "--offline" : "--simulate offline"))
        }
        if !mode.isLive, let scenario = simulatedFault?.scenario {
            return SandboxTransport(scenarios: [scenario], stateDirectory: dataDirectory.url)
        }
        return mode.transport(stateDirectory: dataDirectory.url)
    }

    /// `configuration` with the example's ``NetworkProgress`` logger and clock, so every client says when it
    /// tries again: `OpenWeatherClient(apiKey: key, transport: context.transport(), configuration:
    /// context.configured(.init()))`.
    package func configured<Configuration: HTTPClientConfigurable>(_ configuration: Configuration) -> Configuration {
        var configured = configuration
        configured.logger = NetworkProgress(console: console, formatter: formatter).logger
        configured.now = now
        return configured
    }

    /// The data folder's store; a folder that cannot be written is opened for reading, with a warning.
    package func openStore() throws(ExampleFailure) -> SQLiteWeatherStore {
        try dataDirectory.openStore(formatter: formatter, readOnly: { console.warning($0) })
    }

    /// What a hint puts before a command: nothing at the prompt, where commands are typed as they are
    /// (`search CITY`), and the tool's name from a shell (`weather-tracker search CITY`).
    package var commandPrefix: String {
        isInteractive ? "" : "\(toolName) "
    }

    /// The style of the console.
    package var style: TerminalStyle { console.style }

    /// A progress line for long work, drawn only on a terminal.
    package var progress: ProgressLine {
        ProgressLine(isEnabled: terminal.outputIsTerminal, width: terminal.width)
    }
}
