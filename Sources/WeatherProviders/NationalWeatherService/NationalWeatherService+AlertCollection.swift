import Foundation

extension NationalWeatherService {
    /// The body of `GET /alerts/active?point={latitude},{longitude}`: a GeoJSON `FeatureCollection` of
    /// CAP alert messages (empty when nothing is in effect).
    package struct AlertCollection: Decodable, Sendable, Hashable {
        /// The alerts.
        package var features: [Feature]
        /// What the collection covers, such as `"Current watches, warnings, and advisories for …"`.
        package var title: String?
        /// When the collection was made, ISO 8601.
        package var updated: String?

        /// Creates a collection.
        package init(features: [Feature], title: String? = nil, updated: String? = nil) {
            self.features = features
            self.title = title
            self.updated = updated
        }

        /// One alert.
        package struct Feature: Decodable, Sendable, Hashable {
            /// The alert's CAP fields.
            package var properties: Alert

            /// Creates a feature.
            package init(properties: Alert) {
                self.properties = properties
            }
        }
    }

    /// An alert's CAP fields, as the service names them. Times are ISO 8601 with the issuing office's offset.
    package struct Alert: Decodable, Sendable, Hashable {
        /// The message's identifier.
        package var id: String?
        /// The areas it covers, in words (`"North Oregon Coast; Greater Portland Metro Area"`).
        package var areaDesc: String?
        /// The zones it covers (UGC codes) and the counties (SAME codes).
        package var geocode: Geocode?
        /// When the message was sent.
        package var sent: String?
        /// When the message takes effect.
        package var effective: String?
        /// When the event is expected to begin.
        package var onset: String?
        /// When the message expires (a newer one may replace it).
        package var expires: String?
        /// When the event is expected to end.
        package var ends: String?
        /// `"Actual"`, `"Exercise"`, `"System"`, `"Test"` or `"Draft"`.
        package var status: String?
        /// `"Alert"`, `"Update"`, `"Cancel"`, `"Ack"` or `"Error"`.
        package var messageType: String?
        /// The CAP category, such as `"Met"`.
        package var category: String?
        /// `"Extreme"`, `"Severe"`, `"Moderate"`, `"Minor"` or `"Unknown"`.
        package var severity: String?
        /// `"Observed"`, `"Likely"`, `"Possible"`, `"Unlikely"` or `"Unknown"`.
        package var certainty: String?
        /// `"Immediate"`, `"Expected"`, `"Future"`, `"Past"` or `"Unknown"`.
        package var urgency: String?
        /// The event, such as `"Flood Watch"`.
        package var event: String?
        /// The sender's address.
        package var sender: String?
        /// The sender's name, such as `"NWS Portland OR"`.
        package var senderName: String?
        /// One line about the alert.
        package var headline: String?
        /// The full text.
        package var description: String?
        /// What people should do.
        package var instruction: String?
        /// The recommended response, such as `"Prepare"`.
        package var response: String?

        /// Creates an alert.
        package init(
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
    package struct Geocode: Decodable, Sendable, Hashable {
        /// Universal Geographic Codes of the zones, such as `"ORZ004"` (`UGC`).
        package var zones: [String]?
        /// Specific Area Message Encoding codes of the counties, such as `"041007"` (`SAME`).
        package var counties: [String]?

        /// Creates codes.
        package init(zones: [String]? = nil, counties: [String]? = nil) {
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
    package struct Problem: Decodable, Sendable, Hashable {
        /// A URL naming the kind of problem, such as `https://api.weather.gov/problems/InvalidPoint`.
        package var type: String?
        /// A short title, such as `"Data Unavailable For Requested Point"`.
        package var title: String?
        /// The HTTP status.
        package var status: Double?
        /// What went wrong, such as `"Unable to provide data for requested point 51.5074,-0.1278"`.
        package var detail: String?
        /// The id of the request in the service's logs.
        package var correlationId: String?

        /// Creates a problem.
        package init(
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
        package var kind: String? {
            type?.split(separator: "/").last.map(String.init)
        }
    }
}
