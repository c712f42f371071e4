import WeatherModels

/// The exit statuses of every example: the same kind of mistake ends with the same status in all five, and
/// `--help` lists them.
package enum ExitStatus {
    /// Everything worked.
    package static let success: Int32 = 0
    /// What was asked for does not exist: no such city, favorite, date or saved place.
    package static let notFound: Int32 = 1
    /// The key is missing or refused, or a setting is wrong.
    package static let setup: Int32 = 2
    /// The service could not answer (network, time-out, too many requests, a server error), and nothing
    /// saved could stand in.
    package static let unavailable: Int32 = 3
    /// The data folder cannot be read or written.
    package static let storage: Int32 = 4
    /// The command line does not parse.
    package static let usage: Int32 = 64

    /// Every status with what it means, in the order `--help` lists them.
    package static let all: [(code: Int32, meaning: String)] = [
        (success, "Done"),
        (notFound, "Nothing matches: no such city, favorite, date or saved place"),
        (setup, "The key is missing or refused, or a setting is wrong"),
        (
            unavailable,
            "The service could not answer (network, time-out, too many requests, server error) "
                + "and no saved data could stand in"
        ),
        (storage, "The data folder cannot be read or written"),
        (usage, "The command line is wrong"),
    ]
}

/// A failure an example reports to the person running it, with the process exit code (see ``ExitStatus``).
package struct ExampleFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to do, in one or two sentences.
    package var message: String
    /// The exit code of the process.
    package var exitCode: Int32

    /// Creates a failure.
    package init(_ message: String, exitCode: Int32 = ExitStatus.notFound) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The message.
    package var description: String { message }

    /// Live mode without the service's key (exit code 2), in `formatter`'s language.
    package static func missingKey(_ variable: String, service: String, formatter: WeatherFormatter) -> ExampleFailure {
        ExampleFailure(formatter.example("support.missingKey", service, variable), exitCode: ExitStatus.setup)
    }

    /// A command line that does not parse (exit code 64), in `formatter`'s language.
    package static func usage(_ error: UsageError, tool: String, formatter: WeatherFormatter) -> ExampleFailure {
        ExampleFailure(
            formatter.example("support.usage.seeHelp", error.message(in: formatter), tool), exitCode: ExitStatus.usage)
    }
}
