import Foundation
import WeatherModels

/// The order in which a composite provider asks its sources: as given (the default), or by their scores at the
/// place (`VerificationStore`), only when asked.
///
/// By score, the sources whose score at ``lead`` has at least `SourceScore.Confidence.minimumSamples` samples
/// come first, lowest temperature error first; the others follow in the given order. The source that answers
/// says why it was chosen in `WeatherSource/selectionReason`. When the scores cannot be read, the given order
/// is kept and the reason says so.
///
/// ```swift
/// import Foundation
/// import WeatherProviders
///
/// func bestFirst(store: any VerificationStore) -> FailoverWeatherProvider {
///     FailoverWeatherProvider(
///         [OpenMeteoClient(), METNorwayClient(userAgent: "MyApp/1.0 me@example.com")],
///         order: .byScore(in: store, sources: [.openMeteo, .metNorway]))
/// }
/// ```
public struct SourceOrder: Sendable {
    /// The verification store the scores come from; `nil` for the given order.
    public let store: (any VerificationStore)?
    /// The identifier of each source, in the order the composite was given them.
    public let sources: [ProviderID]
    /// The lead time whose scores decide.
    public let lead: LeadTime
    /// How far back the scores look.
    public let window: TimeInterval
    /// The current date.
    public let now: @Sendable () -> Date

    /// The order the sources were given in (the default): no store is read.
    public static let given = SourceOrder(
        store: nil, sources: [], lead: .oneDay, window: VerificationLimits.horizon, now: { Date() })

    /// By score at the place: `sources[i]` names the composite's `i`th source (for `FillingWeatherProvider`,
    /// its `i`th fill-in).
    ///
    /// - Parameters:
    ///   - store: Where the scores are kept.
    ///   - sources: One identifier per source, in the composite's order; a composite with another number of
    ///     sources keeps its given order, and says so.
    ///   - lead: The lead time whose temperature error decides. Default a day ahead.
    ///   - window: How far back the scores look. Default `VerificationLimits.horizon` (90 days).
    ///   - now: The current date.
    public static func byScore(
        in store: any VerificationStore, sources: [ProviderID], lead: LeadTime = .oneDay,
        window: TimeInterval = VerificationLimits.horizon, now: @escaping @Sendable () -> Date = { Date() }
    ) -> SourceOrder {
        SourceOrder(store: store, sources: sources, lead: lead, window: window, now: now)
    }

    /// Whether this order reads scores.
    public var isByScore: Bool { store != nil }

    /// The indices of `count` sources in the order to ask them at `coordinate`, each with why it is where it
    /// is (`nil` reasons for the given order).
    func arrange(count: Int, at coordinate: Coordinate) async -> [(index: Int, reason: String?)] {
        guard let store else { return (0..<count).map { ($0, nil) } }
        guard sources.count == count else {
            return (0..<count).map {
                ($0, "given order: \(sources.count) source identifiers for \(count) sources, so no ranking")
            }
        }
        let placeKey = VerifyingWeatherProvider.placeKey(for: coordinate)
        guard let scores = try? await store.scores(for: placeKey, now: now(), over: window) else {
            return (0..<count).map { ($0, "given order: the scores could not be read") }
        }
        let atLead = scores.filter { $0.leadTime == lead }
        func score(_ index: Int) -> SourceScore? { atLead.first { $0.source == sources[index] } }
        let ranked = (0..<count).filter { score($0).map { $0.confidence != .tooFewSamples } ?? false }
            .sorted { (score($0)?.temperatureMeanAbsoluteError ?? 0) < (score($1)?.temperatureMeanAbsoluteError ?? 0) }
        let unranked = (0..<count).filter { !ranked.contains($0) }
        var order: [(index: Int, reason: String?)] = []
        for (rank, index) in ranked.enumerated() {
            guard let score = score(index) else { continue }
            let error = (score.temperatureMeanAbsoluteError * 10).rounded() / 10
            order.append(
                (
                    index,
                    "ranked \(rank + 1) of \(ranked.count) by temperature error \(lead) ahead here: "
                        + "\(error) °C over \(score.samples) samples"
                ))
        }
        for index in unranked {
            let samples = score(index)?.samples ?? 0
            order.append(
                (
                    index,
                    "not ranked: \(samples) samples \(lead) ahead here, fewer than "
                        + "\(SourceScore.Confidence.minimumSamples); asked after the ranked sources"
                ))
        }
        return order
    }
}
