import Foundation
import Testing
import WeatherModels
import WeatherProviders

@testable import WeatherSandbox

/// The rows of ``TimeZoneTableTests``: places whose clocks change (or do not) inside a forecast, the clients
/// asked about them, and each service's rules for its hours and days.
enum TimeZoneTable {
    /// A place and the moment its clocks change, found from the zone's own rules.
    struct Change: Sendable, CustomTestStringConvertible {
        /// What the row is called, such as "Berlin, spring 2026".
        var name: String
        /// The gazetteer city and its country.
        var city: String
        var country: String
        /// The IANA zone the city must have.
        var zone: String
        /// Where the search for the change begins (Unix seconds); a change must follow within 30 days.
        var searchFrom: Int
        /// The offsets before and after the change, seconds; equal when the clocks do not change.
        var offsetBefore: Int
        var offsetAfter: Int

        var testDescription: String { name }

        /// Whether the clocks change within 30 days of ``searchFrom``.
        var changes: Bool { offsetBefore != offsetAfter }

        var timeZone: TimeZone {
            get throws { try #require(TimeZone(identifier: zone)) }
        }

        /// The gazetteer city.
        var place: GazetteerCity {
            get throws {
                try #require(
                    SandboxGazetteer.standard.search(city, exactOnly: true).first { $0.countryCode == country },
                    "\(city) is not in the gazetteer")
            }
        }

        /// The instant of the change, from `nextDaylightSavingTimeTransition(after:)`, or `nil` for a zone that
        /// keeps its offset.
        var instant: Date? {
            get throws {
                let start = Date(timeIntervalSince1970: Double(searchFrom))
                guard changes else { return nil }
                let next = try #require(try timeZone.nextDaylightSavingTimeTransition(after: start))
                try #require(next.timeIntervalSince(start) < 30 * 86_400)
                return next
            }
        }

        /// The sandbox's "now": three hours before the local midnight that begins the day of the change (so
        /// every series starts on the day before it), or the search's start where the clocks do not change.
        var now: Date {
            get throws {
                guard let instant = try instant else { return Date(timeIntervalSince1970: Double(searchFrom)) }
                return try timeZone.startOfDay(containing: instant).addingTimeInterval(-3 * 3_600 + 1_234)
            }
        }

        static func at(_ text: String) -> Int {
            Int(ISO8601DateFormatter().date(from: text)?.timeIntervalSince1970 ?? 0)
        }
    }

