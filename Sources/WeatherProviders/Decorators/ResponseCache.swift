import Foundation
import WeatherCore
import WeatherModels

/// The storage and fetch logic shared by the caching decorators: a bounded least-recently-used map from
/// keys to answers with their fetch time, plus optional coalescing of identical misses.
package final class ResponseCache<Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var fetchedAt: Date
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var useCounter: UInt64 = 0
    }

    private let state = Locked(State())
    private let inFlight = InFlightRequests<String, Timestamped<Value>>()
    private let now: @Sendable () -> Date
    private let source: @Sendable (Value) -> WeatherSource?
    /// The policy the cache applies.
    package let policy: CachePolicy

    /// Creates an empty cache applying `policy`, reading the time from `now` and the source of a
    /// value with `source`.
    package init(
        policy: CachePolicy, now: @escaping @Sendable () -> Date,
        source: @escaping @Sendable (Value) -> WeatherSource? = { _ in nil }
    ) {
        self.policy = policy
        self.now = now
        self.source = source
    }

    /// The number of answers held.
    package var count: Int { state.withLock { $0.entries.count } }

    /// Forgets every answer.
    package func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }

    /// The fresh answer for `key`, or a new one from `fetch`, or — when `fetch` fails — the stale answer
    /// the policy allows, flagged as stale.
    package func value(
        for key: String,
        timeToLive: Duration,
        fetch: @escaping @Sendable () async throws -> Value
    ) async throws -> Timestamped<Value> {
        if let cached = freshValue(for: key, timeToLive: timeToLive) {
            return cached
        }
        do {
            if policy.coalescesRequests {
                return try await inFlight.value(for: key) { try await self.refresh(key, fetch: fetch) }
            }
            return try await refresh(key, fetch: fetch)
        } catch {
            guard let fallback = staleFallback(for: key, after: error) else { throw Self.weatherError(error) }
            return fallback
        }
    }

    /// The answer for `key` when it is younger than `timeToLive`, without fetching anything.
    package func freshValue(for key: String, timeToLive: Duration) -> Timestamped<Value>? {
        guard let cached = entry(for: key), now().timeIntervalSince(cached.fetchedAt) < CachePolicy.seconds(timeToLive)
        else { return nil }
        return cached
    }

    /// Keeps `value`, fetched now, as the answer for `key`.
    package func insert(_ value: Value, for key: String) -> Timestamped<Value> {
        let fetchedAt = now()
        store(value, fetchedAt: fetchedAt, for: key)
        return Timestamped(value, fetchedAt: fetchedAt, source: source(value))
    }

    /// `error`, with a cancelled wait reported as `WeatherError` `.cancelled` like every other failure.
    static func weatherError(_ error: any Error) -> any Error {
        error is CancellationError
            ? WeatherError(.cancelled, message: "Cancelled while waiting for the weather.", underlying: error) : error
    }

    private func refresh(_ key: String, fetch: @Sendable () async throws -> Value) async throws -> Timestamped<Value> {
        insert(try await fetch(), for: key)
    }

    /// The expired answer for `key` flagged as stale, when the policy allows serving it after `error`.
    package func staleFallback(for key: String, after error: any Error) -> Timestamped<Value>? {
        guard policy.servesStaleOnFailure, !Task.isCancelled, !(error is CancellationError) else { return nil }
        let failure = error as? WeatherError
        if let code = failure?.code, code == .cancelled || code == .invalidInput { return nil }
        guard let stale = entry(for: key) else { return nil }
        if let limit = policy.maximumStaleAge, now().timeIntervalSince(stale.fetchedAt) > CachePolicy.seconds(limit) {
            return nil
        }
        return stale.servedAsFallback(
            because: failure
                ?? WeatherError(.network, message: "The upstream failed (\(type(of: error))).", underlying: error))
    }

    private func entry(for key: String) -> Timestamped<Value>? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.useCounter &+= 1
            entry.lastUse = state.useCounter
            state.entries[key] = entry
            return Timestamped(entry.value, fetchedAt: entry.fetchedAt, source: source(entry.value))
        }
    }

    private func store(_ value: Value, fetchedAt: Date, for key: String) {
        let capacity = max(policy.maximumEntries, 1)
        state.withLock { state in
            state.useCounter &+= 1
            state.entries[key] = Entry(value: value, fetchedAt: fetchedAt, lastUse: state.useCounter)
            while state.entries.count > capacity {
                guard let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { break }
                state.entries[oldest] = nil
            }
        }
    }
}
