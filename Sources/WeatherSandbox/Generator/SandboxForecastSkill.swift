import Foundation
import WeatherModels

/// How well a sandbox stand-in forecasts the sandbox's one atmosphere: a temperature bias and a noise that grow
/// with lead time, and a chance, growing with lead time too, that an hour's precipitation is forecast the wrong
/// way round (a dry hour forecast wet, a wet one dry).
///
/// The stand-ins' current conditions and past hours are the atmosphere itself: the "observed" truth. Only the
/// hours after the transport's "now" carry the error, drawn deterministically from the seed, the service, the
/// hour the forecast was issued and the hour forecast, so the same request gives the same body.
///
/// ```swift
/// import WeatherSandbox
///
/// var skills = SandboxForecastSkills.documented
/// skills["open-meteo"] = SandboxForecastSkill(temperatureBias: 2, temperatureNoise: 2)  // Open-Meteo gets worse
/// let sandbox = SandboxTransport(forecastSkills: skills)
/// ```
public struct SandboxForecastSkill: Hashable, Sendable {
    /// The temperature's bias at every lead, °C (positive: forecasts run warm).
    public var temperatureBias: Double
    /// How much the bias grows per hour of lead, °C.
    public var biasGrowthPerHour: Double
    /// The standard deviation of the temperature's error one hour ahead, °C.
    public var temperatureNoise: Double
    /// How much that standard deviation grows per hour of lead, °C.
    public var noiseGrowthPerHour: Double
    /// The chance one hour ahead that an hour's precipitation is forecast the wrong way round, 0…1.
    public var precipitationFlipChance: Double
    /// How much that chance grows per hour of lead.
    public var flipGrowthPerHour: Double

    /// Creates a skill; every error defaults to none.
    public init(
        temperatureBias: Double = 0, biasGrowthPerHour: Double = 0, temperatureNoise: Double = 0,
        noiseGrowthPerHour: Double = 0, precipitationFlipChance: Double = 0, flipGrowthPerHour: Double = 0
    ) {
        self.temperatureBias = temperatureBias
        self.biasGrowthPerHour = biasGrowthPerHour
        self.temperatureNoise = temperatureNoise
        self.noiseGrowthPerHour = noiseGrowthPerHour
        self.precipitationFlipChance = precipitationFlipChance
        self.flipGrowthPerHour = flipGrowthPerHour
    }

    /// No error at all: the forecast is the atmosphere.
    public static let perfect = SandboxForecastSkill()

    /// The standard deviation of the temperature's error `lead` hours ahead, °C.
    public func noise(atLead lead: Double) -> Double { max(0, temperatureNoise + noiseGrowthPerHour * lead) }
    /// The temperature's bias `lead` hours ahead, °C.
    public func bias(atLead lead: Double) -> Double { temperatureBias + biasGrowthPerHour * lead }
    /// The chance that an hour's precipitation is forecast the wrong way round `lead` hours ahead, 0…1.
    public func flipChance(atLead lead: Double) -> Double {
        min(1, max(0, precipitationFlipChance + flipGrowthPerHour * lead))
    }
}

/// The forecast skill of each stand-in, by the identifier of the service it stands in for. The stand-ins whose
/// hourly forecasts carry a skill are OpenWeather's (One Call), Open-Meteo's (forecast) and MET Norway's
/// (Locationforecast); the others forecast the atmosphere exactly.
///
/// ``perfect``, the transport's default, keeps every body as it always was. ``documented`` gives each a
/// different skill, best first:
///
/// | Stand-in | Bias | Bias growth | Noise at 1 h | Noise growth | Flip at 1 h | Flip growth |
/// | --- | --- | --- | --- | --- | --- | --- |
/// | Open-Meteo (`open-meteo`) | +0.1 °C | 0 | 0.5 °C | 0.02 °C/h | 3 % | 0.1 %/h |
/// | MET Norway (`metno`) | −0.4 °C | 0 | 0.7 °C | 0.03 °C/h | 5 % | 0.2 %/h |
/// | OpenWeather (`openweather`) | +0.8 °C | 0.005 °C/h | 1.0 °C | 0.04 °C/h | 8 % | 0.3 %/h |
public struct SandboxForecastSkills: Hashable, Sendable {
    /// The skills given, by service; a service without one forecasts perfectly.
    public var skills: [ProviderID: SandboxForecastSkill]

