import Foundation

/// A named place: a city or a point the user saved, with where it is and its time zone.
///
/// ```swift
/// let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
/// ```
public struct Place: Identifiable, Hashable, Sendable, Codable {
    /// A stable identifier, unique among the places of one provider (or one app).
    public var id: String
    /// The place's name in the default language.
    public var name: String
    /// The name in other languages, keyed by language code (`"de"`, `"pt-BR"`).
    public var localizedNames: [String: String]
    /// The state, region or province, if known.
    public var state: String?
    /// The country as an ISO 3166-1 alpha-2 code, such as `"DE"`, if known.
    public var country: String?
    /// Where the place is.
    public var coordinate: Coordinate
    /// The place's time zone, if known.
    public var timeZone: TimeZone?

    /// Creates a place; only the identifier, name and coordinate are required.
    public init(
        id: String,
        name: String,
        coordinate: Coordinate,
        localizedNames: [String: String] = [:],
        state: String? = nil,
        country: String? = nil,
        timeZone: TimeZone? = nil
    ) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.localizedNames = localizedNames
        self.state = state
        self.country = country
        self.timeZone = timeZone
    }

    /// The place's ``timeZone``, else the zone `TimeZoneEstimate` finds at its ``coordinate`` (the nearest
    /// known place's, else one from the longitude): the zone to show its times in. ``timeZone`` `== nil`
    /// says it is an estimate.
    public var timeZoneOrEstimate: TimeZone {
        timeZone ?? TimeZoneEstimate(at: coordinate).timeZone
    }

    /// The name in the language with the given code, or ``name`` when there is none.
    ///
    /// The match ignores case, and `"pt-BR"` falls back to `"pt"`.
    public func localizedName(for languageCode: String) -> String {
        if let exact = localizedNames[languageCode] {
            return exact
        }
        let wanted = languageCode.lowercased().replacingOccurrences(of: "_", with: "-")
        let normalized = Dictionary(
            localizedNames.map { ($0.key.lowercased().replacingOccurrences(of: "_", with: "-"), $0.value) },
            uniquingKeysWith: { first, _ in first })
        if let match = normalized[wanted] {
            return match
        }
        if let language = wanted.split(separator: "-").first, let match = normalized[String(language)] {
            return match
        }
        return name
    }

    private enum CodingKeys: String, CodingKey {
        case id
        case name
        case localizedNames
        case state
        case country
        case coordinate
        case timeZone
    }

    /// Decodes a place; the time zone is its IANA identifier.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        localizedNames = try container.decodeIfPresent([String: String].self, forKey: .localizedNames) ?? [:]
        state = try container.decodeIfPresent(String.self, forKey: .state)
        country = try container.decodeIfPresent(String.self, forKey: .country)
        coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
        timeZone = try container.decodeTimeZoneIfPresent(forKey: .timeZone)
    }

    /// Encodes a place; the time zone is written as its IANA identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        if !localizedNames.isEmpty {
            try container.encode(localizedNames, forKey: .localizedNames)
        }
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(country, forKey: .country)
        try container.encode(coordinate, forKey: .coordinate)
        try container.encodeIfPresent(timeZone?.identifier, forKey: .timeZone)
    }
}
