import Foundation
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
    /// Every name, folded for searching (see ``SandboxGazetteer/fold(_:)``).
    package var foldedNames: [String]

    /// The id OpenWeather's bodies give the city.
    package var openWeatherID: Int { 7_000_000 + number }
    /// The id WeatherAPI.com's search gives the city (`q=id:…`).
    package var weatherAPIID: Int { 3_000_000 + number }
    /// The id Open-Meteo's geocoding gives the city.
    package var openMeteoID: Int { 5_000_000 + number }
    /// The id Open-Meteo's geocoding gives the country.
    package var openMeteoCountryID: Int {
        let scalars = countryCode.unicodeScalars.map { Int($0.value) }
        return 9_000_000 + (scalars.first ?? 0) * 256 + (scalars.last ?? 0)
    }

    /// The name in `language`, or the English name.
    package func name(in language: String?) -> String {
        guard let language else { return name }
        return localizedNames[language.lowercased()] ?? name
    }

    /// WeatherAPI.com's `url` slug, such as `berlin-berlin-germany`.
    package var slug: String {
        [name, region ?? "", countryName]
            .filter { !$0.isEmpty }
            .map { SandboxGazetteer.fold($0) }
            .joined(separator: "-")
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }
            .joined()
    }

    /// The city as an SDK ``Place``.
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
