extension OpenWeather {
    /// An error body, `{"cod": 401, "message": "…"}`, with the `parameters` at fault on One Call 3.0.
    public struct ErrorResponse: Decodable, Sendable, Hashable {
        /// The status, a number or a string (`401`, `"404"`).
        public var cod: OpenWeather.Code
        /// The reason in English.
        public var message: String?
        /// The request parameters at fault (One Call 3.0 only).
        public var parameters: [String]?
    }
}
