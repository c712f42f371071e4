import Foundation
import Testing
import WeatherModels
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

@Suite("Stand-in routing")
struct StandInRoutingTests {
    private func request(_ url: String) throws -> SandboxRequest {
        SandboxRequest(HTTPRequest(method: .get, url: try #require(URL(string: url))))
    }

    @Test("every route of every stand-in is reached by a path ending in its pattern, under any prefix")
    func everyRouteIsReachable() throws {
        for standIn in SandboxStandIns.all {
            for route in standIn.routes {
                let path = route.pattern.map { $0 == "*" ? "42" : $0 }.joined(separator: "/")
                for prefix in ["https://example.com/", "http://127.0.0.1:8080/api/v9/", "http://localhost/a/b/c/"] {
                    let match = try #require(SandboxStandIns.match(try request(prefix + path)), "\(prefix + path)")
                    #expect(match.standIn.service == standIn.service, "\(prefix + path)")
                    #expect(match.route.pattern == route.pattern, "\(prefix + path)")
                }
            }
        }
    }

    @Test("no two routes claim the same pattern, and each service has one stand-in")
    func patternsAreDistinct() {
        let patterns = SandboxStandIns.routes.map { $0.route.pattern.joined(separator: "/") }
        #expect(Set(patterns).count == patterns.count)
        let services = SandboxStandIns.all.map { $0.service }
        #expect(Set(services).count == services.count)
    }

    @Test("each stand-in is named by its client's ProviderID, so data and scenarios name a service alike")
    func standInsUseTheClientsIdentity() {
        let clients: Set<ProviderID> = [
            .openWeather, .weatherAPI, .openMeteo, .freeTestAPI, .metNorway, .nationalWeatherService, .weatherKit,
        ]
        let standIns = Set(SandboxStandIns.all.map { $0.service })
        #expect(standIns == clients.union(["firebase"]))
    }

    @Test(
        "the longest pattern wins: OpenWeather's 5-day forecast is not Open-Meteo's forecast",
        arguments: [
            ("https://api.openweathermap.org/data/2.5/forecast?lat=1&lon=2", ProviderID.openWeather),
            ("https://api.open-meteo.com/v1/forecast?latitude=1&longitude=2", .openMeteo),
            ("https://freetestapi.com/api/v1/weathers", .freeTestAPI),
            ("https://freetestapi.com/api/v1/weathers/7", .freeTestAPI),
            ("http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k", "firebase"),
            ("https://securetoken.googleapis.com/v1/token?key=k", "firebase"),
            ("https://api.weatherapi.com/v1/search.json?q=x", .weatherAPI),
        ])
    func specificity(url: String, service: ProviderID) throws {
        #expect(SandboxStandIns.match(try request(url))?.standIn.service == service)
    }

    @Test("a path no stand-in serves is a 404 with a JSON body naming it")
    func unknownPath() async throws {
        let response = try await SandboxTransport().send(
            HTTPRequest(method: .get, url: try #require(URL(string: "https://example.com/nothing/here"))))
        #expect(response.statusCode == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains("/nothing/here"))
    }

    @Test("every stand-in answers a rate limit and a server error in its own format, with Retry-After")
    func failureBodies() async throws {
        for standIn in SandboxStandIns.all {
            let route = try #require(standIn.routes.first)
            let path = route.pattern.map { $0 == "*" ? "1" : $0 }.joined(separator: "/")
            let url = try #require(URL(string: "https://example.com/\(path)?appid=k&key=k"))
            let limited = SandboxTransport(
                scenarios: [.rateLimited(retryAfter: .milliseconds(1500)).only(for: standIn.service)])
            let answer = try await limited.send(HTTPRequest(method: .get, url: url))
            #expect(answer.statusCode == standIn.rateLimited.statusCode)
            #expect(answer.body == standIn.rateLimited.body)
            #expect(answer.headers["Retry-After"] == "2")
            let failing = SandboxTransport(scenarios: [.serverError(statusCode: 503).only(for: standIn.service)])
            let failure = try await failing.send(HTTPRequest(method: .get, url: url))
            #expect(failure.statusCode == 503)
            #expect(failure.body == standIn.serverError(statusCode: 503).body)
        }
    }
}
