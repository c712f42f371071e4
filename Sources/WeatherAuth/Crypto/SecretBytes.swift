/// Key material or a passphrase held in memory, hidden from `print`, `dump` and debuggers.
struct SecretBytes: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    var description: String { "<redacted \(bytes.count) bytes>" }

    var debugDescription: String { description }

    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
