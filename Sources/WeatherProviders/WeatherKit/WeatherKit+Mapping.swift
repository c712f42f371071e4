import Foundation

extension WeatherKit.WeatherResponse {
    /// The SDK's `Weather` for this body.
    ///
    /// Speeds are km/h, pressures millibars, visibility metres and precipitation millimetres, as WeatherKit
    /// sends them in metric units; fractions stay fractions. Days keep WeatherKit's sun and moon and take
    /// their wind and humidity from the daytime part. An alert lists its summary; its full text is at its
    /// `detailsUrl`. The attribution link is the body's own (`metadata.attributionURL`). Entries whose time
    /// cannot be read are left out and noted.
    ///
    /// - Parameters:
    ///   - coordinate: The place asked for.
    ///   - timeZone: The zone the request named, in which days begin.
    ///   - fetchedAt: When the body was received.
    ///   - origin: Whether the body came from the live service or the sandbox.
    ///   - notes: Notes the client already has (an estimated zone, data sets not available).
    public func weather(
        at coordinate: Coordinate, timeZone: TimeZone, fetchedAt: Date = Date(), origin: DataOrigin = .live,
        notes: [WeatherNote] = []
    ) -> Weather {
        var notes = notes
        var leftOut: [String: Int] = [:]
        func instant(_ text: String?, _ field: String) -> Date? {
            guard let date = text.flatMap(LocalTime.instant) else {
                leftOut[field, default: 0] += 1
                return nil
            }
            return date
        }
        let current = currentWeather.flatMap { block in
            instant(block.asOf, "current").map { date in WeatherKit.current(block, at: date, notes: &notes) }
        }
        let hourly = (forecastHourly?.hours ?? []).compactMap { hour in
            instant(hour.forecastStart, "hourly").map { WeatherKit.hour(hour, at: $0) }
        }
        let daily = (forecastDaily?.days ?? []).compactMap { day in
            instant(day.forecastStart, "daily").map { WeatherKit.day(day, at: timeZone.startOfDay(containing: $0)) }
        }
        let minutely = (forecastNextHour?.minutes ?? []).compactMap { minute in
            instant(minute.startTime, "minutely").map {
                MinuteForecast(
                    date: $0,
                    precipitationIntensity: Measurement(
                        value: minute.precipitationIntensity ?? 0, unit: UnitSpeed.millimetersPerHour),
                    precipitationChance: minute.precipitationChance)
            }
        }
        let alerts = (weatherAlerts?.alerts ?? []).compactMap { alert -> WeatherAlert? in
            guard
                let start = [alert.eventOnsetTime, alert.effectiveTime, alert.issuedTime].lazy.compactMap({ $0 })
                    .compactMap(LocalTime.instant).first
            else {
                leftOut["alerts", default: 0] += 1
                return nil
            }
            return WeatherAlert(
                id: alert.id, sender: alert.source ?? WeatherKit.serviceName, event: alert.description, start: start,
                end: [alert.eventEndTime, alert.expireTime].lazy.compactMap { $0 }.compactMap(LocalTime.instant).first
                    ?? .distantFuture,
                description: alert.detailsUrl.map { "\(alert.description). Details: \($0)" } ?? alert.description,
                severity: alert.severity, areas: alert.areaName, urgency: alert.urgency, certainty: alert.certainty)
        }
        for (field, count) in leftOut.sorted(by: { $0.key < $1.key }) {
            notes.append(WeatherNote(.leftOut, field: field, detail: "\(count) entries without a readable time"))
        }
        var source = WeatherKit.source.marked(origin)
        let metadata = [
            currentWeather?.metadata, forecastDaily?.metadata, forecastHourly?.metadata, forecastNextHour?.metadata,
        ]
        if let link = metadata.lazy.compactMap({ $0?.attributionURL }).compactMap(URL.init(string:)).first,
            link.scheme == "https"
        {
            source.attributionURL = link
        }
        return Weather(
            coordinate: coordinate, timeZone: timeZone, current: current, hourly: hourly.sorted { $0.date < $1.date },
            daily: daily.sorted { $0.date < $1.date }, minutely: minutely, alerts: alerts, source: source,
            fetchedAt: fetchedAt, notes: notes
        ).completingSunAndMoon()
    }
}

