#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherUI

/// The place search on the sandbox.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct PlaceSearchScreen_Previews: PreviewProvider {
    static var previews: some View {
        PreviewVariants.of("Paris") {
            let search = SandboxScreens().search()
            NavigationStack {
                PlaceSearchScreen(model: search)
                    .task { await search.search("Paris") }
            }
        }
    }
}
#endif
