extension GazetteerCity {
    /// The id WeatherAPI.com's search gives the city (`q=id:…`).
    var weatherAPIID: Int { 3_000_000 + number }

    /// WeatherAPI.com's `url` slug, such as `berlin-berlin-germany`.
    var slug: String {
        [name, region ?? "", countryName]
            .filter { !$0.isEmpty }
            .map { SandboxGazetteer.fold($0) }
            .joined(separator: "-")
            .map { $0.isLetter || $0.isNumber ? String($0) : "-" }
            .joined()
    }
}
