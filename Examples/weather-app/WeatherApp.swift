// Placeholder: replaced by the app.
@main
enum WeatherAppMain {
    static func main() {
        print("weather-app needs macOS.")
    }
}
