import Foundation
import WeatherModels
import WeatherNetworking

extension NationalWeatherServiceStandIn {
    /// A forecast office whose grid the sandbox lays around it: cells of 2.5 km, numbered from
    /// ``origin`` so that the office's own cell is (300, 300).
    struct Office: Sendable {
        /// The grid's id, such as `OKX` (Anchorage's grid is `AER`, as the service names it).
        var id: String
        /// The office's latitude.
        var latitude: Double
        /// The office's longitude.
        var longitude: Double

        /// The cell number of the office itself.
        static let origin = 300
        /// The cell size in degrees of latitude.
        static let cellDegrees = 2.5 / 111.32

        /// The degrees of longitude one cell spans at the office.
        var cellLongitudeDegrees: Double { Self.cellDegrees / max(cos(latitude * .pi / 180), 0.1) }

        /// The cell holding `coordinate`.
        func cell(of coordinate: Coordinate) -> (x: Int, y: Int) {
            (
                Self.origin + Int(((coordinate.longitude - longitude) / cellLongitudeDegrees).rounded()),
                Self.origin + Int(((coordinate.latitude - latitude) / Self.cellDegrees).rounded())
            )
        }

        /// The centre of cell (`x`, `y`), or `nil` when it is not on Earth.
        func centre(x: Int, y: Int) -> Coordinate? {
            try? Coordinate(
                latitude: latitude + Double(y - Self.origin) * Self.cellDegrees,
                longitude: longitude + Double(x - Self.origin) * cellLongitudeDegrees)
        }
    }

    /// Real forecast offices, at their approximate places.
    static let offices: [Office] = [
        ("OKX", 40.87, -72.86), ("BOX", 41.96, -71.14), ("GYX", 43.89, -70.26), ("ALY", 42.75, -73.80),
        ("BUF", 42.94, -78.72), ("PHI", 39.94, -74.80), ("LWX", 38.98, -77.48), ("RAH", 35.77, -78.68),
        ("CHS", 32.89, -80.03), ("FFC", 33.36, -84.57), ("JAX", 30.48, -81.70), ("TBW", 27.71, -82.40),
        ("MFL", 25.75, -80.38), ("TAE", 30.39, -84.35), ("PBZ", 40.53, -80.22), ("CLE", 41.41, -81.86),
        ("ILN", 39.42, -83.82), ("DTX", 42.70, -83.47), ("IND", 39.71, -86.28), ("LOT", 41.60, -88.08),
        ("MKX", 42.97, -88.55), ("MPX", 44.85, -93.57), ("LSX", 38.70, -90.68), ("OHX", 36.25, -86.56),
        ("MEG", 35.13, -89.80), ("LIX", 30.34, -89.83), ("HGX", 29.47, -95.08), ("EWX", 29.70, -98.03),
        ("FWD", 32.83, -97.30), ("OUN", 35.18, -97.44), ("EAX", 38.81, -94.26), ("OAX", 41.32, -96.37),
        ("BIS", 46.77, -100.76), ("BOU", 39.99, -105.26), ("ABQ", 35.04, -106.62), ("SLC", 40.77, -111.95),
        ("PSR", 33.43, -112.02), ("VEF", 36.05, -115.18), ("SGX", 32.84, -117.12), ("LOX", 34.20, -119.14),
        ("MTR", 36.59, -121.86), ("STO", 38.60, -121.38), ("PQR", 45.56, -122.54), ("SEW", 47.69, -122.26),
        ("BOI", 43.57, -116.21), ("MSO", 46.92, -114.09), ("AER", 61.16, -149.99), ("AFG", 64.86, -147.84),
        ("AJK", 58.37, -134.58), ("HFO", 21.30, -157.81), ("SJU", 18.43, -66.00), ("GUM", 13.48, 144.80),
    ].map { Office(id: $0.0, latitude: $0.1, longitude: $0.2) }

    /// The service's area in boxes of latitude and longitude: the contiguous states, Alaska, Hawaii,
    /// Puerto Rico and the Virgin Islands, Guam and the Northern Marianas.
    static let areas: [(latitude: ClosedRange<Double>, longitude: ClosedRange<Double>)] = [
        (24.4...49.4, -125.0...(-66.9)), (51.0...71.5, -170.0...(-129.9)), (18.8...22.4, -160.5...(-154.7)),
        (17.6...18.6, -67.4...(-64.5)), (13.2...15.3, 144.6...145.9),
    ]

    /// The country codes of places the service covers.
    static let coveredCountries: Set<String> = ["US", "PR", "VI", "GU", "MP"]

