import Foundation
import WeatherCore
import WeatherModels

/// One city of the sandbox's gazetteer, with the ids each provider's bodies give it.
package struct GazetteerCity: Sendable {
    /// The city's position in the gazetteer, from 1; stable from run to run.
    package var number: Int
    /// The English name.
    package var name: String
    /// The ISO 3166-1 alpha-2 country code.
    package var countryCode: String
    /// The English country name.
    package var countryName: String
    /// The state, province or region, if the gazetteer knows it.
    package var region: String?
    /// The city centre.
    package var coordinate: Coordinate
    /// The IANA time zone.
    package var zone: SandboxZone
    /// The population.
    package var population: Int
    /// Names by language code (`de`, `fr`, …), always including `en`.
    package var localizedNames: [String: String]
    /// Every name, folded for searching (see ``SandboxGazetteer/fold(_:)``), computed on first use: folding
    /// names in other scripts goes through Foundation, which is slow on Linux, and most runs never search.
    package var foldedNames: [String] { folded.names }
    /// The folded names, once computed.
    let folded: FoldedNames

    /// A city's names, folded once on first use.
    final class FoldedNames: Sendable {
        private let source: [String]
        private let cache = Locked<[String]?>(nil)

        init(_ names: [String]) {
            source = names
        }

        var names: [String] {
            if let names = cache.current { return names }
            let names = Set(source).map(SandboxGazetteer.fold).sorted()
            cache.withLock { $0 = names }
            return names
        }
    }

    /// The name in `language`, or the English name.
    package func name(in language: String?) -> String {
        guard let language else { return name }
        return localizedNames[language.lowercased()] ?? name
    }

    /// The city as an SDK `Place`.
    package var place: Place {
        Place(
            id: "sandbox:\(number)",
            name: name,
            coordinate: coordinate,
            localizedNames: localizedNames,
            state: region,
            country: countryCode,
            timeZone: zone.timeZone
        )
    }
}
