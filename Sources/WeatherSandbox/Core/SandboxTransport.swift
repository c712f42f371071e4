import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking

/// An `HTTPTransport` that answers the real URLs of every weather service the SDK speaks
/// to, offline, with bodies of exactly their shape, generated deterministically from the
/// coordinate, the date and a seed.
///
/// Hand it to any client in place of the network:
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// let sandbox = SandboxTransport(seed: 42, now: { Date(timeIntervalSince1970: 1_750_000_000) })
/// let client = OpenWeatherClient(apiKey: "any key", transport: sandbox)
/// let weather = try await client.weather(at: Coordinate(latitude: 52.52, longitude: 13.405))
/// ```
///
/// It serves OpenWeather (One Call 3.0 and 2.5, Current Weather, the 5 day / 3 hour forecast,
/// Geocoding), WeatherAPI.com (`current.json`, `forecast.json`, `search.json`), freetestapi
/// (`/weathers`, search, by id), Open-Meteo (forecast and geocoding) and Firebase
/// Authentication (sign-up, sign-in and token refresh; the accounts are kept in memory per
/// transport, or in a file when a state directory is given). Requests
/// are routed by path, so each client's default base URL works, and so do local base URLs
/// and the Firebase emulator's URL form. Query options are honoured as the real services do:
/// units, language, `exclude`, days, counts and limits.
///
/// The freetestapi list has one item per gazetteer city unless `freeTestListSize` asks for more (or
/// fewer): `SandboxTransport(freeTestListSize: 100_000)` serves 100,000 items with distinct ids,
/// written a few hundred at a time through ``stream(_:)``, for testing code that pages through
/// a long list without holding it.
///
/// The same seed, clock and request always give byte-identical bodies. Places come from the
/// ``SandboxGazetteer``. Failures and delays are available as ``SandboxScenario``s.
public struct SandboxTransport: StreamingHTTPTransport, CustomStringConvertible {
    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 0x5EED_2026

    /// An API key every keyed service refuses (401 from OpenWeather and WeatherAPI.com).
    /// Any other non-empty key is accepted.
    public static let rejectedAPIKey = "invalid-key"

    /// A place name no service ever finds, for testing "city not found".
    public static let unknownPlaceName = "Nowhere"

    /// `.sandbox`: every answer is generated, so providers mark what they return as sandbox data.
    public var dataOrigin: DataOrigin { .sandbox }

    /// The seed of the generated weather.
    public let seed: UInt64
    /// The scenarios applied to requests, in order.
    public let scenarios: [SandboxScenario]
    /// The cities used for geocoding and search.
    public let gazetteer: SandboxGazetteer
    /// Where the Firebase accounts are kept between runs, or `nil` to keep them in memory only.
    public let stateDirectory: URL?
    /// The number of items in the freetestapi list, or `nil` for one per gazetteer city.
    public let freeTestListSize: Int?
    /// How well the stand-ins forecast the atmosphere (``SandboxForecastSkills/perfect`` unless given).
    public let forecastSkills: SandboxForecastSkills

    private let now: @Sendable () -> Date
    private let clock: (any Clock<Duration>)?
    private let scenarioUses: Locked<[Int]>
    private let accounts: Locked<FirebaseAccounts>

    /// Creates a sandbox.
    ///
    /// - Parameters:
    ///   - seed: Picks the weather; the same seed gives the same weather for a place and time.
    ///   - now: The current date, for "current" weather and the first forecast step. Fix it for
    ///     reproducible bodies.
    ///   - scenarios: Failures and delays to apply (none by default).
    ///   - clock: The clock ``SandboxScenario/slowResponses(by:)`` sleeps on; without one, slow
    ///     answers come at once.
    ///   - stateDirectory: A folder where the Firebase accounts are kept, in a small JSON file
    ///     written atomically, so a transport created later over the same folder (in the next
    ///     run of an app, say) signs in to the accounts signed up before. `nil`, the default,
    ///     keeps them in this transport's memory. Passwords are not stored, only a digest; still,
    ///     use test passwords only. Give one folder to one process at a time.
    ///   - freeTestListSize: The number of items in the freetestapi list (`GET /weathers`): item
    ///     `n` is gazetteer city `n % count` with the id `n + 1`. `nil` (the default) gives each
    ///     city once, with the city's number as its id.
    ///   - forecastSkills: How well the stand-ins (OpenWeather's, Open-Meteo's and MET Norway's) forecast the
    ///     atmosphere, whose current conditions and past hours are the truth they are scored against.
    ///     ``SandboxForecastSkills/perfect`` (the default) forecasts it exactly;
    ///     ``SandboxForecastSkills/documented`` gives each stand-in a different skill.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let appSupport = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
    /// let sandbox = SandboxTransport(stateDirectory: appSupport.appendingPathComponent("sandbox"))
    /// ```
    public init(
        seed: UInt64 = SandboxTransport.defaultSeed,
        now: @escaping @Sendable () -> Date = { Date() },
        scenarios: [SandboxScenario] = [],
        clock: (any Clock<Duration>)? = nil,
        stateDirectory: URL? = nil,
        freeTestListSize: Int? = nil,
        forecastSkills: SandboxForecastSkills = .perfect
    ) {
        self.forecastSkills = forecastSkills
        self.freeTestListSize = freeTestListSize.map { max(0, $0) }
        self.seed = seed
        self.now = now
        self.scenarios = scenarios
        self.clock = clock
        self.gazetteer = .standard
        self.scenarioUses = Locked(Array(repeating: 0, count: scenarios.count))
        self.stateDirectory = stateDirectory
        self.accounts = Locked(FirebaseAccounts(seed: seed, stateDirectory: stateDirectory))
    }

