import Foundation
import WeatherCore

/// WeatherModels' localized strings (`Resources/<language>.lproj/Localizable.strings` and `.stringsdict`).
package enum ModelStrings {
    /// The table, read from the module's resource bundle.
    package static let table = StringTable(bundle: { Bundle.module })
}
