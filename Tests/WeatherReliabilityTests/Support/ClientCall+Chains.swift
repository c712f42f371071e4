import Foundation
import WeatherAuth
import WeatherCore
import WeatherNetworking
import WeatherProviders
import WeatherTesting

// The calls that take several bodies (WeatherKit, the National Weather Service, a past day of One Call,
// Firebase's calls after sign-in, the composites), and the single-body calls beyond the first ones: past
// weather, air quality, astronomy, reverse geocoding, the streamed city pages. Each call's body is the one
// the fuzzer mutates; a call of several requests answers the others with recorded bodies.

extension Sentinel {
    /// A Firebase `signUp` answer carrying the sentinel tokens, in the shape the service sends.
    static let firebaseSignUpBody = """
        {"kind":"identitytoolkit#SignupNewUserResponse","idToken":"\(idToken)",\
        "email":"reliability@example.com","refreshToken":"\(refreshToken)","expiresIn":"3600",\
        "localId":"uid-reliability"}
        """

    /// A Secure Token `token` answer (snake_case) carrying the sentinel tokens.
    static let firebaseRefreshBody = """
        {"expires_in":"3600","token_type":"Bearer","refresh_token":"\(refreshToken)","id_token":"\(idToken)",\
        "user_id":"uid-reliability","project_id":"1234567890","access_token":"\(idToken)"}
        """

    /// An `accounts:lookup` answer for the signed-in user.
    static let firebaseLookupBody = """
        {"kind":"identitytoolkit#GetAccountInfoResponse","users":[{"localId":"uid-reliability",\
        "email":"reliability@example.com","emailVerified":false,"passwordHash":"UkVEQUNURUQ=",\
        "providerUserInfo":[{"providerId":"password","federatedId":"reliability@example.com",\
        "email":"reliability@example.com","rawId":"reliability@example.com"}],"passwordUpdatedAt":1700000000000,\
        "validSince":"1700000000","lastLoginAt":"1700000100000","createdAt":"1700000000000"}]}
        """

    /// An `accounts:delete` answer, which the service does not read.
    static let firebaseDeleteBody = #"{"kind":"identitytoolkit#DeleteAccountResponse"}"#
}

extension ClientCall {
    static let newYork = (latitude: 40.7128, longitude: -74.006)

