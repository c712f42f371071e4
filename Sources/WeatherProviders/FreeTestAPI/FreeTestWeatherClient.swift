import Foundation
import WeatherNetworking

/// A client for the freetestapi.com weathers list: 51 cities of static mock data, read page by page, searched by
/// city name, or looked up by id. No key is needed.
///
/// The service returns the whole list in one response; ``cities(search:pageSize:)`` reads that response as it
/// arrives and hands out each page as soon as its cities are decoded, so a long list is never held whole:
///
/// ```swift
/// import Foundation
///
/// let client = FreeTestWeatherClient()
/// for try await page in client.cities(pageSize: 10) {
///     for city in page {
///         print(city.city, city.temperature, "°C")
///     }
/// }
/// let paris = try await client.allCities(search: "Paris").first?.weather(fetchedAt: .now)
/// ```
///
/// The service documents no units: temperatures are read as °C and wind speeds as km/h
/// (``CityWeather/windSpeedUnit``).
public struct FreeTestWeatherClient: Sendable, CustomStringConvertible {
    /// The service's base URL, `https://freetestapi.com/api/v1`.
    public static let defaultBaseURL = URL(string: "https://freetestapi.com/api/v1")!

    /// The base URL requests go to.
    public let baseURL: URL
    /// The client's options.
    public let configuration: Configuration
    private let client: APIClient

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - transport: What sends the HTTP requests; inject a stub in tests.
    ///   - baseURL: Where the API lives; point it at a sandbox or a local server.
    ///   - configuration: Timeouts, retries and logging.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        baseURL: URL = FreeTestWeatherClient.defaultBaseURL,
        configuration: Configuration = Configuration()
    ) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.client = APIClient(
            configuration: APIClient.Configuration(
                baseURL: baseURL, transport: transport, options: configuration.httpOptions, service: Self.service.name)
        )
    }

    /// A summary such as `FreeTestWeatherClient(baseURL: https://freetestapi.com/api/v1)`.
    public var description: String {
        "FreeTestWeatherClient(baseURL: \(baseURL.redactedDescription))"
    }

    /// The cities, `pageSize` at a time, optionally only those whose name contains `search`.
    ///
    /// Each iteration requests `GET /weathers` (with `?search=` when searching) once and yields pages of at most
    /// `pageSize` cities in the service's order while the body arrives (in chunks from a
    /// `StreamingHTTPTransport`, else as one); the last page may be shorter, and no match means no page at all. Matching ignores case and diacritics (`"sao"` finds São Paulo) and is applied
    /// to the city name even when the service ignores `search`.
    ///
    /// Errors surface from the first `next()`: `.invalidInput` when `pageSize` is below 1 or `search` is empty,
    /// the request's `WeatherError` otherwise.
    public func cities(search: String? = nil, pageSize: Int) -> CityPages {
        let client = self.client
        return CityPages(pageSize: pageSize) {
            let (request, wanted) = try Self.listRequest(search: search)
            let (sent, streamed) = try await client.streamedResponse(for: request)
            return CityPages.Source(
                request: sent, head: streamed.head, body: streamed.body,
                responseDecoder: client.configuration.responseDecoder,
                makeDecoder: client.configuration.makeDecoder,
                origin: streamed.head.origin ?? client.dataOrigin,
                includes: { Self.city($0, matches: wanted) })
        }
    }

    /// Whether the answers are live or the sandbox's, from the transport.
    public var dataOrigin: DataOrigin { client.dataOrigin }

    /// The most cities ``allCities(search:)`` and `cities(withID:)` read from one answer: 10,000, far above
    /// the service's 51. A longer list is refused; ``cities(search:pageSize:)`` reads a list of any length.
    static let maximumCities = 10_000

    /// Every city in one array, optionally only those whose name contains `search` (one request).
    ///
    /// The list is read within the call's deadline and cancellation. A list of more than 10,000 cities is
    /// refused (an array has no room to say that some were left out); read such a list page by page with
    /// ``cities(search:pageSize:)``.
    ///
    /// - Throws: `WeatherError` with `.invalidInput` for an empty or whitespace-only `search`, `.decoding`
    ///   for a list of more than 10,000 cities.
    public func allCities(search: String? = nil) async throws -> [CityWeather] {
        let (request, wanted) = try Self.listRequest(search: search)
        return try await cities(from: request) { Self.city($0, matches: wanted) }
    }

    /// The cities of the list answer to `request` that `includes` keeps, marked with the answer's origin,
    /// read within the call's deadline and cancellation.
    ///
    /// - Throws: `WeatherError` `.decoding` for a list of more than ``maximumCities`` cities, and the
    ///   request's errors.
    private func cities(
        from request: APIRequest<[CityWeather]>, including includes: (CityWeather) -> Bool
    ) async throws -> [CityWeather] {
        try await client.send(request) { list in
            guard list.count <= Self.maximumCities else {
                throw WeatherError(
                    .decoding,
                    message: "The freetestapi city list has \(list.count) cities, more than the "
                        + "\(Self.maximumCities) the SDK reads at once; read it page by page with cities(pageSize:).")
            }
            let origin = dataOrigin  // the answer's own, while it is mapped
            var checkpoint = WorkBudget.Checkpoint()
            var cities: [CityWeather] = []
            for city in list {
                try checkpoint.tick()
                guard includes(city) else { continue }
                var marked = city
                marked.origin = origin
                cities.append(marked)
            }
            return cities
        }
    }

    /// The list request, and the trimmed search text to match on the client.
    private static func listRequest(
        search: String?
    ) throws -> (request: APIRequest<[CityWeather]>, wanted: String?) {
        var query = URLQuery()
        var wanted: String?
        if let search {
            let trimmed = search.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                throw WeatherError(.invalidInput, message: "The city search text is empty.")
            }
            query.append("search", trimmed)
            wanted = trimmed
        }
        return (APIRequest<[CityWeather]>(path: "weathers", query: query), wanted)
    }

    /// Whether `city`'s name contains `wanted`, ignoring case and diacritics (always, without `wanted`).
    private static func city(_ city: CityWeather, matches wanted: String?) -> Bool {
        guard let wanted else { return true }
        return city.city.range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// The record the service returns for `GET /weathers/{id}`, or `nil` when it answers 404.
    ///
    /// Ids are not unique in the service's data: id 45 is both Canberra and Wellington, and this call returns
    /// whichever record the service picks for that URL (a list answer is reduced to its first record).
    /// - Throws: `WeatherError` with `.invalidInput` for an id below 1.
    public func city(id: Int) async throws -> CityWeather? {
        guard id > 0 else {
            throw WeatherError(.invalidInput, message: "freetestapi ids start at 1 (\(id) was asked for).")
        }
        let request = APIRequest<CityRecord>(path: "weathers/\(id)")
        do {
            return try await client.send(request) { record in
                var city = record.city
                city?.origin = dataOrigin  // the answer's own, while it is mapped
                return city
            }
        } catch let error as WeatherError where error.code == .notFound {
            return nil
        }
    }

    /// Every record with `id`, in the order of the list, from one `GET /weathers` request: both Canberra and
    /// Wellington for 45, an empty array for an unknown id.
    ///
    /// - Throws: `WeatherError` `.decoding` for a list of more than 10,000 cities, as ``allCities(search:)``.
    package func cities(withID id: Int) async throws -> [CityWeather] {
        let (request, _) = try Self.listRequest(search: nil)
        return try await cities(from: request) { $0.id == id }
    }
}

extension FreeTestWeatherClient {
    /// The body of `GET /weathers/{id}`: one object, or (defensively) an array whose first element is used;
    /// the elements after it are not decoded.
    struct CityRecord: Decodable, Sendable {
        var city: CityWeather?

        init(from decoder: any Decoder) throws {
            // By the body's shape, so that a broken record fails naming its own field.
            if var list = try? decoder.unkeyedContainer() {
                city = list.isAtEnd ? nil : try list.decode(CityWeather.self)
            } else {
                city = try CityWeather(from: decoder)
            }
        }
    }
}
