import Foundation
import Testing

@testable import WeatherNetworking

/// Every recorded provider body decodes to the same values with both decoders.
@Suite struct WeatherJSONDecoderDifferentialTests {
    @Test func fixturesAreFound() {
        #expect(JSONFixtures.paths.count >= 40)
        #expect(JSONFixtures.paths.contains("openweather/onecall3/nairobi-kenya-default-units.json"))
    }

    @Test(arguments: JSONFixtures.paths)
    func fixtureDecodesLikeFoundation(path: String) throws {
        let data = try JSONFixtures.data(path)
        let fast = try WeatherJSONDecoder().decode(JSONValue.self, from: data)
        let foundation = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(fast == foundation)
        let fastSample = DecodeOutcome { try WeatherJSONDecoder().decode(SampleBody.self, from: data) }
        let foundationSample = DecodeOutcome { try JSONDecoder().decode(SampleBody.self, from: data) }
        #expect(fastSample.failed == foundationSample.failed)
        if !fastSample.failed {
            #expect(fastSample == foundationSample)
        }
    }

    @Test(arguments: JSONFixtures.paths)
    func failuresNameTheSamePath(path: String) throws {
        // Decoding any fixture as the sample body either works with both or fails at the same place.
        let data = try JSONFixtures.data(path)
        let fastError = #expect(throws: (any Error).self) {
            try WeatherJSONDecoder().decode(Mismatched.self, from: data)
        }
        let foundationError = #expect(throws: (any Error).self) {
            try JSONDecoder().decode(Mismatched.self, from: data)
        }
        #expect(fastError.map(Self.shape) == foundationError.map(Self.shape))
    }

    /// A type no fixture matches: every object lacks `"no such key"`, and no array holds it.
    struct Mismatched: Decodable {
        var value: Int

        enum CodingKeys: String, CodingKey {
            case value = "no such key"
        }
    }

    /// The case and coding path of a `DecodingError`, which both decoders must agree on.
    static func shape(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at \(path(context))"
        case .valueNotFound(_, let context): return "valueNotFound at \(path(context))"
        case .typeMismatch(_, let context): return "typeMismatch at \(path(context))"
        case .dataCorrupted(let context): return "dataCorrupted at \(path(context))"
        @unknown default: return "unknown"
        }
    }
}
