import WeatherCore

/// Records, in debug builds, every key a ``JSONIndexDecodable`` type looks up, so a test can show
/// that each fast reader reads every key of its `CodingKeys`: one source of truth per wire type.
///
/// ```
/// let audit = JSONKeyAudit()
/// _ = try JSONKeyAudit.$current.withValue(audit) { try document.decode(OneCallResponse.self) }
/// #expect(audit.unread.isEmpty)
/// ```
///
/// Release builds record nothing and pay nothing.
package final class JSONKeyAudit: Sendable {
    /// The audit of the current task, if any.
    @TaskLocal package static var current: JSONKeyAudit?

    /// What was seen of one `CodingKey` type.
    package struct Keys: Sendable {
        /// Every key of the type, or `nil` when it is not `CaseIterable` (so cannot be audited).
        package var all: Set<String>?
        /// The keys looked up.
        package var read: Set<String> = []
    }

    private let seen = Locked<[String: Keys]>([:])

    /// An empty audit.
    package init() {}

    /// What was seen, by the `CodingKey` type's full name.
    package var keys: [String: Keys] { seen.withLock { $0 } }

    /// The keys never looked up, by `CodingKey` type, for every type that had any key looked up.
    package var unread: [String: Set<String>] {
        keys.compactMapValues { keys in
            let missing = (keys.all ?? ["(the CodingKeys are not CaseIterable)"]).subtracting(keys.read)
            return missing.isEmpty ? nil : missing
        }
    }

    /// Records a lookup of `key`.
    func record<Key: CodingKey>(_ key: Key) {
        let type = String(reflecting: Key.self)
        let name = key.stringValue
        seen.withLock { seen in
            if seen[type] == nil {
                seen[type] = Keys(all: Self.allNames(of: Key.self))
            }
            seen[type]?.read.insert(name)
        }
    }

    private static func allNames<Key: CodingKey>(of type: Key.Type) -> Set<String>? {
        guard let iterable = type as? any (CodingKey & CaseIterable).Type else { return nil }
        return names(iterable)
    }

    private static func names<Key: CodingKey & CaseIterable>(_ type: Key.Type) -> Set<String> {
        Set(Key.allCases.map(\.stringValue))
    }
}
