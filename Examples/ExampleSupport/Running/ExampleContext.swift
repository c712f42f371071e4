import Foundation
import WeatherNetworking

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
    }

    /// The transport for the clients: none with `--offline`, else the sandbox (its Firebase accounts
    /// kept in the data directory) or the network.
    package func transport() -> any HTTPTransport {
        isOffline
            ? UnreachableTransport(origin: mode.isLive ? .live : .sandbox)
            : mode.transport(stateDirectory: dataDirectory.url)
    }

    /// The style of the console.
    package var style: TerminalStyle { console.style }

    /// A progress line for long work, drawn only on a terminal.
    package var progress: ProgressLine {
        ProgressLine(isEnabled: terminal.outputIsTerminal, width: terminal.width)
    }
}
