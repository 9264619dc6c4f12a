internal import CGtk
import GtkKit
import PlaceholderCore

/// A kind of section header or footer view of the app's own, built once and
/// bound to many sections, as `TableCell` is for items (UIKit's
/// `UITableViewHeaderFooterView`).
///
/// Subclass it, register the subclass for a `SupplementKindID`, and have
/// the data source return supplements of that kind:
///
/// ```swift
/// final class BannerHeader: SectionSupplementView {
///   let title = Label()
///   override func setup() { contentView.append(title) }
///   override func bind(_ supplement: SectionSupplement, as placement: SectionSupplement.Placement,
///                      forSection section: Int) { title.text = supplement.title }
/// }
/// table.registerSupplement(BannerHeader.init, for: "banner")
/// // in the data source:
/// func header(forSection section: Int) -> SectionSupplement? { SectionSupplement(title: "Today", kind: "banner") }
/// ```
///
/// Rows are recycled: `setup()` runs once per view, `bind` each time the
/// view shows a section's supplement (again when the section's header
/// changes), `unbind` when it stops, and `teardown()` once before it goes.
/// Supplements of the `.default` kind keep the library's title and
/// subtitle, unless a view is registered for `.default` too.
@MainActor
open class SectionSupplementView {
  /// The view's root: a vertical box. Add your widgets to it in `setup()`.
  public let contentView: Box

  /// Creates the root; the list calls `setup()` next.
  public init() {
    contentView = Box(orientation: .vertical, spacing: 0)
    contentView.addCSSClass("placeholders-section-custom-supplement")
  }

  /// Builds the view's widgets. Called once.
  open func setup() {}

  /// Shows a section's header or footer. Read anything else the section
  /// needs from your model by `section`.
  open func bind(_ supplement: SectionSupplement, as placement: SectionSupplement.Placement, forSection section: Int) {}

  /// Stops showing the supplement bound last.
  open func unbind() {}

  /// Releases what `setup()` built that needs releasing. Called once.
  open func teardown() {}
}

/// Which views show which kinds of section supplements, for one list.
@MainActor
final class SupplementRegistry {
  private var factories: [SupplementKindID: @MainActor () -> SectionSupplementView] = [:]
  private let diagnostics: ListDiagnostics

  init(diagnostics: ListDiagnostics) {
    self.diagnostics = diagnostics
  }

  func register(_ kind: SupplementKindID, _ makeView: @escaping @MainActor () -> SectionSupplementView) {
    factories[kind] = makeView
  }

  /// Which view shows a supplement of `kind`; warns once for a kind nobody
  /// registered.
  func choice(for kind: SupplementKindID) -> SupplementViewChoice {
    let choice = SupplementViewChoice.choose(for: kind, isRegistered: factories[kind] != nil)
    if case .unregistered = choice {
      diagnostics.warn(
        "supplement-\(kind)", "no view is registered for supplement kind '\(kind)'; it shows its title and subtitle")
    }
    return choice
  }

  /// A new view for a registered kind; the caller sets it up.
  func makeView(for kind: SupplementKindID) -> SectionSupplementView? { factories[kind]?() }
}
