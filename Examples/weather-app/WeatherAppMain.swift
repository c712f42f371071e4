import Foundation

/// The entry point: the SwiftUI app on macOS 14 and later; everywhere else, and for `--help`, a text that
/// says what the app is and names the terminal examples. Any other argument, such as `--data-dir PATH` from
/// the example runner, is accepted; any other argument is a usage error with the exit status 64, as in every
/// example.
@main
@MainActor
enum WeatherAppMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = Usage.unknownArgument(in: arguments) {
            FileHandle.standardError.write(
                Data("Error: Unknown option “\(unknown)”. See “weather-app --help”.\n".utf8))
            exit(64)
        }
        #if canImport(SwiftUI) && os(macOS)
        if !Usage.asksForHelp(arguments), #available(macOS 14, *) {
            WeatherApp.main()
            return
        }
        #endif
        if !Usage.asksForHelp(arguments) {
            print("weather-app needs SwiftUI on macOS 14 or later, so it does not open a window here.\n")
        }
        print(Usage.text)
    }
}
