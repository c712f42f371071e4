import Foundation
import WeatherModels

/// What the SDK says about one web service, in one place: its identity, its name for people and the credit its
/// terms ask for. Each service's folder declares its own (`OpenMeteo.service`); the client reads it for its
/// messages, log records and notes, and stamps ``source`` on everything it returns.
package struct ServiceDescription: Sendable {
    /// The identifier the service's data carries (`WeatherSource.provider`), and its sandbox stand-in too.
    package var id: ProviderID
    /// The service's name in messages, log records, notes and screens, such as "Open-Meteo".
    package var name: String
    /// The attribution text its terms ask apps to show.
    package var attribution: String
    /// The page the attribution links to.
    package var attributionURL: URL?

    /// Describes a service.
    package init(id: ProviderID, name: String, attribution: String, attributionURL: String) {
        self.id = id
        self.name = name
        self.attribution = attribution
        self.attributionURL = URL(string: attributionURL)
    }

    /// The source of live data from the service.
    package var source: WeatherSource {
        WeatherSource(provider: id, attribution: attribution, attributionURL: attributionURL, serviceName: name)
    }
}
