/// The moon's phase by name, as weather apps show it.
///
/// ```swift
/// MoonPhase(fraction: 0.5)   // .full
/// MoonPhase(fraction: 0.3)   // .waxingGibbous
/// ```
public enum MoonPhase: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// New moon: the disc is dark.
    case new
    /// Waxing crescent: a sliver, growing.
    case waxingCrescent
    /// First quarter: half lit, growing.
    case firstQuarter
    /// Waxing gibbous: more than half lit, growing.
    case waxingGibbous
    /// Full moon.
    case full
    /// Waning gibbous: more than half lit, shrinking.
    case waningGibbous
    /// Last quarter: half lit, shrinking.
    case lastQuarter
    /// Waning crescent: a sliver, shrinking.
    case waningCrescent

    /// The phase for a fraction of the lunar cycle (0 and 1 new moon, 0.25 first quarter, 0.5 full, 0.75
    /// last quarter). The four principal phases each cover the day around their instant (±1/59 of the
    /// cycle, about half a day either side), as almanacs name them; the others fill the spans between.
    public init(fraction: Double) {
        let turn = fraction.isFinite ? fraction - fraction.rounded(.down) : 0
        let margin = 1.0 / 59
        switch turn {
        case ..<margin: self = .new
        case ..<(0.25 - margin): self = .waxingCrescent
        case ..<(0.25 + margin): self = .firstQuarter
        case ..<(0.5 - margin): self = .waxingGibbous
        case ..<(0.5 + margin): self = .full
        case ..<(0.75 - margin): self = .waningGibbous
        case ..<(0.75 + margin): self = .lastQuarter
        case ..<(1 - margin): self = .waningCrescent
        default: self = .new
        }
    }

    /// The phase in English, such as "Waxing gibbous".
    public var description: String {
        switch self {
        case .new: "New moon"
        case .waxingCrescent: "Waxing crescent"
        case .firstQuarter: "First quarter"
        case .waxingGibbous: "Waxing gibbous"
        case .full: "Full moon"
        case .waningGibbous: "Waning gibbous"
        case .lastQuarter: "Last quarter"
        case .waningCrescent: "Waning crescent"
        }
    }
}
