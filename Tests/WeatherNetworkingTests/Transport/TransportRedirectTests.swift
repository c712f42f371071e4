import Foundation
import Testing
import WeatherNetworking
import WeatherTestSupport

/// `URLSessionTransport` never follows a redirect: the 3xx is the response, and a key in the query
/// string goes nowhere else.
@Suite("URLSessionTransport: redirects", .timeLimit(.minutes(1)))
struct TransportRedirectTests {
    @Test(arguments: [301, 302, 307])
    func aRedirectIsReturnedNotFollowed(status: Int) async throws {
        let elsewhere = try LoopbackServer()
        defer { elsewhere.stop() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let location = elsewhere.url(path: "/stolen?appid=\(secretKey)").absoluteString
        server.enqueue(.text("moved", status: status, headers: ["Location": location]))
        let request = HTTPRequest(url: server.url(path: "/weather?appid=\(secretKey)"))

        let response = try await URLSessionTransport().send(request)

        #expect(response.statusCode == status)
        #expect(response.value(forHeader: "location") == location)
        #expect(response.body == Data("moved".utf8))
        #expect(server.requestCount == 1)
        #expect(elsewhere.requestCount == 0)
        #expect(elsewhere.connectionCount == 0)
    }

    @Test func aStreamedRedirectIsReturnedNotFollowed() async throws {
        let elsewhere = try LoopbackServer()
        defer { elsewhere.stop() }
        let server = try LoopbackServer()
        defer { server.stop() }
        server.enqueue(.status(308, headers: ["Location": elsewhere.url(path: "/list").absoluteString]))

        let streamed = try await URLSessionTransport().stream(HTTPRequest(url: server.url(path: "/list")))
        var body = Data()
        for try await chunk in streamed.body {
            body.append(chunk)
        }

        #expect(streamed.head.statusCode == 308)
        #expect(streamed.head.value(forHeader: "Location") == elsewhere.url(path: "/list").absoluteString)
        #expect(body.isEmpty)
        #expect(elsewhere.connectionCount == 0)
    }
}
