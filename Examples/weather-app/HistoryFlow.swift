#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import WeatherModels
import WeatherUI
import WeatherUIPreviews

/// A city's history: the place of the Now flow at first (its readings were recorded as it loaded), another
/// city picked through a search.
@available(macOS 14, *)
struct HistoryFlow: View {
    let flows: AppFlows
    @State private var history: CityHistoryModel?
    @State private var isChoosing = false

    var body: some View {
        Group {
            if let history {
                CityHistoryScreen(model: history)
                    .id(history.place.id)
            } else {
                ContentUnavailableView("No City", systemImage: "clock", description: Text("Choose a city."))
            }
        }
        .toolbar {
            ToolbarItem(placement: .automatic) {
                Button("Choose City", systemImage: "magnifyingglass") { isChoosing = true }
            }
        }
        .sheet(isPresented: $isChoosing) {
            NavigationStack {
                PlaceSearchScreen(model: flows.historySearch) { place in
                    history = flows.screens.history(of: place)
                    isChoosing = false
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { isChoosing = false }
                    }
                }
            }
            .frame(minWidth: 420, minHeight: 420)
        }
        .onAppear {
            guard history == nil, let place = flows.now.place ?? SandboxScreens.city(named: "Berlin") else { return }
            history = flows.screens.history(of: place)
        }
    }
}
#endif
