extension Task where Failure == any Error {
    /// The task's value, cancelling the task when the awaiting test is cancelled (as at its time limit),
    /// so that a call that never ends fails its test instead of hanging the run.
    var valueCancellingWithTheTest: Success {
        get async throws {
            try await withTaskCancellationHandler {
                try await value
            } onCancel: {
                cancel()
            }
        }
    }
}
