extension WeatherAPI {
    /// The error body WeatherAPI.com sends with a 4xx status: `{"error":{"code":1006,"message":"…"}}`.
    package struct ErrorResponse: Codable, Hashable, Sendable {
        /// The error itself.
        package var error: Detail

        /// Creates an error body.
        package init(error: Detail) {
            self.error = error
        }

        /// The `error` object: the service's numeric code and its English message.
        package struct Detail: Codable, Hashable, Sendable {
            /// The WeatherAPI.com error code (1002, 1003, 1005, 1006, 2006, 2007, 2008, 2009, 9000, 9001, 9999).
            package var code: Int
            /// The service's message, for example `"No matching location found."`.
            package var message: String?

            /// Creates an error detail.
            package init(code: Int, message: String? = nil) {
                self.code = code
                self.message = message
            }
        }
    }
}
