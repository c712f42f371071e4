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
        let formatter = Self.formatter(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        FileHandle.standardError.write(Data((formatter.example("support.oldSystem", tool) + "\n").utf8))
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
        // The language of messages about a command line that does not parse: its `--lang`, else the environment's.
        var formatter = Self.formatter(arguments: arguments, environment: environment)
        do {
            let parsed: ParsedCommand
            do {
                parsed = try interface.parse(arguments)
                if let chooseService {
                    (chosen.service, chosen.keyVariable) = try chooseService(parsed)
                }
            } catch {
                throw ExampleFailure.usage(error, tool: interface.name, formatter: formatter)
            }
            if parsed.wantsHelp {
                console.line(interface.helpText(width: terminal.width))
                return 0
            }
            let context = try chosen.makeContext(
                parsed, terminal: terminal, console: console, environment: environment, formatter: formatter)
            formatter = context.formatter
            if !context.mode.isLive {
                console.notice(ServiceMode.sandboxNotice(keyVariable: chosen.keyVariable, formatter: context.formatter))
            }
            try await handler(parsed, context)
            if context.isInteractive {
                await chosen.prompt(context, handler: handler)
            }
            return 0
        } catch {
            return chosen.report(error, console: console, formatter: formatter)
        }
    }

    private func makeContext(
        _ parsed: ParsedCommand, terminal: TerminalCapabilities, console: Console, environment: [String: String],
        formatter early: WeatherFormatter
    ) throws -> ExampleContext {
        let formatter: WeatherFormatter
        do {
            let locale = try ExampleLocale.locale(lang: parsed.value("lang"), environment: environment)
            var units = UnitPreferences(locale: locale)
            if let text = parsed.value("units") {
                units = try ExampleLocale.units(text, base: units)
            }
            formatter = WeatherFormatter(locale: locale, units: units)
        } catch {
            throw ExampleFailure.usage(error, tool: interface.name, formatter: early)
        }
        let mode = try ServiceMode.decide(
            live: parsed.has("live"), keyVariable: keyVariable, service: service, environment: environment,
            formatter: formatter)
        var fault: SimulatedFault?
        if let name = parsed.value("simulate") {
            do {
                fault = try SimulatedFault(name: name)
            } catch {
                throw ExampleFailure.usage(error, tool: interface.name, formatter: formatter)
            }
            if fault == .badKey, keyVariable == nil {
                throw ExampleFailure.usage(
                    UsageError(key: "support.usage.simulateNoKey", service), tool: interface.name,
                    formatter: formatter)
            }
            if mode.isLive {
                let error =
                    keyVariable.map { UsageError(key: "support.usage.simulateLiveKey", $0) }
                    ?? UsageError(key: "support.usage.simulateLive")
                throw ExampleFailure.usage(error, tool: interface.name, formatter: formatter)
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
        console.line(context.style.dim(context.formatter.example("support.prompt")))
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
                    throw ExampleFailure(
                        context.formatter.example("support.usage.typeHelp", error.message(in: context.formatter)),
                        exitCode: ExitStatus.usage)
                }
                if parsed.wantsHelp {
                    console.line(interface.helpText(width: context.terminal.width))
                } else {
                    try await handler(parsed, context)
                }
            } catch {
                _ = report(error, console: console, formatter: context.formatter)
            }
        }
        console.line()
    }

    /// Writes `error` to standard error and returns its exit code (see ``ExitStatus``).
    private func report(_ error: any Error, console: Console, formatter: WeatherFormatter) -> Int32 {
        let label = formatter.example("support.error")
        switch error {
        case let failure as ExampleFailure:
            console.error(failure.message, label: label)
            return failure.exitCode
        case let usage as UsageError:
            // A wrong argument found while running a command (a number that is not one) is a usage error too.
            let failure = ExampleFailure.usage(usage, tool: interface.name, formatter: formatter)
            console.error(failure.message, label: label)
            return failure.exitCode
        case let weatherError as WeatherError:
            console.error(
                Self.explain(weatherError, service: service, keyless: keyVariable == nil, formatter: formatter),
                label: label)
            return Self.exitStatus(for: weatherError.code)
        case let fileError as CocoaError:
            console.error(DataDirectory.explain(fileError, formatter: formatter), label: label)
            return ExitStatus.storage
        default:
            console.error(SecretRedactor.redact(String(describing: error)), label: label)
            return ExitStatus.unavailable
        }
    }

    /// The formatter of a run whose command line may not parse: the language of its `--lang` when that is a
    /// code, else the environment's, else English.
    static func formatter(arguments: [String], environment: [String: String]) -> WeatherFormatter {
        var lang: String?
        for (index, word) in arguments.enumerated() {
            if word == "--" { break }
            if word == "--lang", index + 1 < arguments.count {
                lang = arguments[index + 1]
            } else if word.hasPrefix("--lang=") {
                lang = String(word.dropFirst("--lang=".count))
            }
        }
        let locale =
            (try? ExampleLocale.locale(lang: lang, environment: environment))
            ?? (try? ExampleLocale.locale(lang: nil, environment: environment)) ?? Locale(identifier: "en_150")
        return WeatherFormatter(locale: locale)
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

    /// A sentence for a person about a `WeatherError`: what happened and what to do, without codes or internals,
    /// in `formatter`'s language.
    ///
    /// - Parameter keyless: Whether the service takes no key, so that a limit is the service's on this
    ///   address rather than a key's quota.
    package static func explain(
        _ error: WeatherError, service: String, keyless: Bool = false, formatter: WeatherFormatter
    ) -> String {
        let reason = formatter.reasonText(error)
        switch error.code {
        case .unauthorized:
            return formatter.example("support.explain.unauthorized", service)
        case .forbidden:
            return formatter.example("support.explain.forbidden", service, reason)
        case .rateLimited:
            let wait =
                error.retryAfter.map { formatter.example("support.explain.retryIn", minutesAndSeconds($0, formatter)) }
                ?? formatter.example("support.explain.retryLater")
            return formatter.example(
                keyless ? "support.explain.rateLimited.address" : "support.explain.rateLimited.key", service, wait)
        case .network:
            return formatter.example("support.explain.network", service, reason)
        case .timeout:
            return formatter.example("support.explain.timeout", service)
        case .server, .unavailable:
            return formatter.example("support.explain.server", service, reason)
        case .notFound:
            return formatter.example("support.explain.notFound", service, reason)
        case .outOfRange:
            return formatter.example("support.explain.outOfRange", service, reason)
        case .invalidInput, .badRequest:
            return formatter.example("support.explain.badRequest", service, reason)
        case .decoding, .invalidResponse, .redirectRefused:
            return formatter.example("support.explain.unreadable", service, reason)
        case .storage:
            return formatter.example("support.explain.storage", reason)
        case .cancelled:
            return formatter.example("support.explain.cancelled")
        default:
            return formatter.example("support.explain.failed", service, reason)
        }
    }

    /// `90 seconds` as `1 min 30 s`, `45 s` as `45 s`.
    private static func minutesAndSeconds(_ duration: Duration, _ formatter: WeatherFormatter) -> String {
        let seconds = max(0, Int(duration.components.seconds))
        guard seconds >= 60 else { return formatter.example("support.duration.seconds", String(seconds)) }
        return seconds % 60 > 0
            ? formatter.example("support.duration.minutesSeconds", String(seconds / 60), String(seconds % 60))
            : formatter.example("support.duration.minutes", String(seconds / 60))
    }
}
