extension Array where Element: Sendable {
    /// `transform` applied to every element with at most `maximumConcurrency` calls running at once,
    /// results in the order of the elements.
    ///
    /// A new call starts whenever one finishes, so the limit is kept without waiting for whole rounds.
    /// Once the calling task is cancelled no new call starts (the running ones see the cancellation) and
    /// the elements never transformed are `nil`.
    package func concurrentlyMapped<Output: Sendable>(
        maximumConcurrency: Int,
        _ transform: @escaping @Sendable (Element) async -> Output
    ) async -> [Output?] {
        guard !isEmpty else { return [] }
        return await withTaskGroup(of: (Int, Output).self) { group in
            var outputs = [Output?](repeating: nil, count: count)
            var nextIndex = 0
            let width = Swift.min(Swift.max(maximumConcurrency, 1), count)
            while nextIndex < width {
                let index = nextIndex
                let element = self[index]
                group.addTask { (index, await transform(element)) }
                nextIndex += 1
            }
            while let (index, output) = await group.next() {
                outputs[index] = output
                guard nextIndex < count, !Task.isCancelled else { continue }
                let next = nextIndex
                let element = self[next]
                group.addTask { (next, await transform(element)) }
                nextIndex += 1
            }
            return outputs
        }
    }
}
