import ExampleSupport
import Foundation
import WeatherModels

/// The entry point: the SwiftUI app on macOS 14 and later; everywhere else, and for `--help`, a text that
/// says what the app is and names the terminal examples. Any other argument, such as `--data-dir PATH` from
/// the example runner, is accepted; any other argument is a usage error with the exit status 64, as in every
/// example.
@main
@MainActor
enum WeatherAppMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The language of LC_ALL, LC_MESSAGES or LANG, as in the other examples (English when none is one the
        // SDK speaks).
        let locale =
            (try? ExampleLocale.locale(lang: nil, environment: ProcessInfo.processInfo.environment))
            ?? Locale(identifier: "en")
        let formatter = WeatherFormatter(locale: locale)
        if let unknown = Usage.unknownArgument(in: arguments) {
            let sentence = formatter.example(
                "support.usage.seeHelp", formatter.example("support.usage.unknownOption", unknown), "weather-app")
            FileHandle.standardError.write(Data((formatter.example("support.error") + sentence + "\n").utf8))
            exit(64)
        }
        #if canImport(SwiftUI) && os(macOS)
        if !Usage.asksForHelp(arguments), #available(macOS 14, *) {
            WeatherApp.main()
            return
        }
        #endif
        if !Usage.asksForHelp(arguments) {
            print(formatter.example("app.noWindow") + "\n")
        }
        print(Usage.text)
    }
}
