#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import WeatherModels
import WeatherUI

/// Favorites with sign-in: the sign-in form while signed out; once signed in, the user's favorites with
/// the current place pinned first and the daily forecast switch, and the account in the toolbar.
@available(macOS 14, *)
struct FavoritesFlow: View {
    let flows: AppFlows
    let onSelect: (Place) -> Void

    var body: some View {
        if let session = flows.signIn.session {
            FavoritesScreen(
                model: flows.favorites, search: flows.favoritesSearch, notification: flows.notification,
                onSelect: onSelect
            )
            .toolbar {
                ToolbarItem(placement: .automatic) {
                    Menu(session.email, systemImage: "person.crop.circle") {
                        Button("Sign Out") {
                            Task { await flows.signIn.signOut() }
                        }
                    }
                }
            }
            .onChange(of: flows.currentLocation?.id) {
                flows.favorites.setCurrentPlace(flows.currentLocation)
                Task { await flows.favorites.refreshConditions() }
            }
            .task(id: session.userID) {
                flows.favorites.setCurrentPlace(flows.currentLocation)
                await flows.favorites.switchUser(to: session.userID)
                await flows.notification.switchUser(to: session.userID)
                await flows.favorites.refreshConditions()
            }
        } else {
            SignInScreen(model: flows.signIn)
        }
    }
}
#endif
