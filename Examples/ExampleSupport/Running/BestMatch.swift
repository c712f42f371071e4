import Foundation
import WeatherModels
import WeatherProviders

extension ExampleContext {
    /// The best match for `name` among up to five places `geocoder` finds, announcing, when several share the
    /// name, which one is used and how to see the others: the same words in every example.
    ///
    /// - Throws: ``ExampleFailure`` (exit status 1) when nothing matches; the geocoder's errors.
    package func bestMatch(for name: String, in geocoder: any PlaceSearching) async throws -> Place {
        let matches = try await geocoder.places(matching: name, limit: 5)
        guard let match = matches.first else {
            throw ExampleFailure(formatter.example("support.noPlace", name))
        }
        announceChoice(of: match, among: matches.count, for: name)
        return match
    }

    /// Says which place is used for `name` when `count` places share it, and how to see them all.
    package func announceChoice(of place: Place, among count: Int, for name: String) {
        guard count > 1 else { return }
        console.notice(
            formatter.example(
                "support.ambiguous", String(count), name, formatter.place(place), "\(commandPrefix)search \(name)"))
    }
}
