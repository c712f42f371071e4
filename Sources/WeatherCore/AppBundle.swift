import Foundation

/// What the SDK's Apple adapters need to know about the bundle the process runs from.
///
/// Some Apple frameworks work only inside an app or an app extension: `UNUserNotificationCenter.current()`
/// raises an Objective-C exception ("bundleProxyForCurrentProcess is nil") that Swift cannot catch in a
/// process started by `swift run`, `swift test` or a command-line tool, and CoreLocation ignores a request
/// for permission when the Info.plist lacks its purpose string. The adapters read this value first and
/// throw a typed error instead. It is a plain value, so the checks are tested on every platform.
package struct AppBundle: Sendable, Hashable {
    /// The bundle identifier (`CFBundleIdentifier`), or `nil` when the process has none.
    package var identifier: String?
    /// The bundle's location: the `.app` or `.appex` folder, or the folder holding a bare executable.
    package var url: URL
    /// The Info.plist entries whose values are text (purpose strings, identifiers).
    package var infoStrings: [String: String]

    /// Creates the description of a bundle; tests use it to describe an app, an extension or a tool.
    package init(identifier: String?, url: URL, infoStrings: [String: String] = [:]) {
        self.identifier = identifier
        self.url = url
        self.infoStrings = infoStrings
    }

    /// Reads `bundle`'s identifier, location and text Info.plist entries.
    package init(_ bundle: Bundle) {
        var strings: [String: String] = [:]
        for (key, value) in bundle.infoDictionary ?? [:] {
            if let text = value as? String { strings[key] = text }
        }
        self.init(identifier: bundle.bundleIdentifier, url: bundle.bundleURL, infoStrings: strings)
    }

    /// The process's main bundle.
    package static var main: AppBundle { AppBundle(Bundle.main) }

    /// `true` when the process runs from an app (`.app`) or app extension (`.appex`) bundle with an
    /// identifier. A bare executable can carry an identifier in an embedded Info.plist (the `xctest` tool
    /// does), so the folder's extension is checked too.
    package var isApplication: Bool {
        guard let identifier, !identifier.isEmpty else { return false }
        let pathExtension = url.pathExtension.lowercased()
        return pathExtension == "app" || pathExtension == "appex"
    }

    /// `true` when the Info.plist has `key` with a text value that is not blank.
    package func hasInfoString(_ key: String) -> Bool {
        guard let value = infoStrings[key] else { return false }
        return !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Names the process for an error message: its identifier and folder.
    package var processDescription: String {
        "\(identifier ?? "a process without a bundle identifier") at \(url.path)"
    }
}
