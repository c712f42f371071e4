import Foundation
import Testing
import WeatherAuth
import WeatherModels
import WeatherStore

@testable import ExampleSupport

@Suite("The data directory")
struct DataDirectoryTests {
    let english = WeatherFormatter(locale: Locale(identifier: "en_150"))

    #if !canImport(Darwin)
    @Test func linuxUsesXDGDataHomeThenTheHomeFolder() {
        #expect(
            DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ana"]).path
                == "/data/weather-sdk")
        #expect(
            DataDirectory.defaultURL(environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.local/share/weather-sdk")
        // A relative XDG_DATA_HOME is invalid and ignored, as the XDG specification says.
        #expect(
            DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ana"]).path
                == "/home/ana/.local/share/weather-sdk")
    }
    #endif

    @Test func theStoreIsOneSQLiteFileThatKeepsItsData() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("data-directory-\(UUID().uuidString)/nested", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let directory = DataDirectory(url: folder)
        let place = Place(id: "oslo", name: "Oslo", coordinate: try Coordinate(latitude: 59.91, longitude: 10.75))
        try await directory.openStore(formatter: english).addFavorite(place, for: "local")
        #expect(FileManager.default.fileExists(atPath: directory.storeURL.path))
        #expect(try await directory.openStore(formatter: english).favorites(for: "local") == [place])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func theVaultKeepsSecretsAcrossOpenings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = DataDirectory(url: folder)
        let key = CredentialKey(service: "weather-favorites", account: "ana@example.com")
        try await directory.openVault(formatter: english).setSecret(Data("s3cret".utf8), for: key)
        #expect(try await directory.openVault(formatter: english).secret(for: key) == Data("s3cret".utf8))
    }
}
