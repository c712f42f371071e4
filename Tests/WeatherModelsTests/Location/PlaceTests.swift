import Foundation
import Testing

@testable import WeatherModels

@Suite("Place and UserID")
struct PlaceTests {
    static func munich() throws -> Place {
        Place(
            id: "2867714", name: "Munich", coordinate: try Coordinate(latitude: 48.1351, longitude: 11.582),
            localizedNames: ["de": "München", "it": "Monaco di Baviera", "pt-BR": "Munique"], state: "Bavaria",
            country: "DE", timeZone: TimeZone(identifier: "Europe/Berlin"))
    }

    @Test("the short init leaves the other fields empty")
    func shortInit() throws {
        let place = Place(id: "1", name: "Null Island", coordinate: try Coordinate(latitude: 0, longitude: 0))
        #expect(place.localizedNames.isEmpty)
        #expect(place.state == nil)
        #expect(place.country == nil)
        #expect(place.timeZone == nil)
    }

    @Test(
        "localized names fall back sensibly",
        arguments: [
            ("de", "München"), ("DE", "München"), ("de-AT", "München"), ("de_CH", "München"), ("pt-BR", "Munique"),
            ("pt_br", "Munique"), ("pt", "Munich"), ("fr", "Munich"), ("", "Munich"),
        ])
    func localizedName(code: String, expected: String) throws {
        #expect(try Self.munich().localizedName(for: code) == expected)
    }

    @Test("round trips through JSON exactly, the time zone as its identifier")
    func roundTrip() throws {
        let place = try Self.munich()
        let data = try JSONEncoder().encode(place)
        #expect(try JSONDecoder().decode(Place.self, from: data) == place)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["timeZone"] as? String == "Europe/Berlin")

        let bare = Place(id: "x", name: "Bare", coordinate: try Coordinate(latitude: 1, longitude: 2))
        #expect(try JSONDecoder().decode(Place.self, from: JSONEncoder().encode(bare)) == bare)
    }

    @Test("an unknown time zone identifier fails to decode")
    func unknownTimeZone() {
        let json = #"{"id":"1","name":"X","coordinate":{"latitude":0,"longitude":0},"timeZone":"Mars/Olympus"}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Place.self, from: Data(json.utf8))
        }
    }

    @Test("UserID is a string literal and codes as a plain string")
    func userID() throws {
        let user: UserID = "alice"
        #expect(user == UserID("alice"))
        #expect(user.rawValue == "alice")
        #expect(user.description == "alice")
        let data = try JSONEncoder().encode(user)
        #expect(String(decoding: data, as: UTF8.self) == #""alice""#)
        #expect(try JSONDecoder().decode(UserID.self, from: data) == user)
        #expect(Set<UserID>(["a", "b", "a"]).count == 2)
    }
}
