import Foundation
import WeatherCore
import WeatherModels

#if canImport(Darwin)
import Darwin
#endif

/// The benchmark process's resident memory: now, and at its peak.
///
/// On Linux both come from `/proc/self/status` (`VmRSS`, `VmHWM`), and the peak can be reset by
/// writing `5` to `/proc/self/clear_refs`, so a benchmark measures its own peak. On Apple platforms
/// they come from `task_info` (`resident_size`, `resident_size_max`), whose peak cannot be reset:
/// there the benchmark samples the current size as it goes instead.
enum ProcessMemory {
    /// Resident bytes now and at the peak, or `nil` when the system does not say.
    static func resident() -> (current: Int, peak: Int)? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var current: Int?
        var peak: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") {
                current = kilobytes(line).map { $0 * 1024 }
            } else if line.hasPrefix("VmHWM:") {
                peak = kilobytes(line).map { $0 * 1024 }
            }
        }
        guard let current, let peak else { return nil }
        return (current, peak)
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        guard result == KERN_SUCCESS else { return nil }
        return (Int(info.resident_size), Int(info.resident_size_max))
        #else
        return nil
        #endif
    }

    /// Resets the peak to the current size; `false` where that is not possible.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
        #else
        return false
        #endif
    }

    /// The number in a `/proc/self/status` line such as `VmRSS:   12345 kB`.
    private static func kilobytes(_ line: Substring) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}

/// Follows the peak resident size while a benchmark runs: exactly where the peak can be reset
/// (Linux), else by sampling the current size whenever ``sample()`` is called.
final class PeakMemory: Sendable {
    private struct State {
        var start = 0
        var sampledPeak = 0
        var resetWorked = false
    }

    private let state = Locked(State())

    /// Starts a measurement: resets the peak if possible and notes the current size.
    func start() {
        let resetWorked = ProcessMemory.resetPeak()
        let current = ProcessMemory.resident()?.current ?? 0
        state.withLock { $0 = State(start: current, sampledPeak: current, resetWorked: resetWorked) }
    }

    /// Notes the current size (needed where the peak cannot be reset).
    func sample() {
        guard let current = ProcessMemory.resident()?.current else { return }
        state.withLock { $0.sampledPeak = max($0.sampledPeak, current) }
    }

    /// How far the peak rose above the size at ``start()``, in MB (10^6 bytes).
    func growthInMegabytes() -> Double {
        sample()
        let state = self.state.current
        let peak = state.resetWorked ? max(ProcessMemory.resident()?.peak ?? 0, state.sampledPeak) : state.sampledPeak
        return Double(max(0, peak - state.start)) / 1_000_000
    }
}
