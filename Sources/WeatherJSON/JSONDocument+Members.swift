/// Finding an object's members by key, for the keyed container and ``JSONObjectReader``.
extension JSONDocument {
    /// The token index of the value stored under `name` in the object at `object`, or `nil` when
    /// the object has no such key.
    ///
    /// Keys are found by comparing UTF-8 bytes, starting at `hint`, the member after the one the
    /// last lookup in this object found: `Decodable` types usually read their keys in the order
    /// the service writes them, so most lookups look at one member. Objects whose keys repeat (or
    /// may, or are escaped) are searched from the first member, so the first of equal keys wins,
    /// as with Foundation's `JSONDecoder`.
    @inline(__always)
    func valueIndex(ofKey name: UnsafeRawBufferPointer, inObject object: Int, hint: inout Int) -> Int? {
        let token = tokens[object]
        if token.hasSlowKeys {
            return carefulValueIndex(ofKey: name, inObject: object)
        }
        let first = object + 1
        let end = Int(token.next)
        let start = hint > first && hint < end ? hint : first
        // Most types read their keys in the order they were sent: try the hinted member first.
        if start < end {
            let key = tokens[start]
            if Int(key.length) == name.count, Self.equal(rawBytes(key), name) {
                hint = skip(start + 1)
                return start + 1
            }
        }
        return quickValueIndex(ofKey: name, inObject: object, from: start, end: end, hint: &hint)
    }

    /// Searches keys that are unique and unescaped, from the member at `start`, wrapping once.
    private func quickValueIndex(
        ofKey name: UnsafeRawBufferPointer, inObject object: Int, from start: Int, end: Int, hint: inout Int
    ) -> Int? {
        let first = object + 1
        let hash = JSONToken.keyHash(name)
        // The object's key filter says most absent keys are absent without a search.
        guard tokens[object].length & JSONToken.keyBit(hash) != 0 else { return nil }
        if let found = quickSearch(name, hash: hash, from: start, to: end)
            ?? (start > first ? quickSearch(name, hash: hash, from: first, to: start) : nil)
        {
            hint = skip(found)
            return found
        }
        return nil
    }

    /// The value index of the member named `name` among the members in `start..<end`.
    @inline(__always)
    private func quickSearch(_ name: UnsafeRawBufferPointer, hash: Int32, from start: Int, to end: Int) -> Int? {
        var member = start
        while member < end {
            let token = tokens[member]
            if token.next == hash && Int(token.length) == name.count && Self.equal(rawBytes(token), name) {
                return member + 1
            }
            member = skip(member + 1)
        }
        return nil
    }

    /// Compares keys from the first, escaped or not, and returns the first match.
    func carefulValueIndex(ofKey name: UnsafeRawBufferPointer, inObject object: Int) -> Int? {
        var member = object + 1
        let end = Int(tokens[object].next)
        while member < end {
            let token = tokens[member]
            let raw = rawBytes(token)
            let equal = token.isEscaped ? Self.unescaped(raw).elementsEqual(name) : Self.equal(raw, name)
            if equal {
                return member + 1
            }
            member = skip(member + 1)
        }
        return nil
    }
}
