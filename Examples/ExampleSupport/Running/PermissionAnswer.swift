import WeatherModels
import WeatherProviders

/// How the person running an example answers a permission request, given on the command line
/// (`--location denied`, `--notifications denied`), since a terminal has no system dialog.
package enum PermissionAnswer {
    /// Where "here" is when the device has no location service (Linux, servers): Berlin.
    package static let here = try? Coordinate(latitude: 52.52, longitude: 13.405)

    /// Whether `answer` grants the request: `granted`, `allowed` or `authorized` (the default when absent)
    /// grant it, `denied` refuses it.
    ///
    /// - Throws: ``ExampleFailure`` (usage) naming `option` and the words its help gives (`words`) for any
    ///   other word.
    package static func grants(
        _ answer: String?, option: String, words: String = "granted or denied", tool: String
    ) throws(ExampleFailure) -> Bool {
        switch answer?.lowercased() ?? "granted" {
        case "granted", "allowed", "authorized": return true
        case "denied": return false
        default: throw .usage(UsageError("--\(option) is \(words)."), tool: tool)
        }
    }

    /// A stand-in for the device's location service at ``here`` that answers the permission request with
    /// `answer` (the value of `--location`), the way a person would.
    package static func locator(
        answering answer: String?, tool: String
    ) throws(ExampleFailure)
        -> FixedLocationProvider
    {
        let granted = try grants(answer, option: "location", tool: tool)
        return FixedLocationProvider(coordinate: here, status: .notDetermined, answer: granted ? .authorized : .denied)
    }
}
