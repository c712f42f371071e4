import Foundation
import WeatherModels

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The frame every example runs in: parse the command line, answer `--help`, decide sandbox or
/// live, then run one command — or, with no command on a terminal (or with `--interactive`),
/// the default command followed by a prompt that reads commands line by line.
///
/// ```swift
/// @main struct WeatherNow {
///     static func main() async {
///         await ExampleProgram(interface: interface, service: "OpenWeather", keyVariable: "OPENWEATHER_API_KEY")
///             .main { command, context in try await run(command, context) }
///     }
/// }
/// ```
package struct ExampleProgram: Sendable {
    /// Runs one parsed command.
    package typealias Handler = @Sendable (ParsedCommand, ExampleContext) async throws -> Void

    /// The commands and options.
    package var interface: CommandLineInterface
    /// The service's name, for messages: `OpenWeather`.
    package var service: String
    /// The environment variable with the service's key, or `nil` for a keyless service.
    package var keyVariable: String?
    /// For an example whose command line chooses the service (`weather-now --provider`): the service's
    /// name and key variable for a parsed command, replacing ``service`` and ``keyVariable``.
    package var chooseService:
        (@Sendable (ParsedCommand) throws(UsageError) -> (service: String, keyVariable: String?))?

    /// Creates a program.
    package init(
        interface: CommandLineInterface, service: String, keyVariable: String?,
        chooseService: (@Sendable (ParsedCommand) throws(UsageError) -> (service: String, keyVariable: String?))? = nil
    ) {
        self.interface = interface
        self.service = service
        self.keyVariable = keyVariable
        self.chooseService = chooseService
    }

    /// Runs with the process's arguments and environment, then exits with the resulting code.
    package func main(_ handler: Handler) async -> Never {
        let code = await run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            handler: handler)
        fflush(nil)
        exit(code)
    }

    /// Runs and returns the exit code.
    package func run(arguments: [String], environment: [String: String], handler: Handler) async -> Int32 {
        let terminal = TerminalCapabilities.current(environment: environment)
        let console = Console(
            style: TerminalStyle(isEnabled: terminal.allowsColor), echoesInput: !terminal.inputIsTerminal)
        var chosen = self
        do {
            let parsed: ParsedCommand
            do {
                parsed = try interface.parse(arguments)
                if let chooseService {
                    (chosen.service, chosen.keyVariable) = try chooseService(parsed)
                }
            } catch {
                throw ExampleFailure.usage(error, tool: interface.name)
            }
            if parsed.wantsHelp {
                console.line(interface.helpText(width: terminal.width))
                return 0
            }
            let context = try chosen.makeContext(
                parsed, terminal: terminal, console: console, environment: environment)
            if !context.mode.isLive {
                console.notice(ServiceMode.sandboxNotice(keyVariable: chosen.keyVariable))
            }
            try await handler(parsed, context)
            if context.isInteractive {
                await chosen.prompt(context, handler: handler)
            }
            return 0
        } catch {
            return chosen.report(error, console: console)
        }
    }

    private func makeContext(
        _ parsed: ParsedCommand, terminal: TerminalCapabilities, console: Console, environment: [String: String]
    ) throws -> ExampleContext {
        let mode = try ServiceMode.decide(
            live: parsed.has("live"), keyVariable: keyVariable, service: service, environment: environment)
        var formatter = WeatherFormatter()
        if let name = parsed.value("units") {
            guard let units = DisplayUnits(name: name) else {
                throw ExampleFailure.usage(UsageError("--units is metric or imperial."), tool: interface.name)
            }
            formatter.units = units
        }
        let directory = parsed.value("data-dir").map {
            DataDirectory(url: URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath, isDirectory: true))
        }
        let noCommand = parsed.command.path.isEmpty && parsed.arguments.isEmpty
        let interactive =
            parsed.has("interactive") || (noCommand && terminal.inputIsTerminal && terminal.outputIsTerminal)
        return ExampleContext(
            toolName: interface.name,
            terminal: terminal,
            console: console,
            formatter: formatter,
            mode: mode,
            dataDirectory: directory ?? DataDirectory(url: DataDirectory.defaultURL(environment: environment)),
            isInteractive: interactive,
            isOffline: parsed.has("offline"),
            environment: environment)
    }

    /// Reads commands until `quit` or the end of input; a failing command is reported and the prompt goes on.
    private func prompt(_ context: ExampleContext, handler: Handler) async {
        let console = context.console
        console.line(context.style.dim("Type a command, “help” for the list, or “quit”."))
        while let line = console.ask(context.style.bold("\(interface.name)> ")) {
            switch line.lowercased() {
            case "": continue
            case "quit", "exit", "q": return
            case "help", "?":
                console.line(interface.helpText(width: context.terminal.width))
                continue
            default: break
            }
            do {
                let parsed: ParsedCommand
                do {
                    parsed = try interface.parse(try CommandWords.split(line))
                } catch {
                    throw ExampleFailure("\(error.message) Type “help” for the commands.", exitCode: 64)
                }
                if parsed.wantsHelp {
                    console.line(interface.helpText(width: context.terminal.width))
                } else {
                    try await handler(parsed, context)
                }
            } catch {
                _ = report(error, console: console)
            }
        }
        console.line()
    }

    /// Writes `error` to standard error and returns its exit code.
    private func report(_ error: any Error, console: Console) -> Int32 {
        switch error {
        case let failure as ExampleFailure:
            console.error(failure.message)
            return failure.exitCode
        case let weatherError as WeatherError:
            console.error(Self.explain(weatherError, service: service))
            return 1
        default:
            console.error(SecretRedactor.redact(String(describing: error)))
            return 1
        }
    }

    /// A sentence for a person about a `WeatherError`.
    package static func explain(_ error: WeatherError, service: String) -> String {
        switch error.code {
        case .unauthorized:
            return "\(service) refused the API key. Check the key, or leave out --live to use the sandbox."
        case .rateLimited:
            let wait = error.retryAfter.map { " Try again in \($0.components.seconds) seconds." } ?? ""
            return "\(service) says too many requests.\(wait)"
        case .network, .timeout:
            return "\(service) could not be reached (\(error.message))."
        case .notFound:
            return "\(service) found nothing for that (\(error.message))."
        default:
            return error.description
        }
    }
}
