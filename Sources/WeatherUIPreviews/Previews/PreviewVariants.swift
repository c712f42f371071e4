#if canImport(SwiftUI)
import SwiftUI

/// A screen's preview in the variants an app is checked in: the light and dark appearance, right to left (in
/// Arabic) and the largest accessibility text size. Each variant makes its own screen, so their models do not
/// share state.
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
enum PreviewVariants {
    /// `screen` four times, named `name` and its variant.
    @ViewBuilder
    static func of<Screen: View>(_ name: String, @ViewBuilder screen: @escaping () -> Screen) -> some View {
        Group {
            screen()
                .previewDisplayName(name)
            screen()
                .preferredColorScheme(.dark)
                .previewDisplayName("\(name), dark")
            screen()
                .environment(\.locale, Locale(identifier: "ar"))
                .environment(\.layoutDirection, .rightToLeft)
                .previewDisplayName("\(name), right to left")
            screen()
                .dynamicTypeSize(.accessibility3)
                .previewDisplayName("\(name), accessibility size")
        }
    }
}
#endif
