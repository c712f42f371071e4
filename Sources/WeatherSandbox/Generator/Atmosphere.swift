import Foundation
import WeatherCore
import WeatherModels

/// The sandbox's one atmosphere: smooth fields over the whole globe and all time, read by every place, so
/// that neighbours share the same weather at the same moment as real neighbours do.
///
/// Each ``Field`` (the cloud, the rain, the temperature's swings, the wind, …) is a sum of a few waves with
/// the seed's fixed directions, wavelengths, speeds and phases. Every wave travels along its own direction,
/// and the whole pattern drifts east with ``drift``, so highs and lows, rain bands and mild spells pass from
/// one place to the next instead of coming and going in each place on its own. A wave is a plane wave of
/// three-dimensional space seen on the sphere, so the fields are smooth everywhere, across the date line
/// and at the poles included, and the shortest wavelength of a field bounds how fast it changes from one
/// place to the next.
///
/// A field's value at one place over a long time has the same distribution everywhere (the waves' phases
/// go round independently): about normal, mean 0, standard deviation 1. ``Local/noise(_:)`` squashes it
/// into −1…1 with the spread of the per-place noise the generator used before, and ``Local/uniform(_:)``
/// maps it to a value evenly spread over 0…1.
///
/// Evaluating a field costs one cosine per wave; nothing is laid out on a grid.
struct Atmosphere: Sendable {
    /// The Earth's mean radius, km.
    static let earthRadius = 6371.0
    /// How fast the whole pattern drifts east, radians of longitude an hour: 25 km/h at 45° latitude, the
    /// order of the westerlies that carry weather systems across the mid-latitudes.
    static let drift = 25 / (earthRadius * cos(Double.pi / 4))
    /// The waves of each field.
    static let wavesPerField = 8
    /// The speed that turns a wave's period into its wavelength, km/h: weather systems cross a place at a
    /// few tens of kilometres an hour, so a change over a day is a feature several hundred kilometres wide.
    static let systemSpeed = 35.0

    /// One smooth quantity of the atmosphere.
    enum Field: Int, CaseIterable, Sendable {
        /// The cloud's anomaly, quick and slow.
        case cloud, cloudSlow
        /// The rain's anomaly (where it crosses the season's threshold, it rains), quick and slow.
        case rain, rainSlow
        /// The temperature's swing from the normal, slow (passing air masses) and quick.
        case temperature, temperatureQuick
        /// The humidity's anomaly.
        case humidity
        /// The wind's strength and its turn from the prevailing direction.
        case wind, windDirection
        /// The sea-level pressure's anomaly.
        case pressure
        /// How gusty the wind is.
        case gust
        /// Where the rain of warm air turns to thunderstorms.
        case thunder
        /// How thick fog and mist are.
        case haze
        /// How stagnant the air is, which holds pollution.
        case stagnation

        /// The field's time scale at one place, hours: about how long it takes to go from one value to an
        /// unrelated one (the knot spacing of the per-place noise it replaces).
        var timeScale: Double {
            switch self {
            case .cloud: 10
            case .cloudSlow: 40
            case .rain: 6
            case .rainSlow: 36
            case .temperature: 60
            case .temperatureQuick: 14
            case .humidity: 20
            case .wind: 16
            case .windDirection: 30
            case .pressure: 50
            case .gust: 4
            case .thunder: 6
            case .haze: 6
            case .stagnation: 24
            }
        }
    }

    /// One wave: its wave vector in radians per radius (its length is 2π·radius/wavelength), how fast its
    /// phase turns, radians an hour, and its phase at the start of 1970.
    struct Wave: Sendable {
        var x: Double
        var y: Double
        var z: Double
        var frequency: Double
        var phase: Double
    }

    /// The waves, ``wavesPerField`` for each field in the order of ``Field``.
    let waves: [Wave]

