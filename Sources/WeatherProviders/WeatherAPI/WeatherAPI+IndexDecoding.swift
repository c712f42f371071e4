import WeatherJSON
import WeatherNetworking

// A WeatherAPI.com forecast holds 24 hours of about 40 members per day, so its types read themselves
// straight from `WeatherJSONDecoder`'s token index. Every member is optional, as in the synthesized
// `init(from:)`; when anything differs, the decoder falls back to `init(from:)`.

extension WeatherAPI.ForecastResponse: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        location = try object.decodeIfPresent(.location)
        current = try object.decodeIfPresent(.current)
        forecast = try object.decodeIfPresent(.forecast)
        alerts = try object.decodeIfPresent(.alerts, as: WeatherAPI.Alerts.self)
    }
}

extension WeatherAPI.Location: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        name = try object.decodeIfPresent(.name)
        region = try object.decodeIfPresent(.region)
        country = try object.decodeIfPresent(.country)
        lat = try object.decodeIfPresent(.lat)
        lon = try object.decodeIfPresent(.lon)
        tzID = try object.decodeIfPresent(.tzID)
        localtimeEpoch = try object.decodeIfPresent(.localtimeEpoch)
        localtime = try object.decodeIfPresent(.localtime)
    }
}

extension WeatherAPI.Current: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        lastUpdatedEpoch = try object.decodeIfPresent(.lastUpdatedEpoch)
        lastUpdated = try object.decodeIfPresent(.lastUpdated)
        tempC = try object.decodeIfPresent(.tempC)
        tempF = try object.decodeIfPresent(.tempF)
        isDay = try object.decodeIfPresent(.isDay)
        condition = try object.decodeIfPresent(.condition)
        windMph = try object.decodeIfPresent(.windMph)
        windKph = try object.decodeIfPresent(.windKph)
        windDegree = try object.decodeIfPresent(.windDegree)
        windDir = try object.decodeIfPresent(.windDir)
        pressureMb = try object.decodeIfPresent(.pressureMb)
        pressureIn = try object.decodeIfPresent(.pressureIn)
        precipMm = try object.decodeIfPresent(.precipMm)
        precipIn = try object.decodeIfPresent(.precipIn)
        humidity = try object.decodeIfPresent(.humidity)
        cloud = try object.decodeIfPresent(.cloud)
        feelslikeC = try object.decodeIfPresent(.feelslikeC)
        feelslikeF = try object.decodeIfPresent(.feelslikeF)
        windchillC = try object.decodeIfPresent(.windchillC)
        windchillF = try object.decodeIfPresent(.windchillF)
        heatindexC = try object.decodeIfPresent(.heatindexC)
        heatindexF = try object.decodeIfPresent(.heatindexF)
        dewpointC = try object.decodeIfPresent(.dewpointC)
        dewpointF = try object.decodeIfPresent(.dewpointF)
        visKm = try object.decodeIfPresent(.visKm)
        visMiles = try object.decodeIfPresent(.visMiles)
        uv = try object.decodeIfPresent(.uv)
        gustMph = try object.decodeIfPresent(.gustMph)
        gustKph = try object.decodeIfPresent(.gustKph)
        airQuality = try object.decodeIfPresent(.airQuality)
        shortRad = try object.decodeIfPresent(.shortRad)
        diffRad = try object.decodeIfPresent(.diffRad)
        dni = try object.decodeIfPresent(.dni)
        gti = try object.decodeIfPresent(.gti)
    }
}

extension WeatherAPI.Condition: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        text = try object.decodeIfPresent(.text)
        icon = try object.decodeIfPresent(.icon)
        code = try object.decodeIfPresent(.code)
    }
}

extension WeatherAPI.AirQuality: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        co = try object.decodeIfPresent(.co)
        o3 = try object.decodeIfPresent(.o3)
        no2 = try object.decodeIfPresent(.no2)
        so2 = try object.decodeIfPresent(.so2)
        pm25 = try object.decodeIfPresent(.pm25)
        pm10 = try object.decodeIfPresent(.pm10)
        usEPAIndex = try object.decodeIfPresent(.usEPAIndex)
        gbDEFRAIndex = try object.decodeIfPresent(.gbDEFRAIndex)
    }
}

extension WeatherAPI.Forecast: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        forecastday = try object.decodeIfPresent(.forecastday)
    }
}

extension WeatherAPI.ForecastDay: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        date = try object.decodeIfPresent(.date)
        dateEpoch = try object.decodeIfPresent(.dateEpoch)
        day = try object.decodeIfPresent(.day)
        astro = try object.decodeIfPresent(.astro)
        hour = try object.decodeIfPresent(.hour)
        airQuality = try object.decodeIfPresent(.airQuality)
    }
}

