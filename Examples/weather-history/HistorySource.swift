import ExampleSupport
import WeatherModels
import WeatherProviders

/// The service `weather-history` reads: OpenWeather, as the app it stands for does, or Open-Meteo, which
/// needs no key.
enum HistorySource: String, Sendable, CaseIterable {
    /// OpenWeather: One Call 3.0 now, its timemachine for past days, its geocoding for names.
    case openweather
    /// Open-Meteo: the forecast API now, the archive for past days, its geocoding for names.
    case openmeteo

    /// Reads `--provider`, OpenWeather when it is absent.
    ///
    /// - Throws: ``UsageError`` for another name.
    init(_ name: String?) throws(UsageError) {
        guard let name else {
            self = .openweather
            return
        }
        guard let source = HistorySource(rawValue: name.lowercased()) else {
            throw UsageError(key: "history.usage.provider", "openweather", "openmeteo", name)
        }
        self = source
    }

    /// The service's name for messages.
    var name: String {
        switch self {
        case .openweather: "OpenWeather"
        case .openmeteo: "Open-Meteo"
        }
    }

    /// The environment variable with the key, or `nil` for a keyless service.
    var keyVariable: String? {
        switch self {
        case .openweather: "OPENWEATHER_API_KEY"
        case .openmeteo: nil
        }
    }

    /// Where past days come from, for the title of `past`, in `formatter`'s language.
    func pastName(_ formatter: WeatherFormatter) -> String {
        switch self {
        case .openweather: formatter.example("history.source.openweather")
        case .openmeteo: formatter.example("history.source.openmeteo")
        }
    }

    /// The days `past` can show, as a sentence in `formatter`'s language.
    func pastSpan(_ formatter: WeatherFormatter) -> String {
        switch self {
        case .openweather: formatter.example("history.span.openweather")
        case .openmeteo: formatter.example("history.span.openmeteo")
        }
    }

    /// The source's client, with the example's transport and progress reporting.
    func client(_ context: ExampleContext) -> any WeatherProvider & PlaceSearching & PastWeatherProvider {
        switch self {
        case .openweather:
            OpenWeatherClient(
                apiKey: context.mode.apiKey, transport: context.transport(), configuration: context.configured(.init()))
        case .openmeteo:
            OpenMeteoClient(transport: context.transport(), configuration: context.configured(.init()))
        }
    }
}