extension WeatherKit {
    static func celsius(_ value: Double?) -> Measurement<UnitTemperature>? {
        value.flatMap { $0.isFinite ? Measurement(value: $0, unit: .celsius) : nil }
    }

    static func wind(speed: Double?, direction: Double?, gust: Double?) -> Wind? {
        guard let speed, speed.isFinite else { return nil }
        return Wind(
            speed: Measurement(value: speed, unit: .kilometersPerHour),
            direction: direction.flatMap { $0.isFinite ? Measurement(value: $0, unit: .degrees) : nil },
            gust: gust.flatMap { $0.isFinite ? Measurement(value: $0, unit: .kilometersPerHour) : nil })
    }

    static func millimeters(_ value: Double?) -> Measurement<UnitLength>? {
        value.flatMap { $0.isFinite ? Measurement(value: $0, unit: .millimeters) : nil }
    }

    static func condition(_ code: String?) -> WeatherCondition {
        code.map(WeatherCondition.init(weatherKitCode:)) ?? .unknown
    }

    static func current(
        _ block: CurrentWeather, at date: Date, notes: inout [WeatherNote]
    ) -> WeatherModels.CurrentWeather {
        let temperature = Measurement(value: block.temperature, unit: UnitTemperature.celsius)
        let wind = wind(speed: block.windSpeed, direction: block.windDirection, gust: block.windGust)
        let dewPoint = celsius(block.temperatureDewPoint)
        let resolved = WeatherDerivation.currentConditions(
            temperature: temperature, apparentTemperature: celsius(block.temperatureApparent), humidity: block.humidity,
            dewPoint: dewPoint, windSpeed: wind?.speed)
        notes += resolved.notes
        let condition = condition(block.conditionCode)
        return WeatherModels.CurrentWeather(
            date: date, temperature: temperature, apparentTemperature: resolved.apparentTemperature,
            humidity: resolved.humidity, condition: condition, isDaylight: block.daylight ?? true,
            pressure: block.pressure.map { Measurement(value: $0, unit: .hectopascals) }, wind: wind,
            uvIndex: block.uvIndex, cloudCover: block.cloudCover,
            visibility: block.visibility.map { Measurement(value: $0, unit: .meters) }, dewPoint: dewPoint,
            precipitationIntensity: block.precipitationIntensity.map {
                Measurement(value: $0, unit: UnitSpeed.millimetersPerHour)
            }, conditionCode: block.conditionCode)
    }

    static func hour(_ block: Hour, at date: Date) -> HourForecast {
        HourForecast(
            date: date, temperature: Measurement(value: block.temperature, unit: .celsius),
            condition: condition(block.conditionCode), isDaylight: block.daylight ?? true,
            apparentTemperature: celsius(block.temperatureApparent), humidity: block.humidity,
            pressure: block.pressure.map { Measurement(value: $0, unit: .hectopascals) },
            wind: wind(speed: block.windSpeed, direction: block.windDirection, gust: block.windGust),
            uvIndex: block.uvIndex, cloudCover: block.cloudCover,
            visibility: block.visibility.map { Measurement(value: $0, unit: .meters) },
            dewPoint: celsius(block.temperatureDewPoint), precipitationChance: block.precipitationChance,
            precipitationAmount: millimeters(block.precipitationAmount), conditionCode: block.conditionCode)
    }

    static func day(_ block: Day, at date: Date) -> DayForecast {
        let daytime = block.daytimeForecast
        return DayForecast(
            date: date, highTemperature: Measurement(value: block.temperatureMax, unit: .celsius),
            lowTemperature: Measurement(value: block.temperatureMin, unit: .celsius),
            condition: condition(block.conditionCode), precipitationChance: block.precipitationChance,
            precipitationAmount: millimeters(block.precipitationAmount),
            snowfallAmount: millimeters(block.snowfallAmount), sunrise: block.sunrise.flatMap(LocalTime.instant),
            sunset: block.sunset.flatMap(LocalTime.instant), moonrise: block.moonrise.flatMap(LocalTime.instant),
            moonset: block.moonset.flatMap(LocalTime.instant),
            moonPhase: block.moonPhase.flatMap { moonPhases[$0.lowercased()] }, humidity: daytime?.humidity,
            wind: wind(speed: daytime?.windSpeed, direction: daytime?.windDirection, gust: nil),
            uvIndex: block.maxUvIndex, conditionCode: block.conditionCode)
    }
}
