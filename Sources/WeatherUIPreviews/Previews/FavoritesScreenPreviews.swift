#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// The favorites screen on the sandbox, with three favorites added and Berlin as the current place.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct FavoritesScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Three favorites") {
            let screens = SandboxScreens()
            let favorites = screens.favorites(user: "preview")
            NavigationStack {
                FavoritesScreen(
                    model: favorites, search: screens.search(),
                    notification: screens.dailyNotification(user: "preview")
                )
                .task {
                    favorites.setCurrentPlace(SandboxScreens.city(named: "Berlin"))
                    for name in ["Paris", "Reykjavik", "Singapore"] {
                        if let place = SandboxScreens.city(named: name) {
                            await favorites.add(place)
                        }
                    }
                    await favorites.refresh()
                }
            }
        }
    }
}
#endif
