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

    /// Exits, saying so on standard error, on an Apple system older than WeatherUI's screen models need
    /// (iOS 17, macOS 14), which the examples drive.
    package static func exitForOldSystem(tool: String) -> Never {
        FileHandle.standardError.write(Data("\(tool) needs macOS 14, iOS 17 or later, or Linux.\n".utf8))
        exit(ExitStatus.setup)
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
                console.notice(ServiceMode.sandboxNotice(keyVariable: chosen.keyVariable, formatter: context.formatter))
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
        let formatter: WeatherFormatter
        do {
            let locale = try ExampleLocale.locale(lang: parsed.value("lang"), environment: environment)
            var units = UnitPreferences(locale: locale)
            if let text = parsed.value("units") {
                units = try ExampleLocale.units(text, base: units)
            }
            formatter = WeatherFormatter(locale: locale, units: units)
        } catch {
            throw ExampleFailure.usage(error, tool: interface.name)
        }
        var fault: SimulatedFault?
        if let name = parsed.value("simulate") {
            do {
                fault = try SimulatedFault(name: name)
            } catch {
                throw ExampleFailure.usage(error, tool: interface.name)
            }
            if fault == .badKey, keyVariable == nil {
                throw ExampleFailure.usage(
                    UsageError("--simulate bad-key: \(service) needs no key, so there is none to refuse."),
                    tool: interface.name)
            }
            if mode.isLive {
                let why = keyVariable.map { "--live or \($0) is set" } ?? "--live is given"
                throw ExampleFailure.usage(
                    UsageError(
                        "--simulate acts out failures on the offline sandbox only, and this run is live (\(why))."),
                    tool: interface.name)
            }
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
            environment: environment,
            simulatedFault: fault)
    }

    /// Reads commands until `quit` or the end of input; a failing command is reported and the prompt goes on.
    private func prompt(_ context: ExampleContext, handler: Handler) async {
        let console = context.console
        console.line(context.style.dim("Type a command, “help” for the list, or “quit”."))
        let history = LineHistory()
        while let line = console.ask(context.style.bold("\(interface.name)> "), history: history) {
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
                    throw ExampleFailure("\(error.message) Type “help” for the commands.", exitCode: ExitStatus.usage)
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

    /// Writes `error` to standard error and returns its exit code (see ``ExitStatus``).
    private func report(_ error: any Error, console: Console) -> Int32 {
        switch error {
        case let failure as ExampleFailure:
            console.error(failure.message)
            return failure.exitCode
        case let usage as UsageError:
            // A wrong argument found while running a command (a number that is not one) is a usage error too.
            let failure = ExampleFailure.usage(usage, tool: interface.name)
            console.error(failure.message)
            return failure.exitCode
        case let weatherError as WeatherError:
            console.error(Self.explain(weatherError, service: service, keyless: keyVariable == nil))
            return Self.exitStatus(for: weatherError.code)
        case let fileError as CocoaError:
            console.error(DataDirectory.explain(fileError))
            return ExitStatus.storage
        default:
            console.error(SecretRedactor.redact(String(describing: error)))
            return ExitStatus.unavailable
        }
    }

    /// The exit status for a `WeatherError` of `code`: the same in every example.
    package static func exitStatus(for code: WeatherError.Code) -> Int32 {
        switch code {
        case .unauthorized, .forbidden: ExitStatus.setup
        case .storage: ExitStatus.storage
        case .notFound, .outOfRange, .invalidInput, .badRequest, .conflict: ExitStatus.notFound
        default: ExitStatus.unavailable
        }
    }

    /// A sentence for a person about a `WeatherError`: what happened and what to do, without codes or internals.
    ///
    /// - Parameter keyless: Whether the service takes no key, so that a limit is the service's on this
    ///   address rather than a key's quota.
    package static func explain(_ error: WeatherError, service: String, keyless: Bool = false) -> String {
        switch error.code {
        case .unauthorized:
            return "\(service) refused the API key. Check the key, or leave out --live to use the sandbox."
        case .forbidden:
            return "\(service) does not allow this with your key (\(error.message)). Check what your plan includes."
        case .rateLimited:
            let wait = error.retryAfter.map { " Try again in \(Self.minutesAndSeconds($0))." } ?? " Try again later."
            return keyless
                ? "\(service) says too many requests from this address for now.\(wait)"
                : "\(service) says too many requests: the key's quota is used up for now.\(wait)"
        case .network:
            return "\(service) could not be reached (\(error.message)). Check the network connection and try again."
        case .timeout:
            return "\(service) did not answer in time, even after trying again. Try again later."
        case .server, .unavailable:
            return "\(service) has a problem on its side (\(error.message)). Try again later."
        case .notFound:
            return "\(service) found nothing for that (\(error.message))."
        case .outOfRange:
            return "\(service) has no data for that date (\(error.message))."
        case .invalidInput, .badRequest:
            return "\(service) cannot answer that request (\(error.message)). Check the name or the numbers given."
        case .decoding, .invalidResponse, .redirectRefused:
            return "\(service) sent an answer that cannot be read (\(error.message)). Try again later."
        case .storage:
            return "The saved data cannot be used (\(error.message)). Check the data folder, or choose another "
                + "with --data-dir PATH."
        case .cancelled:
            return "The request was cancelled."
        default:
            return "\(service) failed (\(error.message))."
        }
    }

    /// `90 seconds` as `1 min 30 s`, `45 s` as `45 s`.
    private static func minutesAndSeconds(_ duration: Duration) -> String {
        let seconds = max(0, Int(duration.components.seconds))
        return seconds >= 60 ? "\(seconds / 60) min" + (seconds % 60 > 0 ? " \(seconds % 60) s" : "") : "\(seconds) s"
    }
}
