extension WeatherAPI {
    /// The `alerts` object of `forecast.json` with `alerts=yes`: `{"alert":[...]}`.
    package struct Alerts: Codable, Hashable, Sendable {
        /// The alerts; often empty.
        package var alert: [Alert]?

        /// Creates an alerts wrapper.
        package init(alert: [Alert]? = nil) {
            self.alert = alert
        }
    }

    /// One weather alert. Every field is a string; many are empty (`"areas": ""`), and the text may be in the
    /// local language.
    package struct Alert: Codable, Hashable, Sendable {
        /// A one-line headline.
        package var headline: String?
        /// `"Alert"`, `"Update"`, `"Cancel"`…
        package var msgtype: String?
        /// `"Moderate"`, `"Severe"`…
        package var severity: String?
        /// `"Immediate"`, `"Expected"`…
        package var urgency: String?
        /// The affected areas; may be empty.
        package var areas: String?
        /// `"Met"` for meteorological alerts.
        package var category: String?
        /// `"Likely"`, `"Observed"`…
        package var certainty: String?
        /// The event name (`"Snow"`), possibly translated.
        package var event: String?
        /// A note; may be empty.
        package var note: String?
        /// When the alert takes effect, ISO-8601 with offset (`"2025-04-05T08:21:00-00:00"`).
        package var effective: String?
        /// When the alert expires, ISO-8601 with offset.
        package var expires: String?
        /// The full description.
        package var desc: String?
        /// What to do; may be empty.
        package var instruction: String?

        /// Creates an alert.
        package init(
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
