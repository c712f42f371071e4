import Foundation
import Testing
import WeatherModels
import WeatherStore
import WeatherTestSupport

/// Opens and reads copies of a real `SQLiteWeatherStore` file with flipped, zeroed, copied or cut pages:
/// every failure is a typed `WeatherError`, never a crash, and a file the store refuses to open is left
/// byte for byte as it was (never replaced by a fresh, empty database).
@Suite("Store corruption")
struct StoreCorruptionTests {
    static let allowedCodes: Set<WeatherError.Code> = [.storage, .decoding]
    static let pageSize = 4_096
    static let users: [UserID] = ["ada", "grace"]
    static let placeKey: PlaceKey = "munich"

    /// The corrupted files of a run: a fiftieth of the decoder mutations.
    static var iterations: Int { max(1, FuzzSettings.iterations / 50) }

    @Test func corruptedStoreFilesFailWithTypedErrors() async throws {
        FuzzSettings.announce("store corruption")
        try await withTemporaryDirectory { directory in
            let original = try await Self.makeStoreFile(in: directory)
            #expect(original.count >= 4 * Self.pageSize)
            var generator = FuzzSettings.generator("store")
            var refused = 0
            for iteration in 0..<Self.iterations {
                await Task.yield()
                let (damaged, summary) = Self.damage(original, using: &generator)
                let url = directory.appendingPathComponent("damaged-\(iteration).sqlite")
                try damaged.write(to: url)
                let context = FuzzSettings.replay("iteration \(iteration), \(summary)")
                let store: SQLiteWeatherStore
                do {
                    store = try SQLiteWeatherStore(path: url)
                } catch {
                    refused += 1
                    Self.check(error, context)
                    #expect(try Data(contentsOf: url) == damaged, "a refused file was changed: \(context)")
                    continue
                }
                // Opened: every read either answers or fails with a typed error.
                for user in Self.users {
                    await Self.expectTyped(context) { _ = try await store.favorites(for: user) }
                    await Self.expectTyped(context) { _ = try await store.value(for: .selectedCity, user: user) }
                }
                await Self.expectTyped(context) { _ = try await store.records(for: Self.placeKey) }
                await Self.expectTyped(context) { _ = try await store.cachedWeather(for: Self.placeKey) }
                #expect(FileManager.default.fileExists(atPath: url.path), "\(context)")
            }
            #expect(refused > 0)
        }
    }

    /// A damaged header can make the schema version (a signed 32-bit number at byte 60) negative.
    @Test(arguments: [Int32(-1), Int32.min])
    func aNegativeSchemaVersionIsRefusedAndLeftUnchanged(version: Int32) async throws {
        try await withTemporaryDirectory { directory in
            var bytes = [UInt8](try await Self.makeStoreFile(in: directory))
            let value = UInt32(bitPattern: version)
            bytes.replaceSubrange(60..<64, with: (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) })
            let url = directory.appendingPathComponent("negative.sqlite")
            try Data(bytes).write(to: url)
            let error = try #require(throws: WeatherError.self) { try SQLiteWeatherStore(path: url) }
            #expect(error.code == .storage)
            #expect(error.message.contains("invalid schema version \(version)"))
            #expect(try Data(contentsOf: url) == Data(bytes))
        }
    }

    /// Writes a store with favorites, settings, history and a cached reading for two users, closes it,
    /// and returns the file's bytes.
    static func makeStoreFile(in directory: URL) async throws -> Data {
        let url = directory.appendingPathComponent("original.sqlite")
        do {
            let store = try SQLiteWeatherStore(path: url)
            for (index, user) in users.enumerated() {
                for number in 0..<40 {
                    try await store.addFavorite(try StoredValues.place("\(user.rawValue)-\(number)"), for: user)
                }
                try await store.setValue(try StoredValues.place("selected-\(index)"), for: .selectedCity, user: user)
            }
            for hour in 0..<60 {
                let date = StoredValues.start.addingTimeInterval(Double(hour) * 3_600)
                try await store.recordWeather(try StoredValues.weather(at: date), for: placeKey, at: date)
            }
            try await store.saveWeather(try StoredValues.weather(at: StoredValues.start), for: placeKey, at: .now)
        }
        // The store is closed (its last reference is gone), so the write-ahead log is folded into the file.
        return try Data(contentsOf: url)
    }

    static func damage(_ file: Data, using generator: inout SeededGenerator) -> (Data, String) {
        var bytes = [UInt8](file)
        let pages = bytes.count / pageSize
        let page = Int.random(in: 0..<pages, using: &generator)
        let start = page * pageSize
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            let offsets = (0..<Int.random(in: 1...32, using: &generator)).map { _ in
                start + Int.random(in: 0..<pageSize, using: &generator)
            }
            for offset in offsets { bytes[offset] ^= UInt8.random(in: 1...255, using: &generator) }
            return (Data(bytes), "flip \(offsets.count) bytes in page \(page)")
        case 1:
            bytes.replaceSubrange(start..<start + pageSize, with: repeatElement(0, count: pageSize))
            return (Data(bytes), "zero page \(page)")
        case 2:
            let source = Int.random(in: 0..<pages, using: &generator) * pageSize
            bytes.replaceSubrange(start..<start + pageSize, with: bytes[source..<source + pageSize])
            return (Data(bytes), "copy page \(source / pageSize) over page \(page)")
        case 3:
            return (Data(bytes.prefix(start)), "truncate to \(page) pages")
        case 4:
            let length = Int.random(in: 1..<bytes.count, using: &generator)
            return (Data(bytes.prefix(length)), "truncate to \(length) bytes")
        default:
            let offset = Int.random(in: 0..<100, using: &generator)
            bytes[offset] ^= UInt8.random(in: 1...255, using: &generator)
            return (Data(bytes), "flip header byte \(offset)")
        }
    }

    static func check(_ error: any Error, _ context: String) {
        guard let error = error as? WeatherError else {
            Issue.record("not a WeatherError: \(type(of: error)) \(error): \(context)")
            return
        }
        #expect(allowedCodes.contains(error.code), "\(error): \(context)")
    }

    static func expectTyped(_ context: String, _ read: () async throws -> Void) async {
        do {
            try await read()
        } catch {
            check(error, context)
        }
    }
}
