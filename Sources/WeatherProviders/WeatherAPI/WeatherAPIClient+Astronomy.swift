import Foundation
import WeatherNetworking

extension WeatherAPI {
    /// The body of `GET /v1/astronomy.json?q&dt`: the place and the day's sun and moon.
    package struct AstronomyResponse: Codable, Hashable, Sendable {
        /// The place the query resolved to.
        package var location: Location?
        /// The sun and moon.
        package var astronomy: AstronomyBlock?

        /// Creates a body.
        package init(location: Location? = nil, astronomy: AstronomyBlock? = nil) {
            self.location = location
            self.astronomy = astronomy
        }
    }

    /// The `astronomy` object, which wraps `astro`.
    package struct AstronomyBlock: Codable, Hashable, Sendable {
        /// The sun and moon times, phase and illumination.
        package var astro: Astro?

        /// Creates a block.
        package init(astro: Astro? = nil) {
            self.astro = astro
        }
    }
}

extension WeatherAPIClient {
    /// The sun and moon at `coordinate` on the place's day containing `date`, as WeatherAPI.com's
    /// `astronomy.json` gives them (times to the minute, the phase placed by the lit share).
    ///
    /// - Throws: `WeatherError`: `.decoding` when the answer has no place or no sunrise and sunset (and no
    ///   moon), and the codes of every call.
    public func astronomy(at coordinate: Coordinate, on date: Date) async throws -> Astronomy.Day {
        let day = PastDay.localDate(of: date, at: coordinate)
        let response = try await astronomyResponse(for: .coordinate(coordinate), day: day)
        let location = try WeatherAPI.MappedLocation(response.location)
        guard let astro = response.astronomy?.astro, let start = LocalTime.day(day, in: location.timeZone) else {
            throw WeatherError(.decoding, message: "WeatherAPI.com's astronomy answer has no astro block.")
        }
        let time = { (text: String?) in text.flatMap { LocalTime.time($0, onDay: day, in: location.timeZone) } }
        let illumination = astro.moonIllumination?.value
        guard let phase = astro.moonPhase.flatMap({ WeatherAPI.moonPhase($0, illumination: illumination) }) else {
            throw WeatherError(.decoding, message: "WeatherAPI.com's astronomy answer names no moon phase.")
        }
        return Astronomy.Day(
            date: start, sunrise: time(astro.sunrise), sunset: time(astro.sunset), moonrise: time(astro.moonrise),
            moonset: time(astro.moonset), moonPhase: phase,
            moonIllumination: illumination.map { min(max($0 / 100, 0), 1) } ?? (1 - cos(phase * 2 * .pi)) / 2)
    }

    /// The raw `astronomy.json` body for `query` on `day` (`yyyy-MM-dd`, the place's date).
    package func astronomyResponse(for query: Query, day: String) async throws -> WeatherAPI.AstronomyResponse {
        var parameters = URLQuery()
        parameters.append("q", try query.validated())
        parameters.append("dt", day)
        return try await client.send(
            APIRequest<WeatherAPI.AstronomyResponse>(
                path: "astronomy.json", query: parameters))
    }
}
