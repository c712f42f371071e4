import Foundation
import Testing

@testable import WeatherProviders

/// `trimmingWhitespace()` removes what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` removes.
@Suite struct StringTrimmingTests {
    @Test(arguments: [
        "", " ", "Sunny", "Patchy rain nearby ", "  Light snow\n", "\t\r\n", "\u{00A0}Fog\u{3000}",
        "\u{2028}Mist\u{0085}",
        "a b", " é ", "Heavy\u{2003}rain", "\u{200B}zero width\u{200B}", "🌧 ",
    ])
    func matchesFoundation(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
