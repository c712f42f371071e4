import Foundation

extension NationalWeatherService {
    /// The body of `GET /alerts/active?point={latitude},{longitude}`: a GeoJSON `FeatureCollection` of
    /// CAP alert messages (empty when nothing is in effect).
    public struct AlertCollection: Decodable, Sendable, Hashable {
        /// The alerts.
        public var features: [Feature]
        /// What the collection covers, such as `"Current watches, warnings, and advisories for …"`.
        public var title: String?
        /// When the collection was made, ISO 8601.
        public var updated: String?

        /// Creates a collection.
        public init(features: [Feature], title: String? = nil, updated: String? = nil) {
            self.features = features
            self.title = title
            self.updated = updated
        }

        /// One alert.
        public struct Feature: Decodable, Sendable, Hashable {
            /// The alert's CAP fields.
            public var properties: Alert

            /// Creates a feature.
            public init(properties: Alert) {
                self.properties = properties
            }
        }
    }

    /// An alert's CAP fields, as the service names them. Times are ISO 8601 with the issuing office's offset.
    public struct Alert: Decodable, Sendable, Hashable {
        /// The message's identifier.
        public var id: String?
        /// The areas it covers, in words (`"North Oregon Coast; Greater Portland Metro Area"`).
        public var areaDesc: String?
        /// The zones it covers (UGC codes) and the counties (SAME codes).
        public var geocode: Geocode?
        /// When the message was sent.
        public var sent: String?
        /// When the message takes effect.
        public var effective: String?
        /// When the event is expected to begin.
        public var onset: String?
        /// When the message expires (a newer one may replace it).
        public var expires: String?
        /// When the event is expected to end.
        public var ends: String?
        /// `"Actual"`, `"Exercise"`, `"System"`, `"Test"` or `"Draft"`.
        public var status: String?
        /// `"Alert"`, `"Update"`, `"Cancel"`, `"Ack"` or `"Error"`.
        public var messageType: String?
        /// The CAP category, such as `"Met"`.
        public var category: String?
        /// `"Extreme"`, `"Severe"`, `"Moderate"`, `"Minor"` or `"Unknown"`.
        public var severity: String?
        /// `"Observed"`, `"Likely"`, `"Possible"`, `"Unlikely"` or `"Unknown"`.
        public var certainty: String?
        /// `"Immediate"`, `"Expected"`, `"Future"`, `"Past"` or `"Unknown"`.
        public var urgency: String?
        /// The event, such as `"Flood Watch"`.
        public var event: String?
        /// The sender's address.
        public var sender: String?
        /// The sender's name, such as `"NWS Portland OR"`.
        public var senderName: String?
        /// One line about the alert.
        public var headline: String?
        /// The full text.
        public var description: String?
        /// What people should do.
        public var instruction: String?
        /// The recommended response, such as `"Prepare"`.
        public var response: String?

        /// Creates an alert.
        public init(
            id: String? = nil, areaDesc: String? = nil, geocode: Geocode? = nil, sent: String? = nil,
            effective: String? = nil, onset: String? = nil, expires: String? = nil, ends: String? = nil,
            status: String? = "Actual", messageType: String? = "Alert", category: String? = "Met",
            severity: String? = nil, certainty: String? = nil, urgency: String? = nil, event: String? = nil,
            sender: String? = nil, senderName: String? = nil, headline: String? = nil, description: String? = nil,
            instruction: String? = nil, response: String? = nil
        ) {
            self.id = id
            self.areaDesc = areaDesc
            self.geocode = geocode
            self.sent = sent
            self.effective = effective
            self.onset = onset
            self.expires = expires
            self.ends = ends
            self.status = status
            self.messageType = messageType
            self.category = category
            self.severity = severity
            self.certainty = certainty
            self.urgency = urgency
            self.event = event
            self.sender = sender
            self.senderName = senderName
            self.headline = headline
            self.description = description
            self.instruction = instruction
            self.response = response
        }
    }

    /// The zones (UGC codes such as `"ORZ004"`) and counties (SAME codes such as `"041007"`) an alert covers.
    public struct Geocode: Decodable, Sendable, Hashable {
        /// Universal Geographic Codes of the zones, such as `"ORZ004"` (`UGC`).
        public var zones: [String]?
        /// Specific Area Message Encoding codes of the counties, such as `"041007"` (`SAME`).
        public var counties: [String]?

        /// Creates codes.
        public init(zones: [String]? = nil, counties: [String]? = nil) {
            self.zones = zones
            self.counties = counties
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case zones = "UGC"
            case counties = "SAME"
        }
    }

    /// An `application/problem+json` error body (RFC 7807), such as the 404 for a point outside the
    /// United States.
    public struct Problem: Decodable, Sendable, Hashable {
        /// A URL naming the kind of problem, such as `https://api.weather.gov/problems/InvalidPoint`.
        public var type: String?
        /// A short title, such as `"Data Unavailable For Requested Point"`.
        public var title: String?
        /// The HTTP status.
        public var status: Double?
        /// What went wrong, such as `"Unable to provide data for requested point 51.5074,-0.1278"`.
        public var detail: String?
        /// The id of the request in the service's logs.
        public var correlationId: String?

        /// Creates a problem.
        public init(
            type: String? = nil, title: String? = nil, status: Double? = nil, detail: String? = nil,
            correlationId: String? = nil
        ) {
            self.type = type
            self.title = title
            self.status = status
            self.detail = detail
            self.correlationId = correlationId
        }

        /// The last component of ``type``, such as `"InvalidPoint"`.
        public var kind: String? {
            type?.split(separator: "/").last.map(String.init)
        }
    }
}
