import Foundation
import WeatherCore
import WeatherModels

/// WeatherUI's localized strings (`Resources/<language>.lproj`): every word its screens show.
///
/// Views read the locale from the SwiftUI environment and pass it here, so a preview or an app that sets
/// `.environment(\.locale, …)` gets that language.
enum UIStrings {
    static let table = StringTable(bundle: { Bundle.module })
}
