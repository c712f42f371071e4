import Foundation
import WeatherModels
import WeatherNetworking

extension OpenWeatherStandIn {
    /// `GET /data/3.0/onecall/timemachine?lat&lon&dt[&units][&lang]`: the reading at `dt` (from 1979-01-01 to
    /// now) in One Call 3.0's `data` array; a `dt` outside that span is the service's 400.
    @Sendable static func timeMachine(_ context: SandboxContext) -> HTTPResponse {
        let coordinate: Coordinate
        switch context.coordinate(latitude: "lat", longitude: "lon") {
        case .success(let value): coordinate = value
        case .failure(let problem): return coordinateError(problem)
        }
        let request = context.request
        guard let text = request.value("dt"), let time = Int(text) else {
            return error(400, "dt is required")
        }
        guard (283_996_800...context.now).contains(time) else {
            return error(400, "requested time is out of allowed range")
        }
        let zone = context.gazetteer.zone(at: coordinate)
        let sample = context.generator.sampler(at: coordinate).sample(time: time)
        let solarDay = SolarDay(containing: time, latitude: coordinate.latitude, longitude: coordinate.longitude)
        return .json(
            .object([
                "lat": .number(coordinate.latitude, places: 4),
                "lon": .number(coordinate.longitude, places: 4),
                "timezone": .string(zone.identifier),
                "timezone_offset": .integer(zone.offset(at: time)),
                "data": .array([
                    current(sample, solarDay: solarDay, units: Units(request), language: request.value("lang"))
                ]),
            ]))
    }
}
