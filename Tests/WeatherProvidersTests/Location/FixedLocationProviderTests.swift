import Foundation
import Testing
import WeatherNetworking
import WeatherTesting

@testable import WeatherProviders

@Suite("Device location")
struct FixedLocationProviderTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)

    @Test func authorizedProviderReturnsItsCoordinate() async throws {
        let locator = FixedLocationProvider(coordinate: Self.berlin)
        #expect(locator.authorizationStatus == .authorized)
        #expect(try await locator.currentCoordinate() == Self.berlin)
        #expect(locator.authorizationRequestCount == 0)
    }

    @Test func notDeterminedAsksOnceAndTakesTheAnswer() async throws {
        let locator = FixedLocationProvider(coordinate: Self.berlin, status: .notDetermined, answer: .authorized)
        #expect(locator.authorizationStatus == .notDetermined)
        #expect(try await locator.currentCoordinate() == Self.berlin)
        #expect(await locator.requestAuthorization() == .authorized)
        #expect(locator.authorizationRequestCount == 1)
    }

    @Test(arguments: [LocationAuthorizationStatus.denied, .restricted])
    func refusedPermissionIsATypedError(answer: LocationAuthorizationStatus) async throws {
        let locator = FixedLocationProvider(coordinate: Self.berlin, status: .notDetermined, answer: answer)
        #expect(await locator.requestAuthorization() == answer)
        let error = await #expect(throws: WeatherError.self) { try await locator.currentCoordinate() }
        #expect(error?.code == .unauthorized)
        #expect(error?.message.contains(answer.rawValue) == true)
        // Asking again does not change a decided status.
        #expect(await locator.requestAuthorization() == answer)
        #expect(locator.authorizationRequestCount == 1)
    }

    @Test func noFixIsUnavailable() async throws {
        let locator = FixedLocationProvider(coordinate: nil)
        let error = await #expect(throws: WeatherError.self) { try await locator.currentCoordinate() }
        #expect(error?.code == .unavailable)
    }

    @Test func statusAndCoordinateCanChange() async throws {
        let locator = FixedLocationProvider(coordinate: Self.berlin)
        let paris = try Coordinate(latitude: 48.8566, longitude: 2.3522)
        locator.setCoordinate(paris)
        #expect(try await locator.currentCoordinate() == paris)
        locator.setAuthorizationStatus(.denied)
        await #expect(throws: WeatherError.self) { try await locator.currentCoordinate() }
    }

    @Test func onlyAuthorizedAllowsLocation() {
        let statuses: [LocationAuthorizationStatus] = [.notDetermined, .denied, .restricted, .authorized]
        #expect(statuses.filter(\.allowsLocation) == [.authorized])
        #expect(Set(statuses.map(\.description)).count == 4)
    }

    @Test func worksAsAnyLocationProviding() async throws {
        let locator: any LocationProviding = FixedLocationProvider(coordinate: Self.berlin)
        #expect(await locator.authorizationStatus == .authorized)
        let weather = try await OpenMeteoClient(
            transport: StubTransport(
                statusCode: 200, body: #"{"latitude":52.52,"longitude":13.41,"timezone":"Europe/Berlin"}"#)
        ).weather(at: try await locator.currentCoordinate())
        #expect(weather.coordinate == Self.berlin)
        #expect(weather.timeZone.identifier == "Europe/Berlin")
    }
}
