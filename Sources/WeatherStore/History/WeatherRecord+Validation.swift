import Foundation
import WeatherModels

extension WeatherRecord {
    /// Checks that every number of the record can be stored and read back exactly.
    ///
    /// Every history backend calls this before it keeps a record, so all of them refuse the same
    /// input: a time or measurement that is NaN or infinite throws `invalidInput`. It allocates
    /// nothing, so batches of many thousand records pay almost nothing for it.
    func validate() throws {
        func check(_ value: Double?, _ name: String) throws {
            if let value, !value.isFinite {
                throw StoreErrors.notFinite(name, key: key)
            }
        }
        try check(fetchedAt.timeIntervalSinceReferenceDate, "recorded time")
        try check(reading.date.timeIntervalSinceReferenceDate, "observation time")
        try check(reading.temperature.value, "temperature")
        try check(reading.apparentTemperature.value, "apparent temperature")
        try check(reading.humidity, "humidity")
        try check(reading.pressure?.value, "pressure")
        try check(reading.wind?.speed.value, "wind speed")
        try check(reading.wind?.direction?.value, "wind direction")
        try check(reading.wind?.gust?.value, "wind gust")
        try check(reading.uvIndex, "UV index")
        try check(reading.cloudCover, "cloud cover")
        try check(reading.visibility?.value, "visibility")
        try check(reading.dewPoint?.value, "dew point")
        try check(reading.precipitationIntensity?.value, "precipitation intensity")
    }
}
