/// An HTTP request method such as `GET` or `POST`.
///
/// A struct over its raw value rather than an enum, so any method a server accepts can be
/// written without waiting for a new case:
///
/// ```swift
/// let purge = HTTPMethod(rawValue: "PURGE")
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's token as sent on the wire, for example `"GET"`.
    public var rawValue: String

    /// Creates a method from its wire token. The token is upper-cased.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`: reads a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: submits a body to be processed.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replaces a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: changes part of a resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: removes a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`: like `GET` without a response body.
    public static let head = HTTPMethod(rawValue: "HEAD")

    /// The wire token, for example `GET`.
    public var description: String { rawValue }
}
