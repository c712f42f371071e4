extension String {
    /// The text without leading and trailing white space or line breaks.
    ///
    /// The same characters as `trimmingCharacters(in: .whitespacesAndNewlines)`: Unicode's
    /// `White_Space`, and the zero width space, which Foundation's set also holds. It avoids the
    /// bridge to `NSString`, which costs microseconds per call on Linux; text that needs no
    /// trimming is returned as is.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isWhitespace || scalar == "\u{200B}"
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex {
            return self
        }
        return String(scalars[first...last])
    }
}
