/// The failures a failure-injecting double acts out: for a set of operations, how many more calls succeed
/// before every later one throws. Shared by ``FailingWeatherStore`` and ``FailingVault``.
struct FailurePlan<Operation: Hashable & Sendable>: Sendable {
    private struct Rule: Sendable {
        var operations: Set<Operation>
        var successesLeft: Int
        var error: any Error
    }

    private var rules: [Rule] = []
    private(set) var calls = 0
    private(set) var failures = 0

    /// Lets `successes` more calls of `operations` through (counted together), then fails every later one
    /// with `error`. Replaces earlier plans for those operations.
    mutating func fail(_ operations: Set<Operation>, after successes: Int, with error: any Error) {
        for index in rules.indices {
            rules[index].operations.subtract(operations)
        }
        rules.removeAll { $0.operations.isEmpty }
        rules.append(Rule(operations: operations, successesLeft: max(0, successes), error: error))
    }

    /// Lets every later call through.
    mutating func stop() {
        rules = []
    }

    /// Counts a call of `operation` and throws when the plan says it fails.
    mutating func check(_ operation: Operation) throws {
        calls += 1
        guard let index = rules.firstIndex(where: { $0.operations.contains(operation) }) else { return }
        guard rules[index].successesLeft > 0 else {
            failures += 1
            throw rules[index].error
        }
        rules[index].successesLeft -= 1
    }
}
