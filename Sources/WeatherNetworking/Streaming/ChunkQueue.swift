import Foundation
import WeatherCore

/// The chunks of one streamed body between the thread that receives them and the task that reads
/// them, with back-pressure: when more than ``highWater`` bytes wait unread, the producer is asked to
/// pause, and to go on once the reader has brought them under ``lowWater``. A producer that does not
/// pause is cut off, with `.network`, once ``limit`` bytes wait.
final class ChunkQueue: Sendable {
    private struct State {
        var chunks: [Data] = []
        /// The index of the next chunk to hand out (the array is compacted now and then).
        var head = 0
        var bufferedBytes = 0
        var isPaused = false
        var end: Result<Void, WeatherError>?
        var reader: CheckedContinuation<Data?, any Error>?
    }

    /// Unread bytes above which the producer is paused.
    let highWater: Int
    /// Unread bytes under which a paused producer goes on.
    let lowWater: Int
    /// Unread bytes at which the body fails.
    let limit: Int
    private let pause: @Sendable () -> Void
    private let proceed: @Sendable () -> Void
    private let state = Locked(State())

    /// Creates a queue that calls `pause` and `proceed` on the producer.
    init(
        highWater: Int, limit: Int, pause: @escaping @Sendable () -> Void,
        proceed: @escaping @Sendable () -> Void
    ) {
        self.highWater = highWater
        self.lowWater = highWater / 4
        self.limit = max(limit, highWater)
        self.pause = pause
        self.proceed = proceed
    }

    /// Adds a chunk from the producer; `false` when the reader fell too far behind (the queue has
    /// then failed).
    func append(_ chunk: Data) -> Bool {
        enum Action {
            case none
            case deliver(CheckedContinuation<Data?, any Error>)
            case pause, overflow
        }
        let action = state.withLock { state -> Action in
            guard state.end == nil else { return .none }
            if let reader = state.reader {
                state.reader = nil
                return .deliver(reader)
            }
            state.chunks.append(chunk)
            state.bufferedBytes += chunk.count
            if state.bufferedBytes > limit {
                state.chunks.removeAll()
                state.head = 0
                state.bufferedBytes = 0
                state.end = .failure(
                    WeatherError(
                        .network,
                        message: "The streamed body was read too slowly: more than \(limit) bytes waited unread."))
                return .overflow
            }
            if state.bufferedBytes > highWater, !state.isPaused {
                state.isPaused = true
                return .pause
            }
            return .none
        }
        switch action {
        case .none: return true
        case .deliver(let reader):
            reader.resume(returning: chunk)
            return true
        case .pause:
            pause()
            return true
        case .overflow:
            return false
        }
    }

    /// Ends the body, with `error` or normally; chunks already queued are still handed out first.
    func finish(throwing error: WeatherError? = nil) {
        let reader = state.withLock { state -> CheckedContinuation<Data?, any Error>? in
            guard state.end == nil else { return nil }
            state.end = error.map { .failure($0) } ?? .success(())
            defer { state.reader = nil }
            return state.reader
        }
        if let error {
            reader?.resume(throwing: error)
        } else {
            reader?.resume(returning: nil)
        }
    }

    /// The next chunk, waiting for it if needed; `nil` at the end.
    func next() async throws -> Data? {
        try await withCheckedThrowingContinuation { continuation in
            enum Action {
                case answer(Result<Data?, any Error>)
                case wait
                case answerAndProceed(Data)
            }
            let action = state.withLock { state -> Action in
                if state.head < state.chunks.count {
                    let chunk = state.chunks[state.head]
                    state.head += 1
                    state.bufferedBytes -= chunk.count
                    if state.head == state.chunks.count {
                        state.chunks.removeAll(keepingCapacity: true)
                        state.head = 0
                    } else if state.head >= 64 {
                        state.chunks.removeFirst(state.head)
                        state.head = 0
                    }
                    if state.isPaused, state.bufferedBytes < lowWater, state.end == nil {
                        state.isPaused = false
                        return .answerAndProceed(chunk)
                    }
                    return .answer(.success(chunk))
                }
                switch state.end {
                case .success: return .answer(.success(nil))
                case .failure(let error): return .answer(.failure(error))
                case nil:
                    state.reader = continuation
                    return .wait
                }
            }
            switch action {
            case .answer(let result):
                continuation.resume(with: result)
            case .answerAndProceed(let chunk):
                proceed()
                continuation.resume(returning: chunk)
            case .wait:
                break
            }
        }
    }
}
