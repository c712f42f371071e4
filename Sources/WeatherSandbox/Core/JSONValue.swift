import Foundation

/// A JSON value whose object members keep the order they were written in, so every body the
/// sandbox sends is byte-for-byte the same for the same inputs and reads like the real one.
package indirect enum JSONValue: Sendable {
    /// An object; members are written in this order.
    case members([(String, JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string.
    case string(String)
    /// An integer, written without a fraction.
    case integer(Int)
    /// A number, written in its shortest round-tripping form (`290.14`, `1020.0`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// An object from ordered pairs; members whose value is `nil` are left out, the way the real
    /// services omit a phenomenon that did not happen.
    package static func object(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .members(pairs.compactMap { key, value in value.map { (key, $0) } })
    }

    /// A number rounded to `places` decimal places.
    package static func number(_ value: Double, places: Int) -> JSONValue {
        .number(value.rounded(toPlaces: places))
    }

    /// The UTF-8 text of this value.
    package var data: Data {
        var text = ""
        write(to: &text)
        return Data(text.utf8)
    }

    private func write(to text: inout String) {
        switch self {
        case .members(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.0, to: &text)
                text += ":"
                member.1.write(to: &text)
            }
            text += "}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .string(let value):
            Self.writeString(value, to: &text)
        case .integer(let value):
            text += String(value)
        case .number(let value):
            text += Self.format(value)
        case .bool(let value):
            text += value ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0.0" }
        let text = String(value)
        guard text.contains("e") else { return text }
        return String(format: "%.6f", value)
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += String(format: "\\u%04x", scalar.value)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Double {
    /// The value rounded to `places` decimal places (half away from zero).
    package func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        let result = (self * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
