import Foundation
import WeatherCore
import WeatherModels
import WeatherNetworking

/// The body of one freetestapi list request, written a batch of items at a time so that a list of any
/// length is never held whole.
///
/// Item `n` (from 0) of a list of `size` items is the weather of gazetteer city `n % count`; with the
/// standard size the ids are the city numbers, with a larger size they are `n + 1`, so every id is
/// distinct. Search, sort, order and limit select and arrange the items as the service does.
package struct FreeTestList: Sendable {
    /// Items written per chunk.
    package static let itemsPerChunk = 256

    /// The item numbers to write, in order.
    private let items: [UInt32]
    private let usesCityNumbers: Bool
    private let context: SandboxContext
    /// Each city's item as written with id 0, made on first use.
    private let written = Locked<[Int: Data]>([:])

    /// The list `context.request` asks for, with `size` items before the search (every gazetteer
    /// city when `nil`).
    package init(_ context: SandboxContext, size: Int?) {
        self.context = context
        let cities = context.gazetteer.cities
        let count = cities.count
        usesCityNumbers = size == nil
        let total = max(0, min(size ?? count, Int(UInt32.max)))
        let request = context.request
        var allowed: [Bool]?
        if let search = request.value("search") {
            let folded = SandboxGazetteer.fold(search)
            if context.locationsUnknown || folded == SandboxGazetteer.fold(SandboxTransport.unknownPlaceName) {
                allowed = Array(repeating: false, count: count)
            } else if !folded.isEmpty {
                allowed = cities.map { city in city.foldedNames.contains { $0.contains(folded) } }
            }
        }
        var items: [UInt32] = []
        items.reserveCapacity(allowed == nil ? total : 0)
        for number in 0..<total where count > 0 && allowed?[number % count] ?? true {
            items.append(UInt32(number))
        }
        func city(_ number: UInt32) -> GazetteerCity { cities[Int(number) % count] }
        switch request.value("sort")?.lowercased() {
        case "name", "city":
            items.sort { (city($0).name, $0) < (city($1).name, $1) }
        case "country":
            items.sort { (city($0).countryName, city($0).name, $0) < (city($1).countryName, city($1).name, $1) }
        default: break
        }
        if let order = request.value("order")?.lowercased(), order.hasPrefix("d") {
            items.reverse()
        }
        if let limit = request.integer("limit"), limit >= 0, limit < items.count {
            items.removeLast(items.count - limit)
        }
        self.items = items
    }

    /// The number of chunks the body is written in (at least one).
    package var chunkCount: Int {
        max(1, (items.count + Self.itemsPerChunk - 1) / Self.itemsPerChunk)
    }

    /// Chunk `index` of the body: the first opens the array, the last closes it.
    package func chunk(_ index: Int) -> Data {
        var data = Data()
        if index == 0 {
            data.append(UInt8(ascii: "["))
        }
        let start = index * Self.itemsPerChunk
        let end = min(start + Self.itemsPerChunk, items.count)
        if start < end {
            for position in start..<end {
                if position > 0 {
                    data.append(UInt8(ascii: ","))
                }
                data.append(item(Int(items[position])))
            }
        }
        if index == chunkCount - 1 {
            data.append(UInt8(ascii: "]"))
        }
        return data
    }

    /// The text of item `number`: its city's item, written once, with the item's id.
    private func item(_ number: Int) -> Data {
        let cities = context.gazetteer.cities
        let cityIndex = number % cities.count
        let city = cities[cityIndex]
        let id = usesCityNumbers ? city.number : number + 1
        let template = written.withLock { $0[cityIndex] } ?? makeTemplate(cityIndex)
        var data = Data("{\"id\":\(id),".utf8)
        data.append(template)
        return data
    }

    /// The city's item without its opening `{"id":0,`, which ``item(_:)`` writes with the real id.
    private func makeTemplate(_ cityIndex: Int) -> Data {
        let whole = FreeTestStandIn.item(context.gazetteer.cities[cityIndex], id: 0, context).data
        let template = Data(whole.dropFirst(Self.templatePrefix.count))
        written.withLock { $0[cityIndex] = template }
        return template
    }

    private static let templatePrefix = Data("{\"id\":0,".utf8)
}
