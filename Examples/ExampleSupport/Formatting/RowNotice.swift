import Foundation
import WeatherCore
import WeatherModels
import WeatherUI

extension WeatherFormatter {
    /// What a list says under a row that is not live and fresh, or `nil` for one that is: the saved weather it
    /// shows, with its age and source, and why the refresh failed; or that nothing is saved. A failed row is
    /// never left blank without a reason.
    ///
    /// `Paris: the refresh failed (the network is switched off by --offline); showing weather saved 5 minutes
    /// ago from OpenWeather.`
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    package func rowNotice(_ name: String, _ state: LoadState<PlaceWeather>, now: Date) -> String? {
        let shown = state.value
        // A row fails, or an offline fallback answers it with saved weather and the reason.
        guard
            let error = state.error ?? shown?.fallbackReason
                ?? (shown?.isStale == true ? .init(.network, message: "") : nil)
        else { return nil }
        let reason = reasonText(error)
        guard let shown else { return example("row.nothingSaved", name, reason) }
        let source = shown.reading.source?.displayName ?? example("fallback.unknownSource")
        let key = shown.origin == .sandbox ? "row.savedSandbox" : "row.saved"
        return example(key, name, reason, age(shown.age(at: now)), source)
    }

    /// Why something failed, for a sentence: the error's own message in English, which is often more
    /// precise ("the network is switched off by --offline"); in other languages, the sentence for its kind.
    package func reasonText(_ error: WeatherError) -> String {
        LanguageTag.resolve(locale) == "en" && !error.message.isEmpty ? error.message : message(for: error)
    }
}
