/// Rows of text in aligned columns, with an optional header.
///
/// Widths are measured without escape codes, so styled cells line up too.
///
/// ```swift
/// var table = TextTable(columns: [.init("Time"), .init("Temp", alignment: .right)])
/// table.append(["14:00", "21°C"])
/// print(table.render())
/// ```
package struct TextTable: Sendable {
    /// One column: its title and how its cells are aligned.
    package struct Column: Sendable, Hashable {
        /// The header text; empty for no header.
        package var title: String
        /// Left or right alignment.
        package var alignment: Alignment

        /// Creates a column.
        package init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// How the cells of a column are aligned.
    package struct Alignment: Sendable, Hashable {
        fileprivate let isRight: Bool
        /// Text starts at the left edge (names, descriptions).
        package static let left = Alignment(isRight: false)
        /// Text ends at the right edge (numbers).
        package static let right = Alignment(isRight: true)
    }

    /// The columns.
    package var columns: [Column]
    /// The rows added so far.
    package private(set) var rows: [[String]] = []
    /// The text between two columns.
    package var separator: String

    /// Creates an empty table.
    package init(columns: [Column], separator: String = "  ") {
        self.columns = columns
        self.separator = separator
    }

    /// Adds a row; missing cells are empty and extra cells are ignored.
    package mutating func append(_ cells: [String]) {
        rows.append((0..<columns.count).map { $0 < cells.count ? cells[$0] : "" })
    }

    /// The table as lines: the header (styled by `header` when any column has a title), then the rows.
    /// Trailing spaces are trimmed.
    package func render(header: (String) -> String = { $0 }) -> [String] {
        let showsHeader = columns.contains { !$0.title.isEmpty }
        let all = (showsHeader ? [columns.map(\.title)] : []) + rows
        let widths = columns.indices.map { index in
            all.map { TerminalStyle.visibleWidth($0[index]) }.max() ?? 0
        }
        return all.enumerated().map { rowIndex, row in
            let cells = row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - TerminalStyle.visibleWidth(cell))
                return columns[index].alignment.isRight ? padding + cell : cell + padding
            }
            var line = cells.joined(separator: separator)
            while line.hasSuffix(" ") {
                line.removeLast()
            }
            return showsHeader && rowIndex == 0 ? header(line) : line
        }
    }
}
