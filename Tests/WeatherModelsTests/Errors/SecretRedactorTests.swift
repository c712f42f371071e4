import Foundation
import Testing

@testable import WeatherModels

@Suite("SecretRedactor")
struct SecretRedactorTests {
    static let names = SecretRedactor.secretParameterNames

    @Test("every secret name is redacted first, in the middle and last", arguments: names)
    func redactsEveryName(name: String) {
        let secret = "s3cr3t-\(name.count)"
        let texts = [
            "https://example.com/path?\(name)=\(secret)&q=Berlin",
            "https://example.com/path?q=Berlin&\(name)=\(secret)&units=metric",
            "https://example.com/path?q=Berlin&\(name)=\(secret)",
            "\(name)=\(secret)",
        ]
        for text in texts {
            let redacted = SecretRedactor.redact(text)
            #expect(!redacted.contains(secret), "\(redacted)")
            #expect(redacted.contains("\(name)=REDACTED"), "\(redacted)")
            #expect(redacted.contains("q=Berlin") == text.contains("q=Berlin"))
        }
    }

    @Test("names match case-insensitively", arguments: names)
    func caseInsensitive(name: String) {
        let text = "x?\(name.uppercased())=abc123&\(name.capitalized)=def456"
        let redacted = SecretRedactor.redact(text)
        #expect(!redacted.contains("abc123"))
        #expect(!redacted.contains("def456"))
    }

    @Test("a URL keeps everything but the secret value")
    func url() throws {
        let url = try #require(
            URL(
                string: "https://api.openweathermap.org/data/3.0/onecall?lat=52.52&lon=13.4&appid=0123abcd&units=metric"
            ))
        #expect(
            SecretRedactor.redact(url)
                == "https://api.openweathermap.org/data/3.0/onecall?lat=52.52&lon=13.4&appid=REDACTED&units=metric")
    }

    @Test("a password in a URL's user information is replaced")
    func userInformation() throws {
        let url = try #require(URL(string: "https://alice:hunter2@example.com/path?token=t0k&x=1"))
        #expect(SecretRedactor.redact(url) == "https://alice:REDACTED@example.com/path?token=REDACTED&x=1")
        let plain = try #require(URL(string: "https://alice@example.com/"))
        #expect(SecretRedactor.redact(plain) == "https://alice@example.com/")
    }

    @Test("percent-encoded values are replaced whole")
    func percentEncoded() {
        let text = "password=p%40ss%26w%3Drd%20x&email=a%40b.c"
        #expect(SecretRedactor.redact(text) == "password=REDACTED&email=a%40b.c")
    }

    @Test("a fragment ends the value and is kept")
    func fragment() {
        #expect(
            SecretRedactor.redact("https://h/cb#access_token=abc.def&token_type=bearer#x")
                == "https://h/cb#access_token=REDACTED&token_type=bearer#x")
        #expect(SecretRedactor.redact("https://h/p?key=abc#section") == "https://h/p?key=REDACTED#section")
    }

    @Test("every occurrence is redacted")
    func multipleOccurrences() {
        let text = "GET /a?key=one&key=two then POST idToken=three&refresh_token=four"
        let redacted = SecretRedactor.redact(text)
        for secret in ["one", "two", "three", "four"] {
            #expect(!redacted.contains("=\(secret)"))
        }
        #expect(redacted.components(separatedBy: "REDACTED").count == 5)
    }

    @Test("values inside prose end at whitespace and quotes")
    func prose() {
        let text = "Request failed for \"https://h/x?apikey=zzz999\" (status 401) token=ttt more"
        #expect(
            SecretRedactor.redact(text)
                == "Request failed for \"https://h/x?apikey=REDACTED\" (status 401) token=REDACTED more")
    }

    @Test(
        "look-alike names are left alone",
        arguments: [
            "monkey=1", "keyboard=2", "a?monkey=1&keyboard=2", "turkey=3&hotkey=4", "keys=5", "tokens=6",
            "passwords=7", "my_token=8", "x.key=9", "api-key-hint=10", "appidx=11",
        ])
    func noFalsePositives(text: String) {
        #expect(SecretRedactor.redact(text) == text)
    }

    @Test("an empty value and the end of the string are handled")
    func edges() {
        #expect(SecretRedactor.redact("a?key=") == "a?key=REDACTED")
        #expect(SecretRedactor.redact("a?key=&b=1") == "a?key=REDACTED&b=1")
        #expect(SecretRedactor.redact("") == "")
        #expect(SecretRedactor.redact("no secrets here") == "no secrets here")
    }

    @Test("non-ASCII text around and inside values survives as valid text")
    func unicode() {
        let redacted = SecretRedactor.redact("Zürich ☀️ password=gëhéim✓ ok")
        #expect(redacted == "Zürich ☀️ password=REDACTED ok")
    }
}

@Suite("SecretRedactor with JSON")
struct SecretRedactorJSONTests {
    @Test("JSON string members with a secret name are redacted", arguments: SecretRedactor.secretParameterNames)
    func jsonMembers(name: String) {
        let compact = #"{"email":"a@b.c","\#(name)":"s3cr\"et","returnSecureToken":true}"#
        #expect(
            SecretRedactor.redact(compact) == #"{"email":"a@b.c","\#(name)":"REDACTED","returnSecureToken":true}"#)
        let spaced = #"{ "\#(name)" : "value with spaces" }"#
        #expect(SecretRedactor.redact(spaced) == #"{ "\#(name)" : "REDACTED" }"#)
    }

    @Test(
        "other JSON members, non-string values and look-alike names are left alone",
        arguments: [
            #"{"keyboard":"x","monkey":"y"}"#, #"{"expiresIn":"3600","kind":"identitytoolkit"}"#,
            #"{"key":123}"#, #"{"token": null}"#, #"{"tokens":"many"}"#, #"the key: value"#,
        ])
    func jsonNoFalsePositives(text: String) {
        #expect(SecretRedactor.redact(text) == text)
    }

    @Test("an unterminated JSON secret is redacted to the end")
    func unterminated() {
        #expect(SecretRedactor.redact(#"{"refresh_token":"abc"#) == #"{"refresh_token":"REDACTED"#)
    }
}
