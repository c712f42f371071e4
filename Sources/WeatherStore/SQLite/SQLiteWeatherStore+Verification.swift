import Foundation
import WeatherModels

extension SQLiteWeatherStore: VerificationStore {
    /// Keeps `samples` (tables `forecast_samples`), replacing one for the same source, place, lead bucket and
    /// valid hour, then prunes their places to the documented bounds (`VerificationLimits`) as of the newest
    /// issue time, all in one transaction. Implausible samples are not kept.
    public func recordForecasts(_ samples: [ForecastSample]) async throws {
        let kept = samples.filter(\.isPlausible)
        guard let now = kept.map(\.issuedAt).max() else { return }
        try write {
            try connection.withStatement(Self.insertSample) { statement in
                for sample in kept {
                    try statement.bind([
                        .text(sample.placeKey), .text(sample.source.rawValue), .int(sample.leadTime.hours),
                        .date(sample.validAt), .date(sample.issuedAt), .real(sample.temperature),
                        sample.precipitationChance.map { .real($0) } ?? .null,
                        sample.precipitationAmount.map { .real($0) } ?? .null,
                    ])
                    try statement.execute()
                }
            }
            try pruneVerificationRows(now: now, places: Set(kept.map(\.placeKey)), capping: false)
        }
    }

    /// Keeps `observations` (table `observations`), replacing one from the same source, place, kind and time,
    /// then prunes their places. Implausible observations are not kept.
    public func recordObservations(_ observations: [WeatherObservation]) async throws {
        let kept = observations.filter(\.isPlausible)
        guard let now = kept.map(\.time).max() else { return }
        try write {
            try connection.withStatement(Self.insertObservation) { statement in
                for observation in kept {
                    try statement.bind([
                        .text(observation.placeKey), .text(observation.observedBy.rawValue),
                        .text(observation.kind.rawValue), .date(observation.time), .real(observation.temperature),
                        observation.precipitation.map { .real($0) } ?? .null,
                    ])
                    try statement.execute()
                }
            }
            try pruneVerificationRows(now: now, places: Set(kept.map(\.placeKey)), capping: false)
        }
    }

    /// The samples and observations kept for `placeKey`, oldest first. A row that cannot be read (a wrong
    /// type, a value out of bounds) is skipped and counted in `VerificationData.skippedRows`.
    public func verificationData(for placeKey: String) async throws -> VerificationData {
        try perform {
            var data = VerificationData()
            try connection.forEachRow(Self.selectSamples, [.text(placeKey)]) { row in
                guard
                    let sample = try? ForecastSample(
                        source: ProviderID(row.text(0)), placeKey: placeKey, issuedAt: row.date(2),
                        validAt: row.date(1), temperature: row.double(3),
                        precipitationChance: row.optionalDouble(4), precipitationAmount: row.optionalDouble(5)),
                    sample.isPlausible
                else {
                    data.skippedRows += 1
                    return
                }
                data.samples.append(sample)
            }
            try connection.forEachRow(Self.selectObservations, [.text(placeKey)]) { row in
                guard
                    let observation = try? WeatherObservation(
                        placeKey: placeKey, time: row.date(2), temperature: row.double(3),
                        precipitation: row.optionalDouble(4), observedBy: ProviderID(row.text(0)),
                        kind: .init(named: row.text(1))),
                    observation.isPlausible
                else {
                    data.skippedRows += 1
                    return
                }
                data.observations.append(observation)
            }
            return data
        }
    }

    /// The places with anything kept, sorted.
    public func verifiedPlaceKeys() async throws -> [String] {
        try perform {
            try connection.query(
                "SELECT place_key FROM forecast_samples UNION SELECT place_key FROM observations ORDER BY 1"
            ) { row in (try? row.text(0)) ?? "" }
            .filter { !$0.isEmpty }
        }
    }

    /// Deletes what is older than the horizon before `now` and what exceeds the per-place caps; returns how
    /// many rows went.
    @discardableResult
    public func pruneVerification(now: Date) async throws -> Int {
        try write {
            let places = try connection.query(
                "SELECT place_key FROM forecast_samples UNION SELECT place_key FROM observations"
            ) { row in (try? row.text(0)) ?? "" }
            return try pruneVerificationRows(now: now, places: Set(places), capping: true)
        }
    }

    /// The rows of verification data in the file: samples and observations (for size checks).
    func verificationRowCounts() throws -> (samples: Int, observations: Int) {
        try perform {
            let samples = try connection.queryFirst("SELECT COUNT(*) FROM forecast_samples") { try $0.int(0) } ?? 0
            let observations = try connection.queryFirst("SELECT COUNT(*) FROM observations") { try $0.int(0) } ?? 0
            return (samples, observations)
        }
    }

    /// Moves the write-ahead log into the file and empties it, so that the file's size is the data's.
    func checkpoint() throws {
        try perform { try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// Deletes, inside the caller's transaction, rows before the horizon and rows beyond each place's caps.
    ///
    /// The caps walk a place's rows, so a write (`capping` false) enforces them only when the place was last
    /// capped a day or more before `now`; ``pruneVerification(now:)`` always does.
    @discardableResult
    private func pruneVerificationRows(now: Date, places: Set<String>, capping: Bool) throws -> Int {
        let start = now.addingTimeInterval(-VerificationLimits.horizon)
        var deleted = 0
        for place in places {
            deleted += try connection.run(
                "DELETE FROM forecast_samples WHERE place_key = ? AND valid_at < ?", [.text(place), .date(start)])
            deleted += try connection.run(
                "DELETE FROM observations WHERE place_key = ? AND observed_at < ?", [.text(place), .date(start)])
            if !capping, let capped = verificationCappedAt[place], abs(now.timeIntervalSince(capped)) < 86_400 {
                continue
            }
            verificationCappedAt[place] = now
            // Beyond a cap, everything older than the newest `cap` rows goes (ties at the boundary too).
            deleted += try connection.run(
                """
                DELETE FROM forecast_samples WHERE place_key = ?1 AND valid_at <= (
                    SELECT valid_at FROM forecast_samples WHERE place_key = ?1
                    ORDER BY valid_at DESC LIMIT 1 OFFSET ?2)
                """, [.text(place), .int(VerificationLimits.samplesPerPlace)])
            deleted += try connection.run(
                """
                DELETE FROM observations WHERE place_key = ?1 AND observed_at <= (
                    SELECT observed_at FROM observations WHERE place_key = ?1
                    ORDER BY observed_at DESC LIMIT 1 OFFSET ?2)
                """, [.text(place), .int(VerificationLimits.observationsPerPlace)])
        }
        return deleted
    }

    private static let insertSample = """
        INSERT OR REPLACE INTO forecast_samples (
            place_key, source, lead_hours, valid_at, issued_at, temperature, precipitation_chance,
            precipitation_amount
        ) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """

    private static let insertObservation = """
        INSERT OR REPLACE INTO observations (place_key, source, kind, observed_at, temperature, precipitation)
        VALUES (?, ?, ?, ?, ?, ?)
        """

    private static let selectSamples = """
        SELECT source, valid_at, issued_at, temperature, precipitation_chance, precipitation_amount
        FROM forecast_samples WHERE place_key = ? ORDER BY valid_at, source, issued_at
        """

    private static let selectObservations = """
        SELECT source, kind, observed_at, temperature, precipitation
        FROM observations WHERE place_key = ? ORDER BY observed_at, source
        """
}