    /// Every place and change.
    static let changes: [Change] = [
        Change(
            name: "Berlin, spring 2026", city: "Berlin", country: "DE", zone: "Europe/Berlin",
            searchFrom: Change.at("2026-03-20T00:00:00Z"), offsetBefore: 3_600, offsetAfter: 7_200),
        Change(
            name: "Berlin, autumn 2026", city: "Berlin", country: "DE", zone: "Europe/Berlin",
            searchFrom: Change.at("2026-10-15T00:00:00Z"), offsetBefore: 7_200, offsetAfter: 3_600),
        Change(
            name: "Denver, spring 2026", city: "Denver", country: "US", zone: "America/Denver",
            searchFrom: Change.at("2026-03-01T00:00:00Z"), offsetBefore: -25_200, offsetAfter: -21_600),
        Change(
            name: "Denver, autumn 2026", city: "Denver", country: "US", zone: "America/Denver",
            searchFrom: Change.at("2026-10-25T00:00:00Z"), offsetBefore: -21_600, offsetAfter: -25_200),
        Change(
            name: "Adelaide, April 2026", city: "Adelaide", country: "AU", zone: "Australia/Adelaide",
            searchFrom: Change.at("2026-03-25T00:00:00Z"), offsetBefore: 37_800, offsetAfter: 34_200),
        Change(
            name: "Adelaide, October 2026", city: "Adelaide", country: "AU", zone: "Australia/Adelaide",
            searchFrom: Change.at("2026-09-25T00:00:00Z"), offsetBefore: 34_200, offsetAfter: 37_800),
        Change(
            name: "Lord Howe Island, April 2026", city: "Lord Howe Island", country: "AU", zone: "Australia/Lord_Howe",
            searchFrom: Change.at("2026-03-25T00:00:00Z"), offsetBefore: 39_600, offsetAfter: 37_800),
        Change(
            name: "Lord Howe Island, October 2026", city: "Lord Howe Island", country: "AU",
            zone: "Australia/Lord_Howe", searchFrom: Change.at("2026-09-25T00:00:00Z"), offsetBefore: 37_800,
            offsetAfter: 39_600),
        Change(
            name: "Chatham Islands, April 2026", city: "Waitangi", country: "NZ", zone: "Pacific/Chatham",
            searchFrom: Change.at("2026-03-25T00:00:00Z"), offsetBefore: 49_500, offsetAfter: 45_900),
        Change(
            name: "Chatham Islands, September 2026", city: "Waitangi", country: "NZ", zone: "Pacific/Chatham",
            searchFrom: Change.at("2026-09-20T00:00:00Z"), offsetBefore: 45_900, offsetAfter: 49_500),
        // Clocks that skip midnight itself: the day of the change begins at 01:00.
        Change(
            name: "Havana, spring 2026 (midnight skipped)", city: "Havana", country: "CU", zone: "America/Havana",
            searchFrom: Change.at("2026-03-01T00:00:00Z"), offsetBefore: -18_000, offsetAfter: -14_400),
        Change(
            name: "Santiago, September 2026 (midnight skipped)", city: "Santiago", country: "CL",
            zone: "America/Santiago", searchFrom: Change.at("2026-09-01T00:00:00Z"), offsetBefore: -14_400,
            offsetAfter: -10_800),
        Change(
            name: "Kathmandu, no change", city: "Kathmandu", country: "NP", zone: "Asia/Kathmandu",
            searchFrom: Change.at("2026-03-27T09:20:34Z"), offsetBefore: 20_700, offsetAfter: 20_700),
        Change(
            name: "Kolkata, no change", city: "Kolkata", country: "IN", zone: "Asia/Kolkata",
            searchFrom: Change.at("2026-03-27T09:20:34Z"), offsetBefore: 19_800, offsetAfter: 19_800),
        Change(
            name: "Moscow, the 2014 rule change", city: "Moscow", country: "RU", zone: "Europe/Moscow",
            searchFrom: Change.at("2014-10-15T00:00:00Z"), offsetBefore: 14_400, offsetAfter: 10_800),
        Change(
            name: "Moscow, no change in 2026", city: "Moscow", country: "RU", zone: "Europe/Moscow",
            searchFrom: Change.at("2026-03-27T09:20:34Z"), offsetBefore: 10_800, offsetAfter: 10_800),
    ]

    /// A client's public call over the sandbox, with the rules its service follows.
    ///
    /// `FreeTestWeatherClient` has no row: freetestapi gives each city's forecast as bare `yyyy-MM-dd` dates
    /// (static, in July 2023), with no time of day and no zone, so there is no instant to check.
    enum Service: String, CaseIterable, Sendable {
        case oneCall = "OpenWeather One Call"
        case openWeatherForecast = "OpenWeather 5 day / 3 hour"
        case weatherAPI = "WeatherAPI.com"
        case openMeteo = "Open-Meteo"
        case openMeteoArchive = "Open-Meteo archive"
        case metNorway = "MET Norway"
        case nationalWeatherService = "NWS"
        case weatherKit = "WeatherKit"

        /// Whether the service serves `change`'s place: the NWS only the United States.
        func serves(_ change: Change) -> Bool {
            self != .nationalWeatherService || change.country == "US"
        }

        /// The time between two steps of the hourly series.
        var step: Int { self == .openWeatherForecast ? 10_800 : 3_600 }

        /// The sandbox's "now" for `change`: the archive is asked ten days later about the day of the change.
        func now(for change: Change) throws -> Date {
            let now = try change.now
            return self == .openMeteoArchive ? now.addingTimeInterval(10 * 86_400) : now
        }

