#if canImport(SwiftUI) && os(macOS)
/// The flows of the sidebar.
enum Flow: String, CaseIterable, Identifiable {
    case now = "Now"
    case search = "Search"
    case favorites = "Favorites"
    case cities = "City List"
    case history = "History"

    var id: Self { self }

    var systemImage: String {
        switch self {
        case .now: "location"
        case .search: "magnifyingglass"
        case .favorites: "star"
        case .cities: "list.bullet"
        case .history: "clock"
        }
    }
}
#endif
