import Foundation
import WeatherJSON
import WeatherNetworking

/// A request as the sandbox reads it: the path and the decoded query.
package struct SandboxRequest: Sendable {
    /// The method.
    package var method: HTTPMethod
    /// The host, lower-cased.
    package var host: String
    /// The path, percent-decoded, such as `/data/3.0/onecall` or `/v1/accounts:signUp`.
    package var path: String {
        didSet { pathComponents = path.split(separator: "/") }
    }
    /// The path's components, for routing.
    package private(set) var pathComponents: [Substring] = []
    /// The query parameters.
    package var query: URLQuery
    /// The body, if any.
    package var body: Data?
    /// The header fields.
    package var headers: [String: String]

    /// Reads `request`; a malformed query reads as no parameters.
    package init(_ request: HTTPRequest) {
        method = request.method
        host = request.url.host?.lowercased() ?? ""
        var path = request.url.path
        if path.isEmpty { path = "/" }
        self.path = path
        pathComponents = path.split(separator: "/")
        let encoded = request.url.query(percentEncoded: true) ?? ""
        query = (try? URLQuery(percentEncoded: encoded)) ?? URLQuery()
        body = request.body
        headers = request.headers
    }

    /// The first value of the query parameter `name`, trimmed; `nil` when absent.
    package func value(_ name: String) -> String? {
        query[name]?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The query parameter `name` as a number, if it is one.
    package func number(_ name: String) -> Double? {
        value(name).flatMap { Double($0) }
    }

    /// The query parameter `name` as an integer, if it is one.
    package func integer(_ name: String) -> Int? {
        value(name).flatMap { Int($0) }
    }

    /// The body's form fields or JSON members as text.
    package var bodyFields: [String: String] {
        guard let body, !body.isEmpty else { return [:] }
        if let object = try? JSONDocument.decode([String: BodyValue].self, from: body) {
            return object.compactMapValues(\.text)
        }
        let text = String(decoding: body, as: UTF8.self)
        var fields: [String: String] = [:]
        for item in ((try? URLQuery(percentEncoded: text.replacingOccurrences(of: "+", with: "%20")))?.items ?? []) {
            fields[item.name] = item.value ?? ""
        }
        return fields
    }
}

extension HTTPResponse {
    /// A JSON response with `value` as its body.
    package static func json(_ value: JSONValue, status: Int = 200, headers: [String: String] = [:]) -> HTTPResponse {
        var allHeaders = ["Content-Type": "application/json; charset=utf-8"]
        allHeaders.merge(headers) { _, new in new }
        return HTTPResponse(statusCode: status, headers: allHeaders, body: value.data)
    }
}

/// A finished error response, carried through a `Result` by code that resolves a request.
package struct SandboxRejection: Error {
    /// The response to send.
    package var response: HTTPResponse

    /// Wraps `response`.
    package init(_ response: HTTPResponse) {
        self.response = response
    }
}

/// A member of a JSON request body, read as the text a form field would hold.
private struct BodyValue: Decodable {
    /// The string, or the number or boolean written out; `nil` for objects, arrays and `null`.
    let text: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            text = String(flag)
        } else {
            text = nil
        }
    }
}
