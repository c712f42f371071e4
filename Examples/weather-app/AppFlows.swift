#if canImport(SwiftUI) && os(macOS)
import WeatherModels
import WeatherUI
import WeatherUIPreviews

/// The screen models of the app's flows, made once by ``SandboxScreens`` so they keep their state while the
/// user moves between flows.
@available(macOS 14, *)
@MainActor
final class AppFlows {
    let screens: SandboxScreens
    let now: CurrentPlaceModel
    let nowSearch: PlaceSearchModel
    let search: PlaceSearchModel
    let signIn: SignInModel
    let favorites: FavoritesModel
    let favoritesSearch: PlaceSearchModel
    let notification: DailyNotificationModel
    let cityList: CityListModel
    let historySearch: PlaceSearchModel

    /// The user whose favorites are shown until someone signs in.
    static let signedOut: UserID = "signed-out"

    init(screens: SandboxScreens) {
        self.screens = screens
        now = screens.currentPlace()
        nowSearch = screens.search()
        search = screens.search()
        signIn = screens.signIn()
        favorites = screens.favorites(user: Self.signedOut)
        favoritesSearch = screens.search()
        notification = screens.dailyNotification(user: Self.signedOut)
        cityList = screens.cityList()
        historySearch = screens.search()
    }

    /// Where the user is, when the Now flow located them: the place the favorites pin first.
    var currentLocation: Place? {
        now.placeOrigin == .currentLocation ? now.place : nil
    }
}
#endif
