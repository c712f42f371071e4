import Foundation
import Testing
import WeatherModels

@testable import ExampleSupport

@Suite("Sandbox or live")
struct ServiceModeTests {
    let variable = "OPENWEATHER_API_KEY"
    let english = WeatherFormatter(locale: Locale(identifier: "en_150"))

    @Test func theSandboxIsTheDefault() throws {
        let mode = try ServiceMode.decide(
            live: false, keyVariable: variable, service: "OpenWeather", environment: [:], formatter: english)
        #expect(mode == .sandbox)
        #expect(!mode.isLive)
        #expect(!mode.apiKey.isEmpty)
    }

    @Test func aKeyInTheEnvironmentGoesLive() throws {
        let mode = try ServiceMode.decide(
            live: false, keyVariable: variable, service: "OpenWeather", environment: [variable: " abc123\n"],
            formatter: english)
        #expect(mode == ServiceMode(isLive: true, apiKey: "abc123"))
    }

    @Test(arguments: [[:], ["OPENWEATHER_API_KEY": ""], ["OPENWEATHER_API_KEY": "   "]])
    func liveWithoutAKeyFailsWithExitCode2(environment: [String: String]) throws {
        let failure = #expect(throws: ExampleFailure.self) {
            try ServiceMode.decide(
                live: true, keyVariable: variable, service: "OpenWeather", environment: environment,
                formatter: english)
        }
        #expect(failure?.exitCode == 2)
        #expect(failure?.message.contains(variable) == true)
        #expect(failure?.message.contains("OpenWeather") == true)
    }

    @Test func aKeylessServiceGoesLiveOnlyWithTheFlag() throws {
        #expect(
            try ServiceMode.decide(
                live: false, keyVariable: nil, service: "freetestapi", environment: [:], formatter: english) == .sandbox
        )
        #expect(
            try ServiceMode.decide(
                live: true, keyVariable: nil, service: "freetestapi", environment: [:], formatter: english
            ).isLive)
    }

    @Test func theSandboxNoticeIsOneLineNamingTheKey() {
        let notice = ServiceMode.sandboxNotice(keyVariable: variable, formatter: english)
        #expect(
            notice
                == "Offline sandbox: generated weather, no key needed. Use --live with OPENWEATHER_API_KEY for real data."
        )
        #expect(!ServiceMode.sandboxNotice(keyVariable: nil, formatter: english).contains("\n"))
    }

    @Test func usageFailuresExitWith64AndPointToHelp() {
        let failure = ExampleFailure.usage(
            UsageError(key: "support.usage.unknownOption", "--x"), tool: "weather-now", formatter: english)
        #expect(failure.exitCode == 64)
        #expect(failure.message == "Unknown option “--x”. See “weather-now --help”.")
    }

    @Test func usageFailuresAndAMissingKeyAreWrittenInTheRunsLanguage() throws {
        let russian = WeatherFormatter(locale: Locale(identifier: "ru_RU"))
        let usage = ExampleFailure.usage(
            UsageError(key: "support.usage.unknownOption", "--x"), tool: "weather-now", formatter: russian)
        #expect(usage.message == "Неизвестный параметр «--x». См. «weather-now --help».")
        let failure = #expect(throws: ExampleFailure.self) {
            try ServiceMode.decide(
                live: true, keyVariable: variable, service: "OpenWeather", environment: [:], formatter: russian)
        }
        #expect(failure?.message.hasPrefix("Для --live нужен API-ключ OpenWeather") == true)
    }
}
