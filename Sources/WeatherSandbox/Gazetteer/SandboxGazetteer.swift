import Foundation
import WeatherModels

/// The sandbox's built-in list of more than 600 world cities, which answers every geocoding,
/// reverse-geocoding and search request the ``SandboxTransport`` receives.
///
/// Each city has its English name, country, region, real coordinate, IANA time zone, an
/// approximate population and a few localized names. Searching ignores case and accents, so
/// "sao" finds São Paulo and "zur" finds Zürich:
///
/// ```swift
/// let places = SandboxGazetteer.standard.places(matching: "zur")
/// print(places.first?.name ?? "")  // "Zurich"
/// ```
public struct SandboxGazetteer: Sendable {
    /// The built-in gazetteer, parsed once on first use.
    public static let standard = SandboxGazetteer(
        tables: [europe, americas, asia, africaAndOceania], countries: countryNames)

    /// Every city, in a stable order (their numbers start at 1).
    package let cities: [GazetteerCity]
    private let countries: [String: String]

    /// Every city as a `Place`, in the gazetteer's stable order.
    public var places: [Place] { cities.map(\.place) }

    /// The number of cities.
    public var count: Int { cities.count }

    /// Cities whose name (in any language the gazetteer knows) starts with `text`, ignoring case
    /// and accents: exact names first, then by population. At most `limit` places.
    public func places(matching text: String, limit: Int = 10) -> [Place] {
        Array(search(text).prefix(max(0, limit))).map(\.place)
    }

    /// The city nearest to `coordinate`, or `nil` when none lies within `maximumDistance`
    /// (200 km unless given).
    public func nearestPlace(
        to coordinate: Coordinate,
        within maximumDistance: Measurement<UnitLength> = Measurement(value: 200, unit: .kilometers)
    ) -> Place? {
        nearest(to: coordinate, limit: 1, within: maximumDistance.converted(to: .meters).value).first?.place
    }

    // MARK: - Package interface

    /// Cities matching `text`: exact (folded) names first, then names that start with it, then
    /// names with a word that starts with it; each group by population.
    package func search(_ text: String, exactOnly: Bool = false) -> [GazetteerCity] {
        let query = Self.fold(text)
        guard !query.isEmpty else { return [] }
        var scored: [(score: Int, city: GazetteerCity)] = []
        for city in cities {
            var best = Int.max
            for name in city.foldedNames {
                if name == query {
                    best = 0
                } else if !exactOnly, name.hasPrefix(query) {
                    best = min(best, 1)
                } else if !exactOnly, name.contains(" " + query) || name.contains("-" + query) {
                    best = min(best, 2)
                }
            }
            if best != Int.max { scored.append((best, city)) }
        }
        return scored.sorted { left, right in
            if left.score != right.score { return left.score < right.score }
            if left.city.population != right.city.population { return left.city.population > right.city.population }
            return left.city.number < right.city.number
        }
        .map(\.city)
    }

    /// Up to `limit` cities within `maximumDistance` metres of `coordinate`, nearest first.
    package func nearest(to coordinate: Coordinate, limit: Int, within maximumDistance: Double) -> [GazetteerCity] {
        let measured = cities.map { ($0, $0.coordinate.distance(to: coordinate).value) }
        return measured.filter { $0.1 <= maximumDistance }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.number < $1.0.number }
            .prefix(max(0, limit))
            .map(\.0)
    }

    /// The city numbered `number`, if any.
    package func city(number: Int) -> GazetteerCity? {
        cities.indices.contains(number - 1) ? cities[number - 1] : nil
    }

    /// The time zone at `coordinate`: the nearest city's within 400 km, else the nautical zone.
    package func zone(at coordinate: Coordinate) -> SandboxZone {
        nearest(to: coordinate, limit: 1, within: 400_000).first?.zone ?? .nautical(longitude: coordinate.longitude)
    }

    /// The English name of a country code, or the code itself.
    package func countryName(code: String) -> String {
        countries[code.uppercased()] ?? code
    }

    /// Text folded for matching: lower case, accents and strokes removed, spaces trimmed.
    ///
    /// ASCII text (most names) is folded directly, which gives the same result as Foundation's
    /// folding at a fraction of the cost; that matters because the gazetteer folds every name of
    /// every city when it is first used.
    package static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(text.utf8)
            while let last = bytes.last, isASCIIWhiteSpace(last) { bytes.removeLast() }
            let start = bytes.firstIndex { !isASCIIWhiteSpace($0) } ?? bytes.endIndex
            return String(decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return foldedByFoundation(text)
    }

    /// ``fold(_:)`` for any text, through Foundation's case and diacritic folding.
    static func foldedByFoundation(_ text: String) -> String {
        var folded = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
        for (from, to) in [("ł", "l"), ("ø", "o"), ("æ", "ae"), ("ß", "ss"), ("đ", "d"), ("ı", "i"), ("’", "'")] {
            folded = folded.replacingOccurrences(of: from, with: to)
        }
        return folded
    }

    /// Space, tab, line feed, vertical tab, form feed and carriage return: the ASCII members of
    /// `CharacterSet.whitespacesAndNewlines`.
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    // MARK: - Parsing

    init(tables: [String], countries table: String) {
        var countries: [String: String] = [:]
        for entry in table.split(separator: "|") {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { countries[parts[0]] = parts[1] }
        }
        self.countries = countries
        var cities: [GazetteerCity] = []
        // Split and trimmed as UTF-8 bytes: parsing the gazetteer is part of the sandbox's start-up, which every
        // first screen pays, and Character boundaries and Foundation's trimming cost most of it.
        for table in tables {
            for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
                if let city = Self.city(from: line, number: cities.count + 1, countries: countries) {
                    cities.append(city)
                }
            }
        }
        self.cities = cities
    }

    private static func city(
        from line: Substring.UTF8View, number: Int, countries: [String: String]
    )
        -> GazetteerCity?
    {
        let bytes = line.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
            .map(ClimateNormalsTable.trimmed)
        // The numbers are read from their bytes, and only the fields that stay text become strings.
        guard bytes.count >= 7, let latitude = ClimateNormalsTable.number(bytes[3]),
            let longitude = ClimateNormalsTable.number(bytes[4]),
            let coordinate = try? Coordinate(latitude: latitude, longitude: longitude),
            let thousands = ClimateNormalsTable.number(bytes[6]), thousands >= 0, thousands < 1e9,
            thousands == thousands.rounded()
        else { return nil }
        let fields =
            bytes.prefix(3).map { String(decoding: $0, as: UTF8.self) } + [String(decoding: bytes[5], as: UTF8.self)]
        var localized = ["en": fields[0]]
        if bytes.count > 7 {
            for pair in bytes[7].split(separator: UInt8(ascii: ";")) {
                let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
                if parts.count == 2 {
                    localized[String(decoding: parts[0], as: UTF8.self)] = String(decoding: parts[1], as: UTF8.self)
                }
            }
        }
        return GazetteerCity(
            number: number,
            name: fields[0],
            countryCode: fields[1],
            countryName: countries[fields[1]] ?? fields[1],
            region: fields[2].isEmpty ? nil : fields[2],
            coordinate: coordinate,
            zone: SandboxZone(catalogued: fields[3], longitude: longitude),
            population: Int(thousands) * 1000,
            localizedNames: localized,
            folded: GazetteerCity.FoldedNames([fields[0]] + localized.values)
        )
    }
}
