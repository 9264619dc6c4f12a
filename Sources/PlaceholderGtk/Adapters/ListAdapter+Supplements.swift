import GtkKit
import PlaceholderCore

/// Section headers and footers of the app's own.
extension ListAdapter {
  /// Registers how to make the views that show section headers and footers
  /// of a kind (UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`):
  /// `table.registerSupplement(BannerHeader.init, for: "banner")`. A
  /// supplement whose `kind` has no registration shows its title and
  /// subtitle (with one warning, unless its kind is `.default`).
  public func registerSupplement(
    _ makeView: @escaping @MainActor () -> SectionSupplementView, for kind: SupplementKindID
  ) {
    machinery.rows.supplements.register(kind, makeView)
  }
}
