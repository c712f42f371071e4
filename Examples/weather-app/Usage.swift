/// What `weather-app` prints instead of opening its window: on systems without SwiftUI for macOS (Linux), on
/// macOS before 14, and for `--help`.
enum Usage {
    /// The app, what it shows, and the terminal examples that drive the same screen models.
    static let text = """
        weather-app: the SwiftUI app of WeatherUI for macOS 14 or later. One window shows the five flows \
        (Now, Search, Favorites with sign-in, City list, History) on the offline sandbox.

        Usage: swift run weather-app [--data-dir PATH] [--help]
          --data-dir PATH   accepted for the example runner and ignored: the app keeps its data in memory
          --help            print this text

        On any system, the terminal examples drive the same screen models:
          swift run weather-now         the weather where you are, by the hour and for seven days
          swift run weather-tracker     search a city and follow its current conditions
          swift run weather-favorites   sign in, favorites and the daily forecast notification
          swift run weather-list        freetestapi.com's cities, page by page, saved for offline use
          swift run weather-history     saved cities and the history of each city's readings
        """

    /// Whether the command line asks for help.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }

    /// The first argument the app does not understand, or `nil`: it takes `--help`, `-h` and
    /// `--data-dir PATH` (which the example runner passes), like the other examples' usage rules.
    static func unknownArgument(in arguments: [String]) -> String? {
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--help", "-h": index += 1
            case "--data-dir": index += 2
            case let word where word.hasPrefix("--data-dir="): index += 1
            default: return arguments[index]
            }
        }
        return nil
    }
}
