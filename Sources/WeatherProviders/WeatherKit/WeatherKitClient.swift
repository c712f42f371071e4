import Foundation
import WeatherCore
import WeatherNetworking

/// A client for Apple's WeatherKit REST API (weatherkit.apple.com): current conditions, minute-by-minute
/// precipitation, hours, days with sun and moon, and alerts, signed with your WeatherKit key.
///
/// Every request carries a JSON Web Token signed with ES256 by the key from your Apple Developer account
/// (CryptoKit on Apple platforms, OpenSSL's libcrypto on Linux). The token is made when first needed and
/// reused until shortly before it expires; the key never leaves the client and never appears in any text.
///
/// ```swift
/// import Foundation
///
/// let p8 = try String(contentsOf: URL(fileURLWithPath: "AuthKey_KEY1234567.p8"), encoding: .utf8)
/// let credentials = WeatherKitREST.Credentials(
///     teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567", privateKey: p8)
/// let client = WeatherKitClient(credentials: credentials)
/// let weather = try await client.weather(
///     at: try Coordinate(latitude: 40.7128, longitude: -74.006),
///     timeZone: TimeZone(identifier: "America/New_York"), countryCode: "US")
/// print(weather.current?.conditionDescription ?? "", weather.source.attributionURL?.absoluteString ?? "")
/// ```
///
/// Before the first weather request for a place, the client asks which data sets are available there
/// (`/api/v1/availability`), keeps the answer for a day, and asks only for what is available; data sets
/// asked for but not available are listed in `Weather/notes`.
///
/// Errors are `WeatherError`s: `.invalidInput` for ids or a key that cannot sign (nothing is sent),
/// `.unauthorized` when WeatherKit refuses the token, `.forbidden`, `.notFound`, `.rateLimited`, `.server`,
/// `.decoding`.
public struct WeatherKitClient: WeatherProvider, CustomStringConvertible {
    /// The API's base URL, `https://weatherkit.apple.com`.
    public static let defaultBaseURL = URL(string: "https://weatherkit.apple.com")!

