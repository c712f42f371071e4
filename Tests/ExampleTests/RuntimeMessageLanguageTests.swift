import Foundation
import Testing

/// The examples' runtime sentences (failures, hints, prompts, notices) in the run's language: each example, run
/// with `--lang ru` or `--lang ja` (or a Russian `LANG`), says what went wrong in that language and leaves no
/// English sentence behind.
@Suite("Runtime messages in the run's language")
struct RuntimeMessageLanguageTests {
    let directory = TemporaryDirectory()

    func example(_ name: String) -> ExampleProcess {
        ExampleProcess(name, dataDirectory: directory.url)
    }

    /// Whether `text` has an English sentence: three words of Latin letters in a row, outside quotes (which hold
    /// what was typed, commands and names) and outside the names of options and variables.
    static func hasEnglishSentence(_ text: String) -> Bool {
        var unquoted = text
        for (open, close) in [("«", "»"), ("「", "」"), ("“", "”"), ("„", "“")] {
            while let start = unquoted.range(of: open),
                let end = unquoted.range(of: close, range: start.upperBound..<unquoted.endIndex)
            {
                unquoted.removeSubrange(start.lowerBound..<end.upperBound)
            }
        }
        let words = unquoted.split(whereSeparator: { $0.isWhitespace })
            .map { word in word.trimmingCharacters(in: .punctuationCharacters) }
        var run = 0
        for word in words {
            let isEnglish =
                !word.isEmpty && !word.hasPrefix("-") && word.allSatisfy { $0.isASCII && $0.isLetter }
                && word != word.uppercased()
            run = isEnglish ? run + 1 : 0
            if run >= 3 { return true }
        }
        return false
    }

    @Test func theCheckFindsAnEnglishSentenceAndAllowsQuotedCommands() {
        #expect(Self.hasEnglishSentence("Error: There is no favorite number 3; use 1 to 2."))
        #expect(!Self.hasEnglishSentence("Ошибка: Место «No such town» не найдено. Выберите город через --city NAME."))
    }

    @Test func weatherNowSaysABadFavoriteNumberAnUnknownPlaceAndAnAmbiguousNameInRussian() throws {
        let number = try example("weather-now").run(["--lang", "ru", "favorites", "remove", "3"])
        #expect(number.exitCode == 1)
        #expect(number.error.contains("Ошибка: Избранного с номером 3 нет; в избранном пока пусто."))
        #expect(!Self.hasEnglishSentence(number.error))

        let unknown = try example("weather-now").run(["show", "Nowhereville"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.error.contains("Место «Nowhereville» не найдено. Проверьте написание или добавьте страну"))
        #expect(!Self.hasEnglishSentence(unknown.error))

        let ambiguous = try example("weather-now").run(["--lang", "ru", "show", "Springfield"])
        #expect(ambiguous.exitCode == 0, "\(ambiguous.error)")
        let notice = try #require(ambiguous.lines.first { $0.contains("Springfield") && $0.contains("подходят") })
        #expect(notice.hasPrefix("Под «Springfield» подходят несколько мест"))
        #expect(!Self.hasEnglishSentence(notice))
    }

    @Test func aCommandLineThatDoesNotParseIsReportedInItsLanguage() throws {
        let result = try example("weather-now").run(["--lang", "ja", "--bogus"])
        #expect(result.exitCode == 64)
        #expect(result.error.contains("エラー: 不明なオプション「--bogus」です。「weather-now --help」を参照してください。"))
        #expect(!Self.hasEnglishSentence(result.error))
    }

    @Test func weatherTrackerSaysAnEmptySelectionAndASimulatedFaultInItsLanguage() throws {
        let select = try example("weather-tracker").run(["--lang", "ru", "select", "4"])
        #expect(select.exitCode == 1)
        #expect(select.error.contains("Выбирать не из чего: сначала выполните поиск (weather-tracker search CITY)."))
        #expect(!Self.hasEnglishSentence(select.error))

        let limited = try example("weather-tracker").run([
            "--lang", "ja", "--simulate", "rate-limit", "track", "Lisbon",
        ])
        #expect(limited.exitCode == 3)
        #expect(limited.error.contains("WeatherAPI.com によると"))
        #expect(!Self.hasEnglishSentence(limited.error))
    }

    @Test func thePromptAndItsFailuresSpeakTheRunsLanguage() throws {
        let result = try example("weather-tracker").run(
            ["--lang", "ru", "--interactive"], input: "\nselect 9\nfavorites lst\nquit\n")
        #expect(result.output.contains("Введите команду, «help» — список команд, «quit» — выход."))
        #expect(result.output.contains("Город ещё не сохранён."))
        #expect(result.output.contains("Поиск города (пусто или quit — выход): "))
        #expect(result.error.contains("Выбирать не из чего"))
        #expect(result.error.contains("Неизвестная команда «favorites lst». Введите «help», чтобы увидеть команды."))
        #expect(!Self.hasEnglishSentence(result.output + result.error))
    }

    @Test func weatherFavoritesSaysWhoIsSignedInAndABadEmailInItsLanguage() throws {
        let signedOut = try example("weather-favorites").run(["--lang", "ru", "show", "3"])
        #expect(signedOut.exitCode == 1)
        #expect(signedOut.error.contains("Никто не вошёл в систему. Войдите командой «weather-favorites signin EMAIL»"))
        #expect(!Self.hasEnglishSentence(signedOut.error))

        let email = try example("weather-favorites").run([
            "--lang", "ja", "signup", "not-an-address", "--password", "x",
        ])
        #expect(email.exitCode != 0)
        #expect(email.error.contains("メールアドレスではありません。"))
        #expect(!Self.hasEnglishSentence(email.error))

        let overview = try example("weather-favorites").run(["--lang", "ru", "--location", "denied"])
        #expect(overview.exitCode == 0, "\(overview.error)")
        #expect(overview.output.contains("Доступ к геопозиции: запрещено, поэтому текущее место не показано."))
        #expect(overview.output.contains("Вход не выполнен."))
        #expect(!Self.hasEnglishSentence(overview.lines.dropFirst().joined(separator: "\n")))
    }

    @Test func weatherListSaysAMissingPageAndASearchWithoutMatchInItsLanguage() throws {
        let page = try example("weather-list").run(["--lang", "ru", "page", "99"])
        #expect(page.exitCode == 1)
        #expect(page.error.contains("Ошибка: Страницы 99 нет"))
        #expect(!Self.hasEnglishSentence(page.error))

        let search = try example("weather-list").run(["--lang", "ja", "search", "zzzz"])
        #expect(search.exitCode == 1)
        #expect(search.error.contains("一覧に「zzzz」に一致する都市はありません。"))
        #expect(!Self.hasEnglishSentence(search.error))
    }

    @Test func weatherHistorySaysAMissingCityAndABadDateInItsLanguage() throws {
        let remove = try example("weather-history").run(["--lang", "ru", "cities", "remove", "4"])
        #expect(remove.exitCode == 1)
        #expect(remove.error.contains("Сохранённых городов пока нет."))
        #expect(!Self.hasEnglishSentence(remove.error))

        let date = try example("weather-history").run(["--lang", "ja", "past", "2024-13-45", "Berlin"])
        #expect(date.exitCode == 64)
        #expect(date.error.contains("yyyy-MM-dd 形式の日付で指定してください"))
        #expect(!Self.hasEnglishSentence(date.error))
    }
}
