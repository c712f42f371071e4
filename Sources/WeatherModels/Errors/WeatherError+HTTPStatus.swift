extension WeatherError.Code {
    /// The code for a non-2xx HTTP status: 400 `.badRequest`, 401 `.unauthorized`, 403 `.forbidden`,
    /// 404 `.notFound`, 409 `.conflict`, 429 `.rateLimited`, other 4xx `.badRequest`, 5xx and
    /// anything else `.server`.
    ///
    /// The one mapping by status that every client falls back to; a provider that reads more from
    /// its error bodies overrides single statuses before it asks this one.
    package init(httpStatus status: Int) {
        self =
            switch status {
            case 401: .unauthorized
            case 403: .forbidden
            case 404: .notFound
            case 409: .conflict
            case 429: .rateLimited
            case 400...499: .badRequest
            default: .server
            }
    }

    /// A few words naming `status`'s class for messages, such as `"too many requests"`.
    package static func reason(forHTTPStatus status: Int) -> String {
        switch status {
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 409: "conflict"
        case 429: "too many requests"
        case 402...499: "request rejected"
        case 500...599: "server error"
        default: "unexpected status"
        }
    }
}
