import WeatherJSON
import WeatherNetworking

// One Call bodies are the largest the SDK reads often (60 minutes, 48 hours, 8 days), so their
// types read themselves straight from `WeatherJSONDecoder`'s token index. Each `init(json:)`
// reads the keys of the type's `CodingKeys` with the same optionality as the synthesized
// `init(from:)`; when anything differs, the decoder falls back to `init(from:)`. The keys are read
// in the order the service writes them, so each lookup finds its key where the last one stopped.

extension OpenWeather.OneCallResponse: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        latitude = try object.decode(.latitude)
        longitude = try object.decode(.longitude)
        timezone = try object.decode(.timezone)
        timezoneOffset = try object.decodeIfPresent(.timezoneOffset)
        current = try object.decodeIfPresent(.current)
        minutely = try object.decodeIfPresent(.minutely)
        hourly = try object.decodeIfPresent(.hourly)
        daily = try object.decodeIfPresent(.daily)
        alerts = try object.decodeIfPresent(.alerts, as: [Alert].self)
    }
}

extension OpenWeather.OneCallResponse.Current: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        time = try object.decode(.time)
        sunrise = try object.decodeIfPresent(.sunrise)
        sunset = try object.decodeIfPresent(.sunset)
        temp = try object.decode(.temp)
        feelsLike = try object.decodeIfPresent(.feelsLike)
        pressure = try object.decodeIfPresent(.pressure)
        humidity = try object.decodeIfPresent(.humidity)
        dewPoint = try object.decodeIfPresent(.dewPoint)
        uvi = try object.decodeIfPresent(.uvi)
        clouds = try object.decodeIfPresent(.clouds)
        visibility = try object.decodeIfPresent(.visibility)
        windSpeed = try object.decodeIfPresent(.windSpeed)
        windDeg = try object.decodeIfPresent(.windDeg)
        windGust = try object.decodeIfPresent(.windGust)
        weather = try object.decode(.weather)
        rain = try object.decodeIfPresent(.rain)
        snow = try object.decodeIfPresent(.snow)
    }
}

extension OpenWeather.OneCallResponse.Minute: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        time = try object.decode(.time)
        precipitation = try object.decode(.precipitation)
    }
}

extension OpenWeather.OneCallResponse.Hour: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        time = try object.decode(.time)
        temp = try object.decode(.temp)
        feelsLike = try object.decodeIfPresent(.feelsLike)
        pressure = try object.decodeIfPresent(.pressure)
        humidity = try object.decodeIfPresent(.humidity)
        dewPoint = try object.decodeIfPresent(.dewPoint)
        uvi = try object.decodeIfPresent(.uvi)
        clouds = try object.decodeIfPresent(.clouds)
        visibility = try object.decodeIfPresent(.visibility)
        windSpeed = try object.decodeIfPresent(.windSpeed)
        windDeg = try object.decodeIfPresent(.windDeg)
        windGust = try object.decodeIfPresent(.windGust)
        weather = try object.decode(.weather)
        pop = try object.decodeIfPresent(.pop)
        rain = try object.decodeIfPresent(.rain)
        snow = try object.decodeIfPresent(.snow)
    }
}

extension OpenWeather.OneCallResponse.Day: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        time = try object.decode(.time)
        sunrise = try object.decodeIfPresent(.sunrise)
        sunset = try object.decodeIfPresent(.sunset)
        moonrise = try object.decodeIfPresent(.moonrise)
        moonset = try object.decodeIfPresent(.moonset)
        moonPhase = try object.decodeIfPresent(.moonPhase)
        summary = try object.decodeIfPresent(.summary)
        temp = try object.decode(.temp)
        feelsLike = try object.decodeIfPresent(.feelsLike)
        pressure = try object.decodeIfPresent(.pressure)
        humidity = try object.decodeIfPresent(.humidity)
        dewPoint = try object.decodeIfPresent(.dewPoint)
        windSpeed = try object.decodeIfPresent(.windSpeed)
        windDeg = try object.decodeIfPresent(.windDeg)
        windGust = try object.decodeIfPresent(.windGust)
        weather = try object.decode(.weather)
        clouds = try object.decodeIfPresent(.clouds)
        pop = try object.decodeIfPresent(.pop)
        rain = try object.decodeIfPresent(.rain)
        uvi = try object.decodeIfPresent(.uvi)
        snow = try object.decodeIfPresent(.snow)
    }
}

extension OpenWeather.OneCallResponse.Temperatures: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        day = try object.decodeIfPresent(.day)
        min = try object.decode(.min)
        max = try object.decode(.max)
        night = try object.decodeIfPresent(.night)
        eve = try object.decodeIfPresent(.eve)
        morn = try object.decodeIfPresent(.morn)
    }
}

extension OpenWeather.OneCallResponse.FeelsLike: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        day = try object.decodeIfPresent(.day)
        night = try object.decodeIfPresent(.night)
        eve = try object.decodeIfPresent(.eve)
        morn = try object.decodeIfPresent(.morn)
    }
}

extension OpenWeather.Condition: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        id = try object.decode(.id)
        main = try object.decode(.main)
        description = try object.decode(.description)
        icon = try object.decode(.icon)
    }
}

extension OpenWeather.Precipitation: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        lastHour = try object.decodeIfPresent(.lastHour)
        lastThreeHours = try object.decodeIfPresent(.lastThreeHours)
    }
}
