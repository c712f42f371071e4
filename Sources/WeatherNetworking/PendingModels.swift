// Stand-in for the WeatherModels types this module builds on; removed once they land there.
import Foundation

public struct WeatherError: Error, Sendable, CustomStringConvertible {
    public struct Code: Hashable, Sendable {
        let raw: String
        public static let unauthorized = Code(raw: "unauthorized")
        public static let notFound = Code(raw: "notFound")
        public static let rateLimited = Code(raw: "rateLimited")
        public static let badRequest = Code(raw: "badRequest")
        public static let server = Code(raw: "server")
        public static let network = Code(raw: "network")
        public static let timeout = Code(raw: "timeout")
        public static let decoding = Code(raw: "decoding")
        public static let invalidInput = Code(raw: "invalidInput")
        public static let cancelled = Code(raw: "cancelled")
    }
    public var code: Code
    public var statusCode: Int?
    public var retryAfter: Duration?
    public var message: String
    public var providerCode: String?
    public var underlying: (any Error & Sendable)?
    public init(
        _ code: Code, message: String, statusCode: Int? = nil, retryAfter: Duration? = nil,
        providerCode: String? = nil, underlying: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.statusCode = statusCode
        self.retryAfter = retryAfter
        self.providerCode = providerCode
        self.underlying = underlying
    }
    public var description: String { "WeatherError(\(code.raw)): \(message)" }
}

public enum SecretRedactor {
    public static func redact(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<url>" }
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map {
            ["appid", "key", "api_key", "apikey", "token"].contains($0.name.lowercased())
                ? URLQueryItem(name: $0.name, value: "REDACTED") : $0
        }
        return components.string ?? "<url>"
    }
    public static func redact(_ text: String) -> String { text }
}
