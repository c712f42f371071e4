import Foundation
import Testing
import WeatherNetworking

@Suite("URLQuery")
struct URLQueryTests {
    @Test(
        arguments: [
            ("São Paulo", "S%C3%A3o%20Paulo"),
            ("Zürich", "Z%C3%BCrich"),
            ("New York,NY,US", "New%20York%2CNY%2CUS"),
            ("a+b&c=d", "a%2Bb%26c%3Dd"),
            ("~unreserved-._", "~unreserved-._"),
            ("東京", "%E6%9D%B1%E4%BA%AC"),
            ("50%/?#[]@!$'()*;", "50%25%2F%3F%23%5B%5D%40%21%24%27%28%29%2A%3B"),
        ])
    func encodesStrictlyAndRoundTrips(value: String, encoded: String) throws {
        let query: URLQuery = ["q": value]
        #expect(try query.encoded() == "q=\(encoded)")
        #expect(try URLQuery(percentEncoded: query.encoded()) == query)
    }

    @Test func keepsOrderAndBareNames() throws {
        var query = URLQuery()
        query.append("lat", "52.52")
        query.append("alerts", nil)
        query.append("days", 3)
        #expect(try query.encoded() == "lat=52.52&alerts&days=3")
        #expect(query["days"] == "3")
    }

    @Test(arguments: [(52.52, "52.52"), (-0.0001, "-0.0001"), (0.00001, "0.00001"), (13.0, "13"), (-180, "-180")])
    func formatsNumbersWithoutExponents(value: Double, text: String) throws {
        var query = URLQuery()
        try query.append("lon", value)
        #expect(query["lon"] == text)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func rejectsNonFiniteNumbers(value: Double) throws {
        var query = URLQuery()
        let error = #expect(throws: WeatherError.self) { try query.append("lat", value) }
        #expect(error?.code == .invalidInput)
    }

    @Test(arguments: [URLQuery(["": "x"]), URLQuery(["q": "a\u{0}b"])])
    func rejectsUnencodableParameters(query: URLQuery) throws {
        let error = #expect(throws: WeatherError.self) { try query.encoded() }
        #expect(error?.code == .invalidInput)
    }

    @Test(arguments: ["q=%E", "q=%ZZ", "q=%FF"])
    func rejectsMalformedEncodedText(text: String) {
        let error = #expect(throws: WeatherError.self) { try URLQuery(percentEncoded: text) }
        #expect(error?.code == .invalidInput)
    }

    @Test func plusIsReadAsAPlusSign() throws {
        #expect(try URLQuery(percentEncoded: "q=a+b")["q"] == "a+b")
    }

    @Test func appliedReplacesTheQueryOfAURL() throws {
        let url = try #require(URL(string: "https://api.example.com/v1/search.json?old=1"))
        let query: URLQuery = ["q": "Zürich", "key": "k"]
        #expect(
            try query.applied(to: url).absoluteString == "https://api.example.com/v1/search.json?q=Z%C3%BCrich&key=k")
    }
}

extension URLQuery {
    fileprivate init(_ pairs: KeyValuePairs<String, String>) {
        self.init(pairs.map { Item(name: $0.key, value: $0.value) })
    }
}
