import Foundation

/// Where the benchmarks write what is not a result: standard error, so that with `--json` standard
/// output holds the JSON document and nothing else.
enum BenchmarkOutput {
    /// Writes a line of explanation, such as a reference that is not installed.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
