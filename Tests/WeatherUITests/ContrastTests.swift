import Testing

import WeatherUI

@Suite("Colours: every text colour WeatherUI chooses reads at 4.5:1 or more in both appearances")
struct ContrastTests {
    @Test func theContrastFormulaGivesWCAGsFigures() {
        let white = WeatherPalette.RGB(hex: 0xFFFFFF)
        let black = WeatherPalette.RGB(hex: 0x000000)
        #expect(abs(white.contrast(with: black) - 21) < 0.001)
        #expect(white.contrast(with: white) == 1)
        // The system's orange and teal as text on white: the readings that made the palette necessary.
        #expect(WeatherPalette.RGB(hex: 0xFF9500).contrast(with: white) < 2.2)
        #expect(WeatherPalette.RGB(hex: 0x30B0C7).contrast(with: white) < 2.7)
    }

    @Test(arguments: WeatherPalette.textUses.map(\.name))
    func textReadsInTheLightAndDarkAppearance(name: String) throws {
        let use = try #require(WeatherPalette.textUses.first { $0.name == name })
        for background in use.lightBackgrounds {
            #expect(use.text.light.contrast(with: background) >= 4.5, "\(name), light, on \(background)")
        }
        for background in use.darkBackgrounds {
            #expect(use.text.dark.contrast(with: background) >= 4.5, "\(name), dark, on \(background)")
        }
    }
}
