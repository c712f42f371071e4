import ExampleSupport
import Foundation
import WeatherModels
import WeatherProviders

/// Cities of the list as aligned rows: id, country, city, temperature, conditions, humidity and
/// wind, with a star on favorites. Values go through `CityWeather.weather(fetchedAt:)`, so the
/// units are those of the rest of the SDK (and of `--units`).
struct CityTable {
    let context: ExampleContext
    /// The place ids of the favorites (`CityWeather.place.id`).
    let favoriteIDs: Set<Place.ID>

    func lines(for cities: [CityWeather]) -> [String] {
        let format = context.formatter
        let style = context.style
        var table = TextTable(columns: [
            .init(""), format.column(.id, .right), format.column(.country), format.column(.city),
            format.column(.temperature, .right), format.column(.sky), format.column(.humidity, .right),
            format.column(.wind, .right),
        ])
        let now = context.now()
        for city in cities {
            let current = city.weather(fetchedAt: now).current
            let celsius = current?.temperature.converted(to: .celsius).value ?? .nan
            table.append([
                favoriteIDs.contains(city.place.id) ? "★" : "",
                "\(city.id)",
                city.country,
                style.bold(city.city),
                style.temperature(format.temperature(current?.temperature), celsius: celsius),
                format.sky(describedAs: city.weatherDescription),
                format.percent(current?.humidity),
                format.wind(current?.wind),
            ])
        }
        return table.render(header: style.dim).map { "  " + $0 }
    }
}
