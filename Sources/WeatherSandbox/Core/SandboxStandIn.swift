import WeatherModels
import WeatherNetworking

/// One web service the ``SandboxTransport`` stands in for: the paths it serves, and how it answers
/// a refused key, a used-up quota and an internal failure, each in the service's own error format.
///
/// Each stand-in lives in its own folder with everything it knows (responders, wire spellings of
/// conditions and ids, error bodies) and is listed once in ``SandboxStandIns/all``. The transport
/// routes by path, applies scenarios and asks the stand-in for the failure bodies; it knows no service
/// by name.
package protocol SandboxStandIn: Sendable {
    /// The service, by the identity its client gives its data (`ProviderID`), which
    /// ``SandboxScenario/only(for:)`` also takes.
    static var service: ProviderID { get }

    /// The paths the service serves. The transport picks the most specific route across every
    /// stand-in, so a service may claim `/forecast` while another claims `/data/2.5/forecast`.
    static var routes: [SandboxRoute] { get }

    /// The answer to a request whose key is missing or is ``SandboxTransport/rejectedAPIKey`` (any key
    /// when `forced`, the invalid-key scenario), or `nil` when the key is fine. Keyless services keep
    /// the default, which refuses nothing.
    static func refusal(of request: SandboxRequest, forced: Bool) -> HTTPResponse?

    /// The service's answer when its quota is used up (the transport adds the `Retry-After` header).
    static var rateLimited: HTTPResponse { get }

    /// The service's answer to an internal failure with `statusCode`.
    static func serverError(statusCode: Int) -> HTTPResponse
}

extension SandboxStandIn {
    /// A keyless service refuses nothing.
    package static func refusal(of request: SandboxRequest, forced: Bool) -> HTTPResponse? { nil }
}

/// The registry of stand-ins: the one list a new service is added to.
package enum SandboxStandIns {
    /// Every stand-in the transport serves.
    package static let all: [any SandboxStandIn.Type] = [
        OpenWeatherStandIn.self,
        WeatherAPIStandIn.self,
        OpenMeteoStandIn.self,
        FreeTestStandIn.self,
        FirebaseStandIn.self,
        METNorwayStandIn.self,
        NationalWeatherServiceStandIn.self,
        WeatherKitStandIn.self,
    ]

    /// A route with the stand-in it belongs to.
    package struct Entry: Sendable {
        /// The stand-in.
        package let standIn: any SandboxStandIn.Type
        /// The route.
        package let route: SandboxRoute
    }

    /// Every route of every stand-in, the most specific (longest pattern) first; among equals, in
    /// the order of ``all`` and of each stand-in's routes.
    package static let routes: [Entry] = {
        let entries = all.flatMap { standIn in standIn.routes.map { Entry(standIn: standIn, route: $0) } }
        return entries.indices
            .sorted { (entries[$0].route.specificity, -$0) > (entries[$1].route.specificity, -$1) }
            .map { entries[$0] }
    }()

    /// The route that serves `request`'s path, with its stand-in.
    package static func match(_ request: SandboxRequest) -> Entry? {
        let components = request.pathComponents
        return routes.first { $0.route.matches(components) }
    }
}
