import Foundation

extension WeatherCondition {
    /// The condition described by free text, such as freetestapi's `"Partly Cloudy"` or
    /// `"Rain showers"`, or ``unknown`` when the text names no condition.
    ///
    /// The match ignores case and extra spaces. It knows common English phrases, every
    /// condition's ``description`` and raw value; other text is matched by keyword
    /// ("thunder", "snow", "rain", "cloud", …).
    ///
    /// For example, `"Scattered clouds"` is ``partlyCloudy``.
    package init(text: String) {
        if let condition = PhraseTable.shared.condition(for: text) {
            self = condition
            return
        }
        let normalized = Self.normalized(text)
        if let condition = Self.phrases[normalized] {
            self = condition
        } else if let condition = Self.allCases.first(where: {
            $0.rawValue.lowercased() == normalized.replacingOccurrences(of: " ", with: "")
                || $0.description.lowercased() == normalized
        }) {
            self = condition
        } else {
            self = Self.keywords.first(where: { normalized.contains($0.keyword) })?.condition ?? .unknown
        }
    }

    /// `text` lower-cased, with `_` as a space and runs of whitespace as one space, trimmed.
    ///
    /// Plain ASCII phrases that are already single-spaced (what providers send) skip the
    /// Foundation string calls, which are slow on Linux.
    static func normalized(_ text: String) -> String {
        let lowered = text.lowercased()
        var previousWasSpace = true
        var isSimple = true
        for byte in lowered.utf8 {
            switch byte {
            case 0x20:
                if previousWasSpace { isSimple = false }
                previousWasSpace = true
            case 0x09...0x0D, UInt8(ascii: "_"), 0x80...:
                isSimple = false
            default:
                previousWasSpace = false
            }
            if !isSimple { break }
        }
        if isSimple && !previousWasSpace {
            return lowered
        }
        return lowered.replacingOccurrences(of: "_", with: " ")
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }

    /// Whole phrases that providers send, lower-cased.
    package static let phrases: [String: WeatherCondition] = [
        "sunny": .clear, "clear": .clear, "clear sky": .clear, "fair": .clear,
        "mainly clear": .mostlyClear, "mostly clear": .mostlyClear, "mostly sunny": .mostlyClear,
        "few clouds": .mostlyClear,
        "partly cloudy": .partlyCloudy, "partly sunny": .partlyCloudy, "scattered clouds": .partlyCloudy,
        "broken clouds": .mostlyCloudy, "mostly cloudy": .mostlyCloudy,
        "cloudy": .cloudy, "overcast": .cloudy, "overcast clouds": .cloudy,
        "fog": .foggy, "foggy": .foggy, "mist": .foggy, "misty": .foggy,
        "haze": .haze, "hazy": .haze, "smog": .haze, "smoke": .smoky, "smoky": .smoky,
        "dust": .blowingDust, "sand": .blowingDust, "sandstorm": .blowingDust, "dust storm": .blowingDust,
        "drizzle": .drizzle, "light drizzle": .drizzle,
        "rain": .rain, "rainy": .rain, "light rain": .rain, "moderate rain": .rain, "showers": .rain,
        "rain showers": .rain, "shower rain": .rain, "light rain showers": .rain,
        "heavy rain": .heavyRain, "heavy rain showers": .heavyRain, "torrential rain": .heavyRain,
        "freezing drizzle": .freezingDrizzle, "freezing rain": .freezingRain,
        "sleet": .sleet, "ice pellets": .sleet, "rain and snow": .wintryMix, "wintry mix": .wintryMix,
        "flurries": .flurries, "light snow": .flurries, "snow": .snow, "snowy": .snow, "snow showers": .snow,
        "heavy snow": .heavySnow, "blowing snow": .blowingSnow, "blizzard": .blizzard, "hail": .hail,
        "thunderstorm": .thunderstorms, "thunderstorms": .thunderstorms, "stormy": .thunderstorms,
        "thunder": .thunderstorms, "isolated thunderstorms": .isolatedThunderstorms,
        "scattered thunderstorms": .scatteredThunderstorms, "severe thunderstorms": .strongStorms,
        "tornado": .tornado, "hurricane": .hurricane, "typhoon": .hurricane, "tropical storm": .tropicalStorm,
        "squalls": .squalls, "squall": .squalls, "breezy": .breezy, "windy": .windy, "wind": .windy,
        "hot": .hot, "cold": .frigid, "frigid": .frigid,
    ]

    /// Keywords tried in order when no whole phrase matches; the more specific come first.
    private static let keywords: [(keyword: String, condition: WeatherCondition)] = [
        ("tornado", .tornado), ("hurricane", .hurricane), ("thunder", .thunderstorms), ("storm", .thunderstorms),
        ("blizzard", .blizzard), ("freezing rain", .freezingRain), ("freezing drizzle", .freezingDrizzle),
        ("hail", .hail), ("sleet", .sleet), ("ice pellets", .sleet), ("heavy snow", .heavySnow),
        ("snow", .snow), ("drizzle", .drizzle), ("heavy rain", .heavyRain), ("rain", .rain), ("shower", .rain),
        ("fog", .foggy), ("mist", .foggy), ("smoke", .smoky), ("dust", .blowingDust), ("sand", .blowingDust),
        ("haze", .haze), ("smog", .haze), ("overcast", .cloudy), ("partly", .partlyCloudy),
        ("cloud", .cloudy), ("sun", .clear), ("clear", .clear), ("wind", .windy),
    ]
}

/// ``WeatherCondition/phrases`` as an open-addressing table over the text's lower-cased bytes.
///
/// Providers send the same few phrases thousands of times; this finds an ASCII, single-spaced
/// phrase without lower-casing it into a new string or hashing it with `Hasher`. Anything else
/// (other scripts, tabs, underscores, double spaces) returns `nil` and takes the general path.
private struct PhraseTable: Sendable {
    static let shared = PhraseTable(WeatherCondition.phrases)

    private struct Entry: Sendable {
        let bytes: [UInt8]
        let condition: WeatherCondition
    }

    private let slots: [Entry?]
    private let mask: Int

    private init(_ phrases: [String: WeatherCondition]) {
        var size = 16
        while size < phrases.count * 4 { size *= 2 }
        var slots = [Entry?](repeating: nil, count: size)
        for (phrase, condition) in phrases {
            let bytes = Array(phrase.utf8)
            var slot = Int(truncatingIfNeeded: Self.hash(bytes)) & (size - 1)
            while slots[slot] != nil { slot = (slot + 1) & (size - 1) }
            slots[slot] = Entry(bytes: bytes, condition: condition)
        }
        self.slots = slots
        mask = size - 1
    }

    /// FNV-1a over bytes that are already lower case.
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    func condition(for text: String) -> WeatherCondition? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var previousWasSpace = true
        var count = 0
        for byte in text.utf8 {
            switch byte {
            case 0x20:
                if previousWasSpace { return nil }
                previousWasSpace = true
            case 0x21...0x7E where byte != UInt8(ascii: "_"):
                previousWasSpace = false
            default:
                return nil
            }
            hash = (hash ^ UInt64(Self.lowercased(byte))) &* 0x100_0000_01b3
            count += 1
        }
        guard !previousWasSpace else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let entry = slots[slot] {
            if entry.bytes.count == count, text.utf8.elementsEqual(entry.bytes, by: { Self.lowercased($0) == $1 }) {
                return entry.condition
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
