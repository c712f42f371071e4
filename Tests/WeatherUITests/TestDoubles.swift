import Foundation
import Observation
import Testing
import WeatherAuth
import WeatherModels
import WeatherNetworking
import WeatherProviders
import WeatherSandbox
import WeatherScheduling
import WeatherStore
import WeatherTesting
import WeatherUI

/// The dates, places and sandbox clients the screen-model tests share.
enum ScreenFixtures {
    /// 08:00 in Berlin on Saturday 2026-03-28: the sandbox's "now" and the start of every test's wall clock.
    static let start = Date(timeIntervalSince1970: 1_774_681_200)

    /// The gazetteer city called `name` (the sandbox knows its weather and its name).
    static func city(_ name: String) throws -> Place {
        try #require(SandboxGazetteer.standard.places(matching: name, limit: 1).first, "no sandbox city \(name)")
    }

    /// The sandbox, at ``start``.
    static func sandbox(freeTestListSize: Int? = nil) -> SandboxTransport {
        SandboxTransport(seed: 7, now: { start }, freeTestListSize: freeTestListSize)
    }

    /// OpenWeather over `transport` (the sandbox by default), without retries.
    static func openWeather(_ transport: any HTTPTransport = sandbox()) -> OpenWeatherClient {
        OpenWeatherClient(apiKey: "sandbox-key", transport: transport, configuration: .init(retryPolicy: .none))
    }

    /// A wall clock that reads ``start`` plus however far the test moved `clock`.
    static func now(on clock: TestClock) -> @Sendable () -> Date {
        { start.addingTimeInterval(Double(clock.now.offset.components.seconds)) }
    }
}

/// A network the test can cut: it is up until ``goOffline()`` is called.
actor NetworkSwitch {
    private(set) var isOnline = true

    func goOffline() {
        isOnline = false
    }

    /// A connection to `upstream` through this network: requests go to `upstream` while the network is up, and
    /// fail as a dropped connection does (`WeatherError` `.network`) once it is cut. It keeps the upstream's origin.
    nonisolated func transport(to upstream: any HTTPTransport) -> StubTransport {
        StubTransport(dataOrigin: upstream.dataOrigin) { request, _ in
            guard await self.isOnline else {
                throw WeatherError(.network, message: "The test cut the connection.")
            }
            return try await upstream.send(request)
        }
    }
}

/// A one-shot gate: ``pass()`` suspends until ``open()``, even when the task is cancelled (a slow server answers
/// anyway), and the test can wait until someone has arrived.
actor Latch {
    private var isOpen = false
    private var arrivals = 0
    private var passing: [CheckedContinuation<Void, Never>] = []
    private var watching: [CheckedContinuation<Void, Never>] = []

    func pass() async {
        arrivals += 1
        watching.forEach { $0.resume() }
        watching = []
        guard !isOpen else { return }
        await withCheckedContinuation { passing.append($0) }
    }

    /// Suspends until someone has called ``pass()``.
    func waitForArrival() async {
        guard arrivals == 0 else { return }
        await withCheckedContinuation { watching.append($0) }
    }

    func open() {
        isOpen = true
        passing.forEach { $0.resume() }
        passing = []
    }
}

extension StubPlaceSearcher {
    /// Makes the next searches for `query` wait at the returned latch until the test opens it, then find
    /// `places` (at most the limit asked for).
    func hold(_ query: String, answering places: [Place]) -> Latch {
        let latch = Latch()
        answer(query) { _, limit in
            await latch.pass()
            return Array(places.prefix(limit))
        }
        return latch
    }
}

extension StubWeatherProvider {
    /// Makes the next calls for `coordinate` wait at the returned latch until the test opens it, then ask
    /// `upstream`.
    func hold(at coordinate: Coordinate, thenAsk upstream: any WeatherProvider) -> Latch {
        let latch = Latch()
        answer(at: coordinate) { call in
            await latch.pass()
            return try await upstream.weather(at: call.coordinate, timeZone: call.timeZone, including: call.dataSets)
        }
        return latch
    }
}

/// Suspends until `condition` holds, re-checking it each time an observed property it reads changes (no polling,
/// no sleeping); a test that waits for something that never happens fails by its time limit.
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = condition()
            } onChange: {
                changed.resume()
            }
        }
    }
}

