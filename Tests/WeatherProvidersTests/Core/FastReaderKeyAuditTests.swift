import Foundation
import Testing
import WeatherJSON
import WeatherProviders

/// One source of truth per wire type: the fast readers (`init(json:)`) look up every key of their
/// type's `CodingKeys`, so a key added to a type and to its `Decodable` path but forgotten in the
/// fast path fails here rather than vanishing from the data. (The audit records in debug builds,
/// which is how tests run.)
@Suite("Fast readers read every coding key")
struct FastReaderKeyAuditTests {
    /// Decodes every body in `folder` through the fast path alone, under one audit.
    private static func audit<T: JSONIndexDecodable>(_ type: T.Type, folder: String) throws -> JSONKeyAudit {
        let audit = JSONKeyAudit()
        try JSONKeyAudit.$current.withValue(audit) {
            for path in Fixtures.paths(under: folder) {
                _ = try JSONDocument.parsed(Fixtures.data(path)).decodeWithoutFallback(type)
            }
        }
        return audit
    }

    @Test("One Call: every type's keys are read")
    func oneCall() throws {
        let audit = try Self.audit(OpenWeather.OneCallResponse.self, folder: "openweather/onecall3")
        #expect(audit.keys.count >= 8, "\(audit.keys.keys.sorted())")
        #expect(audit.unread.isEmpty, "\(audit.unread)")
    }

    @Test("WeatherAPI.com forecast: every type's keys are read")
    func weatherAPIForecast() throws {
        let audit = try Self.audit(WeatherAPI.ForecastResponse.self, folder: "weatherapi/forecast")
        #expect(audit.keys.count >= 9, "\(audit.keys.keys.sorted())")
        #expect(audit.unread.isEmpty, "\(audit.unread)")
    }

    @Test("freetestapi list: every type's keys are read")
    func freeTestAPI() throws {
        let audit = try Self.audit([CityWeather].self, folder: "freetestapi/weathers")
        #expect(audit.keys.count == 2, "\(audit.keys.keys.sorted())")
        #expect(audit.unread.isEmpty, "\(audit.unread)")
    }

    @Test("the audit notices a key that is never read")
    func auditNoticesAnUnreadKey() throws {
        struct Pair: JSONIndexDecodable {
            enum CodingKeys: String, CodingKey, CaseIterable { case read, forgotten }
            var read: Double
            init(json: JSONReader) throws {
                var object = try json.object(keyedBy: CodingKeys.self)
                read = try object.decode(.read)
            }
            init(from decoder: any Decoder) throws {
                read = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .read)
            }
        }
        let audit = JSONKeyAudit()
        try JSONKeyAudit.$current.withValue(audit) {
            _ = try JSONDocument.parsed(Data(#"{"read":1,"forgotten":2}"#.utf8)).decodeWithoutFallback(Pair.self)
        }
        #expect(audit.unread.values.first == ["forgotten"])
    }
}