        /// The instants the service's hours start on, for a body asked at `now` about a place in `zone`.
        func grid(now: Date, zone: TimeZone) -> HourGrid {
            switch self {
            case .oneCall, .metNorway, .nationalWeatherService: .every(3_600, from: 0)
            case .openWeatherForecast: .every(10_800, from: 0)
            case .weatherAPI: .wallClock(zone)
            // One offset for the whole body, the zone's at the moment of the request (§17). The SDK puts each
            // hour at its label's instant, a whole hour of that offset, also at +5:30 or +5:45 (§17 reads
            // Open-Meteo's code as valuing such an hour 30 or 45 minutes later; the SDK does not say so).
            case .openMeteo, .openMeteoArchive: .every(3_600, from: -zone.secondsFromGMT(for: now))
            // From the start of today in the `timezone` asked for, an hour apart.
            case .weatherKit: .every(3_600, from: Int(zone.startOfDay(containing: now).timeIntervalSince1970))
            }
        }

        /// How a day's high and low relate to its hours.
        var dayRule: DayRule {
            switch self {
            case .oneCall, .weatherAPI, .weatherKit: .extremesOfItsHours
            case .openMeteo, .openMeteoArchive: .extremesOfOpenMeteosDay
            case .metNorway, .openWeatherForecast: .spansItsHours
            case .nationalWeatherService: .none
            }
        }

        /// The weather at `change`'s place from this client over `sandbox`, asked at `now`.
        func weather(at change: Change, now: Date, sandbox: SandboxTransport) async throws -> Weather {
            let place = try change.place
            let coordinate = place.coordinate
            let zone = try change.timeZone
            switch self {
            case .oneCall:
                let configuration = OpenWeatherClient.Configuration(retryPolicy: .none, now: { now })
                return try await OpenWeatherClient(apiKey: "sandbox", transport: sandbox, configuration: configuration)
                    .weather(at: coordinate)
            case .openWeatherForecast:
                let configuration = OpenWeatherClient.Configuration(retryPolicy: .none, now: { now })
                return try await OpenWeatherClient(apiKey: "sandbox", transport: sandbox, configuration: configuration)
                    .forecast(at: coordinate)
            case .weatherAPI:
                var configuration = WeatherAPIClient.Configuration(retryPolicy: .none, now: { now })
                configuration.forecastDays = 3
                return try await WeatherAPIClient(apiKey: "sandbox", transport: sandbox, configuration: configuration)
                    .weather(at: coordinate)
            case .openMeteo:
                let configuration = OpenMeteoClient.Configuration(retryPolicy: .none, now: { now })
                return try await OpenMeteoClient(transport: sandbox, configuration: configuration)
                    .weather(at: coordinate)
            case .openMeteoArchive:
                let configuration = OpenMeteoClient.Configuration(retryPolicy: .none, now: { now })
                let day = try change.instant ?? now.addingTimeInterval(-10 * 86_400)
                return try await OpenMeteoClient(transport: sandbox, configuration: configuration)
                    .pastWeather(at: coordinate, on: day)
            case .metNorway:
                let configuration = METNorwayClient.Configuration(
                    userAgent: "TimeZoneTableTests/1.0 github.com/sandbox", retryPolicy: .none, now: { now })
                return try await METNorwayClient(transport: sandbox, configuration: configuration)
                    .weather(at: coordinate, timeZone: zone)
            case .nationalWeatherService:
                let configuration = NationalWeatherServiceClient.Configuration(
                    userAgent: "TimeZoneTableTests/1.0 (sandbox@example.com)", retryPolicy: .none, now: { now })
                return try await NationalWeatherServiceClient(transport: sandbox, configuration: configuration)
                    .weather(at: coordinate)
            case .weatherKit:
                let configuration = WeatherKitClient.Configuration(
                    credentials: WeatherKitSandboxTests.credentials, retryPolicy: .none, now: { now })
                return try await WeatherKitClient(transport: sandbox, configuration: configuration)
                    .weather(at: coordinate, timeZone: zone, countryCode: place.countryCode)
            }
        }
    }