extension LoadState {
    /// The state's case, to compare states whose values are not `Equatable`: "idle", "loading", "loaded", "failed".
    var caseName: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed: "failed"
        }
    }
}

/// A device location whose permission prompt and position fix can be held at a ``Latch``, as a user who has not
/// answered yet or a GPS still searching would: each ``holdNextPrompt()`` or ``holdNextFix()`` holds one call.
/// Private because `ScriptedLocationProvider` answers at once: it cannot hold a prompt or a fix at a latch.
actor HeldLocationProvider: LocationProviding {
    private var status: LocationAuthorizationStatus
    private let answer: LocationAuthorizationStatus
    private var coordinate: Coordinate
    private var heldPrompts: [Latch] = []
    private var heldFixes: [Latch] = []

    /// A device at `coordinate`; a prompt answers `answer` when `status` is not determined.
    init(
        coordinate: Coordinate, status: LocationAuthorizationStatus = .authorized,
        answer: LocationAuthorizationStatus = .authorized
    ) {
        self.coordinate = coordinate
        self.status = status
        self.answer = answer
    }

    var authorizationStatus: LocationAuthorizationStatus { status }

    /// Makes the next permission prompt wait for the user's answer until the returned latch opens.
    func holdNextPrompt() -> Latch {
        let latch = Latch()
        heldPrompts.append(latch)
        return latch
    }

    /// Makes the next position request wait until the returned latch opens.
    func holdNextFix() -> Latch {
        let latch = Latch()
        heldFixes.append(latch)
        return latch
    }

    /// Moves the device.
    func move(to coordinate: Coordinate) {
        self.coordinate = coordinate
    }

    func requestAuthorization() async -> LocationAuthorizationStatus {
        if !heldPrompts.isEmpty {
            await heldPrompts.removeFirst().pass()
        }
        if status == .notDetermined {
            status = answer
        }
        return status
    }

    func currentCoordinate() async throws -> Coordinate {
        if !heldFixes.isEmpty {
            await heldFixes.removeFirst().pass()
        }
        guard status.allowsLocation else {
            throw WeatherError(.unauthorized, message: "Location access is \(status).")
        }
        return coordinate
    }
}

/// freetestapi's list from the sandbox over a connection the test scripts one request at a time: each request
/// takes the next ``ListRequests/Outcome`` (the whole answer once the script runs out). The body comes in small
/// chunks, so pages are handed out while it arrives, as over a real network.
/// Private because `StubTransport` does not stream: it cannot cut a body partway or hold it at a latch.
struct ScriptedListTransport: StreamingHTTPTransport {
    let upstream: SandboxTransport
    let requests: ListRequests

    var dataOrigin: DataOrigin { upstream.dataOrigin }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await stream(request).collected()
    }

    func stream(_ request: HTTPRequest) async throws -> StreamedHTTPResponse {
        let outcome = await requests.next()
        if case .unreachable = outcome {
            throw WeatherError(.network, message: "The test cut the connection.")
        }
        let whole = try await upstream.send(request)
        let body = whole.body
        let (kept, latch): (Double, Latch?) =
            switch outcome {
            case .whole, .unreachable: (1, nil)
            case .cutOff(let fraction): (fraction, nil)
            case .held(let fraction, let latch): (fraction, latch)
            }
        let split = body.startIndex + Int(Double(body.count) * kept)
        let breaksOff = if case .cutOff = outcome { true } else { false }
        return StreamedHTTPResponse(
            head: whole,
            body: AsyncThrowingStream { continuation in
                let writer = Task {
                    Self.write(body[body.startIndex..<split], to: continuation)
                    if breaksOff {
                        continuation.finish(
                            throwing: WeatherError(
                                .network, message: "The connection dropped partway through the list."))
                        return
                    }
                    await latch?.pass()
                    Self.write(body[split...], to: continuation)
                    continuation.finish()
                }
                continuation.onTermination = { _ in writer.cancel() }
            })
    }

    private static func write(_ bytes: Data, to continuation: AsyncThrowingStream<Data, any Error>.Continuation) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = min(start + 256, bytes.endIndex)
            continuation.yield(Data(bytes[start..<end]))
            start = end
        }
    }
}

