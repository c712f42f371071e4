import Foundation

/// The colours WeatherUI draws text in, beyond the system's label colours, as sRGB values for the light and dark
/// appearance, with the backgrounds each is drawn on: a test computes their contrast (WCAG 2: at least 4.5:1 for
/// text), so a colour that would be hard to read cannot be chosen by accident.
///
/// The views turn a ``Pair`` into a `Color` that follows the appearance; the system's own orange and teal are not
/// used for text, since neither reaches 4.5:1 on a light background (about 2:1 and 2.6:1).
package enum WeatherPalette {
    /// A colour in sRGB, each component from 0 to 1.
    package struct RGB: Sendable, Hashable {
        package var red: Double
        package var green: Double
        package var blue: Double

        /// A colour from its 24-bit hexadecimal value, such as `0xA34700`.
        package init(hex: UInt32) {
            red = Double((hex >> 16) & 0xFF) / 255
            green = Double((hex >> 8) & 0xFF) / 255
            blue = Double(hex & 0xFF) / 255
        }

        /// `self` drawn with `opacity` over `background`.
        package func drawn(over background: RGB, opacity: Double) -> RGB {
            func mix(_ top: Double, _ bottom: Double) -> Double { top * opacity + bottom * (1 - opacity) }
            var result = background
            result.red = mix(red, background.red)
            result.green = mix(green, background.green)
            result.blue = mix(blue, background.blue)
            return result
        }

        /// The relative luminance (WCAG 2), from 0 for black to 1 for white.
        package var luminance: Double {
            func linear(_ component: Double) -> Double {
                component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// The contrast ratio (WCAG 2) between `self` and `other`, from 1 to 21.
        package func contrast(with other: RGB) -> Double {
            let lighter = max(luminance, other.luminance)
            let darker = min(luminance, other.luminance)
            return (lighter + 0.05) / (darker + 0.05)
        }
    }

    /// A colour for each appearance.
    package struct Pair: Sendable, Hashable {
        package var light: RGB
        package var dark: RGB
    }

    /// A text colour with the backgrounds it is drawn on, in each appearance.
    package struct TextUse: Sendable {
        /// What the text is.
        package var name: String
        /// Its colour.
        package var text: Pair
        /// The backgrounds it is drawn on in the light appearance.
        package var lightBackgrounds: [RGB]
        /// The backgrounds it is drawn on in the dark appearance.
        package var darkBackgrounds: [RGB]
    }

    // MARK: - Backgrounds

    /// The page backgrounds text sits on: the system background, the grouped list's cells and backgrounds, and
    /// the thin material of the forecast sections (measured on white and black pages).
    package static let lightPages = [0xFFFFFF, 0xF2F2F7, 0xEFEFF0].map(RGB.init(hex:))
    /// The page backgrounds of the dark appearance.
    package static let darkPages = [0x000000, 0x1C1C1E, 0x2C2C2E, 0x3A3A3C].map(RGB.init(hex:))

    // MARK: - Colours

    /// The sandbox and saved-weather badge: its text and symbol.
    package static let badge = Pair(light: RGB(hex: 0xA34700), dark: RGB(hex: 0xFFB547))
    /// The badge's capsule, drawn at ``badgeTintOpacity`` behind its text.
    package static let badgeTint = Pair(light: RGB(hex: 0xFF9500), dark: RGB(hex: 0xFF9F0A))
    /// How opaque the badge's capsule is.
    package static let badgeTintOpacity = 0.15
    /// The chance of precipitation under an hour or a day.
    package static let precipitation = Pair(light: RGB(hex: 0x00707A), dark: RGB(hex: 0x5CCFDB))
    /// The error banner's background, drawn at ``errorTintOpacity`` behind the primary label colour.
    package static let errorTint = Pair(light: RGB(hex: 0xFF3B30), dark: RGB(hex: 0xFF453A))
    /// How opaque the error banner's background is.
    package static let errorTintOpacity = 0.12
    /// The system's primary label colour in each appearance, which the error banner's text uses.
    package static let primaryLabel = Pair(light: RGB(hex: 0x000000), dark: RGB(hex: 0xFFFFFF))

    /// Every text colour WeatherUI chooses, with the backgrounds it is drawn on.
    package static var textUses: [TextUse] {
        [
            TextUse(
                name: "badge", text: badge,
                lightBackgrounds: lightPages.map { badgeTint.light.drawn(over: $0, opacity: badgeTintOpacity) },
                darkBackgrounds: darkPages.map { badgeTint.dark.drawn(over: $0, opacity: badgeTintOpacity) }),
            TextUse(
                name: "precipitation chance", text: precipitation, lightBackgrounds: lightPages,
                darkBackgrounds: darkPages),
            TextUse(
                name: "error banner", text: primaryLabel,
                lightBackgrounds: lightPages.map { errorTint.light.drawn(over: $0, opacity: errorTintOpacity) },
                darkBackgrounds: darkPages.map { errorTint.dark.drawn(over: $0, opacity: errorTintOpacity) }),
        ]
    }
}
