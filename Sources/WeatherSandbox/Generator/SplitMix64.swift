import Foundation

/// SplitMix64: a tiny, fast, seedable generator whose output depends only on its seed, on every
/// platform. The sandbox never uses the system's random numbers, so its bodies are reproducible.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finaliser: scrambles `value` so nearby inputs give unrelated outputs.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A well-mixed hash of several words, in order.
    package static func hash(_ words: UInt64...) -> UInt64 {
        words.reduce(0x243F_6A88_85A3_08D3) { mix($0 ^ mix($1)) }
    }

    /// A hash of three words, without the array a variadic call allocates (the hot path).
    package static func hash(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        mix(mix(mix(0x243F_6A88_85A3_08D3 ^ mix(first)) ^ mix(second)) ^ mix(third))
    }

    /// A hash of several words mapped to a number in `0..<1`.
    package static func unit(_ words: UInt64...) -> Double {
        toUnit(words.reduce(0x243F_6A88_85A3_08D3) { mix($0 ^ mix($1)) })
    }

    /// A hash of three words mapped to a number in `0..<1` (the hot path).
    package static func unit(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> Double {
        toUnit(hash(first, second, third))
    }

    private static func toUnit(_ value: UInt64) -> Double {
        Double(value >> 11) / Double(UInt64(1) << 53)
    }
}
