extension GazetteerCity {
    /// The id OpenWeather's bodies give the city.
    var openWeatherID: Int { 7_000_000 + number }
}
