import Foundation
import WeatherCore

/// WeatherScheduling's localized strings (`Resources/<language>.lproj`): the daily notification's texts.
enum SchedulingStrings {
    static let table = StringTable(bundle: { Bundle.module })
}
