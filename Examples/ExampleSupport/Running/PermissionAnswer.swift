import WeatherModels
import WeatherProviders
import WeatherStore

/// How the person running an example answers a permission request, given on the command line
/// (`--location denied`, `--notifications denied`), since a terminal has no system dialog.
package enum PermissionAnswer {
    /// Where "here" is when the device has no location service (Linux, servers): Berlin.
    package static let here = try? Coordinate(latitude: 52.52, longitude: 13.405)

    /// Whether `answer` grants the request: `granted`, `allowed` or `authorized` (the default when absent)
    /// grant it, `denied` refuses it.
    ///
    /// - Throws: ``ExampleFailure`` (usage) naming `option` and the two words its help gives (`words`) for any
    ///   other word, in `formatter`'s language.
    package static func grants(
        _ answer: String?, option: String, words: (String, String) = ("granted", "denied"), tool: String,
        formatter: WeatherFormatter
    ) throws(ExampleFailure) -> Bool {
        switch answer?.lowercased() ?? "granted" {
        case "granted", "allowed", "authorized": return true
        case "denied": return false
        default:
            throw .usage(
                UsageError(key: "support.usage.permission", "--\(option)", words.0, words.1), tool: tool,
                formatter: formatter)
        }
    }

    /// A stand-in for the device's location service at ``here`` that answers the permission request with
    /// `answer` (the value of `--location`), the way a person would.
    package static func locator(
        answering answer: String?, tool: String, formatter: WeatherFormatter
    ) throws(ExampleFailure)
        -> FixedLocationProvider
    {
        let granted = try grants(answer, option: "location", tool: tool, formatter: formatter)
        return FixedLocationProvider(coordinate: here, status: .notDetermined, answer: granted ? .authorized : .denied)
    }

    /// The answer to the `option` permission (`location`, `notifications`) for this data folder: `answer` (the
    /// value of `--location` or `--notifications`) when given, which is then remembered, else the answer
    /// remembered from an earlier command or an earlier line at the prompt, else `nil` (never asked).
    ///
    /// A person's answer to a permission prompt stays until they change it in Settings, so one given once holds
    /// for the rest of the session and the next runs, at the prompt as in single commands; giving the option
    /// again changes it.
    package static func remembered(
        _ option: String, answer: String?, words: (String, String) = ("granted", "denied"), in store: any SettingsStore,
        tool: String, formatter: WeatherFormatter
    ) async throws(ExampleFailure) -> String? {
        let key = SettingsKey<String>("examples.permission.\(option)")
        if let answer {
            let granted = try grants(answer, option: option, words: words, tool: tool, formatter: formatter)
            let word = granted ? "granted" : "denied"
            do {
                try await store.setValue(word, for: key, user: device)
            } catch {
                throw ExampleFailure(
                    formatter.example("support.permission.notSaved", option, String(describing: error)),
                    exitCode: ExitStatus.storage)
            }
            return word
        }
        return try? await store.value(for: key, user: device)
    }

    /// The settings owner of what belongs to the device rather than to a user.
    static let device: UserID = "examples.device"
}
