import Foundation

extension OpenWeather {
    /// The body of One Call's `timemachine` (`/data/3.0/onecall/timemachine`): the reading at the instant
    /// asked for, in `data`. The retired 2.5 form sent `current` and the day's `hourly` instead; both are
    /// read.
    ///
    /// Old readings lack the UV index, and their wind may be all zeros.
    package struct TimeMachineResponse: Decodable, Sendable, Hashable {
        /// The latitude of the answer.
        package var latitude: Double
        /// The longitude of the answer.
        package var longitude: Double
        /// The IANA time zone name of the location.
        package var timezone: String?
        /// Seconds east of UTC at the instant asked for.
        package var timezoneOffset: Int?
        /// The readings (3.0): one, at the instant asked for.
        package var data: [OneCallResponse.Current]?
        /// The reading at the instant asked for (2.5).
        package var current: OneCallResponse.Current?
        /// The readings of the day (2.5).
        package var hourly: [OneCallResponse.Hour]?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case latitude = "lat"
            case longitude = "lon"
            case timezone
            case timezoneOffset = "timezone_offset"
            case data, current, hourly
        }
    }
}
