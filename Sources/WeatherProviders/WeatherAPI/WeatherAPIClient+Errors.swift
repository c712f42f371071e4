import Foundation
import WeatherCore
import WeatherNetworking

extension WeatherAPIClient {
    /// Maps a WeatherAPI.com error body (`{"error":{"code":…,"message":…}}`) to a `WeatherError`, or returns `nil`
    /// when the body is not one (an HTML page from a proxy, say), leaving the HTTP status to decide.
    ///
    /// | code | HTTP | `WeatherError.Code` |
    /// |---|---|---|
    /// | 1002 key not provided, 2006 key invalid, 2008 key disabled | 401/403 | `.unauthorized` |
    /// | 2007 monthly quota exceeded | 403 | `.rateLimited` |
    /// | 2009 no access to this resource on the plan | 403 | `.forbidden` |
    /// | 1006 no matching location | 400 | `.notFound` |
    /// | 1003 `q` missing, 1005 URL invalid, 9000 bulk body invalid, 9001 too many bulk locations | 400 | `.badRequest` |
    /// | 9999 internal application error | 400 | `.server` |
    ///
    /// Unknown codes follow the HTTP status. The error's `providerCode` is the code as text (`"1006"`) and its
    /// message quotes the service's message, redacted.
    package static let errorRecognizer = ErrorRecognizer { response, body in error(for: response, body: body) }

    /// The error a WeatherAPI.com error body stands for, or `nil` when the body is not one.
    static func error(for response: HTTPResponse, body parsed: ResponseBody) -> WeatherError? {
        guard parsed.hasMember("error"), let body = try? parsed.decode(WeatherAPI.ErrorResponse.self) else {
            return nil
        }
        let code = body.error.code
        let serviceMessage = body.error.message.flatMap(WeatherAPI.nonEmpty).map(ServerText.quoted) ?? "no message"
        return WeatherError(
            errorCode(for: code, statusCode: response.statusCode),
            message: "WeatherAPI.com error \(code): \(serviceMessage)",
            statusCode: response.statusCode,
            providerCode: String(code)
        )
    }

    /// The `WeatherError` code for a WeatherAPI.com error code.
    static func errorCode(for providerCode: Int, statusCode: Int) -> WeatherError.Code {
        switch providerCode {
        case 1002, 2006, 2008: .unauthorized
        case 2007: .rateLimited
        case 2009: .forbidden
        case 1006: .notFound
        case 1003, 1005, 9000, 9001: .badRequest
        case 9999: .server
        default: WeatherError.Code(httpStatus: statusCode)
        }
    }
}
