import Foundation

/// What the SDK knows of MET Norway's Locationforecast 2.0: the attribution its licence asks for
/// (``source``).
///
/// ``METNorwayClient`` decodes the service's GeoJSON bodies and maps them to `Weather`; the body types
/// themselves are internal to the SDK and free to change with the service.
public enum METNorway {}

extension METNorway {
    /// The attribution MET Norway's licence (CC BY 4.0) asks for: "Data from MET Norway".
    public static let source = service.source

    /// The service's identity, name and attribution.
    package static let service = ServiceDescription(
        id: .metNorway, name: "MET Norway", attribution: "Data from MET Norway (CC BY 4.0)",
        attributionURL: "https://api.met.no/doc/License")
}

extension ProviderID {
    /// MET Norway's Locationforecast 2.0 (api.met.no).
    public static let metNorway = ProviderID("metno")
}