    /// How a service's daily high and low relate to its hourly temperatures.
    enum DayRule: Sendable {
        /// The high and low are the highest and lowest of the day's hours (the sandbox summarises the very
        /// hours it lists).
        case extremesOfItsHours
        /// The high and low are those of the 24 hours from midnight in Open-Meteo's one offset (a shifted day
        /// after a change, which a note names).
        case extremesOfOpenMeteosDay
        /// The high is at least the highest hour and the low at most the lowest (the SDK also reads ranges
        /// over periods, or each step's own high and low).
        case spansItsHours
        /// Nothing beyond high ≥ low (the NWS gives a day's high and a night's low).
        case none
    }

    /// The instants a service's hours start on.
    enum HourGrid: Sendable {
        /// Every `step` seconds from `anchor` (Unix seconds).
        case every(Int, from: Int)
        /// The whole hours of the wall clock in a zone.
        case wallClock(TimeZone)

        func contains(_ date: Date) -> Bool {
            let seconds = Int(date.timeIntervalSince1970.rounded())
            guard Double(seconds) == date.timeIntervalSince1970 else { return false }
            switch self {
            case .every(let step, let anchor):
                return (seconds - anchor) % step == 0
            case .wallClock(let zone):
                return (seconds + zone.secondsFromGMT(for: date)) % 3_600 == 0
            }
        }

        /// The instants of the grid in `interval` (its start included, its end not).
        func instants(in interval: DateInterval) -> [Date] {
            let start = Int(interval.start.timeIntervalSince1970.rounded(.up))
            let first = start + (900 - start % 900) % 900
            return stride(from: first, to: Int(interval.end.timeIntervalSince1970.rounded(.up)), by: 900)
                .map { Date(timeIntervalSince1970: Double($0)) }
                .filter(contains)
        }

        /// The grid's first instant after `date`.
        func next(after date: Date) -> Date? {
            instants(in: DateInterval(start: date.addingTimeInterval(1), duration: 3 * 3_600 + 1)).first
        }
    }

    /// One row of the table: a client asked about a place across its change.
    struct Row: Sendable, CustomTestStringConvertible {
        var service: Service
        var change: Change
        var testDescription: String { "\(service.rawValue), \(change.name)" }
    }

    /// Every client at every place it serves.
    static let rows: [Row] = Service.allCases.flatMap { service in
        changes.filter(service.serves).map { Row(service: service, change: $0) }
    }

    /// A place in polar day or night, and a client that reports the sun.
    struct PolarRow: Sendable, CustomTestStringConvertible {
        var service: Service
        var city: String
        var country: String
        var zone: String
        /// The day asked about (Unix seconds).
        var date: Int
        /// The sky that day: polar day or night.
        var sky: Astronomy.Polar
        var testDescription: String { "\(service.rawValue), \(city), polar \(sky.rawValue)" }

        var change: Change {
            Change(
                name: city, city: city, country: country, zone: zone, searchFrom: date, offsetBefore: 0,
                offsetAfter: 0)
        }
    }

    /// Tromsø, Longyearbyen and McMurdo at both solstices, for every client that reports sunrise and sunset.
    static let polarRows: [PolarRow] = {
        let june = Change.at("2026-06-21T09:00:00Z")
        let december = Change.at("2026-12-21T09:00:00Z")
        let places: [(String, String, String, north: Bool)] = [
            ("Tromsø", "NO", "Europe/Oslo", true), ("Longyearbyen", "SJ", "Arctic/Longyearbyen", true),
            ("McMurdo Station", "AQ", "Antarctica/McMurdo", false),
        ]
        let services: [Service] = [.oneCall, .weatherAPI, .openMeteo, .metNorway, .weatherKit]
        return services.flatMap { service in
            places.flatMap { city, country, zone, north in
                [
                    PolarRow(
                        service: service, city: city, country: country, zone: zone, date: june,
                        sky: north ? .day : .night),
                    PolarRow(
                        service: service, city: city, country: country, zone: zone, date: december,
                        sky: north ? .night : .day),
                ]
            }
        }
    }()
}
