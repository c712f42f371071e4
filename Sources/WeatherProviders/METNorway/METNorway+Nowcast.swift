import Foundation
import WeatherNetworking

extension METNorway {
    /// The default base URL of Nowcast 2.0, the radar-based two-hour forecast of Norway, Sweden, Finland and
    /// Denmark.
    static let defaultNowcastBaseURL = URL(string: "https://api.met.no/weatherapi/nowcast/2.0")!

    /// The Nowcast base URL beside a Locationforecast base URL: the same host with `locationforecast/2.0`
    /// replaced by `nowcast/2.0`; for a base URL of another form, `nowcast/2.0` next to its last two path
    /// components (so a loopback server in a test gets both under one root).
    static func nowcastBaseURL(beside forecastBase: URL) -> URL {
        if forecastBase == METNorwayClient.defaultBaseURL { return defaultNowcastBaseURL }
        return forecastBase.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("nowcast").appendingPathComponent("2.0")
    }

    /// Whether `coordinate` lies in the box around Norway, Sweden, Finland and Denmark where Nowcast may have
    /// radar coverage (54.4–71.4° N, 4.0–31.6° E). Inside the box the service itself says whether its radar
    /// covers the point (``NowcastResponse/radarCoverage``); outside it no request is made.
    static func nowcastMayCover(_ coordinate: Coordinate) -> Bool {
        (54.4...71.4).contains(coordinate.latitude) && (4.0...31.6).contains(coordinate.longitude)
    }

    /// `GET /complete?lat&lon` of Nowcast 2.0 for `coordinate` (already cut to four decimals).
    static func nowcastRequest(at coordinate: Coordinate, userAgent: String) throws -> APIRequest<NowcastResponse> {
        var query = URLQuery()
        try query.append("lat", coordinate.latitude == 0 ? 0 : coordinate.latitude)
        try query.append("lon", coordinate.longitude == 0 ? 0 : coordinate.longitude)
        return APIRequest(path: "/complete", query: query, headers: ["User-Agent": userAgent]) { _, decoding in
            try decoding.decode(NowcastResponse.self)
        }
    }

    /// The body of Nowcast 2.0's `GET /complete`: a GeoJSON `Feature` whose first step has every variable and whose
    /// later steps, every five minutes for two hours, have only the precipitation rate.
    package struct NowcastResponse: Decodable, Sendable, Hashable {
        /// Whether the radar covers the point: `"ok"`, `"temporarily unavailable"` or `"no coverage"`.
        package var radarCoverage: String?
        /// When the nowcast was made (ISO 8601 in UTC).
        package var updatedAt: String?
        /// The steps, oldest first.
        package var steps: [Step]

        /// One five-minute step: its time and the precipitation rate then, when the radar gives one.
        package struct Step: Hashable, Sendable {
            /// The start of the step.
            package var time: Date
            /// The precipitation rate, mm/h (`precipitation_rate`).
            package var precipitationRate: Double?
        }

        /// Creates a body from its parts.
        package init(radarCoverage: String?, updatedAt: String? = nil, steps: [Step]) {
            self.radarCoverage = radarCoverage
            self.updatedAt = updatedAt
            self.steps = steps
        }

        private enum Keys: String, CodingKey {
            case properties, meta, timeseries, time, data, instant, details
            case radarCoverage = "radar_coverage"
            case updatedAt = "updated_at"
            case precipitationRate = "precipitation_rate"
        }

        /// Decodes the body; a step whose `time` is not an ISO 8601 instant is a decoding error naming it.
        package init(from decoder: any Decoder) throws {
            let root = try decoder.container(keyedBy: Keys.self)
            let properties = try root.nestedContainer(keyedBy: Keys.self, forKey: .properties)
            let meta = try properties.nestedContainer(keyedBy: Keys.self, forKey: .meta)
            radarCoverage = try meta.decodeIfPresent(String.self, forKey: .radarCoverage)
            updatedAt = try meta.decodeIfPresent(String.self, forKey: .updatedAt)
            var series = try properties.nestedUnkeyedContainer(forKey: .timeseries)
            var steps: [Step] = []
            while !series.isAtEnd {
                // The five-minute steps of two hours: far fewer than this bound, which keeps a hostile body
                // from making the client build a huge series.
                guard steps.count < Weather.SeriesLimit.minutes else { break }
                let step = try series.nestedContainer(keyedBy: Keys.self)
                let text = try step.decode(String.self, forKey: .time)
                guard let time = LocalTime.instant(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .time, in: step, debugDescription: "\"\(text)\" is not an ISO 8601 instant")
                }
                let details = try step.nestedContainer(keyedBy: Keys.self, forKey: .data)
                    .nestedContainer(keyedBy: Keys.self, forKey: .instant)
                    .nestedContainer(keyedBy: Keys.self, forKey: .details)
                steps.append(
                    Step(
                        time: time,
                        precipitationRate: try details.decodeIfPresent(Double.self, forKey: .precipitationRate)))
            }
            self.steps = steps
        }

        /// The steps with a finite, non-negative rate as minutes of `Weather.minutely`; empty when the radar does
        /// not cover the point now.
        package var minutes: [MinuteForecast] {
            guard radarCoverage == nil || radarCoverage == "ok" else { return [] }
            return steps.compactMap { step in
                guard let rate = step.precipitationRate, rate.isFinite, rate >= 0, rate < 1000 else { return nil }
                return MinuteForecast(
                    date: step.time, precipitationIntensity: Measurement(value: rate, unit: .millimetersPerHour))
            }
        }
    }
}

extension METNorway {
    /// The nowcasts a client has read, each kept until its `Expires`, so asking again within five minutes makes no
    /// request (MET Norway's terms ask clients to honour `Expires`).
    actor NowcastCache {
        private var entries: [String: (response: NowcastResponse, expires: Date)] = [:]

        /// The response kept for `key` while it has not expired at `now`.
        func response(for key: String, at now: Date) -> NowcastResponse? {
            guard let entry = entries[key], entry.expires > now else { return nil }
            return entry.response
        }

        /// Keeps `response` for `key` until `expires`; at most 64 places are kept, the oldest going first.
        func store(_ response: NowcastResponse, for key: String, until expires: Date) {
            if entries.count >= 64, entries[key] == nil,
                let oldest = entries.min(by: { $0.value.expires < $1.value.expires })?.key
            {
                entries[oldest] = nil
            }
            entries[key] = (response, expires)
        }
    }
}
