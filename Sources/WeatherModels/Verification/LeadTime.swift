import Foundation

/// How far ahead a forecast looked, in one of the buckets scores are kept in: 1, 6, 24, 48 and 72 hours.
///
/// Each ``ForecastSample`` goes to the bucket nearest its lead (a 30-hour forecast counts as 24 hours, a
/// 40-hour one as 48); a lead exactly between two goes to the shorter.
public struct LeadTime: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The bucket's lead, in hours.
    public let hours: Int

    /// A bucket of `hours`; any whole number of hours is allowed, but only ``all`` are recorded and scored.
    public init(hours: Int) {
        self.hours = hours
    }

    /// One hour ahead.
    public static let oneHour = LeadTime(hours: 1)
    /// Six hours ahead.
    public static let sixHours = LeadTime(hours: 6)
    /// A day ahead.
    public static let oneDay = LeadTime(hours: 24)
    /// Two days ahead.
    public static let twoDays = LeadTime(hours: 48)
    /// Three days ahead.
    public static let threeDays = LeadTime(hours: 72)

    /// The buckets recorded and scored, shortest first.
    public static let all: [LeadTime] = [.oneHour, .sixHours, .oneDay, .twoDays, .threeDays]

    /// The bucket of ``all`` nearest `hours` (the shorter on a tie).
    public static func nearest(toHours hours: Double) -> LeadTime {
        guard hours.isFinite else { return .oneHour }
        var best = all[0]
        for bucket in all.dropFirst() where abs(Double(bucket.hours) - hours) < abs(Double(best.hours) - hours) {
            best = bucket
        }
        return best
    }

    /// Shorter leads first.
    public static func < (lhs: LeadTime, rhs: LeadTime) -> Bool { lhs.hours < rhs.hours }

    /// `24 h`.
    public var description: String { "\(hours) h" }
}