    /// A copy of `environment` whose transport answers every request with the recorded `body`.
    static func recorded(_ body: Body, in environment: CallEnvironment) throws -> CallEnvironment {
        var copy = environment
        copy.transport = StubTransport(responses: [
            HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: try body.data())
        ])
        return copy
    }

    // MARK: WeatherKit

    static let weatherKitAvailabilityBody = Body.fixture("weatherkit/availability/new-york-four-datasets-2022-07.json")
    static let weatherKitWeatherBody = Body.fixture("weatherkit/weather/new-york-all-four-datasets-2022-07.json")

    /// `weather(at:including:)`, which asks for the available data sets first: once with that answer
    /// mutated (the weather recorded), once with the weather mutated (the availability recorded).
    static let weatherKitWeather: [ClientCall] = [
        (
            step: "availability", body: weatherKitAvailabilityBody,
            other: RecordedStep.path(containing: "/api/v1/weather/", weatherKitWeatherBody)
        ),
        (
            step: "weather", body: weatherKitWeatherBody,
            other: RecordedStep.path(containing: "/api/v1/availability/", weatherKitAvailabilityBody)
        ),
    ].map { step in
        ClientCall(name: "WeatherKit.weather(at:including:), mutated \(step.step)", body: step.body) { environment in
            let transport = try RecordedStep.routing([step.other], around: environment.transport)
            return try await weatherKit(environment, transport: transport).weather(
                at: Coordinate(latitude: newYork.latitude, longitude: newYork.longitude), including: .all)
        }
    }

    // MARK: National Weather Service

    /// The four requests of `weather(at:including:)`, the more specific paths first: each step's recorded
    /// body, and the body the step's own fuzzing mutates (an alert collection with an alert in it, since
    /// New York had none).
    static let nationalWeatherServiceSteps: [(step: String, recorded: RecordedStep, mutated: Body)] = [
        (
            "point",
            .path(containing: "/points/", .fixture("nws/points/new-york-40.7128--74.006-2026-01.json")),
            .fixture("nws/points/new-york-40.7128--74.006-2026-01.json")
        ),
        (
            "hourly forecast",
            .path(endingWith: "/forecast/hourly", .fixture("nws/forecast-hourly/new-york-okx-33-35-2026-01.json")),
            .fixture("nws/forecast-hourly/new-york-okx-33-35-2026-01.json")
        ),
        (
            "forecast",
            .path(endingWith: "/forecast", .fixture("nws/forecast/new-york-okx-33-35-2026-01.json")),
            .fixture("nws/forecast/new-york-okx-33-35-2026-01.json")
        ),
        (
            "alerts",
            .path(endingWith: "/alerts/active", .fixture("nws/alerts-active/new-york-point-empty-2026-01.json")),
            .fixture("nws/alerts-active/oregon-zone-orz004-flood-watch-2019-12.json")
        ),
    ]

    /// `weather(at:including:)` (point, then the forecasts and alerts together), one call per step whose
    /// body is mutated.
    static let nationalWeatherServiceWeather: [ClientCall] = nationalWeatherServiceSteps.map { step in
        ClientCall(name: "NationalWeatherService.weather(at:including:), mutated \(step.step)", body: step.mutated) {
            environment in
            let others = nationalWeatherServiceSteps.filter { $0.step != step.step }.map(\.recorded)
            let transport = try RecordedStep.routing(others, around: environment.transport)
            return try await nationalWeatherService(environment, transport: transport).weather(
                at: Coordinate(latitude: newYork.latitude, longitude: newYork.longitude), including: .all)
        }
    }

    // MARK: Open-Meteo

    static let openMeteoPastWeather = ClientCall(
        name: "OpenMeteo.pastWeather(at:on:)", body: .inline(RecordedBodies.openMeteoArchiveNewYork)
    ) { environment in
        let client = OpenMeteoClient(
            transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(
                    temperatureUnit: .fahrenheit, retryPolicy: environment.retryPolicy, clock: environment.clock,
                    logger: environment.logger)))
        // 2016-02-15 12:00 in New York, the first day of the recording.
        return try await client.pastWeather(
            at: Coordinate(latitude: newYork.latitude, longitude: newYork.longitude),
            on: Date(timeIntervalSince1970: 1_455_555_600))
    }

    static let openMeteoAirQualityForecast = ClientCall(
        name: "OpenMeteo.airQualityForecast(at:days:)", body: .inline(RecordedBodies.openMeteoAirQualityBrno)
    ) { environment in
        try await openMeteo(environment).airQualityForecast(
            at: Coordinate(latitude: 49.1951, longitude: 16.6068), days: 3)
    }

    /// Current air quality; no recording of this answer exists, so the body is the shape Open-Meteo documents
    /// (as the providers' tests use it).
    static let openMeteoAirQuality = ClientCall(
        name: "OpenMeteo.airQuality(at:)",
        body: .inline(
            """
            {"latitude":52.5,"longitude":13.400002,"generationtime_ms":0.2,"utc_offset_seconds":3600,\
            "timezone":"Europe/Berlin","timezone_abbreviation":"CET","current_units":{"time":"iso8601",\
            "interval":"seconds","pm10":"μg/m³","pm2_5":"μg/m³","carbon_monoxide":"μg/m³",\
            "nitrogen_dioxide":"μg/m³","sulphur_dioxide":"μg/m³","ozone":"ppm","us_aqi":"USAQI",\
            "european_aqi":"EAQI"},"current":{"time":"2025-01-15T13:00","interval":3600,"pm10":20.1,\
            "pm2_5":36.0,"carbon_monoxide":250.0,"nitrogen_dioxide":30.2,"sulphur_dioxide":3.1,"ozone":0.05,\
            "us_aqi":102,"european_aqi":64}}
            """)
    ) { environment in
        try await openMeteo(environment).airQuality(
            at: Coordinate(latitude: berlin.latitude, longitude: berlin.longitude))
    }

    /// Two places from one request, whose answer is an array; a place that cannot be mapped fails alone, in
    /// the results.
    static let openMeteoBatch = ClientCall(
        name: "OpenMeteo.weather(at:including:maximumConcurrentRequests:)",
        body: .array([
            "openmeteo/forecast/berlin-weather-code-all-blocks.json",
            "openmeteo/forecast/texas-current-fahrenheit-minified.json",
        ])
    ) { environment in
        let results = try await openMeteo(environment).weather(
            at: [
                Coordinate(latitude: berlin.latitude, longitude: berlin.longitude),
                Coordinate(latitude: 32.41, longitude: -96.84),
            ],
            including: .all, maximumConcurrentRequests: 1)
        let failures = results.compactMap { result -> WeatherError? in
            guard case .failure(let error) = result else { return nil }
            return error
        }
        return AbsorbedFailures(value: results.count, errors: failures)
    }

    // MARK: OpenWeather

    static let texarkana = (latitude: 33.441_792, longitude: -94.037_689)
    /// 2020-05-11 05:00 UTC, the instant of the recorded timemachine body (midnight at Texarkana).
    static let texarkanaInstant = Date(timeIntervalSince1970: 1_589_173_200)
    static let timeMachineBody = Body.fixture(
        "openweather/onecall3-timemachine/texarkana-dt-2020-05-11-recorded-2024-10.json")

    static let openWeatherPastWeather = ClientCall(name: "OpenWeather.pastWeather(at:on:)", body: timeMachineBody) {
        environment in
        try await openWeather(environment).pastWeather(
            at: Coordinate(latitude: texarkana.latitude, longitude: texarkana.longitude), on: texarkanaInstant)
    }

    /// A past day of eight readings: the first (which names the time zone) mutated, the others recorded.
    static let openWeatherPastDay = ClientCall(
        name: "OpenWeather.pastDay(at:on:readings:), mutated first reading", body: timeMachineBody
    ) { environment in
        var environment = environment
        environment.transport = try RecordedStep.firstRequest(to: environment.transport, laterOnes: timeMachineBody)
        return try await openWeather(environment).pastDay(
            at: Coordinate(latitude: texarkana.latitude, longitude: texarkana.longitude), on: texarkanaInstant,
            readings: 8)
    }

    static let openWeatherAirQualityHistory = ClientCall(
        name: "OpenWeather.airQualityHistory(at:from:to:)",
        body: .fixture("openweather/air-pollution-history/lat50-lon50-two-hours-2021-02.json")
    ) { environment in
        try await openWeather(environment).airQualityHistory(
            at: Coordinate(latitude: 50, longitude: 50), from: Date(timeIntervalSince1970: 1_613_606_400),
            to: Date(timeIntervalSince1970: 1_613_610_000))
    }

    static let openWeatherReverseGeocoding = ClientCall(
        name: "OpenWeather.place(at:)", body: .fixture("openweather/geo-reverse/london-5-results-2021.json")
    ) { environment in
        try await openWeather(environment).place(at: Coordinate(latitude: 51.5098, longitude: -0.1180))
    }

    // MARK: WeatherAPI.com

    /// `history.json`, whose answer has the shape of a one-day `forecast.json` (no recording of it exists, so
    /// a recorded one-day forecast stands in).
    static let weatherAPIPastWeather = ClientCall(
        name: "WeatherAPI.pastWeather(at:on:)", body: .fixture("weatherapi/forecast/london-1day-2023-10.json")
    ) { environment in
        // 2023-10-10 12:00 UTC.
        try await weatherAPI(environment).pastWeather(
            at: Coordinate(latitude: 51.52, longitude: -0.11), on: Date(timeIntervalSince1970: 1_696_939_200))
    }

    static let weatherAPIAstronomy = ClientCall(
        name: "WeatherAPI.astronomy(at:on:)", body: .fixture("weatherapi/astronomy/kolbacz-poland-2022-01-07.json")
    ) { environment in
        try await weatherAPI(environment).astronomy(
            at: Coordinate(latitude: 53.3, longitude: 14.81), on: Date(timeIntervalSince1970: 1_641_590_350))
    }

    /// A forecast with air quality on the current conditions, every day and every hour.
    static let weatherAPIForecastWithAirQuality = ClientCall(
        name: "WeatherAPI.forecast(for:days:), air quality on days and hours",
        body: .fixture("weatherapi/air-quality/brooklyn-forecast-aqi-day-and-hour-air-quality-2025-02-10.json")
    ) { environment in
        try await weatherAPI(environment).forecast(for: "Brooklyn", days: 3)
    }

    // MARK: freetestapi

    static func freeTest(_ environment: CallEnvironment) -> FreeTestWeatherClient {
        FreeTestWeatherClient(
            transport: environment.transport, baseURL: environment.baseURL,
            configuration: environment.applied(
                to: .init(retryPolicy: environment.retryPolicy, clock: environment.clock, logger: environment.logger)))
    }

    /// The list read as it arrives, in chunks, and handed out in pages.
    static let freeTestCityPages = ClientCall(
        name: "FreeTestAPI.cities(search:pageSize:)", body: .fixture("freetestapi/weathers/all-51-items.json")
    ) { environment in
        var environment = environment
        environment.transport = ChunkingTransport(wrapped: environment.transport)
        var pages: [[CityWeather]] = []
        for try await page in freeTest(environment).cities(search: "a", pageSize: 8) {
            pages.append(page)
        }
        return pages
    }

    /// `GET /weathers/{id}`, answered with the first record of the recorded list.
    static let freeTestCity = ClientCall(
        name: "FreeTestAPI.city(id:)",
        body: .inline(
            #"""
            {"id":1,"city":"New York","country":"United States","latitude":40.7128,"longitude":-74.006,\#
            "temperature":25,"weather_description":"Clear sky","humidity":50,"wind_speed":10,"forecast":\#
            [{"date":"2023-07-28","temperature":24,"weather_description":"Partly cloudy","humidity":55,\#
            "wind_speed":12},{"date":"2023-07-29","temperature":26,"weather_description":"Sunny","humidity":48,\#
            "wind_speed":9}]}
            """#)
    ) { environment in
        try await freeTest(environment).city(id: 1)
    }

    // MARK: Firebase

    static let firebaseSignUp = ClientCall(
        name: "Firebase.signUp(email:password:)", body: .inline(Sentinel.firebaseSignUpBody)
    ) { environment in
        try await firebase(environment).signUp(email: Sentinel.email, password: Sentinel.password)
    }

    /// Sign-in answered with its recorded body; the call under test's request gets the body under test.
    static func signedInFirebase(
        _ environment: CallEnvironment, now: @escaping @Sendable () -> Date = { Date() }
    ) async throws -> FirebaseAuthService {
        let transport = try RecordedStep.routing(
            [.path(endingWith: "accounts:signInWithPassword", .inline(Sentinel.firebaseSignInBody))],
            around: environment.transport)
        let service = firebase(environment, transport: transport, now: now)
        _ = try await service.signIn(email: Sentinel.email, password: Sentinel.password)
        return service
    }

    static let firebaseRefreshSession = ClientCall(
        name: "Firebase.refreshSession()", body: .inline(Sentinel.firebaseRefreshBody)
    ) { environment in
        try await signedInFirebase(environment).refreshSession()
    }

    /// An ID token asked for two hours after sign-in, when the one from sign-in has expired.
    static let firebaseValidIDToken = ClientCall(
        name: "Firebase.validIDToken()", body: .inline(Sentinel.firebaseRefreshBody)
    ) { environment in
        let now = Locked(Date())
        let service = try await signedInFirebase(environment) { now.current }
        now.withLock { $0 += 7_200 }
        // The token's length only: the token itself is a secret the audit looks for.
        return try await service.validIDToken().utf8.count
    }

    static let firebaseAccount = ClientCall(name: "Firebase.account()", body: .inline(Sentinel.firebaseLookupBody)) {
        environment in
        try await signedInFirebase(environment).account()
    }

    /// Deletion, whose answer the service does not read: any body must do.
    static let firebaseDeleteAccount = ClientCall(
        name: "Firebase.deleteAccount()", body: .inline(Sentinel.firebaseDeleteBody)
    ) { environment in
        try await signedInFirebase(environment).deleteAccount()
        return "deleted"
    }

    // MARK: Composites

    /// One Call first (its body mutated), Open-Meteo (recorded) second: a failure of the first that another
    /// source can fix becomes a note, and is judged as a thrown error would be.
    static let failover = ClientCall(
        name: "FailoverWeatherProvider.weather(at:including:), mutated OpenWeather first",
        body: .fixture("openweather/onecall3/denver-imperial-exclude-minutely.json")
    ) { environment in
        let failures = Locked<[any Error]>([])
        let first = AbsorbedFailures.provider(passingTo: openWeather(environment), keepingFailuresIn: failures)
        let second = openMeteo(
            try recorded(.fixture("openmeteo/forecast/berlin-weather-code-all-blocks.json"), in: environment))
        let weather = try await FailoverWeatherProvider([first, second]).weather(
            at: Coordinate(latitude: 39.74, longitude: -104.99), including: .all)
        return AbsorbedFailures(value: weather, errors: failures.current)
    }

    /// Open-Meteo (recorded) with its missing alerts filled in from One Call (its body mutated): a failure of
    /// the fill-in becomes a note, and is judged as a thrown error would be.
    static let filling = ClientCall(
        name: "FillingWeatherProvider.weather(at:including:), mutated OpenWeather alerts",
        body: .fixture("openweather/onecall25/phoenix-with-alerts.json")
    ) { environment in
        let failures = Locked<[any Error]>([])
        let primary = openMeteo(
            try recorded(.fixture("openmeteo/forecast/berlin-weather-code-all-blocks.json"), in: environment))
        let fillIn = AbsorbedFailures.provider(passingTo: openWeather(environment), keepingFailuresIn: failures)
        let weather = try await primary.filling(.alerts, from: fillIn).weather(
            at: Coordinate(latitude: berlin.latitude, longitude: berlin.longitude), including: .all)
        return AbsorbedFailures(value: weather, errors: failures.current)
    }
}
