import Foundation
import WeatherCore
import WeatherModels
import WeatherProviders

/// A `PlaceSearching` that answers from a table and records every search and lookup, for testing a search
/// screen or anything else that takes a geocoder.
///
/// ```swift
/// import Testing
/// import WeatherModels
///
/// @Test func search() async throws {
///     let berlin = Place(id: "2950159", name: "Berlin", coordinate: try Coordinate(latitude: 52.52, longitude: 13.405))
///     let bern = Place(id: "2661552", name: "Bern", coordinate: try Coordinate(latitude: 46.948, longitude: 7.447))
///     let searcher = StubPlaceSearcher(results: ["Ber": [berlin, bern]], nearest: berlin)
///     searcher.fail("Paris", with: WeatherError(.network, message: "offline"))
///     _ = try await searcher.places(matching: "Ber", limit: 1)   // [berlin]: `limit` is applied
///     _ = try await searcher.place(at: berlin.coordinate)        // berlin
///     #expect(searcher.queries == ["Ber"])
/// }
/// ```
///
/// A query with no entry finds nothing. An answer closure (``answer(_:_:)``) can wait, to act out a slow
/// network, or compute its places.
public final class StubPlaceSearcher: PlaceSearching {
    /// How the searcher answers a query: the query and the limit asked for give the places.
    public typealias SearchAnswer = @Sendable (_ query: String, _ limit: Int) async throws -> [Place]

    private struct State {
        var answers: [String: SearchAnswer]
        var nearest: @Sendable (Coordinate) async throws -> Place?
        var queries: [String] = []
        var limits: [Int] = []
        var lookups: [Coordinate] = []
    }

    private let state: Locked<State>

    /// Creates a searcher that finds `results[query]` (at most the limit asked for) and names every
    /// coordinate `nearest`.
    public init(results: [String: [Place]] = [:], nearest: Place? = nil) {
        state = Locked(
            State(
                answers: results.mapValues { places in { _, limit in Array(places.prefix(limit)) } },
                nearest: { _ in nearest }))
    }

    /// Answers later searches for `query` with `answer(query, limit)`.
    public func answer(_ query: String, _ answer: @escaping SearchAnswer) {
        state.withLock { $0.answers[query] = answer }
    }

    /// Answers later searches for `query` with `places` (at most the limit asked for).
    public func answer(_ query: String, with places: [Place]) {
        answer(query) { _, limit in Array(places.prefix(limit)) }
    }

    /// Fails later searches for `query` with `error`.
    public func fail(_ query: String, with error: any Error) {
        answer(query) { _, _ in throw error }
    }

    /// Answers later lookups with `answer(coordinate)`: a fixed place, `nil`, or an error.
    public func answerLookups(_ answer: @escaping @Sendable (Coordinate) async throws -> Place?) {
        state.withLock { $0.nearest = answer }
    }

    /// Every query searched for so far, in order.
    public var queries: [String] { state.current.queries }

    /// The limit of every search so far, in order.
    public var limits: [Int] { state.current.limits }

    /// Every coordinate looked up with ``place(at:)`` so far, in order.
    public var lookups: [Coordinate] { state.current.lookups }

    /// Records the search and answers it from the table; a query without an entry finds nothing.
    public func places(matching query: String, limit: Int) async throws -> [Place] {
        let answer = state.withLock { state -> SearchAnswer? in
            state.queries.append(query)
            state.limits.append(limit)
            return state.answers[query]
        }
        return try await answer?(query, limit) ?? []
    }

    /// Records the lookup and answers it as scripted.
    public func place(at coordinate: Coordinate) async throws -> Place? {
        let answer = state.withLock { state in
            state.lookups.append(coordinate)
            return state.nearest
        }
        return try await answer(coordinate)
    }
}
