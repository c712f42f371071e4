import Foundation
import WeatherNetworking

extension FirebaseAuthService {
    /// The settings of a ``FirebaseAuthService``: where the backend is, how long before expiry a
    /// token is refreshed, and how requests are retried and logged.
    ///
    /// The defaults talk to the production Identity Toolkit and Secure Token services. Point the
    /// service at the Firebase Auth emulator with ``emulatorHost``, or read it from
    /// `FIREBASE_AUTH_EMULATOR_HOST` with ``fromEnvironment(_:)``:
    ///
    /// ```swift
    /// let auth = FirebaseAuthService(apiKey: "fake-api-key", configuration: .fromEnvironment())
    /// let local = FirebaseAuthService(apiKey: "fake-api-key", configuration: .emulator(host: "127.0.0.1:9099"))
    /// ```
    public struct Configuration: Sendable, HTTPClientConfigurable {
        /// The environment variable that names the emulator's `host:port`.
        public static let emulatorHostVariable = "FIREBASE_AUTH_EMULATOR_HOST"
        /// The production Identity Toolkit base URL, `https://identitytoolkit.googleapis.com/v1`.
        public static let productionIdentityToolkitURL = URL(string: "https://identitytoolkit.googleapis.com/v1")!
        /// The production Secure Token base URL, `https://securetoken.googleapis.com/v1`.
        public static let productionSecureTokenURL = URL(string: "https://securetoken.googleapis.com/v1")!

        /// The base URL of the account endpoints (`accounts:signUp`, `accounts:lookup` …).
        public var identityToolkitURL: URL
        /// The base URL of the token refresh endpoint (`token`).
        public var secureTokenURL: URL
        /// The Firebase Auth emulator as `host:port` with no scheme (for example `127.0.0.1:9099`),
        /// or `nil` for the real backend. When set, requests go over plain HTTP to
        /// `http://<host>/<original host>/<original path>`.
        public var emulatorHost: String?
        /// The rules a new password must meet before it is sent. Firebase itself needs at least
        /// 6 characters, the default minimum here.
        public var passwordPolicy: PasswordPolicy
        /// How long before the ID token's expiry ``FirebaseAuthService/validIDToken()`` refreshes it.
        public var refreshMargin: Duration
        /// The prefix of the vault service holding the session (`<service>.session`).
        public var service: String
        /// The timeout, retries, call budget, clocks, logging and decoder of every request; their
        /// fields read as the configuration's own (`configuration.retryPolicy`).
        public var httpOptions: HTTPClientOptions

        /// Creates a configuration; every parameter has a default suited to the production backend.
        public init(
            identityToolkitURL: URL = Configuration.productionIdentityToolkitURL,
            secureTokenURL: URL = Configuration.productionSecureTokenURL,
            emulatorHost: String? = nil,
            passwordPolicy: PasswordPolicy = PasswordPolicy(minimumLength: 6, maximumLength: 4_096),
            refreshMargin: Duration = .seconds(300),
            service: String = "WeatherAuth.FirebaseAuthService",
            retryPolicy: RetryPolicy = .default,
            clock: any Clock<Duration> = ContinuousClock(),
            logger: HTTPLogger? = nil
        ) {
            self.identityToolkitURL = identityToolkitURL
            self.secureTokenURL = secureTokenURL
            self.emulatorHost = Self.normalizedHost(emulatorHost)
            self.passwordPolicy = passwordPolicy
            self.refreshMargin = refreshMargin
            self.service = service
            self.httpOptions = HTTPClientOptions(retryPolicy: retryPolicy, clock: clock, logger: logger)
        }

        /// The production settings, switched to the emulator when `FIREBASE_AUTH_EMULATOR_HOST`
        /// is set (and not blank) in `environment`.
        ///
        /// - Parameter environment: The variables to read; the process environment by default.
        public static func fromEnvironment(
            _ environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> Configuration {
            Configuration(emulatorHost: environment[emulatorHostVariable])
        }

        /// The settings for the emulator at `host` (`host:port`, 9099 being the emulator's default port).
        public static func emulator(host: String = "127.0.0.1:9099") -> Configuration {
            Configuration(emulatorHost: host)
        }

        /// Whether requests go to the emulator rather than the real backend.
        public var usesEmulator: Bool { emulatorHost != nil }

        /// The base URL for the account endpoints, rewritten for the emulator when one is set.
        func resolvedIdentityToolkitURL() throws(AuthError) -> URL {
            try resolved(identityToolkitURL)
        }

        /// The base URL for the token endpoint, rewritten for the emulator when one is set.
        func resolvedSecureTokenURL() throws(AuthError) -> URL {
            try resolved(secureTokenURL)
        }

        private func resolved(_ url: URL) throws(AuthError) -> URL {
            guard let emulatorHost else { return url }
            let path = url.path.hasPrefix("/") ? url.path : "/" + url.path
            guard Self.isHostAndPort(emulatorHost), let host = url.host,
                let rewritten = URL(string: "http://\(emulatorHost)/\(host)\(path)"), rewritten.host != nil
            else {
                throw AuthError(.network, "The emulator host '\(emulatorHost)' does not form a valid URL.")
            }
            return rewritten
        }

        /// Whether `text` is plausibly `host:port`: ASCII letters, digits and `.-_:[]` only (IPv6 in brackets).
        private static func isHostAndPort(_ text: String) -> Bool {
            text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (CharacterSet.alphanumerics.contains(scalar) || ".-_:[]".unicodeScalars.contains(scalar))
            }
        }

        /// `host` without surrounding whitespace, a scheme or a trailing slash; `nil` when blank.
        private static func normalizedHost(_ host: String?) -> String? {
            guard var text = host?.trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
            if let schemeEnd = text.range(of: "://") {
                text = String(text[schemeEnd.upperBound...])
            }
            while text.hasSuffix("/") { text.removeLast() }
            return text.isEmpty ? nil : text
        }
    }
}
