import Foundation

/// A severe-weather alert from a national or regional weather service.
public struct WeatherAlert: Hashable, Sendable, Codable {
    /// The provider's identifier for the alert, if it sends one.
    public var id: String?
    /// Who issued the alert, such as a national weather service.
    public var sender: String
    /// The kind of event, such as "Wind warning".
    public var event: String
    /// When the alert takes effect.
    public var start: Date
    /// When the alert expires.
    public var end: Date
    /// The full text of the alert.
    public var description: String
    /// Categories of the event, such as "Wind" or "Flood".
    public var tags: [String]
    /// The severity as the sender words it, such as "Moderate".
    public var severity: String?
    /// The areas the alert covers, as the sender words them.
    public var areas: String?
    /// What people should do, if the sender says.
    public var instruction: String?
    /// How soon people should act, as the sender words it (CAP `urgency`: "Immediate", "Expected",
    /// "Future", "Past", "Unknown"), if it says.
    public var urgency: String?
    /// How sure the sender is that the event occurs (CAP `certainty`: "Observed", "Likely", "Possible",
    /// "Unlikely", "Unknown"), if it says.
    public var certainty: String?

    /// Creates an alert.
    public init(
        id: String? = nil,
        sender: String,
        event: String,
        start: Date,
        end: Date,
        description: String,
        tags: [String] = [],
        severity: String? = nil,
        areas: String? = nil,
        instruction: String? = nil,
        urgency: String? = nil,
        certainty: String? = nil
    ) {
        self.id = id
        self.sender = sender
        self.event = event
        self.start = start
        self.end = end
        self.description = description
        self.tags = tags
        self.severity = severity
        self.areas = areas
        self.instruction = instruction
        self.urgency = urgency
        self.certainty = certainty
    }

    private enum CodingKeys: String, CodingKey {
        case id
        case sender
        case event
        case start
        case end
        case description
        case tags
        case severity
        case areas
        case instruction
        case urgency
        case certainty
    }

    /// Decodes the storage format: measurements as plain numbers in their canonical units.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        sender = try container.decode(String.self, forKey: .sender)
        event = try container.decode(String.self, forKey: .event)
        start = try container.decode(Date.self, forKey: .start)
        end = try container.decode(Date.self, forKey: .end)
        description = try container.decode(String.self, forKey: .description)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        severity = try container.decodeIfPresent(String.self, forKey: .severity)
        areas = try container.decodeIfPresent(String.self, forKey: .areas)
        instruction = try container.decodeIfPresent(String.self, forKey: .instruction)
        urgency = try container.decodeIfPresent(String.self, forKey: .urgency)
        certainty = try container.decodeIfPresent(String.self, forKey: .certainty)
    }

    /// Encodes the storage format: measurements as plain numbers in their canonical units.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(sender, forKey: .sender)
        try container.encode(event, forKey: .event)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(description, forKey: .description)
        try container.encode(tags, forKey: .tags)
        try container.encodeIfPresent(severity, forKey: .severity)
        try container.encodeIfPresent(areas, forKey: .areas)
        try container.encodeIfPresent(instruction, forKey: .instruction)
        try container.encodeIfPresent(urgency, forKey: .urgency)
        try container.encodeIfPresent(certainty, forKey: .certainty)
    }
}