    /// The options this client was created with.
    public let configuration: Configuration
    /// Where requests go.
    public let baseURL: URL
    private let client: APIClient
    private let availability: Locked<[String: (sets: WeatherDataSet, expires: Date)]>

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: Sends the HTTP requests; inject one in tests. Default `URLSessionTransport()`.
    ///   - baseURL: The API's base URL. Default ``defaultBaseURL``.
    ///   - configuration: The credentials, language, token lifetime, retries, logging and the clock.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = WeatherKitClient.defaultBaseURL,
        configuration: Configuration
    ) {
        self.configuration = configuration
        self.baseURL = baseURL
        let tokens = WeatherKitREST.TokenCache()
        let credentials = configuration.credentials
        let now = configuration.now
        let lifetime = configuration.tokenLifetime
        let margin = configuration.tokenRenewalMargin
        var apiConfiguration = APIClient.Configuration(
            baseURL: baseURL, transport: transport, options: configuration.httpOptions,
            service: WeatherKitREST.service.name, errorRecognizer: WeatherKitREST.errorRecognizer)
        apiConfiguration.authentication = .bearerToken {
            try tokens.token(at: now(), margin: margin) { issued in
                let token = try WeatherKitREST.Token.make(credentials, issuedAt: issued, lifetime: lifetime)
                return (token, issued.addingTimeInterval(lifetime.secondsValue))
            }
        }
        self.client = APIClient(configuration: apiConfiguration)
        self.availability = Locked([:])
    }

    /// Creates a client signing with `credentials`.
    public init(credentials: WeatherKitREST.Credentials, transport: any HTTPTransport = URLSessionTransport()) {
        self.init(transport: transport, configuration: Configuration(credentials: credentials))
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    /// `true`: WeatherKit names no zone; it cuts days in the one the request gives, the caller's.
    public var usesCallersTimeZone: Bool { true }

    /// Every data set, where the place has it.
    public var supportedDataSets: WeatherDataSet { .all }

    /// Names the provider and the language, for cache keys.
    public var cacheNamespace: String { "weatherkit|\(configuration.language)" }

    /// A short description naming the host and the ids, never the key.
    public var description: String {
        "WeatherKitClient(\(baseURL.redactedDescription), teamID: \(configuration.credentials.teamID), "
            + "keyID: \(configuration.credentials.keyID))"
    }

    /// The weather at `coordinate`, with days in the time zone `TimeZoneEstimate` finds there and no alerts
    /// unless the place's country is known.
    ///
    /// Use ``weather(at:timeZone:countryCode:including:)`` to give the place's time zone and country.
    public func weather(at coordinate: Coordinate, including dataSets: WeatherDataSet) async throws -> Weather {
        try await weather(at: coordinate, timeZone: nil, countryCode: nil, including: dataSets)
    }

    /// The weather at `place`, with days in its zone and, when its `country` is an ISO 3166 code such as
    /// `"US"`, its alerts. (Called through `any WeatherProvider`, `weather(for:)` passes the zone only.)
    public func weather(for place: Place, including dataSets: WeatherDataSet = .all) async throws -> Weather {
        let code = place.country.flatMap { country in
            country.count == 2 && country.allSatisfy { $0.isASCII && $0.isLetter } ? country.uppercased() : nil
        }
        return try await weather(
            at: place.coordinate, timeZone: place.timeZone, countryCode: code, including: dataSets)
    }

    /// The weather at `coordinate` with days in `timeZone` (estimated when `nil`), and no alerts: they need
    /// the country, which ``weather(at:timeZone:countryCode:including:)`` takes.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, including dataSets: WeatherDataSet
    ) async throws -> Weather {
        try await weather(at: coordinate, timeZone: timeZone, countryCode: nil, including: dataSets)
    }

    /// The weather at `coordinate` as the SDK's `Weather`.
    ///
    /// - Parameters:
    ///   - coordinate: The place; it is cut to four decimals in the request.
    ///   - timeZone: The place's time zone, which WeatherKit uses to cut days; `nil` uses `TimeZoneEstimate`
    ///     (the nearest known place's zone, else one from the longitude) and says so in `Weather/notes`.
    ///   - countryCode: The place's ISO 3166 country code, which alerts need; `nil` asks for none.
    ///   - dataSets: The parts of `Weather` to fill.
    ///
    /// The body is mapped within the call's deadline and cancellation. At most `Weather.SeriesLimit` rows of
    /// each data set are read (20,000 hours and minutes, 40,000 days, 1,000 alerts); the rest are left out
    /// with a `.leftOut` note.
    ///
    /// - Throws: `WeatherError`, as the type describes; `.cancelled` and `.timeout` also while mapping.
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone?, countryCode: String?, including dataSets: WeatherDataSet = .all
    ) async throws -> Weather {
        let point = coordinate.rounded(toDecimalPlaces: 4)
        var wanted = dataSets.intersection(.all)
        var notes: [WeatherNote] = []
        if countryCode == nil, wanted.contains(.alerts) {
            wanted.remove(.alerts)
            notes.append(
                WeatherNote(.missing, field: "alerts", detail: "WeatherKit names alerts only for a known country code"))
        }
        let available = try await availableDataSets(at: point, countryCode: countryCode)
        for missing in wanted.subtracting(available).members {
            notes.append(
                WeatherNote(.missing, field: missing.name, detail: "WeatherKit has no \(missing.name) for this place"))
        }
        let asked = wanted.intersection(available)
        let zone: (zone: TimeZone, note: WeatherNote?)
        if let timeZone {
            zone = (timeZone, nil)
        } else {
            let estimate = TimeZoneEstimate(at: coordinate)
            zone = (estimate.timeZone, estimate.note(provider: WeatherKitREST.service.name))
        }
        let known = (zone.note.map { [$0] } ?? []) + notes
        let mapped = { (response: WeatherKitREST.WeatherResponse) in
            try response.budgetedWeather(
                at: coordinate, timeZone: zone.zone, fetchedAt: configuration.now(), origin: dataOrigin, notes: known)
        }
        guard !asked.isEmpty else {
            return try mapped(WeatherKitREST.WeatherResponse())
        }
        return try await client.send(
            WeatherKitREST.weatherRequest(
                at: point, dataSets: WeatherKitREST.names(of: asked), timeZone: WeatherKitREST.zoneName(zone.zone),
                countryCode: countryCode, configuration),
            then: mapped)
    }

    /// The data sets WeatherKit has at `coordinate` (`/api/v1/availability`), kept for
    /// ``Configuration/availabilityLifetime``.
    ///
    /// - Throws: `WeatherError`, as ``weather(at:timeZone:countryCode:including:)``.
    public func availableDataSets(at coordinate: Coordinate, countryCode: String? = nil) async throws -> WeatherDataSet
    {
        let point = coordinate.rounded(toDecimalPlaces: 4)
        let key =
            "\(WeatherKitREST.pathNumber(point.latitude)),\(WeatherKitREST.pathNumber(point.longitude)),\(countryCode ?? "")"
        let now = configuration.now()
        if let kept = availability.withLock({ $0[key] }), kept.expires > now {
            return kept.sets
        }
        let names = try await client.send(
            WeatherKitREST.availabilityRequest(at: point, countryCode: countryCode, configuration))
        let sets = WeatherKitREST.dataSets(named: names)
        availability.withLock { kept in
            if kept.count > 256 { kept.removeAll() }
            kept[key] = (sets, now.addingTimeInterval(configuration.availabilityLifetime.secondsValue))
        }
        return sets
    }
}