    /// Whether the service covers `coordinate`: inside its boxes and not nearest to another country's
    /// city (Toronto, Vancouver and Tijuana lie inside the boxes).
    static func covers(_ coordinate: Coordinate, _ context: SandboxContext) -> Bool {
        guard
            areas.contains(where: {
                $0.latitude.contains(coordinate.latitude) && $0.longitude.contains(coordinate.longitude)
            })
        else { return false }
        let city = context.nearestCity(to: coordinate, within: 100_000)
        return city.map { coveredCountries.contains($0.countryCode) } ?? true
    }

    /// The office nearest `coordinate`.
    static func office(for coordinate: Coordinate) -> Office {
        offices.min { distance($0, coordinate) < distance($1, coordinate) } ?? offices[0]
    }

    /// The office whose grid is `id`.
    static func office(id: Substring) -> Office? {
        offices.first { $0.id == id }
    }

    /// A rough squared distance, enough to find the nearest office.
    private static func distance(_ office: Office, _ coordinate: Coordinate) -> Double {
        let scale = cos(coordinate.latitude * .pi / 180)
        let dx = (office.longitude - coordinate.longitude) * scale
        let dy = office.latitude - coordinate.latitude
        return dx * dx + dy * dy
    }

    /// `GET /points/{lat},{lon}`: the office, grid cell, zones and time zone, or the 404 `InvalidPoint`
    /// problem outside the service's area.
    @Sendable static func points(_ context: SandboxContext) -> HTTPResponse {
        let request = context.request
        if let refusal = refusal(request) { return refusal }
        guard let text = request.pathComponents.last, let coordinate = coordinate(text) else {
            return problem(
                400, kind: "InvalidParameter", title: "Invalid Parameter",
                detail: "Parameter \"point\" is invalid: expected latitude,longitude", instance: request.path)
        }
        let point = "\(Self.text(coordinate.latitude)),\(Self.text(coordinate.longitude))"
        guard covers(coordinate, context) else {
            return problem(
                404, kind: "InvalidPoint", title: "Data Unavailable For Requested Point",
                detail: "Unable to provide data for requested point \(point)", instance: request.path)
        }
        let office = office(for: coordinate)
        let cell = office.cell(of: coordinate)
        let grid = "\(host)/gridpoints/\(office.id)/\(cell.x),\(cell.y)"
        let zone = context.gazetteer.zone(at: coordinate)
        let city = context.nearestCity(to: coordinate, within: 300_000)
        var properties: [(String, JSONValue)] = [
            ("@id", .string("\(host)/points/\(point)")),
            ("@type", .string("wx:Point")),
            ("cwa", .string(office.id == "AER" ? "AFC" : office.id)),
            ("type", .string("land")),
            ("forecastOffice", .string("\(host)/offices/\(office.id == "AER" ? "AFC" : office.id)")),
            ("gridId", .string(office.id)),
            ("gridX", .integer(cell.x)),
            ("gridY", .integer(cell.y)),
            ("forecast", .string(grid + "/forecast")),
            ("forecastHourly", .string(grid + "/forecast/hourly")),
            ("forecastGridData", .string(grid)),
            ("observationStations", .string(grid + "/stations")),
        ]
        if let city {
            properties.append(
                (
                    "relativeLocation",
                    .object([
                        "type": "Feature",
                        "geometry": .object([
                            "type": "Point",
                            "coordinates": .array([
                                .number(city.coordinate.longitude, places: 6),
                                .number(city.coordinate.latitude, places: 6),
                            ]),
                        ]),
                        "properties": .object([
                            "city": .string(city.name), "state": .string(city.region ?? city.countryCode),
                        ]),
                    ])
                ))
        }
        properties += [
            ("timeZone", .string(zone.identifier)),
            ("radarStation", .string("K" + office.id)),
        ]
        let solar = SolarDay(containing: context.now, latitude: coordinate.latitude, longitude: coordinate.longitude)
        properties.append(
            (
                "astronomicalData",
                .object([
                    "sunrise": solar.sunrise.map { .string(localTime($0, in: zone)) } ?? .null,
                    "sunset": solar.sunset.map { .string(localTime($0, in: zone)) } ?? .null,
                    "transit": .string(localTime(solar.solarNoon, in: zone)),
                ])
            ))
        let body = JSONValue.object([
            "id": .string("\(host)/points/\(point)"),
            "type": "Feature",
            "geometry": .object([
                "type": "Point",
                "coordinates": .array([
                    .number(coordinate.longitude, places: 4), .number(coordinate.latitude, places: 4),
                ]),
            ]),
            "properties": .members(properties),
        ])
        return geoJSON(body, maxAge: 86_400)
    }
}
