import Foundation
import Testing
import WeatherNetworking
import WeatherProviders

@testable import WeatherSandbox

/// The freetestapi list written in chunks, and lists longer than the gazetteer.
@Suite("freetestapi list, streamed and long")
struct FreeTestListStreamingTests {
    let base = "https://freetestapi.com/api/v1/weathers"

    private func streamed(_ url: String, from sandbox: SandboxTransport) async throws -> (HTTPResponse, [Data]) {
        let target = try #require(URL(string: url))
        let streamed = try await sandbox.stream(HTTPRequest(method: .get, url: target))
        var chunks: [Data] = []
        for try await chunk in streamed.body {
            chunks.append(chunk)
        }
        return (streamed.head, chunks)
    }

    @Test(arguments: ["", "?search=san", "?sort=name&order=desc", "?limit=300", "?search=Nowhere"])
    func streamingWritesTheSameBytesAsSending(query: String) async throws {
        let sandbox = SandboxTesting.sandbox()
        let whole = try await SandboxTesting.get(base + query, from: sandbox)
        let (head, chunks) = try await streamed(base + query, from: sandbox)
        #expect(head.statusCode == 200)
        #expect(head.value(forHeader: "content-type") == whole.value(forHeader: "content-type"))
        #expect(chunks.reduce(Data(), +) == whole.body)
    }

    @Test func theStandardListComesInSeveralChunks() async throws {
        let (_, chunks) = try await streamed(base, from: SandboxTesting.sandbox())
        let expected = (SandboxGazetteer.standard.count + FreeTestList.itemsPerChunk - 1) / FreeTestList.itemsPerChunk
        #expect(chunks.count == expected)
    }

    @Test func aLongListCyclesThroughTheGazetteerWithDistinctIDs() async throws {
        let size = 2_000
        let count = SandboxGazetteer.standard.count
        let sandbox = SandboxTransport(now: { SandboxTesting.june }, freeTestListSize: size)
        let items = try SandboxTesting.array(try await SandboxTesting.get(base, from: sandbox))
        #expect(items.count == size)
        let records = items.compactMap { $0 as? [String: Any] }
        #expect(records.compactMap { $0["id"] as? Int } == Array(1...size))
        let names = records.compactMap { $0["city"] as? String }
        #expect(names[0] == names[count])
        #expect(names[1] == names[count + 1])
        #expect(Set(names.prefix(count)).count > count / 2)
    }

    @Test func aLongListIsSearchedAndLimited() async throws {
        let sandbox = SandboxTransport(now: { SandboxTesting.june }, freeTestListSize: 3 * 660)
        let london = try SandboxTesting.array(try await SandboxTesting.get(base + "?search=london", from: sandbox))
        let standard = try SandboxTesting.array(
            try await SandboxTesting.get(base + "?search=london", from: SandboxTesting.sandbox()))
        #expect(!standard.isEmpty)
        #expect(london.count == 3 * standard.count)
        let limited = try SandboxTesting.array(try await SandboxTesting.get(base + "?limit=700", from: sandbox))
        #expect(limited.count == 700)
    }

    @Test func theClientPagesThroughALongListFromOneStreamedRequest() async throws {
        let sandbox = SandboxTransport(now: { SandboxTesting.june }, freeTestListSize: 5_000)
        let client = FreeTestWeatherClient(transport: sandbox)
        var pages = 0
        var ids: [Int] = []
        for try await page in client.cities(pageSize: 100) {
            pages += 1
            ids += page.map(\.id)
        }
        #expect(pages == 50)
        #expect(ids == Array(1...5_000))
    }
}
