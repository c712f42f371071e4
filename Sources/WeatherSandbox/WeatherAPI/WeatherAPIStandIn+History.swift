import Foundation
import WeatherNetworking

extension WeatherAPIStandIn {
    /// `GET /v1/history.json?q&dt[&lang]`: the day `dt` (`yyyy-MM-dd`, from 2010-01-01 to today) in the
    /// shape of `forecast.json`, with no current conditions and no alerts.
    @Sendable static func history(_ context: SandboxContext) -> HTTPResponse {
        let location: Location
        switch Self.location(context) {
        case .failure(let rejection): return rejection.response
        case .success(let value): location = value
        }
        let request = context.request
        let today = location.zone.civilTime(at: context.now).dayNumber
        guard let text = request.value("dt"), let dayNumber = CivilTime.dayNumber(dateText: text),
            (CivilTime.days(year: 2010, month: 1, day: 1)...today).contains(dayNumber)
        else {
            return WeatherAPIStandIn.error(
                400, code: 1003,
                "Parameter dt must be a date on or after 2010-01-01 and not in the future (yyyy-MM-dd).")
        }
        let start = location.zone.startOfDay(dayNumber: dayNumber)
        let day = context.generator.day(at: location.coordinate, start: start, zone: location.zone)
        return .json(
            .object([
                "location": locationObject(location, now: context.now),
                "forecast": .object([
                    "forecastday": .array([
                        forecastDay(
                            day, coordinate: location.coordinate, zone: location.zone, language: request.value("lang"),
                            air: airSource(location, context))
                    ])
                ]),
            ]))
    }
}

extension WeatherAPIStandIn {
    /// `GET /v1/astronomy.json?q&dt`: the day's `astro` object (today when `dt` is missing).
    @Sendable static func astronomy(_ context: SandboxContext) -> HTTPResponse {
        let location: Location
        switch Self.location(context) {
        case .failure(let rejection): return rejection.response
        case .success(let value): location = value
        }
        var dayNumber = location.zone.civilTime(at: context.now).dayNumber
        if let text = context.request.value("dt") {
            guard let number = CivilTime.dayNumber(dateText: text) else {
                return WeatherAPIStandIn.error(400, code: 1003, "Parameter dt must be a date (yyyy-MM-dd).")
            }
            dayNumber = number
        }
        let start = location.zone.startOfDay(dayNumber: dayNumber)
        let day = context.generator.day(at: location.coordinate, start: start, zone: location.zone)
        return .json(
            .object([
                "location": locationObject(location, now: context.now),
                "astronomy": .object(["astro": astro(day, coordinate: location.coordinate, zone: location.zone)]),
            ]))
    }
}
