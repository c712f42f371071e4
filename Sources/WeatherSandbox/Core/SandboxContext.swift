import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking

/// Everything a responder needs to answer one request.
package struct SandboxContext: Sendable {
    /// The request.
    package var request: SandboxRequest
    /// The weather generator with the transport's seed.
    package var generator: WeatherGenerator
    /// The cities.
    package var gazetteer: SandboxGazetteer
    /// The transport's "now", in Unix seconds.
    package var now: Int
    /// Whether a scenario makes every place name unknown.
    package var locationsUnknown: Bool
    /// The transport's Firebase accounts.
    package var accounts: Locked<FirebaseAccounts>
    /// The length of the freetestapi list, or `nil` for one item per gazetteer city.
    package var freeTestListSize: Int? = nil
    /// How well the stand-ins forecast.
    package var forecastSkills: SandboxForecastSkills = .perfect

    /// A sampler at `coordinate` forecasting with `skill` from the transport's now (service `service`).
    package func forecastSampler(
        at coordinate: Coordinate, skill: SandboxForecastSkill, service: UInt64
    )
        -> WeatherGenerator.Sampler
    {
        generator.sampler(at: coordinate).forecasting(
            with: skill, issuedAt: now, service: service, seed: generator.seed)
    }

    /// Cities matching `name` (see ``SandboxGazetteer/search(_:exactOnly:)``); none for
    /// ``SandboxTransport/unknownPlaceName`` or under the unknown-locations scenario.
    package func cities(named name: String, exactOnly: Bool) -> [GazetteerCity] {
        guard !locationsUnknown,
            SandboxGazetteer.fold(name) != SandboxGazetteer.fold(SandboxTransport.unknownPlaceName)
        else { return [] }
        return gazetteer.search(name, exactOnly: exactOnly)
    }

    /// The city with the number `number`, unless place names are unknown.
    package func city(number: Int) -> GazetteerCity? {
        locationsUnknown ? nil : gazetteer.city(number: number)
    }

    /// The nearest city within `distance` metres of `coordinate`.
    package func nearestCity(to coordinate: Coordinate, within distance: Double) -> GazetteerCity? {
        gazetteer.nearest(to: coordinate, limit: 1, within: distance).first
    }

    /// The request's `name` and `name` parameters as a coordinate, or the reason they are not one.
    package func coordinate(latitude: String, longitude: String) -> Result<Coordinate, CoordinateProblem> {
        guard let latitudeText = request.value(latitude), let longitudeText = request.value(longitude),
            !latitudeText.isEmpty, !longitudeText.isEmpty
        else { return .failure(.missing) }
        guard let latitudeValue = Double(latitudeText), latitudeValue.isFinite, abs(latitudeValue) <= 90 else {
            return .failure(.wrongLatitude)
        }
        guard let longitudeValue = Double(longitudeText), longitudeValue.isFinite, abs(longitudeValue) <= 180,
            let coordinate = try? Coordinate(latitude: latitudeValue, longitude: longitudeValue)
        else { return .failure(.wrongLongitude) }
        return .success(coordinate)
    }

    /// What is wrong with a request's coordinate.
    package enum CoordinateProblem: Error {
        case missing
        case wrongLatitude
        case wrongLongitude
    }
}
