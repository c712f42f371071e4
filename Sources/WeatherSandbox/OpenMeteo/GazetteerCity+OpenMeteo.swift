extension GazetteerCity {
    /// The id Open-Meteo's geocoding gives the city.
    var openMeteoID: Int { 5_000_000 + number }

    /// The id Open-Meteo's geocoding gives the country.
    var openMeteoCountryID: Int {
        let scalars = countryCode.unicodeScalars.map { Int($0.value) }
        return 9_000_000 + (scalars.first ?? 0) * 256 + (scalars.last ?? 0)
    }
}
