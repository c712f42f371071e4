/// The entry point: the SwiftUI app on macOS 14 and later; everywhere else, and for `--help`, a text that
/// says what the app is and names the terminal examples. Any other argument, such as `--data-dir PATH` from
/// the example runner, is ignored, and the exit status is 0.
@main
@MainActor
enum WeatherAppMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
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
