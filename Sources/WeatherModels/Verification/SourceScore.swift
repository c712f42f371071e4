import Foundation

/// How well one source forecast one place at one lead time: the temperature's mean absolute error and bias,
/// and how often it caught the hours with precipitation and how often it cried wolf.
///
/// ``ForecastVerifier`` computes scores from recorded samples and observations; a `VerificationStore` returns
/// them for a place with `scores(for:now:)`.
///
/// ```swift
/// import WeatherModels
///
/// func describe(_ score: SourceScore) -> String {
///     guard score.confidence != .tooFewSamples else { return "\(score.source): too few samples" }
///     return "\(score.source) at \(score.leadTime): ±\(score.temperatureMeanAbsoluteError) °C"
/// }
/// ```
public struct SourceScore: Hashable, Sendable, Codable {
    /// The source scored.
    public var source: ProviderID
    /// The place scored.
    public var placeKey: String
    /// The lead-time bucket.
    public var leadTime: LeadTime
    /// The samples paired with an observation.
    public var samples: Int
    /// The mean of |forecast − observed| temperature, °C; 0 without samples.
    public var temperatureMeanAbsoluteError: Double
    /// The mean of forecast − observed temperature, °C: positive when the source runs warm; 0 without samples.
    public var temperatureBias: Double
    /// The samples whose observation said whether it was wet (some observations do not).
    public var precipitationSamples: Int
    /// Of the wet hours, the share the source forecast wet (the probability of detection), 0…1; `nil` when
    /// no observed hour was wet.
    public var precipitationHitRate: Double?
    /// Of the hours the source forecast wet, the share that stayed dry (the false-alarm ratio), 0…1; `nil`
    /// when it never forecast a wet hour.
    public var precipitationFalseAlarmRate: Double?

    /// Creates a score.
    public init(
        source: ProviderID, placeKey: String, leadTime: LeadTime, samples: Int, temperatureMeanAbsoluteError: Double,
        temperatureBias: Double, precipitationSamples: Int = 0, precipitationHitRate: Double? = nil,
        precipitationFalseAlarmRate: Double? = nil
    ) {
        self.source = source
        self.placeKey = placeKey
        self.leadTime = leadTime
        self.samples = samples
        self.temperatureMeanAbsoluteError = temperatureMeanAbsoluteError
        self.temperatureBias = temperatureBias
        self.precipitationSamples = precipitationSamples
        self.precipitationHitRate = precipitationHitRate
        self.precipitationFalseAlarmRate = precipitationFalseAlarmRate
    }

    /// How far the numbers can be trusted, from the number of samples alone.
    public var confidence: Confidence { Confidence(samples: samples) }

    /// How far a score can be trusted, from its sample count: below ``minimumSamples`` (30) too few to
    /// judge, below ``goodSamples`` (100) low, from then on good.
    ///
    /// Thirty paired hours is about the least from which a mean error says more about the source than about
    /// the hours it happened to meet; a hundred covers several weather situations. Neither says that the
    /// observations themselves are right.
    public enum Confidence: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
        /// Fewer than ``minimumSamples`` samples: do not compare or rank on it.
        case tooFewSamples
        /// ``minimumSamples`` to ``goodSamples`` − 1 samples: a hint.
        case low
        /// ``goodSamples`` or more.
        case good

        /// The fewest samples a score needs to be judged at all: 30.
        public static let minimumSamples = 30
        /// The samples from which a score's confidence is good: 100.
        public static let goodSamples = 100

        /// The confidence of a score over `samples` samples.
        public init(samples: Int) {
            self = samples < Self.minimumSamples ? .tooFewSamples : samples < Self.goodSamples ? .low : .good
        }

        /// Too few first, good last.
        public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }
}
