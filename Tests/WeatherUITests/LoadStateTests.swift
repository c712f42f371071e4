import Testing
import WeatherModels
import WeatherUI

@Suite("LoadState")
struct LoadStateTests {
    let offline = WeatherError(.network, message: "offline")

    @Test func eachStateShowsWhatIsOnScreen() {
        let states: [LoadState<Int>] = [
            .idle, .loading(showing: nil), .loading(showing: 3), .loaded(4), .failed(offline, showing: nil),
            .failed(offline, showing: 5),
        ]
        #expect(states.map(\.value) == [nil, nil, 3, 4, nil, 5])
        #expect(states.map(\.isLoading) == [false, true, true, false, false, false])
        #expect(states.map { $0.error?.code } == [nil, nil, nil, nil, .network, .network])
        #expect(states[5].error?.message == "offline")
    }

    @Test func reloadingKeepsTheValueOnScreen() {
        let fromLoaded = LoadState<Int>.loaded(4).reloading
        #expect(fromLoaded.caseName == "loading")
        #expect(fromLoaded.value == 4)

        let fromFailed = LoadState<Int>.failed(offline, showing: 5).reloading
        #expect(fromFailed.caseName == "loading")
        #expect(fromFailed.value == 5)
        #expect(fromFailed.error == nil)

        let fromIdle = LoadState<Int>.idle.reloading
        #expect(fromIdle.caseName == "loading")
        #expect(fromIdle.value == nil)
    }

    @Test func failingKeepsTheValueOnScreenAndCarriesTheError() {
        let afterLoaded = LoadState<Int>.loaded(4).failing(with: offline)
        #expect(afterLoaded.caseName == "failed")
        #expect(afterLoaded.value == 4)
        #expect(afterLoaded.error?.code == .network)

        let afterReload = LoadState<Int>.loaded(4).reloading.failing(with: WeatherError(.server, message: "500"))
        #expect(afterReload.value == 4)
        #expect(afterReload.error?.code == .server)

        let afterAnotherFailure = afterReload.failing(with: offline)
        #expect(afterAnotherFailure.value == 4)
        #expect(afterAnotherFailure.error?.code == .network)

        let afterNothing = LoadState<Int>.idle.failing(with: offline)
        #expect(afterNothing.caseName == "failed")
        #expect(afterNothing.value == nil)
    }

    @Test func mapTransformsTheValueAndKeepsTheCase() {
        let double: (Int) -> String = { String($0 * 2) }
        let states: [LoadState<Int>] = [
            .idle, .loading(showing: nil), .loading(showing: 3), .loaded(4), .failed(offline, showing: nil),
            .failed(offline, showing: 5),
        ]
        let mapped = states.map { $0.map(double) }
        #expect(mapped.map(\.caseName) == states.map(\.caseName))
        #expect(mapped.map(\.value) == [nil, nil, "6", "8", nil, "10"])
        #expect(mapped.map { $0.error?.code } == states.map { $0.error?.code })
    }

    @Test func anAgeOfAnyNumberReadsAsWords() {
        #expect(PlaceWeather.age(90 * 60) == "1 hour ago")
        #expect(PlaceWeather.age(1e300) == "11,574,074 days ago")
        #expect(PlaceWeather.age(-1e300) == "just now")
        #expect(PlaceWeather.age(.nan) == "just now")
        #expect(PlaceWeather.age(.infinity) == "11,574,074 days ago")
    }
}
