/// Conversions between `Duration` and seconds as a `Double`, for date arithmetic and for the
/// intervals of Foundation and C APIs.
extension Duration {
    /// The duration in seconds as a `Double`.
    package var secondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A duration from a number of seconds, clamped to a non-negative, representable range.
    package static func secondsValue(_ seconds: Double) -> Duration {
        guard seconds.isFinite, seconds > 0 else { return .zero }
        return .nanoseconds(Int64(min(seconds, 9e9) * 1e9))
    }
}
