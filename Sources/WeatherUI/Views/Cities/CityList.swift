#if canImport(SwiftUI)
import SwiftUI
import WeatherModels
import WeatherProviders

/// freetestapi.com's cities as a list that loads the next page as the user scrolls: each row reports its
/// appearance with ``CityListModel/cityAppeared(_:)``. A spinner or a failure ends the list while a page
/// loads or after one failed, and the saved list shown offline says how old it is.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CityList: View {
    @Environment(\.locale) private var locale
    @Environment(\.weatherUnits) private var units
    private var text: ViewText { ViewText(locale: locale, units: units) }
    private let model: CityListModel

    /// The list of `model`.
    public init(model: CityListModel) {
        self.model = model
    }

    /// The list.
    public var body: some View {
        let cities = model.cities.value ?? []
        List {
            if let copy = model.offlineCopy {
                Section {
                    OfflineCopyNotice(copy)
                }
            }
            Section {
                ForEach(cities, id: \.rowID) { city in
                    CityRow(city)
                        .onAppear { model.cityAppeared(city) }
                }
                if model.cities.isLoading {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                } else if let error = model.cities.error {
                    ErrorBanner(error) {
                        if cities.isEmpty {
                            await model.loadFirstPage()
                        } else {
                            await model.loadNextPage()
                        }
                    }
                }
            } header: {
                if cities.contains(where: { $0.origin == .sandbox }) {
                    DataOriginBadge(origin: .sandbox)
                        .textCase(nil)
                }
            } footer: {
                if model.isComplete {
                    Text(text.plural("ui.citiesCount", count: cities.count))
                }
            }
        }
    }
}
#endif
