import Foundation
import WeatherModels
import WeatherNetworking

extension NationalWeatherServiceStandIn {
    /// `GET /alerts/active?point={lat},{lon}`: the sandbox's alerts in effect at the point (today's and
    /// tomorrow's, from the generated weather) as CAP messages; an empty collection outside the
    /// service's area, as the service answers.
    @Sendable static func activeAlerts(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        if let refusal = refusal(request) { return refusal }
        guard let text = request.value("point"), let coordinate = coordinate(Substring(text)) else {
            return problem(
                400, kind: "BadRequest", title: "Bad Request",
                detail: "Parameter \"point\" is invalid: expected latitude,longitude", instance: request.path)
        }
        let zone = context.gazetteer.zone(at: coordinate)
        var features: [JSONValue] = []
        if covers(coordinate, context) {
            let office = office(for: coordinate)
            let area =
                context.nearestCity(to: coordinate, within: 100_000).map { "\($0.name) area" }
                ?? "\(office.id) forecast area"
            let days = context.generator.days(at: coordinate, from: context.now, count: 2, zone: zone)
            features = days.flatMap { SandboxAlert.alerts(for: $0) }
                .filter { $0.end > context.now }
                .map { feature($0, office: office, area: area, zone: zone) }
        }
        let latitude = "\(Self.text(abs(coordinate.latitude))) \(coordinate.latitude < 0 ? "S" : "N")"
        let longitude = "\(Self.text(abs(coordinate.longitude))) \(coordinate.longitude < 0 ? "W" : "E")"
        let body = JSONValue.object([
            "@context": .object(["@version": "1.1"]),
            "type": "FeatureCollection",
            "features": .array(features),
            "title": .string("Current watches, warnings, and advisories for \(latitude), \(longitude)"),
            "updated": .string(localTime(CivilTime.floorDivide(context.now, 300) * 300, in: .nautical(longitude: 0))),
        ])
        return geoJSON(body, maxAge: 30)
    }

    /// One alert as a GeoJSON feature with its CAP fields.
    private static func feature(_ alert: SandboxAlert, office: Office, area: String, zone: SandboxZone) -> JSONValue {
        let id = "urn:oid:2.49.0.1.840.0.sandbox.\(office.id).\(alert.start).\(alert.event.hashValue & 0xFFFF)"
        let sent = alert.start - 3 * 3600
        let warning = alert.event.hasSuffix("Warning")
        return .object([
            "id": .string("\(host)/alerts/\(id)"),
            "type": "Feature",
            "geometry": .null,
            "properties": .object([
                "@id": .string("\(host)/alerts/\(id)"),
                "@type": "wx:Alert",
                "id": .string(id),
                "areaDesc": .string(area),
                "sent": .string(localTime(sent, in: zone)),
                "effective": .string(localTime(sent, in: zone)),
                "onset": .string(localTime(alert.start, in: zone)),
                "expires": .string(localTime(alert.end, in: zone)),
                "ends": .string(localTime(alert.end, in: zone)),
                "status": "Actual",
                "messageType": "Alert",
                "category": "Met",
                "severity": .string(alert.severity),
                "certainty": .string(warning ? "Likely" : "Possible"),
                "urgency": .string(warning ? "Expected" : "Future"),
                "event": .string(alert.event),
                "sender": "w-nws.webmaster@noaa.gov",
                "senderName": .string("NWS \(office.id)"),
                "headline": .string("\(alert.event) issued by NWS \(office.id)"),
                "description": .string(alert.description),
                "instruction": .string(
                    warning
                        ? "Take action now to protect life and property. Follow the advice of local officials."
                        : "Monitor later forecasts and be ready to act."),
                "response": .string(warning ? "Execute" : "Prepare"),
            ]),
        ])
    }
}