    /// The seed and the scenarios.
    public var description: String {
        "SandboxTransport(seed: \(seed), scenarios: [\(scenarios.map(\.description).joined(separator: "; "))])"
    }

    /// Answers `request` as the service its path belongs to would.
    ///
    /// - Throws: `WeatherError` `.timeout` when a slow-response scenario outlasts the request's
    ///   timeout, `.cancelled` when the task is cancelled. Every other outcome is a response.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        switch try await answer(request) {
        case .whole(var response):
            response.origin = .sandbox
            return response
        case .chunked(var head, let body):
            head.body = body.whole
            head.origin = .sandbox
            return head
        }
    }

    /// Answers `request` like ``send(_:)``, handing the body over in chunks: the freetestapi list
    /// is written a few hundred items at a time as the reader asks for them, so even a list of
    /// 100,000 items is never held whole; every other body comes as one chunk.
    ///
    /// - Throws: As ``send(_:)``; reading the list throws `.cancelled` when the task is cancelled.
    public func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
        switch try await answer(request) {
        case .whole(var response):
            response.origin = .sandbox
            return StreamedHTTPResponse(whole: response)
        case .chunked(var head, let body):
            head.origin = .sandbox
            return StreamedHTTPResponse(head: head, body: Self.stream(body))
        }
    }

    /// `body` as a stream written one chunk at a time, as the reader asks for them.
    private static func stream(_ body: SandboxChunkedBody) -> AsyncThrowingStream<Data, any Error> {
        let next = Locked(0)
        return AsyncThrowingStream {
            let index = next.withLock { index -> Int in
                defer { index += 1 }
                return index
            }
            guard index < body.count else { return nil }
            if Task.isCancelled {
                throw WeatherError(.cancelled, message: "The request was cancelled.")
            }
            return body.chunk(index)
        }
    }

    private func answer(_ request: HTTPRequest) async throws -> SandboxAnswer {
        try checkCancellation()
        let parsed = SandboxRequest(request)
        guard let entry = SandboxStandIns.match(parsed) else {
            return .whole(
                .json(.object(["error": .string("The sandbox does not serve \(parsed.path).")]), status: 404))
        }
        let standIn = entry.standIn
        let effects = activeEffects(for: standIn.service)
        for case .delay(let delay) in effects {
            try await wait(delay, timeout: request.timeout)
        }
        try checkCancellation()
        for effect in effects {
            if case .serverError(let statusCode) = effect {
                return .whole(standIn.serverError(statusCode: statusCode))
            }
        }
        if let refusal = standIn.refusal(of: parsed, forced: effects.contains(.invalidAPIKey)) {
            return .whole(refusal)
        }
        for case .rateLimited(let retryAfter) in effects {
            var response = standIn.rateLimited
            response.headers["Retry-After"] = String(Int(min(max(retryAfter.secondsValue.rounded(.up), 0), 1e9)))
            return .whole(response)
        }
        let context = SandboxContext(
            request: parsed,
            generator: WeatherGenerator(seed: seed),
            gazetteer: gazetteer,
            now: Self.seconds(now()),
            locationsUnknown: effects.contains(.unknownLocations),
            accounts: accounts,
            freeTestListSize: freeTestListSize,
            forecastSkills: forecastSkills
        )
        return entry.route.respond(context)
    }

    /// Unix seconds of `date`, kept within the years 1 to 9999 so no arithmetic can overflow.
    private static func seconds(_ date: Date) -> Int {
        let value = date.timeIntervalSince1970
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -62_135_596_800), 253_402_300_799).rounded(.down))
    }

    private func activeEffects(for service: ProviderID) -> [SandboxScenario.Effect] {
        scenarioUses.withLock { uses in
            var effects: [SandboxScenario.Effect] = []
            for (index, scenario) in scenarios.enumerated() where scenario.applies(to: service) {
                if let limit = scenario.limit {
                    guard uses[index] < limit else { continue }
                }
                uses[index] += 1
                effects.append(scenario.effect)
            }
            return effects
        }
    }

    private func wait(_ delay: Duration, timeout: Duration?) async throws {
        if let timeout, timeout < delay {
            guard let clock else {
                // Nothing waits without a clock: say that the time-out is acted out, not that time passed.
                throw WeatherError(
                    .timeout,
                    message: "a time-out acted out by the sandbox: an answer \(delay.components.seconds) seconds late "
                        + "against the \(timeout.components.seconds)-second limit, given at once without waiting")
            }
            try await clock.sleep(for: timeout)
            throw WeatherError(
                .timeout,
                message: "no answer within the \(timeout.components.seconds)-second timeout (the sandbox was told to "
                    + "wait \(delay.components.seconds) seconds)")
        }
        try await clock?.sleep(for: delay)
    }

    private func checkCancellation() throws {
        if Task.isCancelled {
            throw WeatherError(.cancelled, message: "The request was cancelled.")
        }
    }
}
