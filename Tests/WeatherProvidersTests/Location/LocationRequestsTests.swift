import Foundation
import Testing
import WeatherCore
import WeatherTesting

@testable import WeatherProviders

/// A `CLLocationManager` stand-in: it records what was asked and answers only when the test says so.
@MainActor
final class ScriptedLocationHardware: LocationHardware {
    var authorizationStatus: LocationAuthorizationStatus
    var isAppActive = true
    private(set) var authorizationRequests = 0
    private(set) var locationRequests = 0

    init(status: LocationAuthorizationStatus) {
        authorizationStatus = status
    }

    func requestAuthorization() { authorizationRequests += 1 }
    func requestLocation() { locationRequests += 1 }
}

@Suite("Location requests (the CoreLocation flow)", .timeLimit(.minutes(1)))
@MainActor
struct LocationRequestsTests {
    static let berlin = try! Coordinate(latitude: 52.52, longitude: 13.405)
    static let app = AppBundle(
        identifier: "org.example.weather", url: URL(fileURLWithPath: "/Applications/Weather.app"),
        infoStrings: ["NSLocationWhenInUseUsageDescription": "Shows the weather where you are."])
    static let key = "NSLocationWhenInUseUsageDescription"

    let clock = TestClock()

    /// Requests whose fix and permission both time out after `timeout`.
    func makeRequests(
        _ hardware: ScriptedLocationHardware, bundle: AppBundle = Self.app, timeout: Duration = .seconds(30)
    ) -> LocationRequests {
        LocationRequests(
            hardware: hardware, bundle: bundle, usageDescriptionKey: Self.key, timeout: timeout,
            authorizationTimeout: timeout, clock: clock)
    }

