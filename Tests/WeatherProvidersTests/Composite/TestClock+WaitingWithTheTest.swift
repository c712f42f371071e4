import WeatherCore
import WeatherTesting

extension TestClock {
    /// Suspends until at least `count` sleepers wait on this clock, or until the awaiting test is cancelled
    /// (as at its time limit), so that a sleeper that never comes fails its test instead of hanging the run.
    func waitForSleepersUnlessCancelled(_ count: Int) async {
        let waiting = Locked<CheckedContinuation<Void, Never>?>(nil)
        let resume: @Sendable () -> Void = {
            let continuation = waiting.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
            continuation?.resume()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.withLock { $0 = continuation }
                Task {
                    await self.waitForSleepers(count)
                    resume()
                }
                if Task.isCancelled { resume() }
            }
        } onCancel: {
            resume()
        }
    }
}
