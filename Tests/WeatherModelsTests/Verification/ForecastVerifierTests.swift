import Foundation
import Testing

@testable import WeatherModels

@Suite("Forecast verification scores")
struct ForecastVerifierTests {
    static let issued = Date(timeIntervalSince1970: 1_750_000_000)

    static func sample(
        _ source: ProviderID, lead: Double, temperature: Double, chance: Double? = nil, amount: Double? = nil,
        place: String = "home", issued: Date = issued
    ) -> ForecastSample {
        ForecastSample(
            source: source, placeKey: place, issuedAt: issued, validAt: issued.addingTimeInterval(lead * 3600),
            temperature: temperature, precipitationChance: chance, precipitationAmount: amount)
    }

    static func observed(
        afterHours hours: Double, temperature: Double, precipitation: Double? = nil,
        kind: WeatherObservation.Kind = .current, place: String = "home"
    ) -> WeatherObservation {
        WeatherObservation(
            placeKey: place, time: issued.addingTimeInterval(hours * 3600), temperature: temperature,
            precipitation: precipitation, observedBy: "truth", kind: kind)
    }

    @Test func leadTimesGoToTheNearestBucketAndTiesToTheShorter() {
        #expect(LeadTime.nearest(toHours: 0.2) == .oneHour)
        #expect(LeadTime.nearest(toHours: 3.5) == .oneHour)
        #expect(LeadTime.nearest(toHours: 3.6) == .sixHours)
        #expect(LeadTime.nearest(toHours: 30) == .oneDay)
        #expect(LeadTime.nearest(toHours: 36) == .oneDay)
        #expect(LeadTime.nearest(toHours: 40) == .twoDays)
        #expect(LeadTime.nearest(toHours: 200) == .threeDays)
        #expect(LeadTime.nearest(toHours: .nan) == .oneHour)
    }

    @Test func meanAbsoluteErrorAndBiasPerSourceAndLead() throws {
        let samples = [
            Self.sample("a", lead: 1, temperature: 21), Self.sample("a", lead: 2, temperature: 19),
            Self.sample("b", lead: 1, temperature: 23), Self.sample("b", lead: 24, temperature: 20),
        ]
        let observations = [
            Self.observed(afterHours: 1, temperature: 20), Self.observed(afterHours: 2, temperature: 20),
            Self.observed(afterHours: 24, temperature: 21),
        ]
        let scores = ForecastVerifier.scores(samples: samples, observations: observations)
        let a = try #require(scores.first { $0.source == "a" && $0.leadTime == .oneHour })
        #expect(a.samples == 2)
        #expect(a.temperatureMeanAbsoluteError == 1)
        #expect(a.temperatureBias == 0)
        let b = try #require(scores.first { $0.source == "b" && $0.leadTime == .oneHour })
        #expect(b.temperatureMeanAbsoluteError == 3)
        #expect(b.temperatureBias == 3)
        let bDay = try #require(scores.first { $0.source == "b" && $0.leadTime == .oneDay })
        #expect(bDay.temperatureBias == -1)
        // Sorted best first within a lead.
        #expect(scores.filter { $0.leadTime == .oneHour }.map(\.source) == ["a", "b"])
    }

    @Test func pairsWithTheNearestObservationWithinHalfAnHourAndPrefersArchives() {
        let sample = Self.sample("a", lead: 6, temperature: 10)
        let observations = [
            Self.observed(afterHours: 6 - 25 / 60, temperature: 0),
            Self.observed(afterHours: 6 + 10 / 60, temperature: 14, kind: .current),
            Self.observed(afterHours: 6 - 10 / 60, temperature: 12, kind: .archive),
        ]
        let score = ForecastVerifier.scores(samples: [sample], observations: observations)
        #expect(score.first?.temperatureBias == -2)
        let tooFar = ForecastVerifier.scores(
            samples: [sample], observations: [Self.observed(afterHours: 6.6, temperature: 10)])
        #expect(tooFar.isEmpty)
        let otherPlace = ForecastVerifier.scores(
            samples: [sample], observations: [Self.observed(afterHours: 6, temperature: 10, place: "away")])
        #expect(otherPlace.isEmpty)
    }

    @Test func precipitationHitsMissesAndFalseAlarms() throws {
        let samples = [
            Self.sample("a", lead: 1, temperature: 0, chance: 0.8),  // hit
            Self.sample("a", lead: 2, temperature: 0, amount: 0.05),  // miss
            Self.sample("a", lead: 3, temperature: 0, amount: 0.4),  // false alarm
            Self.sample("a", lead: 3.2, temperature: 0, chance: 0.1),  // correct dry
            Self.sample("a", lead: 3.4, temperature: 0),  // no precipitation forecast: not counted
        ]
        let observations = [
            Self.observed(afterHours: 1, temperature: 0, precipitation: 1.2),
            Self.observed(afterHours: 2, temperature: 0, precipitation: 0.1),
            Self.observed(afterHours: 3, temperature: 0, precipitation: 0),
            Self.observed(afterHours: 3.2, temperature: 0, precipitation: 0.05),
            Self.observed(afterHours: 3.4, temperature: 0, precipitation: 3),
        ]
        let score = try #require(ForecastVerifier.scores(samples: samples, observations: observations).first)
        #expect(score.samples == 5)
        #expect(score.precipitationSamples == 4)
        #expect(score.precipitationHitRate == 0.5)
        #expect(score.precipitationFalseAlarmRate == 0.5)
    }

    @Test func confidenceFollowsTheDocumentedSampleCounts() {
        #expect(SourceScore.Confidence(samples: 0) == .tooFewSamples)
        #expect(SourceScore.Confidence(samples: 29) == .tooFewSamples)
        #expect(SourceScore.Confidence(samples: 30) == .low)
        #expect(SourceScore.Confidence(samples: 99) == .low)
        #expect(SourceScore.Confidence(samples: 100) == .good)
        #expect(SourceScore.Confidence.tooFewSamples < .good)
    }

    @Test func implausibleValuesAreIgnoredNotTrapped() {
        let samples = [
            Self.sample("a", lead: 1, temperature: .nan), Self.sample("a", lead: 1, temperature: 1e300),
            Self.sample("a", lead: 1, temperature: 1, chance: 7),
        ]
        let observations = [Self.observed(afterHours: 1, temperature: .infinity)]
        #expect(ForecastVerifier.scores(samples: samples, observations: observations).isEmpty)
        #expect(
            ForecastVerifier.scores(samples: [Self.sample("a", lead: 1, temperature: 1)], observations: observations)
                .isEmpty)
    }
}
