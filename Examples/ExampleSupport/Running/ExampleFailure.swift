/// A failure an example reports to the person running it, with the process exit code.
///
/// Exit codes: 1 for a failure while running (city not found, the service could not be
/// reached), 2 for a missing key in live mode, 64 for a command line that does not parse.
package struct ExampleFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong and what to do, in one or two sentences.
    package var message: String
    /// The exit code of the process.
    package var exitCode: Int32

    /// Creates a failure.
    package init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The message.
    package var description: String { message }

    /// Live mode without the service's key (exit code 2).
    package static func missingKey(_ variable: String, service: String) -> ExampleFailure {
        ExampleFailure(
            "--live needs an API key for \(service): set \(variable) (export \(variable)=...), "
                + "or leave out --live to use the offline sandbox.",
            exitCode: 2)
    }

    /// A command line that does not parse (exit code 64).
    package static func usage(_ error: UsageError, tool: String) -> ExampleFailure {
        ExampleFailure("\(error.message) See “\(tool) --help”.", exitCode: 64)
    }
}
