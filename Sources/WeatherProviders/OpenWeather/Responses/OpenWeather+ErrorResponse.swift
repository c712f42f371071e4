extension OpenWeather {
    /// An error body, `{"cod": 401, "message": "…"}`, with the `parameters` at fault on One Call 3.0.
    package struct ErrorResponse: Decodable, Sendable, Hashable {
        /// The status, a number or a string (`401`, `"404"`).
        package var cod: OpenWeather.Code
        /// The reason in English.
        package var message: String?
        /// The request parameters at fault (One Call 3.0 only).
        package var parameters: [String]?
    }
}
