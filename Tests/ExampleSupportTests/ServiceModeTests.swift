import Foundation
import Testing
import WeatherModels

@testable import ExampleSupport

@Suite("Sandbox or live")
struct ServiceModeTests {
    let variable = "OPENWEATHER_API_KEY"

    @Test func theSandboxIsTheDefault() throws {
        let mode = try ServiceMode.decide(live: false, keyVariable: variable, service: "OpenWeather", environment: [:])
        #expect(mode == .sandbox)
        #expect(!mode.isLive)
        #expect(!mode.apiKey.isEmpty)
    }

    @Test func aKeyInTheEnvironmentGoesLive() throws {
        let mode = try ServiceMode.decide(
            live: false, keyVariable: variable, service: "OpenWeather", environment: [variable: " abc123\n"])
        #expect(mode == ServiceMode(isLive: true, apiKey: "abc123"))
    }

    @Test(arguments: [[:], ["OPENWEATHER_API_KEY": ""], ["OPENWEATHER_API_KEY": "   "]])
    func liveWithoutAKeyFailsWithExitCode2(environment: [String: String]) throws {
        let failure = #expect(throws: ExampleFailure.self) {
            try ServiceMode.decide(live: true, keyVariable: variable, service: "OpenWeather", environment: environment)
        }
        #expect(failure?.exitCode == 2)
        #expect(failure?.message.contains(variable) == true)
        #expect(failure?.message.contains("OpenWeather") == true)
    }

    @Test func aKeylessServiceGoesLiveOnlyWithTheFlag() throws {
        #expect(
            try ServiceMode.decide(live: false, keyVariable: nil, service: "freetestapi", environment: [:]) == .sandbox)
        #expect(try ServiceMode.decide(live: true, keyVariable: nil, service: "freetestapi", environment: [:]).isLive)
    }

    @Test func theSandboxNoticeIsOneLineNamingTheKey() {
        let english = WeatherFormatter(locale: Locale(identifier: "en_150"))
        let notice = ServiceMode.sandboxNotice(keyVariable: variable, formatter: english)
        #expect(
            notice
                == "Offline sandbox: generated weather, no key needed. Use --live with OPENWEATHER_API_KEY for real data."
        )
        #expect(!ServiceMode.sandboxNotice(keyVariable: nil, formatter: english).contains("\n"))
    }

    @Test func usageFailuresExitWith64AndPointToHelp() {
        let failure = ExampleFailure.usage(UsageError("Unknown option “--x”."), tool: "weather-now")
        #expect(failure.exitCode == 64)
        #expect(failure.message == "Unknown option “--x”. See “weather-now --help”.")
    }
}
