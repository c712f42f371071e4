#if canImport(SwiftUI) && os(macOS)
import SwiftUI
import WeatherModels
import WeatherUI

/// The sidebar of flows and the flow chosen.
@available(macOS 14, *)
struct AppWindow: View {
    let flows: AppFlows
    @State private var selection: Flow? = .now

    var body: some View {
        NavigationSplitView {
            List(Flow.allCases, selection: $selection) { flow in
                Label(flow.rawValue, systemImage: flow.systemImage)
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 180)
        } detail: {
            NavigationStack {
                detail(selection ?? .now)
            }
        }
    }

    @ViewBuilder
    private func detail(_ flow: Flow) -> some View {
        switch flow {
        case .now:
            CurrentPlaceScreen(model: flows.now, search: flows.nowSearch)
        case .search:
            PlaceSearchScreen(model: flows.search) { place in
                show(place)
            }
        case .favorites:
            FavoritesFlow(flows: flows) { place in
                show(place)
            }
        case .cities:
            CityListScreen(model: flows.cityList)
        case .history:
            HistoryFlow(flows: flows)
        }
    }

    /// Shows `place` in the Now flow.
    private func show(_ place: Place) {
        selection = .now
        Task { await flows.now.show(place) }
    }
}
#endif