/// What the requests of a ``ScriptedListTransport`` meet, in order, and how many were sent.
actor ListRequests {
    enum Outcome: Sendable {
        /// The whole list.
        case whole
        /// No connection: the request fails with `.network`.
        case unreachable
        /// The body breaks off with `.network` after this fraction of its bytes.
        case cutOff(after: Double)
        /// The body stops after this fraction of its bytes until the latch opens, then comes whole.
        case held(after: Double, until: Latch)
    }

    private var script: [Outcome]
    private(set) var count = 0

    init(_ script: [Outcome] = []) {
        self.script = script
    }

    func next() -> Outcome {
        count += 1
        return script.isEmpty ? .whole : script.removeFirst()
    }
}

/// A favorites store over an in-memory one whose next duplicate check, add, or read's answer the test holds at a
/// ``Latch`` (a slow disk), so another call can overtake it.
actor HeldFavoritesStore: FavoritesStore {
    /// The store underneath, which a test may change behind the model's back.
    let base = InMemoryWeatherStore()
    private var heldChecks: [Latch] = []
    private var heldAdds: [(latch: Latch, failure: WeatherError?)] = []
    private var heldReads: [Latch] = []

    /// Makes the next ``containsFavorite(id:for:)`` (the check an add makes first) wait until the returned latch
    /// opens.
    func holdNextCheck() -> Latch {
        let latch = Latch()
        heldChecks.append(latch)
        return latch
    }

    /// Makes the next add wait until the returned latch opens, then fail with `failure` or go through.
    func holdNextAdd(failing failure: WeatherError? = nil) -> Latch {
        let latch = Latch()
        heldAdds.append((latch, failure))
        return latch
    }

    /// Makes the next read take the favorites at once but answer only when the returned latch opens.
    func holdNextRead() -> Latch {
        let latch = Latch()
        heldReads.append(latch)
        return latch
    }

    func favorites(for user: UserID) async throws -> [Place] {
        let list = try await base.favorites(for: user)
        if !heldReads.isEmpty {
            await heldReads.removeFirst().pass()
        }
        return list
    }

    func addFavorite(_ place: Place, for user: UserID) async throws {
        if !heldAdds.isEmpty {
            let held = heldAdds.removeFirst()
            await held.latch.pass()
            if let failure = held.failure {
                throw failure
            }
        }
        try await base.addFavorite(place, for: user)
    }

    func removeFavorite(id: Place.ID, for user: UserID) async throws {
        try await base.removeFavorite(id: id, for: user)
    }

    func moveFavorite(from source: Int, to destination: Int, for user: UserID) async throws {
        try await base.moveFavorite(from: source, to: destination, for: user)
    }

    func containsFavorite(id: Place.ID, for user: UserID) async throws -> Bool {
        if !heldChecks.isEmpty {
            await heldChecks.removeFirst().pass()
        }
        return try await base.containsFavorite(id: id, for: user)
    }
}

/// An account service in front of another whose sign-out fails with ``AuthError/Code/network``, as with no
/// connection to the server.
struct SignOutFailingAuth: AuthService {
    let base: any AuthService

    func signUp(email: String, password: String) async throws -> UserSession {
        try await base.signUp(email: email, password: password)
    }

    func signIn(email: String, password: String) async throws -> UserSession {
        try await base.signIn(email: email, password: password)
    }

    func signOut() async throws {
        throw AuthError(.network, "The server cannot be reached.")
    }

    var currentSession: UserSession? {
        get async throws { try await base.currentSession }
    }
}

/// A notification outbox over an in-memory one whose permission prompt waits for the user's answer until the
/// test opens ``prompt``.
/// Private because `RecordingNotificationScheduler` answers a prompt at once: it cannot hold it at a latch.
actor HeldNotificationOutbox: NotificationScheduling {
    let base: InMemoryNotificationOutbox
    /// Holds every permission prompt until opened.
    let prompt = Latch()

    init(permissionAnswer: NotificationPermission = .authorized) {
        base = InMemoryNotificationOutbox(permissionAnswer: permissionAnswer)
    }

    func permission() async throws -> NotificationPermission {
        await base.permission()
    }

    func requestPermission() async throws -> NotificationPermission {
        await prompt.pass()
        return await base.requestPermission()
    }

    func schedule(_ notification: ScheduledNotification) async throws {
        await base.schedule(notification)
    }

    func pendingNotifications() async throws -> [ScheduledNotification] {
        await base.pendingNotifications()
    }

    func cancel(id: String) async throws {
        await base.cancel(id: id)
    }
}
