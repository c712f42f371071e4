/// A weather alert the sandbox issues when a day's generated weather calls for one.
package struct SandboxAlert: Hashable, Sendable {
    /// The event, such as "Heat Advisory".
    package var event: String
    /// The headline tag, such as "Extreme temperature value".
    package var tag: String
    /// The text, several lines long like the real ones.
    package var description: String
    /// Unix seconds.
    package var start: Int
    /// Unix seconds.
    package var end: Int
    /// Severity in CAP terms: "Moderate" or "Severe".
    package var severity: String

    /// The alerts for `day`: heat from 35 °C, frost below −25 °C, gusts from 20 m/s, 10 mm of
    /// snow or 30 mm of rain.
    package static func alerts(for day: DaySample) -> [SandboxAlert] {
        var alerts: [SandboxAlert] = []
        let start = day.start + 6 * 3600
        let end = day.start + 22 * 3600
        func add(_ event: String, _ tag: String, _ text: String, severe: Bool) {
            let description = "...\(event.uppercased()) IN EFFECT...\n\(text)\nStay informed and follow local advice."
            alerts.append(
                SandboxAlert(
                    event: event, tag: tag, description: description, start: start, end: end,
                    severity: severe ? "Severe" : "Moderate"))
        }
        if day.maximumTemperature >= 35 {
            add(
                "Heat Advisory", "Extreme temperature value",
                "Temperatures up to \(Int(day.maximumTemperature.rounded())) C are expected.",
                severe: day.maximumTemperature >= 40)
        }
        if day.minimumTemperature <= -25 {
            add(
                "Extreme Cold Warning", "Extreme temperature value",
                "Temperatures down to \(Int(day.minimumTemperature.rounded())) C are expected.", severe: true)
        }
        if day.maximumWindGust >= 20 {
            add(
                "Wind Advisory", "Wind", "Gusts up to \(Int(day.maximumWindGust.rounded())) m/s are expected.",
                severe: false)
        }
        if day.snowTotal >= 10 {
            add("Winter Storm Warning", "Snow/Ice", "Heavy snow is expected.", severe: true)
        } else if day.rainTotal >= 30 {
            add("Flood Watch", "Flood", "Heavy rain may cause flooding.", severe: false)
        }
        return alerts
    }
}