    /// Creates the skills; every service not named forecasts perfectly.
    public init(_ skills: [ProviderID: SandboxForecastSkill] = [:]) {
        self.skills = skills
    }

    /// The skill of the stand-in for `service`: ``SandboxForecastSkill/perfect`` unless one was given.
    public subscript(service: ProviderID) -> SandboxForecastSkill {
        get { skills[service] ?? .perfect }
        set { skills[service] = newValue }
    }

    /// Every stand-in forecasts the atmosphere exactly (the default).
    public static let perfect = SandboxForecastSkills()

    /// The documented skills of the table above: Open-Meteo best, MET Norway next, OpenWeather last.
    public static let documented = SandboxForecastSkills([
        "openweather": SandboxForecastSkill(
            temperatureBias: 0.8, biasGrowthPerHour: 0.005, temperatureNoise: 1.0, noiseGrowthPerHour: 0.04,
            precipitationFlipChance: 0.08, flipGrowthPerHour: 0.003),
        "open-meteo": SandboxForecastSkill(
            temperatureBias: 0.1, temperatureNoise: 0.5, noiseGrowthPerHour: 0.02, precipitationFlipChance: 0.03,
            flipGrowthPerHour: 0.001),
        "metno": SandboxForecastSkill(
            temperatureBias: -0.4, temperatureNoise: 0.7, noiseGrowthPerHour: 0.03, precipitationFlipChance: 0.05,
            flipGrowthPerHour: 0.002),
    ])
}

/// A stand-in's skill applied to the samples it forecasts: set on a ``WeatherGenerator/Sampler``.
package struct ForecastError: Sendable {
    /// The stand-in's skill.
    package var skill: SandboxForecastSkill
    /// When the forecast is issued (the transport's now), Unix seconds.
    package var issuedAt: Int
    /// A number of the service, so two stand-ins with the same skill err differently.
    package var service: UInt64
    /// The generator's seed.
    package var seed: UInt64

    /// `sample` as the stand-in forecasts it: unchanged at or before ``issuedAt``.
    package func apply(to sample: WeatherSample) -> WeatherSample {
        guard sample.time > issuedAt, skill != .perfect else { return sample }
        let lead = Double(sample.time - issuedAt) / 3600
        let issuedHour = UInt64(bitPattern: Int64(issuedAt / 3600))
        let hour = UInt64(bitPattern: Int64(sample.time))
        var random = SplitMix64(seed: SplitMix64.hash(seed, service ^ 0xF0_2EC4, SplitMix64.hash(issuedHour, hour, 1)))
        // Box–Muller: a standard normal from two uniforms.
        let first = max(Double.random(in: 0..<1, using: &random), .leastNonzeroMagnitude)
        let second = Double.random(in: 0..<1, using: &random)
        let normal = (-2 * log(first)).squareRoot() * cos(2 * .pi * second)
        let offset = skill.bias(atLead: lead) + skill.noise(atLead: lead) * normal
        var forecast = sample
        forecast.temperature += offset
        forecast.apparentTemperature += offset
        forecast.dewPoint = min(forecast.temperature, forecast.dewPoint + offset)
        if Double.random(in: 0..<1, using: &random) < skill.flipChance(atLead: lead) {
            if sample.precipitation >= 0.1 {
                forecast.rain = 0
                forecast.snow = 0
                forecast.precipitationChance = min(sample.precipitationChance, 0.2)
            } else {
                if forecast.temperature > 1 { forecast.rain = 0.6 } else { forecast.snow = 0.6 }
                forecast.precipitationChance = max(sample.precipitationChance, 0.7)
            }
        }
        return forecast
    }
}
