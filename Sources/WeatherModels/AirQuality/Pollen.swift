import Foundation

/// The pollen in the air at a place and time, species by species, in grains per cubic metre, with a level for
/// each on a documented scale (``PollenSpecies/lowerBounds``).
///
/// A species the service does not cover at the place has no value (``concentration(of:)`` is `nil`), which is
/// not the same as a covered species with nothing in the air (`0`). Open-Meteo covers pollen only in Europe:
/// elsewhere every species is `nil` and ``coverage`` is ``Coverage/notCovered``; in Europe out of season the
/// values are `0` and ``coverage`` is ``Coverage/nothingInTheAir``.
///
/// ```swift
/// import Foundation
///
/// let pollen = Pollen(date: .now, grainsPerCubicMeter: [.grass: 42, .birch: 3, .olive: 0])
/// pollen.level(of: .grass)     // .high
/// pollen.overallLevel          // .high
/// pollen.dominantSpecies       // .grass
/// pollen.concentration(of: .ragweed)   // nil: not covered
/// pollen.coverage              // .present
/// ```
public struct Pollen: Hashable, Sendable, Codable {
    /// Whether the service covers pollen at the place, and whether any is in the air.
    public enum Coverage: String, Hashable, Sendable, Codable {
        /// No species has a value: the service has no pollen forecast here (outside Europe for Open-Meteo).
        case notCovered
        /// Species are covered and every one is at zero: out of season, nothing in the air.
        case nothingInTheAir
        /// At least one species is above zero.
        case present
    }

    /// The instant the values are for (for a day's summary, the start of the local day).
    public var date: Date
    /// The concentration of each covered species, grains/m³; a species that is not covered is absent.
    public var grainsPerCubicMeter: [PollenSpecies: Double]

    /// Creates a reading; negative and non-finite concentrations are left out (read as not covered).
    public init(date: Date, grainsPerCubicMeter: [PollenSpecies: Double]) {
        self.date = date
        self.grainsPerCubicMeter = grainsPerCubicMeter.filter { $0.value.isFinite && $0.value >= 0 }
    }

    /// The concentration of `species` in grains/m³, or `nil` when it is not covered here.
    public func concentration(of species: PollenSpecies) -> Double? {
        grainsPerCubicMeter[species]
    }

    /// The level of `species`, or `nil` when it is not covered here.
    public func level(of species: PollenSpecies) -> PollenLevel? {
        grainsPerCubicMeter[species].map(species.level(forGrainsPerCubicMeter:))
    }

    /// The highest level of any species; `nil` when no species is covered.
    public var overallLevel: PollenLevel? {
        grainsPerCubicMeter.map { $0.key.level(forGrainsPerCubicMeter: $0.value) }.max()
    }

    /// The species with the highest level, and of those the highest concentration relative to where its level
    /// begins; `nil` when nothing is in the air or nothing is covered.
    public var dominantSpecies: PollenSpecies? { speciesInTheAir.first }

    /// The species above zero, the most significant first: by level, then by concentration relative to where
    /// the species' moderate band begins, then in the order of `PollenSpecies.allCases`.
    public var speciesInTheAir: [PollenSpecies] {
        PollenSpecies.allCases.filter { (grainsPerCubicMeter[$0] ?? 0) > 0 }.sorted { left, right in
            let (a, b) = (level(of: left) ?? .none, level(of: right) ?? .none)
            if a != b { return a > b }
            let share = { (species: PollenSpecies) in
                (self.grainsPerCubicMeter[species] ?? 0) / species.lowerBounds.moderate
            }
            if share(left) != share(right) { return share(left) > share(right) }
            return PollenSpecies.allCases.firstIndex(of: left)! < PollenSpecies.allCases.firstIndex(of: right)!
        }
    }

    /// Whether the service covers pollen here and whether any is in the air.
    public var coverage: Coverage {
        if grainsPerCubicMeter.isEmpty { return .notCovered }
        return grainsPerCubicMeter.values.contains { $0 > 0 } ? .present : .nothingInTheAir
    }

    /// The peak of each species over `readings`, dated `date`: a species is covered when any reading covers it.
    public static func peak(of readings: [Pollen], date: Date) -> Pollen {
        var peaks: [PollenSpecies: Double] = [:]
        for reading in readings {
            for (species, value) in reading.grainsPerCubicMeter {
                peaks[species] = max(peaks[species] ?? value, value)
            }
        }
        return Pollen(date: date, grainsPerCubicMeter: peaks)
    }

    private enum CodingKeys: String, CodingKey {
        case date, grainsPerCubicMeter
    }

    /// Decodes a reading stored with the species' names as keys; unknown species (from a newer SDK) are skipped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stored = try container.decode([String: Double].self, forKey: .grainsPerCubicMeter)
        var values: [PollenSpecies: Double] = [:]
        for (key, value) in stored {
            if let species = PollenSpecies(rawValue: key) { values[species] = value }
        }
        self.init(date: try container.decode(Date.self, forKey: .date), grainsPerCubicMeter: values)
    }

    /// Encodes a reading with the species' names as keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(
            Dictionary(uniqueKeysWithValues: grainsPerCubicMeter.map { ($0.key.rawValue, $0.value) }),
            forKey: .grainsPerCubicMeter)
    }
}

/// An hourly pollen forecast for a place, with a summary of each local day (its peak per species).
///
/// ```swift
/// import Foundation
/// import WeatherModels
///
/// func today(_ forecast: PollenForecast) {
///     guard let day = forecast.day(containing: .now) else { return }
///     print(day.overallLevel ?? .none, day.dominantSpecies?.rawValue ?? "nothing")
/// }
/// ```
public struct PollenForecast: Hashable, Sendable, Codable {
    /// The hours, oldest first.
    public var hourly: [Pollen]
    /// The place's time zone, which cuts the local days.
    public var timeZone: TimeZone

    /// Creates a forecast; `hourly` is kept oldest first.
    public init(hourly: [Pollen], timeZone: TimeZone) {
        self.hourly = hourly.sorted { $0.date < $1.date }
        self.timeZone = timeZone
    }

    /// Whether the service covers pollen here: ``Pollen/Coverage/notCovered`` when no hour covers any species,
    /// ``Pollen/Coverage/present`` when any hour has pollen in the air, else ``Pollen/Coverage/nothingInTheAir``.
    public var coverage: Pollen.Coverage {
        let states = Set(hourly.map(\.coverage))
        if states.contains(.present) { return .present }
        return states.contains(.nothingInTheAir) ? .nothingInTheAir : .notCovered
    }

    /// The local day containing `date`: the peak of each species over its hours, dated at the day's start;
    /// `nil` when the forecast has no hour that day.
    public func day(containing date: Date) -> Pollen? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: date)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return nil }
        let hours = hourly.filter { $0.date >= start && $0.date < end }
        return hours.isEmpty ? nil : Pollen.peak(of: hours, date: start)
    }

    /// Each local day of the forecast as ``day(containing:)`` summarises it, in order.
    public var daily: [Pollen] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var days: [Pollen] = []
        var index = hourly.startIndex
        while index < hourly.endIndex {
            let start = calendar.startOfDay(for: hourly[index].date)
            let end = calendar.date(byAdding: .day, value: 1, to: start) ?? .distantFuture
            var next = index
            while next < hourly.endIndex, hourly[next].date < end { next += 1 }
            days.append(Pollen.peak(of: Array(hourly[index..<max(next, index + 1)]), date: start))
            index = max(next, index + 1)
        }
        return days
    }
}
