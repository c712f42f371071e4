extension WeatherAPI {
    /// The `alerts` object of `forecast.json` with `alerts=yes`: `{"alert":[...]}`.
    public struct Alerts: Codable, Hashable, Sendable {
        /// The alerts; often empty.
        public var alert: [Alert]?

        /// Creates an alerts wrapper.
        public init(alert: [Alert]? = nil) {
            self.alert = alert
        }
    }

    /// One weather alert. Every field is a string; many are empty (`"areas": ""`), and the text may be in the
    /// local language.
    public struct Alert: Codable, Hashable, Sendable {
        /// A one-line headline.
        public var headline: String?
        /// `"Alert"`, `"Update"`, `"Cancel"`…
        public var msgtype: String?
        /// `"Moderate"`, `"Severe"`…
        public var severity: String?
        /// `"Immediate"`, `"Expected"`…
        public var urgency: String?
        /// The affected areas; may be empty.
        public var areas: String?
        /// `"Met"` for meteorological alerts.
        public var category: String?
        /// `"Likely"`, `"Observed"`…
        public var certainty: String?
        /// The event name (`"Snow"`), possibly translated.
        public var event: String?
        /// A note; may be empty.
        public var note: String?
        /// When the alert takes effect, ISO-8601 with offset (`"2025-04-05T08:21:00-00:00"`).
        public var effective: String?
        /// When the alert expires, ISO-8601 with offset.
        public var expires: String?
        /// The full description.
        public var desc: String?
        /// What to do; may be empty.
        public var instruction: String?

        /// Creates an alert.
        public init(
            headline: String? = nil, msgtype: String? = nil, severity: String? = nil, urgency: String? = nil,
            areas: String? = nil, category: String? = nil, certainty: String? = nil, event: String? = nil,
            note: String? = nil, effective: String? = nil, expires: String? = nil, desc: String? = nil,
            instruction: String? = nil
        ) {
            self.headline = headline
            self.msgtype = msgtype
            self.severity = severity
            self.urgency = urgency
            self.areas = areas
            self.category = category
            self.certainty = certainty
            self.event = event
            self.note = note
            self.effective = effective
            self.expires = expires
            self.desc = desc
            self.instruction = instruction
        }
    }
}
