import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders
import WeatherSandbox
import WeatherStore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension WeatherNowApp {
    /// The days of sandbox history recorded on the first `sources` run at a place: 30.
    static let simulatedDays = 30

    /// `sources`: each source's scores at the place (the current place, or `city`), one table per lead time.
    ///
    /// Live, the scores come from what earlier runs recorded (`show` records the forecasts of the places it
    /// shows). On the sandbox, the first run at a place records a simulated month of the stand-ins forecasting the
    /// sandbox's atmosphere with their documented skills (`SandboxForecastSkills.documented`), kept under a place
    /// key of its own so it is never mistaken for live data, and says so above the tables.
    func sources(city: String?) async throws {
        let place: Place
        if let city {
            place = try await self.place(named: city)
        } else {
            try await showCurrentPlace()
            guard let current = screen.place else {
                throw ExampleFailure(context.formatter.example("now.noCityPicked"))
            }
            place = current
        }
        let formatter = context.formatter
        let coordinateKey = VerifyingWeatherProvider.placeKey(for: place.coordinate)
        let placeKey = context.mode.isLive ? coordinateKey : "sandbox:" + coordinateKey
        if !context.mode.isLive, try await store.verificationData(for: placeKey).samples.isEmpty {
            try await simulateSandboxHistory(at: place.coordinate, placeKey: placeKey)
        }
        context.console.line(formatter.example("now.sources.title", formatter.place(place)))
        if !context.mode.isLive {
            context.console.line(formatter.example("now.sources.sandbox", String(Self.simulatedDays)))
        }
        let scores = try await store.scores(for: placeKey, now: context.now())
        guard !scores.isEmpty else {
            context.console.line(formatter.example("now.sources.none"))
            return
        }
        for lead in LeadTime.all {
            let atLead = scores.filter { $0.leadTime == lead }
            guard !atLead.isEmpty else { continue }
            context.console.line("")
            context.console.line(formatter.example("now.sources.lead", String(lead.hours)))
            var table = TextTable(columns: [
                .init(formatter.example("now.sources.column.source")),
                .init(formatter.example("now.sources.column.samples"), alignment: .right),
                .init(formatter.example("now.sources.column.error"), alignment: .right),
                .init(formatter.example("now.sources.column.bias"), alignment: .right),
                .init(formatter.example("now.sources.column.hits"), alignment: .right),
                .init(formatter.example("now.sources.column.falseAlarms"), alignment: .right),
                .init(formatter.example("now.sources.column.confidence")),
            ])
            for score in atLead {
                let bias = formatter.number(score.temperatureBias, fractionDigits: 1)
                table.append([
                    Self.serviceName(score.source), String(score.samples),
                    formatter.number(score.temperatureMeanAbsoluteError, fractionDigits: 1) + " °C",
                    (score.temperatureBias > 0 ? "+" : "") + bias + " °C",
                    score.precipitationHitRate.map { formatter.percent($0) } ?? "–",
                    score.precipitationFalseAlarmRate.map { formatter.percent($0) } ?? "–",
                    formatter.example("now.sources.confidence." + score.confidence.rawValue),
                ])
            }
            for line in table.render() { context.console.line(line) }
        }
    }

    /// The service's name for a source identifier.
    static func serviceName(_ source: ProviderID) -> String {
        switch source {
        case .openWeather: "OpenWeather"
        case .openMeteo: "Open-Meteo"
        case .metNorway: "MET Norway"
        default: source.rawValue
        }
    }

    /// Records `simulatedDays` of the sandbox's stand-ins before now at `coordinate` under `placeKey`: each
    /// stand-in's forecast every six hours, and the atmosphere's current conditions every hour as the truth.
    func simulateSandboxHistory(at coordinate: Coordinate, placeKey: String) async throws {
        let end = context.now()
        let clock = SimulatedTime(Date(timeIntervalSince1970: (end.timeIntervalSince1970 / 3600).rounded(.down) * 3600))
        clock.move(by: -Double(Self.simulatedDays) * 86_400)
        let sandbox = SandboxTransport(now: clock.read, forecastSkills: .documented)
        let recorder = SandboxRecorder(store: store, placeKey: placeKey)
        let openWeather = OpenWeatherClient(
            apiKey: ServiceMode.sandboxKey, transport: sandbox,
            configuration: OpenWeatherClient.Configuration(now: clock.read))
        let openMeteo = OpenMeteoClient(
            transport: sandbox, configuration: OpenMeteoClient.Configuration(now: clock.read))
        let metNorway = METNorwayClient(
            transport: sandbox,
            configuration: METNorwayClient.Configuration(userAgent: "weather-now-sandbox/1.0", now: clock.read))
        let sources: [any WeatherProvider] = [openWeather, openMeteo, metNorway]
        for hour in 0..<(Self.simulatedDays * 24) {
            if hour % 6 == 0 {
                for source in sources {
                    try await recorder.record(try await source.weather(at: coordinate, including: [.current, .hourly]))
                }
            } else {
                try await recorder.record(try await openMeteo.weather(at: coordinate, including: .current))
            }
            clock.move(by: 3600)
        }
    }
}

/// Records answers under the sandbox's own place key.
private struct SandboxRecorder {
    let store: SQLiteWeatherStore
    let placeKey: String

    func record(_ weather: Weather) async throws {
        try await store.recordForecasts(VerifyingWeatherProvider.samples(from: weather, placeKey: placeKey))
        if let observation = VerifyingWeatherProvider.observation(from: weather, placeKey: placeKey) {
            try await store.recordObservations([observation])
        }
    }
}

/// The simulated "now" of the sandbox history, moved by hand.
private final class SimulatedTime: @unchecked Sendable {  // Sendable: every access holds `lock`.
    private let lock = NSLock()
    private var date: Date

    init(_ start: Date) {
        date = start
    }

    var read: @Sendable () -> Date { { [self] in lock.withLock { date } } }

    func move(by seconds: TimeInterval) {
        lock.withLock { date.addTimeInterval(seconds) }
    }
}
