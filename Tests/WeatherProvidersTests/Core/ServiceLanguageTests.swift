import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

@Suite("One locale sets the language of every service's texts")
struct ServiceLanguageTests {
    static func configured<Configuration: ServiceLanguageConfigurable>(
        _ configuration: Configuration, _ identifier: String
    ) -> Configuration {
        var configuration = configuration
        configuration.use(Locale(identifier: identifier))
        return configuration
    }

    @Test func openWeatherGetsItsOwnCodesAndEnglishSendsNone() {
        let configuration = OpenWeatherClient.Configuration()
        #expect(Self.configured(configuration, "ru_RU").language?.code == "ru")
        #expect(Self.configured(configuration, "pt_BR").language?.code == "pt_br")
        #expect(Self.configured(configuration, "zh_Hans_CN").language?.code == "zh_cn")
        #expect(Self.configured(configuration, "uk_UA").language?.code == "ua")
        #expect(Self.configured(configuration, "en_US").language == nil)
    }

    @Test func weatherAPIGetsItsOwnCodesAndNothingForALanguageItLacks() {
        let configuration = WeatherAPIClient.Configuration()
        #expect(Self.configured(configuration, "ja_JP").language?.code == "ja")
        #expect(Self.configured(configuration, "zh_Hant_TW").language?.code == "zh_tw")
        #expect(Self.configured(configuration, "zh_CN").language?.code == "zh")
        #expect(Self.configured(configuration, "ga_IE").language == nil)
        #expect(Self.configured(configuration, "en_GB").language == nil)
    }

    @Test func openMeteoAndWeatherKitGetLanguageTags() {
        #expect(Self.configured(OpenMeteoClient.Configuration(), "ru_RU").language == "ru")
        #expect(Self.configured(OpenMeteoClient.Configuration(), "C").language == "en")
        let weatherKit = WeatherKitClient.Configuration(credentials: WeatherKitTesting.credentials)
        #expect(Self.configured(weatherKit, "pt_BR").language == "pt-BR")
        #expect(Self.configured(weatherKit, "zh_Hans_CN").language == "zh-Hans")
        #expect(Self.configured(weatherKit, "ar_EG").language == "ar")
    }

    @Test func openMeteoSearchesInTheLanguageAndThePlaceIsShownInIt() async throws {
        let search = try Fixtures.data("openmeteo/geocoding/cordoba-count-1.json")
        let transport = StubTransport { _, _ in HTTPResponse(statusCode: 200, body: search) }
        let client = OpenMeteoClient(
            transport: transport, configuration: Self.configured(OpenMeteoClient.Configuration(), "es_ES"))
        let place = try #require(try await client.places(matching: "Córdoba", limit: 1).first)
        let query = try #require(transport.requests.first?.url.query)
        #expect(query.contains("language=es"))
        #expect(place.localizedNames["es"] == place.name)
        #expect(WeatherFormatter(locale: Locale(identifier: "es_ES")).placeName(place) == place.name)
    }
}
