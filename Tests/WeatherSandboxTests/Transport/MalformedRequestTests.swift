import Foundation
import Testing
import WeatherNetworking

@testable import WeatherSandbox

@Suite("Malformed requests")
struct MalformedRequestTests {
    static let urls = [
        "https://api.openweathermap.org/data/3.0/onecall?lat=abc&lon=1&appid=k",
        "https://api.openweathermap.org/data/3.0/onecall?lat=nan&lon=inf&appid=k",
        "https://api.openweathermap.org/data/3.0/onecall?lat=1e400&lon=1&appid=k&exclude=everything,,",
        "https://api.openweathermap.org/data/2.5/forecast?lat=1&lon=1&cnt=-4&appid=k&units=kelvin",
        "https://api.openweathermap.org/data/2.5/weather?id=notanumber&appid=k",
        "https://api.openweathermap.org/data/2.5/weather?zip=,&appid=k",
        "https://api.openweathermap.org/geo/1.0/direct?q=,,,&limit=-3&appid=k",
        "https://api.openweathermap.org/geo/1.0/reverse?lat=90&lon=180&limit=99999&appid=k",
        "https://api.weatherapi.com/v1/forecast.json?key=k&q=91,181&days=-7",
        "https://api.weatherapi.com/v1/forecast.json?key=k&q=id:abc&days=999",
        "https://api.weatherapi.com/v1/search.json?key=k&q=%20",
        "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&forecast_days=99",
        "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&timezone=Mars/Olympus",
        "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&daily=nonsense",
        "https://api.open-meteo.com/v1/forecast?latitude=1&longitude=1&hourly=,&past_days=92&forecast_days=16",
        "https://geocoding-api.open-meteo.com/v1/search?count=-1",
        "https://freetestapi.com/api/v1/weathers/-1",
        "https://freetestapi.com/api/v1/weathers?limit=-1&sort=%00&order=up",
        "https://securetoken.googleapis.com/v1/token?key=k",
        "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k",
    ]

    @Test("Bad parameters get an answer, never a crash", arguments: urls)
    func answers(url: String) async throws {
        let response = try await SandboxTesting.get(url, from: SandboxTesting.sandbox())
        #expect((200..<500).contains(response.statusCode))
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: response.body) }
    }

    @Test("Bad coordinates and options get the service's 400")
    func badRequests() async throws {
        let sandbox = SandboxTesting.sandbox()
        for url in [Self.urls[0], Self.urls[1], Self.urls[11], Self.urls[12], Self.urls[13]] {
            #expect(try await SandboxTesting.get(url, from: sandbox).statusCode == 400, "\(url)")
        }
    }

    @Test("A date far outside the calendar is clamped, not a crash")
    func extremeDates() async throws {
        for date in [Date.distantPast, Date.distantFuture, Date(timeIntervalSince1970: .infinity)] {
            let sandbox = SandboxTransport(now: { date })
            let response = try await SandboxTesting.get(
                "https://api.openweathermap.org/data/2.5/weather?q=Oslo&appid=k", from: sandbox)
            #expect(response.statusCode == 200)
        }
    }
}
