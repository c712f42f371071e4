import Foundation
import WeatherModels

/// The monthly climate normals of one gazetteer city, January first: what its weather varies around.
///
/// The tables (``europe``, ``americas``, ``asia`` and ``africaAndOceania``) have one line per city,
/// `name|country|region|highs|lows|precipitation|humidity`, each of the last four twelve numbers
/// separated by spaces: the mean daily highest and lowest temperature (°C), the precipitation (mm)
/// and the mean relative humidity (percent) of each month. The region is empty unless the name and
/// country alone would match more than one city of the gazetteer. The values are rounded, approximate
/// normals in the manner of the WMO's 1991–2020 climate normals: they give each city its character (a dry
/// season, a monsoon, a polar night) rather than the exact statistics of a station.
struct ClimateNormals: Sendable, Equatable {
    /// The mean daily highest temperature of each month, °C.
    var highs: [Double]
    /// The mean daily lowest temperature of each month, °C.
    var lows: [Double]
    /// The precipitation of each month, mm (water equivalent).
    var precipitation: [Double]
    /// The mean relative humidity of each month, percent.
    var humidity: [Double]

    /// The normals `weight` of the way from `self` to `other`, month by month.
    func blended(with other: ClimateNormals, weight: Double) -> ClimateNormals {
        /// `left` moved `weight` of the way to `right`, element by element.
        func mix(_ left: [Double], _ right: [Double]) -> [Double] {
            zip(left, right).map { $0 + ($1 - $0) * weight }
        }
        return ClimateNormals(
            highs: mix(highs, other.highs), lows: mix(lows, other.lows),
            precipitation: mix(precipitation, other.precipitation), humidity: mix(humidity, other.humidity))
    }
}

/// Every gazetteer city's ``ClimateNormals``, read from its line when asked for, with a coarse grid that finds the
/// nearest city to a coordinate without measuring the distance to every city.
struct ClimateNormalsTable: Sendable {
    /// One line of the tables.
    struct Row: Sendable {
        /// The city's English name, as in the gazetteer.
        var name: String
        /// The city's country code.
        var countryCode: String
        /// The region, when the name and country need it to name one city.
        var region: String?
        /// The normals.
        var normals: ClimateNormals
    }

    /// A city with normals and its distance from a coordinate.
    struct Match: Sendable {
        /// The city.
        var city: GazetteerCity
        /// Its normals.
        var normals: ClimateNormals
        /// The great-circle distance, metres.
        var distance: Double
    }

    /// The built-in normals joined with the built-in gazetteer on first use.
    static let standard = ClimateNormalsTable(
        tables: [ClimateNormals.europe, ClimateNormals.americas, ClimateNormals.asia, ClimateNormals.africaAndOceania],
        gazetteer: .standard)

    /// The size of a grid cell, degrees of latitude and longitude.
    static let cellSize = 2.0

    /// The non-empty lines of the tables, trimmed, in table order.
    private let lines: [Substring.UTF8View]
    /// The gazetteer the rows are joined with.
    let gazetteer: SandboxGazetteer
    /// The line of each city (by number − 1) that names it; `nil` for a city without exactly one.
    private let lineByCity: [Substring.UTF8View?]
    /// City indices (number − 1) with a line, by grid cell.
    private let grid: [Int: [Int]]

