/// Fills the placeholders of a localized format with text, without `String(format:)`.
///
/// Every argument arrives already formatted (numbers in the locale's digits and separators), so a
/// placeholder only says which argument goes where: `%@`, `%d`, `%ld`, `%lld`, `%i`, `%u`, `%lu` take the
/// next argument, `%2$@` (and `%2$d`…) a given one, and `%%` is a percent sign. A translation that names an
/// argument that is not there leaves it empty rather than reading memory it does not own, as
/// `String(format:)` would.
package enum MessageFormat {
    /// `format` with its placeholders replaced by `arguments`.
    package static func fill(_ format: String, _ arguments: [String]) -> String {
        var output = ""
        var next = 0
        scan(format) { piece in
            switch piece {
            case .text(let text): output += text
            case .percent: output += "%"
            case .argument(let position):
                let index = position.map { $0 - 1 } ?? next
                next = index + 1
                output += arguments.indices.contains(index) ? arguments[index] : ""
            case .plural: break
            }
        }
        return output
    }

    /// The argument positions `format` reads, in order (1-based), for checking that a translation uses the same
    /// arguments as the English text.
    package static func argumentPositions(in format: String) -> [Int] {
        var positions: [Int] = []
        var next = 1
        scan(format) { piece in
            if case .argument(let position) = piece {
                let used = position ?? next
                positions.append(used)
                next = used + 1
            }
        }
        return positions
    }

    /// The plural variables (`%#@minutes@`) in a `.stringsdict` format key.
    package static func pluralVariables(in format: String) -> [String] {
        var names: [String] = []
        scan(format) { piece in
            if case .plural(let name) = piece { names.append(name) }
        }
        return names
    }

    /// `format` with each `%#@name@` replaced by `replacement(name)`.
    package static func replacingPluralVariables(in format: String, _ replacement: (String) -> String) -> String {
        var output = ""
        scan(format, keepsPlaceholders: true) { piece in
            switch piece {
            case .text(let text): output += text
            case .plural(let name): output += replacement(name)
            case .percent, .argument: break
            }
        }
        return output
    }

    private enum Piece {
        case text(String)
        case percent
        case argument(Int?)
        case plural(String)
    }

    /// Splits `format` into text and placeholders. With `keepsPlaceholders`, argument placeholders and `%%`
    /// come back as text, unchanged.
    private static func scan(_ format: String, keepsPlaceholders: Bool = false, _ visit: (Piece) -> Void) {
        let scalars = Array(format.unicodeScalars)
        var index = 0
        var text = String.UnicodeScalarView()
        func flush() {
            if !text.isEmpty {
                visit(.text(String(text)))
                text = String.UnicodeScalarView()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                text.append(scalar)
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1
            if scalars[cursor] == "%" {
                if keepsPlaceholders {
                    text.append(contentsOf: ["%", "%"])
                } else {
                    flush()
                    visit(.percent)
                }
                index = cursor + 1
                continue
            }
            if scalars[cursor] == "#", cursor + 1 < scalars.count, scalars[cursor + 1] == "@" {
                var end = cursor + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                if end < scalars.count {
                    flush()
                    var name = String.UnicodeScalarView()
                    name.append(contentsOf: scalars[(cursor + 2)..<end])
                    visit(.plural(String(name)))
                    index = end + 1
                    continue
                }
            }
            var position: Int?
            var digits = 0
            var value = 0
            while cursor < scalars.count,
                let digit = scalars[cursor].properties.numericType != nil
                    ? Int(String(scalars[cursor])) : nil, digits < 3
            {
                value = value * 10 + digit
                digits += 1
                cursor += 1
            }
            if digits > 0 {
                if cursor < scalars.count, scalars[cursor] == "$", value > 0 {
                    position = value
                    cursor += 1
                } else {
                    cursor = start + 1
                }
            }
            while cursor < scalars.count, scalars[cursor] == "l" { cursor += 1 }
            if cursor < scalars.count, ["@", "d", "i", "u"].contains(scalars[cursor]) {
                if keepsPlaceholders {
                    text.append(contentsOf: scalars[start...cursor])
                } else {
                    flush()
                    visit(.argument(position))
                }
                index = cursor + 1
            } else {
                text.append(scalar)
                index += 1
            }
        }
        flush()
    }
}
