/// Splits a line typed at the interactive prompt into words, as a shell would for simple input.
///
/// Spaces separate words; single or double quotes keep spaces inside a word; a backslash
/// keeps the next character as it is.
///
/// ```swift
/// CommandWords.split(#"track "São Paulo" --live"#)   // ["track", "São Paulo", "--live"]
/// ```
package enum CommandWords {
    /// The words of `line`.
    ///
    /// - Throws: ``UsageError`` when a quote is not closed.
    package static func split(_ line: String) throws(UsageError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                inWord = true
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else {
                    word.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord {
                    words.append(word)
                    word = ""
                    inWord = false
                }
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw UsageError(key: "support.usage.openQuote") }
        if inWord {
            words.append(word)
        }
        return words
    }
}