    /// The atmosphere of the generator seeded with `seed`.
    ///
    /// A field's waves are drawn stratified: each takes its own share of the range of periods, of the
    /// range of own speeds and of the sphere's heights, at a random place within it (in three different
    /// orders), so that every seed's fields change at the same overall pace and rain as often on as many
    /// days; only where and when differ from seed to seed.
    init(seed: UInt64) {
        let count = Self.wavesPerField
        var waves: [Wave] = []
        waves.reserveCapacity(Field.allCases.count * count)
        for field in Field.allCases {
            var random = SplitMix64(seed: SplitMix64.hash(seed, UInt64(0xA7_305F_E4E), UInt64(field.rawValue)))
            /// A value in `0..<1` in the `stratum`th of `count` equal strata.
            func stratified(_ stratum: Int) -> Double {
                (Double(stratum) + Double.random(in: 0..<1, using: &random)) / Double(count)
            }
            for index in 0..<count {
                // A direction evenly spread over the sphere.
                let z = 2 * stratified(index * 5 % count) - 1
                let angle = Double.random(in: 0..<(2 * .pi), using: &random)
                let across = (1 - z * z).squareRoot()
                // Periods spread over a factor of e around the field's, as the place sees them.
                let period = 2.9 * field.timeScale * exp(stratified(index) - 0.5)
                let wavenumber = 2 * .pi * Self.earthRadius / (period * Self.systemSpeed)
                // The wave's own travel gives part of the change at a place; the drift, the rest.
                let frequency = 2 * .pi / period * (0.4 + 0.5 * stratified(index * 3 % count))
                waves.append(
                    Wave(
                        x: wavenumber * across * cos(angle), y: wavenumber * across * sin(angle), z: wavenumber * z,
                        frequency: frequency, phase: Double.random(in: 0..<(2 * .pi), using: &random)))
            }
        }
        self.waves = waves
    }

    /// The atmospheres made lately, by seed (making one takes a few microseconds; a sandbox makes a
    /// sampler for every place of a page).
    private static let made = Locked([UInt64: Atmosphere]())

    /// The atmosphere of `seed`, from ``made`` when it was made before.
    static func shared(seed: UInt64) -> Atmosphere {
        if let known = made.withLock({ $0[seed] }) { return known }
        let atmosphere = Atmosphere(seed: seed)
        made.withLock { made in
            if made.count >= 64 { made.removeAll(keepingCapacity: true) }
            made[seed] = atmosphere
        }
        return atmosphere
    }

    /// A place on the globe, as the atmosphere needs it.
    struct Place: Sendable {
        var cosLatitude: Double
        var sinLatitude: Double
        /// Radians.
        var longitude: Double

        /// The place at `latitude` and `longitude`, degrees.
        init(latitude: Double, longitude: Double) {
            let radians = latitude * .pi / 180
            cosLatitude = cos(radians)
            sinLatitude = sin(radians)
            self.longitude = longitude * .pi / 180
        }

        /// The place at `coordinate`.
        init(_ coordinate: Coordinate) {
            self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
    }

    /// The atmosphere at `place` at `hours` since 1970.
    func local(at place: Place, hours: Double) -> Local {
        // The place in the frame that drifts with the weather.
        let longitude = place.longitude - Self.drift * hours
        return Local(
            waves: waves, hours: hours, x: place.cosLatitude * cos(longitude), y: place.cosLatitude * sin(longitude),
            z: place.sinLatitude)
    }

    /// The atmosphere at one place and instant.
    struct Local {
        let waves: [Wave]
        let hours: Double
        /// The place on the unit sphere, in the frame that drifts with the weather.
        let x: Double
        let y: Double
        let z: Double

        /// The value of `field`: about normal, mean 0, standard deviation 1 over time.
        func value(_ field: Field) -> Double {
            let first = field.rawValue * Atmosphere.wavesPerField
            var sum = 0.0
            for index in first..<(first + Atmosphere.wavesPerField) {
                let wave = waves[index]
                sum += cos(wave.x * x + wave.y * y + wave.z * z - wave.frequency * hours + wave.phase)
            }
            // Each cosine's variance is ½.
            return sum * (2 / Double(Atmosphere.wavesPerField)).squareRoot()
        }

        /// The value of `field` squashed into −1…1, with a standard deviation of about 0.5 (that of the
        /// per-place value noise the generator used before, so its weights keep their meaning).
        func noise(_ field: Field) -> Double {
            tanh(0.65 * value(field))
        }

        /// The value of `field` mapped to 0…1, evenly spread over time.
        func uniform(_ field: Field) -> Double {
            min(1, max(0, 0.5 * erfc(-value(field) / 2.0.squareRoot())))
        }
    }
}