    /// Splits `tables` into lines and joins each with the one city of `gazetteer` it names.
    ///
    /// Only each line's name, country and region are read here; its 48 numbers are read when a city's normals are
    /// asked for. Reading them all was most of the sandbox's start-up, which every first screen pays, while a screen
    /// needs the normals of one or two cities.
    init(tables: [String], gazetteer: SandboxGazetteer) {
        // Split and trimmed as UTF-8 bytes, without Foundation or Character boundaries.
        var lines: [Substring.UTF8View] = []
        for table in tables {
            for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
                let text = Self.trimmed(line)
                if !text.isEmpty { lines.append(text) }
            }
        }
        self.lines = lines
        self.gazetteer = gazetteer
        var byCity = [Substring.UTF8View?](repeating: nil, count: gazetteer.cities.count)
        var lineCount = [Int](repeating: 0, count: gazetteer.cities.count)
        let index = Self.nameIndex(of: gazetteer)
        for line in lines {
            guard let name = Self.name(fromUTF8: line) else { continue }
            let matches = Self.cities(named: name, in: index)
            guard matches.count == 1, let city = matches.first else { continue }
            byCity[city.number - 1] = line
            lineCount[city.number - 1] += 1
        }
        for index in lineCount.indices where lineCount[index] > 1 { byCity[index] = nil }
        lineByCity = byCity
        var grid: [Int: [Int]] = [:]
        for (index, line) in byCity.enumerated() where line != nil {
            let coordinate = gazetteer.cities[index].coordinate
            grid[Self.cell(latitude: coordinate.latitude, longitude: coordinate.longitude), default: []].append(index)
        }
        self.grid = grid
    }

    /// Every line that parses, in table order (all 48 numbers of every line are read).
    var rows: [Row] { lines.compactMap(Self.row(fromUTF8:)) }

    /// The lines that do not parse (wrong number of fields or values).
    var malformedLines: [String] {
        lines.filter { Self.row(fromUTF8: $0) == nil }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The cities of `gazetteer` by name and country, so joining the rows is one lookup each rather than a
    /// scan of every city.
    static func nameIndex(of gazetteer: SandboxGazetteer) -> [String: [GazetteerCity]] {
        Dictionary(grouping: gazetteer.cities) { "\($0.name)|\($0.countryCode)" }
    }

    /// The cities of a ``nameIndex(of:)`` that `row` names: the same name and country, and region if the row
    /// has one.
    static func cities(matching row: Row, in index: [String: [GazetteerCity]]) -> [GazetteerCity] {
        cities(named: (row.name, row.countryCode, row.region), in: index)
    }

    /// The cities of a ``nameIndex(of:)`` with `name`'s name and country, and its region if it has one.
    private static func cities(
        named name: (name: String, countryCode: String, region: String?), in index: [String: [GazetteerCity]]
    ) -> [GazetteerCity] {
        (index["\(name.name)|\(name.countryCode)"] ?? []).filter { name.region == nil || $0.region == name.region }
    }

    /// The normals of the city numbered `number`, if it has a line and the line parses.
    func normals(cityNumber number: Int) -> ClimateNormals? {
        guard lineByCity.indices.contains(number - 1), let line = lineByCity[number - 1] else { return nil }
        return Self.row(fromUTF8: line)?.normals
    }

    /// The nearest city with normals within `maximumDistance` metres of `coordinate`, if any.
    ///
    /// Only the grid cells that can hold such a city are searched: a few dozen cities at most.
    func nearest(to coordinate: Coordinate, within maximumDistance: Double) -> Match? {
        let latitude = coordinate.latitude
        let longitude = coordinate.longitude
        let reach = maximumDistance / 111_195
        let lowest = Self.latitudeCell(max(-90, latitude - reach))
        let highest = Self.latitudeCell(min(90, latitude + reach))
        let widest = min(89.9, max(abs(latitude - reach), abs(latitude + reach)))
        let longitudeReach = reach / cos(widest * .pi / 180)
        let columns = Int((360 / Self.cellSize).rounded())
        let columnRange: [Int]
        if longitudeReach >= 180 {
            columnRange = Array(0..<columns)
        } else {
            let first = Self.longitudeCell(longitude - longitudeReach, columns: columns)
            let span = Int((2 * longitudeReach / Self.cellSize).rounded(.up)) + 1
            columnRange = (0...min(span, columns - 1)).map { (first + $0) % columns }
        }
        var candidates: [(index: Int, distance: Double)] = []
        for row in lowest...highest {
            for column in columnRange {
                for index in grid[row * 1000 + column] ?? [] {
                    let other = gazetteer.cities[index].coordinate
                    let distance = Self.distance(latitude, longitude, other.latitude, other.longitude)
                    if distance <= maximumDistance { candidates.append((index, distance)) }
                }
            }
        }
        // Nearest first; a city whose line does not parse is passed over for the next.
        candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        for candidate in candidates {
            let city = gazetteer.cities[candidate.index]
            if let normals = normals(cityNumber: city.number) {
                return Match(city: city, normals: normals, distance: candidate.distance)
            }
        }
        return nil
    }

    // MARK: - Grid and distance

    /// The grid cell of a position: its latitude row × 1000 + its longitude column.
    static func cell(latitude: Double, longitude: Double) -> Int {
        latitudeCell(latitude) * 1000 + longitudeCell(longitude, columns: Int((360 / cellSize).rounded()))
    }

    /// The latitude row of `latitude`, from 0 at the South Pole.
    static func latitudeCell(_ latitude: Double) -> Int {
        min(Int((latitude + 90) / cellSize), Int((180 / cellSize).rounded()) - 1)
    }

    /// The longitude column of `longitude`, from 0 at 180° W, wrapped around the globe.
    static func longitudeCell(_ longitude: Double, columns: Int) -> Int {
        let column = Int(((longitude + 180) / cellSize).rounded(.down))
        return ((column % columns) + columns) % columns
    }

    /// The great-circle distance between two positions in degrees, metres (haversine, mean Earth radius).
    static func distance(
        _ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double
    )
        -> Double
    {
        let radians = Double.pi / 180
        let deltaLatitude = (latitude2 - latitude1) * radians
        let deltaLongitude = (longitude2 - longitude1) * radians
        let haversine =
            pow(sin(deltaLatitude / 2), 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * pow(sin(deltaLongitude / 2), 2)
        return 2 * 6_371_008.8 * asin(min(1, sqrt(haversine)))
    }

    // MARK: - Parsing

    /// One line of the tables, or `nil` when it does not have four series of twelve numbers.
    static func row(from line: String) -> Row? {
        row(fromUTF8: trimmed(Substring(line).utf8))
    }

    /// The name, country and region of a line, or `nil` when it does not start with them.
    static func name(fromUTF8 line: Substring.UTF8View) -> (name: String, countryCode: String, region: String?)? {
        let fields = line.split(separator: UInt8(ascii: "|"), maxSplits: 3, omittingEmptySubsequences: false)
            .map(trimmed)
        guard fields.count == 4, !fields[0].isEmpty, fields[1].count == 2 else { return nil }
        func text(_ field: Substring.UTF8View) -> String { String(decoding: field, as: UTF8.self) }
        return (text(fields[0]), text(fields[1]), fields[2].isEmpty ? nil : text(fields[2]))
    }

    /// ``row(from:)`` over a line's UTF-8 bytes.
    static func row(fromUTF8 line: Substring.UTF8View) -> Row? {
        let fields = line.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map(trimmed)
        guard fields.count == 7, !fields[0].isEmpty, fields[1].count == 2 else { return nil }
        var series: [[Double]] = []
        for field in fields[3...] {
            let words = field.split(separator: UInt8(ascii: " "))
            let values = words.compactMap(Self.number)
            guard words.count == 12, values.count == 12 else { return nil }
            series.append(values)
        }
        func text(_ field: Substring.UTF8View) -> String { String(decoding: field, as: UTF8.self) }
        return Row(
            name: text(fields[0]), countryCode: text(fields[1]), region: fields[2].isEmpty ? nil : text(fields[2]),
            normals: ClimateNormals(
                highs: series[0], lows: series[1], precipitation: series[2], humidity: series[3]))
    }

    /// A decimal number written as the tables write them (`-2`, `12`, `0.5`), read from its bytes without making a
    /// `String` of each; anything else goes through `Double(_:)`, which decides.
    static func number(_ bytes: Substring.UTF8View) -> Double? {
        var value = 0.0
        var scale = 0.0
        var digits = 0
        var isNegative = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: isNegative = true
            case UInt8(ascii: "."):
                guard scale == 0 else { return Double(String(decoding: bytes, as: UTF8.self)) }
                scale = 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = value * 10 + Double(byte - UInt8(ascii: "0"))
                if scale > 0 { scale *= 10 }
                digits += 1
            default:
                return Double(String(decoding: bytes, as: UTF8.self))
            }
        }
        guard digits > 0, digits <= 15 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        let magnitude = scale > 0 ? value / scale : value
        return isNegative ? -magnitude : magnitude
    }

    /// `bytes` without the spaces and tabs at their ends.
    static func trimmed(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        return bytes
    }
}
