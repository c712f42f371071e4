import Foundation
import WeatherCore

/// The time zone of a coordinate when no service, geocoder or caller named one: the zone of the nearest
/// known place within ``maximumDistance``, else a whole-hour zone from the longitude.
///
/// Providers whose service sends no zone (MET Norway, WeatherKit, freetestapi) use it when the caller gives
/// none, and say in `Weather/notes` which estimate they used. The known places are the principal location of
/// every zone in the IANA time zone database and about 500 cities (about 900 places in all), so a place
/// near a border can get its
/// neighbour's zone: pass the place's own zone wherever you know it.
///
/// ```swift
/// import Foundation
///
/// let berlin = try Coordinate(latitude: 52.52, longitude: 13.405)
/// let estimate = TimeZoneEstimate(at: berlin)
/// print(estimate.timeZone.identifier)  // Europe/Berlin
/// ```
public struct TimeZoneEstimate: Sendable, Hashable, CustomStringConvertible {
    /// How the zone was found.
    public enum Basis: Sendable, Hashable {
        /// The zone of the nearest known place, `distance` away.
        case nearestPlace(distance: Measurement<UnitLength>)
        /// No known place is within ``TimeZoneEstimate/maximumDistance``: a whole-hour offset from the
        /// longitude (15° per hour), with no daylight saving time.
        case longitude
    }

    /// The estimated zone.
    public let timeZone: TimeZone
    /// How it was found.
    public let basis: Basis

    /// How far the nearest known place may be for its zone to count: 1,000 km.
    public static let maximumDistance = Measurement<UnitLength>(value: 1_000, unit: .kilometers)

    /// Estimates the zone at `coordinate`.
    public init(at coordinate: Coordinate) {
        if let nearest = Self.nearestKnownPlace(to: coordinate) {
            timeZone = nearest.zone
            basis = .nearestPlace(distance: Measurement(value: nearest.metres, unit: .meters))
        } else {
            timeZone = WeatherDerivation.nauticalZone(longitude: coordinate.longitude)
            basis = .longitude
        }
    }

    /// Says which zone and how it was found, such as `"Europe/Berlin (nearest known place, 3 km)"`.
    public var description: String {
        switch basis {
        case .nearestPlace(let distance):
            let kilometres = Int(distance.converted(to: .kilometers).value.rounded())
            return "\(timeZone.identifier) (nearest known place, \(kilometres) km)"
        case .longitude:
            return "\(timeZone.identifier) (from the longitude)"
        }
    }

    /// The note a provider adds to an answer whose zone this is, naming `provider` as the one that sent none.
    package func note(provider: String) -> WeatherNote {
        switch basis {
        case .nearestPlace(let distance):
            let kilometres = Int(distance.converted(to: .kilometers).value.rounded())
            return WeatherNote(
                .derived, field: "timeZone",
                detail: "\(provider) sent no time zone; \(timeZone.identifier) is the zone of the nearest known "
                    + "place, \(kilometres) km away")
        case .longitude:
            return WeatherNote(
                .derived, field: "timeZone",
                detail: "\(provider) sent no time zone; \(timeZone.identifier) is estimated from the longitude "
                    + "(no known place within \(Int(Self.maximumDistance.converted(to: .kilometers).value)) km)")
        }
    }

    // MARK: The table

    /// One known place: where it is (radians, for the distance) and its zone's index in ``zones``.
    private struct KnownPlace {
        var latitude: Double
        var longitude: Double
        var zone: Int
    }

    /// The zones of the table that this system's time zone database knows, and the places in them; read once.
    private static let table: (zones: [TimeZone], places: [KnownPlace]) = {
        var zones: [TimeZone] = []
        var places: [KnownPlace] = []
        var indexByName: [String: Int] = [:]
        for line in knownPlaces.split(separator: "\n") {
            let fields = line.split(separator: "|")
            guard fields.count == 2 else { continue }
            let names = fields[0].trimmingCharacters(in: .whitespaces).split(separator: ",").map(String.init)
            guard let first = names.first else { continue }
            let index: Int
            if let known = indexByName[first] {
                index = known
            } else if let zone = names.lazy.compactMap({ TimeZone(identifier: $0) }).first {
                index = zones.count
                zones.append(zone)
                indexByName[first] = index
            } else {
                continue  // A zone this system does not know: its places count for nothing.
            }
            for pair in fields[1].split(separator: " ") {
                let parts = pair.split(separator: ",")
                guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
                    continue
                }
                places.append(
                    KnownPlace(latitude: latitude * .pi / 180, longitude: longitude * .pi / 180, zone: index))
            }
        }
        return (zones, places)
    }()

    /// The answers for the last coordinates asked about, by their exact bits: a list of cities asks for the
    /// same few places again and again. Cleared when it holds ``rememberedCount`` coordinates.
    private static let remembered = Locked<[Coordinate: (zone: TimeZone, metres: Double)?]>([:])
    private static let rememberedCount = 4_096

    /// The nearest known place within ``maximumDistance`` and its zone, or `nil`.
    private static func nearestKnownPlace(to coordinate: Coordinate) -> (zone: TimeZone, metres: Double)? {
        if let known = remembered.withLock({ $0[coordinate] }) {
            return known
        }
        let found = searchNearestKnownPlace(to: coordinate)
        remembered.withLock {
            if $0.count >= rememberedCount { $0.removeAll(keepingCapacity: true) }
            $0[coordinate] = .some(found)
        }
        return found
    }

    private static func searchNearestKnownPlace(to coordinate: Coordinate) -> (zone: TimeZone, metres: Double)? {
        let latitude = coordinate.latitude * .pi / 180
        let longitude = coordinate.longitude * .pi / 180
        let cosine = cos(latitude)
        var best: (place: KnownPlace, haversine: Double)?
        for place in table.places {
            let dLatitude = sin((place.latitude - latitude) / 2)
            let dLongitude = sin((place.longitude - longitude) / 2)
            let haversine = dLatitude * dLatitude + cosine * cos(place.latitude) * dLongitude * dLongitude
            if best.map({ haversine < $0.haversine }) ?? true {
                best = (place, haversine)
            }
        }
        guard let best else { return nil }
        let metres = 2 * 6_371_008.8 * asin(min(1, sqrt(best.haversine)))
        guard metres <= maximumDistance.converted(to: .meters).value else { return nil }
        return (table.zones[best.place.zone], metres)
    }
}
