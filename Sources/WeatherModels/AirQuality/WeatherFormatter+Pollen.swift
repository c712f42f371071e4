import Foundation

extension WeatherFormatter {
    /// The most species ``pollen(_:)`` names.
    static let pollenSpeciesShown = 3

    /// The name of a pollen species, as a label: "Grass", "Берёза", "イネ科".
    public func pollenSpecies(_ species: PollenSpecies) -> String {
        Self.capitalizingFirstLetter(text("pollen.species.\(species.rawValue)"), locale: locale)
    }

    /// The name of a pollen level, as a label: "Moderate", "Высокая", "多い".
    public func pollenLevel(_ level: PollenLevel) -> String {
        Self.capitalizingFirstLetter(text("pollen.level.\(level.key)"), locale: locale)
    }

    /// The pollen in a sentence: the species in the air with their levels, the most significant first (at most
    /// three), "Pollen: grass high, birch low"; "No pollen in the air now" when the species are covered and at
    /// zero; "Pollen forecasts are not available here" when none is covered (outside Europe for Open-Meteo).
    public func pollen(_ pollen: Pollen) -> String {
        switch pollen.coverage {
        case .notCovered:
            return text("pollen.notCovered")
        case .nothingInTheAir:
            return text("pollen.nothingInTheAir")
        case .present:
            let items = pollen.speciesInTheAir.prefix(Self.pollenSpeciesShown).map { species in
                text(
                    "pollen.item", text("pollen.species.\(species.rawValue)"),
                    text("pollen.level.\((pollen.level(of: species) ?? .none).key)"))
            }
            return text("pollen.present", items.joined(separator: text("pollen.separator")))
        }
    }
}