    @Test func byDefaultThePermissionWaitLeavesTimeToReadThePromptAndDecide() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let requests = LocationRequests(
            hardware: hardware, bundle: Self.app, usageDescriptionKey: Self.key, clock: clock)
        let waiting = Task { try await requests.requestAuthorization() }
        await clock.waitForSleepers(1)
        // The fix's 30 s are long past while the person still reads; the answer then comes.
        #expect(clock.sleeps == [LocationRequests.defaultAuthorizationTimeout])
        #expect(LocationRequests.defaultAuthorizationTimeout >= .seconds(300))
        clock.advance(by: .seconds(60))
        requests.authorizationChanged(to: .authorized)
        #expect(try await waiting.value == .authorized)
    }

    @Test func aDecidedStatusIsReturnedWithoutAsking() async throws {
        let hardware = ScriptedLocationHardware(status: .denied)
        let requests = makeRequests(hardware)
        #expect(try await requests.requestAuthorization() == .denied)
        #expect(hardware.authorizationRequests == 0)
    }

    @Test func concurrentRequestsAskOnceAndShareTheAnswer() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let requests = makeRequests(hardware)
        let first = Task { try await requests.requestAuthorization() }
        let second = Task { try await requests.requestAuthorization() }
        await clock.waitForSleepers(2)
        #expect(hardware.authorizationRequests == 1)
        // CoreLocation first reports the undetermined status (as when the manager is created): nobody resumes.
        requests.authorizationChanged(to: .notDetermined)
        requests.authorizationChanged(to: .authorized)
        #expect(try await first.value == .authorized)
        #expect(try await second.value == .authorized)
    }

    @Test func anUnansweredRequestForPermissionTimesOut() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let requests = makeRequests(hardware, timeout: .seconds(30))
        let waiting = Task { try await requests.requestAuthorization() }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(30))
        let error = await #expect(throws: WeatherError.self) { try await waiting.value }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("30 s") == true)
        #expect(error?.message.contains(Self.key) == true)
        #expect(clock.sleeps == [.seconds(30)])
    }

    @Test func aLateAnswerAfterTheTimeoutIsHarmlessAndTheNextRequestAsksAgain() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let requests = makeRequests(hardware, timeout: .seconds(5))
        let waiting = Task { try await requests.requestAuthorization() }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        await #expect(throws: WeatherError.self) { try await waiting.value }
        requests.authorizationChanged(to: .denied)  // nobody waits: nothing happens

        let again = Task { try await requests.requestAuthorization() }
        await clock.waitForSleepers(1)
        requests.authorizationChanged(to: .authorized)
        #expect(try await again.value == .authorized)
        #expect(hardware.authorizationRequests == 2)
    }

    @Test func aMissingPurposeStringIsUnavailableAndNamesTheKey() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        var bundle = Self.app
        bundle.infoStrings = [:]
        let requests = makeRequests(hardware, bundle: bundle)
        let error = await #expect(throws: WeatherError.self) { try await requests.requestAuthorization() }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains(Self.key) == true)
        #expect(hardware.authorizationRequests == 0)
    }

    @Test func aBlankPurposeStringCountsAsMissing() async throws {
        var bundle = Self.app
        bundle.infoStrings[Self.key] = "  "
        let problem = LocationRequests.problemAsking(bundle: bundle, usageDescriptionKey: Self.key, isAppActive: true)
        #expect(problem?.code == .unavailable)
        #expect(problem?.message.contains(Self.key) == true)
    }

    @Test func aProcessOutsideAnAppBundleIsUnavailable() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let tool = AppBundle(
            identifier: "com.apple.dt.xctest.tool", url: URL(fileURLWithPath: "/usr/bin"),
            infoStrings: [Self.key: "Why"])
        let requests = makeRequests(hardware, bundle: tool)
        let error = await #expect(throws: WeatherError.self) { try await requests.currentCoordinate() }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("app or app extension") == true)
        #expect(hardware.authorizationRequests == 0)
    }

    @Test func askingFromTheBackgroundIsRefusedPolitely() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        hardware.isAppActive = false
        let requests = makeRequests(hardware)
        let error = await #expect(throws: WeatherError.self) { try await requests.requestAuthorization() }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("not active") == true)
        #expect(hardware.authorizationRequests == 0)
    }

    @Test func aFixFromTheBackgroundIsRefusedEvenWhenAuthorized() async throws {
        let hardware = ScriptedLocationHardware(status: .authorized)
        hardware.isAppActive = false
        let requests = makeRequests(hardware)
        let error = await #expect(throws: WeatherError.self) { try await requests.currentCoordinate() }
        #expect(error?.code == .unavailable)
        #expect(hardware.locationRequests == 0)
    }

    @Test func aFixIsRequestedOnceForConcurrentCalls() async throws {
        let hardware = ScriptedLocationHardware(status: .authorized)
        let requests = makeRequests(hardware)
        let first = Task { try await requests.currentCoordinate() }
        let second = Task { try await requests.currentCoordinate() }
        await clock.waitForSleepers(2)
        #expect(hardware.locationRequests == 1)
        requests.locationFound(.success(Self.berlin))
        #expect(try await first.value == Self.berlin)
        #expect(try await second.value == Self.berlin)
    }

    @Test func anUnansweredFixTimesOut() async throws {
        let hardware = ScriptedLocationHardware(status: .authorized)
        let requests = makeRequests(hardware, timeout: .seconds(12.5))
        let waiting = Task { try await requests.currentCoordinate() }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(12.5))
        let error = await #expect(throws: WeatherError.self) { try await waiting.value }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("12.5 s") == true)
    }

    @Test func aDeniedPermissionIsUnauthorizedWithoutAFixRequest() async throws {
        let hardware = ScriptedLocationHardware(status: .notDetermined)
        let requests = makeRequests(hardware)
        let waiting = Task { try await requests.currentCoordinate() }
        await clock.waitForSleepers(1)
        requests.authorizationChanged(to: .restricted)
        let error = await #expect(throws: WeatherError.self) { try await waiting.value }
        #expect(error?.code == .unauthorized)
        #expect(hardware.locationRequests == 0)
    }

    @Test func cancellingAWaitingCallEndsIt() async throws {
        let hardware = ScriptedLocationHardware(status: .authorized)
        let requests = makeRequests(hardware)
        let waiting = Task { try await requests.currentCoordinate() }
        await clock.waitForSleepers(1)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test(arguments: [
        (0, WeatherError.Code.unavailable), (1, .unauthorized), (2, .network), (17, .unavailable),
    ])
    func coreLocationErrorsMapToTypedErrors(code: Int, expected: WeatherError.Code) async throws {
        let hardware = ScriptedLocationHardware(status: .authorized)
        let requests = makeRequests(hardware)
        let waiting = Task { try await requests.currentCoordinate() }
        await clock.waitForSleepers(1)
        requests.locationFound(.failure(LocationRequests.failure(coreLocationCode: code)))
        let error = await #expect(throws: WeatherError.self) { try await waiting.value }
        #expect(error?.code == expected)
    }

    @Test func appAndExtensionBundlesCountAsApplications() {
        let url = { (path: String) in URL(fileURLWithPath: path) }
        #expect(AppBundle(identifier: "a.b", url: url("/Applications/Weather.app")).isApplication)
        #expect(AppBundle(identifier: "a.b.widget", url: url("/x/Weather.app/PlugIns/Widget.appex")).isApplication)
        #expect(AppBundle(identifier: "a.b", url: url("/x/Weather.APP")).isApplication)
        #expect(!AppBundle(identifier: nil, url: url("/Applications/Weather.app")).isApplication)
        #expect(!AppBundle(identifier: "", url: url("/Applications/Weather.app")).isApplication)
        // `swift run`, `swift test` and the xctest tool: a folder of executables, with or without an identifier.
        #expect(!AppBundle(identifier: "com.apple.dt.xctest.tool", url: url("/usr/bin")).isApplication)
        #expect(!AppBundle(identifier: nil, url: url("/work/.build/debug")).isApplication)
        // This test process is not an app.
        #expect(!AppBundle.main.isApplication)
    }
}