extension WeatherAPI.Day: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        maxtempC = try object.decodeIfPresent(.maxtempC)
        maxtempF = try object.decodeIfPresent(.maxtempF)
        mintempC = try object.decodeIfPresent(.mintempC)
        mintempF = try object.decodeIfPresent(.mintempF)
        avgtempC = try object.decodeIfPresent(.avgtempC)
        avgtempF = try object.decodeIfPresent(.avgtempF)
        maxwindMph = try object.decodeIfPresent(.maxwindMph)
        maxwindKph = try object.decodeIfPresent(.maxwindKph)
        totalprecipMm = try object.decodeIfPresent(.totalprecipMm)
        totalprecipIn = try object.decodeIfPresent(.totalprecipIn)
        totalsnowCm = try object.decodeIfPresent(.totalsnowCm)
        avgvisKm = try object.decodeIfPresent(.avgvisKm)
        avgvisMiles = try object.decodeIfPresent(.avgvisMiles)
        avghumidity = try object.decodeIfPresent(.avghumidity)
        dailyWillItRain = try object.decodeIfPresent(.dailyWillItRain)
        dailyChanceOfRain = try object.decodeIfPresent(.dailyChanceOfRain)
        dailyWillItSnow = try object.decodeIfPresent(.dailyWillItSnow)
        dailyChanceOfSnow = try object.decodeIfPresent(.dailyChanceOfSnow)
        condition = try object.decodeIfPresent(.condition)
        uv = try object.decodeIfPresent(.uv)
        airQuality = try object.decodeIfPresent(.airQuality)
    }
}

extension WeatherAPI.Astro: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        sunrise = try object.decodeIfPresent(.sunrise)
        sunset = try object.decodeIfPresent(.sunset)
        moonrise = try object.decodeIfPresent(.moonrise)
        moonset = try object.decodeIfPresent(.moonset)
        moonPhase = try object.decodeIfPresent(.moonPhase)
        moonIllumination = try object.decodeIfPresent(.moonIllumination)
        isMoonUp = try object.decodeIfPresent(.isMoonUp)
        isSunUp = try object.decodeIfPresent(.isSunUp)
    }
}

extension WeatherAPI.Hour: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        var object = try json.object(keyedBy: CodingKeys.self)
        timeEpoch = try object.decodeIfPresent(.timeEpoch)
        time = try object.decodeIfPresent(.time)
        tempC = try object.decodeIfPresent(.tempC)
        tempF = try object.decodeIfPresent(.tempF)
        isDay = try object.decodeIfPresent(.isDay)
        condition = try object.decodeIfPresent(.condition)
        windMph = try object.decodeIfPresent(.windMph)
        windKph = try object.decodeIfPresent(.windKph)
        windDegree = try object.decodeIfPresent(.windDegree)
        windDir = try object.decodeIfPresent(.windDir)
        pressureMb = try object.decodeIfPresent(.pressureMb)
        pressureIn = try object.decodeIfPresent(.pressureIn)
        precipMm = try object.decodeIfPresent(.precipMm)
        precipIn = try object.decodeIfPresent(.precipIn)
        snowCm = try object.decodeIfPresent(.snowCm)
        humidity = try object.decodeIfPresent(.humidity)
        cloud = try object.decodeIfPresent(.cloud)
        feelslikeC = try object.decodeIfPresent(.feelslikeC)
        feelslikeF = try object.decodeIfPresent(.feelslikeF)
        windchillC = try object.decodeIfPresent(.windchillC)
        windchillF = try object.decodeIfPresent(.windchillF)
        heatindexC = try object.decodeIfPresent(.heatindexC)
        heatindexF = try object.decodeIfPresent(.heatindexF)
        dewpointC = try object.decodeIfPresent(.dewpointC)
        dewpointF = try object.decodeIfPresent(.dewpointF)
        willItRain = try object.decodeIfPresent(.willItRain)
        chanceOfRain = try object.decodeIfPresent(.chanceOfRain)
        willItSnow = try object.decodeIfPresent(.willItSnow)
        chanceOfSnow = try object.decodeIfPresent(.chanceOfSnow)
        visKm = try object.decodeIfPresent(.visKm)
        visMiles = try object.decodeIfPresent(.visMiles)
        gustMph = try object.decodeIfPresent(.gustMph)
        gustKph = try object.decodeIfPresent(.gustKph)
        uv = try object.decodeIfPresent(.uv)
        airQuality = try object.decodeIfPresent(.airQuality)
        shortRad = try object.decodeIfPresent(.shortRad)
        diffRad = try object.decodeIfPresent(.diffRad)
        dni = try object.decodeIfPresent(.dni)
        gti = try object.decodeIfPresent(.gti)
    }
}

extension WeatherAPI.FlexibleNumber: JSONIndexDecodable {
    package init(json: JSONReader) throws {
        if let number = try? json.double() {
            self.init(number)
            return
        }
        guard let number = Self.number(in: try json.string()) else { throw JSONIndexMismatch() }
        self.init(number)
    }
}
