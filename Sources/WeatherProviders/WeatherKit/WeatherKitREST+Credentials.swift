import Foundation

extension WeatherKitREST {
    /// What signs the requests: the WeatherKit key from the Apple Developer account and the ids it belongs to.
    ///
    /// Create the key under Certificates, Identifiers & Profiles › Keys with WeatherKit enabled, and a
    /// Services ID for the app. The `.p8` file holds the private key as PEM text; keep it out of the app's
    /// bundle and source control (fetch it from your server, or keep it in the Keychain).
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let keyFile = URL(fileURLWithPath: "AuthKey_KEY1234567.p8")  // the .p8 file, fetched from your server
    /// let credentials = WeatherKitREST.Credentials(
    ///     teamID: "ABCDE12345", serviceID: "com.example.weather", keyID: "KEY1234567",
    ///     privateKey: try String(contentsOf: keyFile, encoding: .utf8))
    /// ```
    ///
    /// Its description, reflection and any error about it never show the private key.
    public struct Credentials: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The developer account's team id (the token's issuer).
        public var teamID: String
        /// The Services ID registered for WeatherKit (the token's subject).
        public var serviceID: String
        /// The id of the WeatherKit key (the token's `kid`).
        public var keyID: String
        /// The private key as PEM text (`-----BEGIN PRIVATE KEY-----…`).
        let privateKey: String

        /// Creates credentials.
        ///
        /// - Parameters:
        ///   - teamID: The team id, such as `ABCDE12345`.
        ///   - serviceID: The Services ID, such as `com.example.weather`.
        ///   - keyID: The key's id, such as `KEY1234567`.
        ///   - privateKey: The contents of the `.p8` file.
        public init(teamID: String, serviceID: String, keyID: String, privateKey: String) {
            self.teamID = teamID.trimmingCharacters(in: .whitespacesAndNewlines)
            self.serviceID = serviceID.trimmingCharacters(in: .whitespacesAndNewlines)
            self.keyID = keyID.trimmingCharacters(in: .whitespacesAndNewlines)
            self.privateKey = privateKey
        }

        /// The ids, and the key only as `<redacted>`.
        public var description: String {
            "WeatherKitREST.Credentials(teamID: \(teamID), serviceID: \(serviceID), keyID: \(keyID), privateKey: <redacted>)"
        }

        /// The same as ``description``.
        public var debugDescription: String { description }

        /// The ids; the key is reflected as `<redacted>`.
        public var customMirror: Mirror {
            Mirror(
                self,
                children: ["teamID": teamID, "serviceID": serviceID, "keyID": keyID, "privateKey": "<redacted>"],
                displayStyle: .struct)
        }

        /// The ids after checking that they can go into a token: letters, digits, `.`, `-` and `_`.
        ///
        /// - Throws: `WeatherError` `.invalidInput` naming the id that is empty or holds other characters.
        func checkedIDs() throws {
            for (name, value) in [("team id", teamID), ("service id", serviceID), ("key id", keyID)] {
                let allowed = value.utf8.allSatisfy {
                    (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                        || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
                }
                guard !value.isEmpty, allowed, value.utf8.count <= 255 else {
                    throw WeatherError(
                        .invalidInput,
                        message: "The WeatherKit \(name) must be letters, digits, '.', '-' or '_' (from the Apple "
                            + "Developer account).")
                }
            }
        }
    }
}
