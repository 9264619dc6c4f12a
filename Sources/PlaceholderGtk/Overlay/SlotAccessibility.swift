internal import CGtk
import GtkKit
import PlaceholderCore

/// What the slot told the accessibility layer last. GTK 4.8 can set
/// accessible properties but not read them back (outside its test
/// backend), so the slot keeps this copy for tests and diagnostics.
struct AccessibleRecord: Equatable {
  /// The group's accessible name.
  var label: String?
  /// The group's accessible description.
  var description: String?
  /// Whether the group is labelled by the title label (stock layout).
  var labelledByTitle = false
  /// Whether the group is described by the detail label (stock layout).
  var describedByDetail = false
  /// Whether the group is marked busy (loading).
  var busy = false
}

/// The accessible group: named by the title and described by the detail,
/// busy while loading.
@MainActor
final class SlotAccessibility {
  /// What the accessibility layer was last told, for tests and diagnostics:
  /// GTK 4.8 cannot read accessible properties back.
  private(set) var record = AccessibleRecord()

  /// Names and describes `group` after the placeholder, shown by the stock
  /// layout `view` unless `custom` content replaces it.
  func update(_ item: PlaceholderContent, custom: Bool, group groupWidget: Widget, view: PlaceholderView) {
    let title = item.visibleTitle
    let detail = custom ? item.visibleDetail.map(\.text) : view.detailPlainText
    // With a button, the button carries the detail (below): the group's
    // own description would be said again when it changes, as Orca 48 and
    // later say a change of a focused widget's ancestor.
    let buttonDescribes = !custom && item.visibleButton != nil
    var record = AccessibleRecord()
    record.label = title ?? detail
    record.description = title == nil || buttonDescribes ? nil : detail
    record.labelledByTitle = !custom && title != nil
    record.describedByDetail = !custom && title != nil && detail != nil && !buttonDescribes
    record.busy = item.showsSpinner
    guard record != self.record else { return }
    self.record = record

    // The name: a relation to the title on screen, or the property. Both
    // only from GTK 4.14, where the relation wins and the property only
    // makes GTK tell the screen reader the name changed (a relation's
    // target changing its text does not; Orca 51 then read the group by
    // its old name too: "No Connection Loading… grouping"). GTK 4.8 would
    // join them, and a reader say the title twice. The description:
    // always the property (see `relatesDescription` for the relation).
    let group = groupWidget.gtkWidget
    AccessibleAttributes.setStrings(
      group,
      [
        (
          GTK_ACCESSIBLE_PROPERTY_LABEL,
          record.labelledByTitle && !PlaceholderSlot.labelAnnouncesNameChanges ? nil : record.label
        ),
        (
          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, record.description
        ),
      ])
    AccessibleAttributes.setRelation(
      group, GTK_ACCESSIBLE_RELATION_LABELLED_BY, to: record.labelledByTitle ? [view.title.gtkWidget] : [])
    AccessibleAttributes.setRelation(
      group, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
      to: record.describedByDetail && PlaceholderSlot.relatesDescription ? [view.detail.gtkWidget] : [])
    AccessibleAttributes.setState(group, GTK_ACCESSIBLE_STATE_BUSY, record.busy)
    if !custom, let title {
      AccessibleAttributes.setStrings(view.spinner.gtkWidget, [(GTK_ACCESSIBLE_PROPERTY_LABEL, title)])
    }
    // Focus lands on the button, inside the group: a screen reader says
    // the group's name (the title) on the way in, and the button's
    // description, which is the detail ("Could Not Load panel. Retry push
    // button. The server did not answer.").
    AccessibleAttributes.setStrings(
      view.button.gtkWidget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, buttonDescribes && title != nil ? detail : nil)])
  }
}

extension PlaceholderSlot {
  /// Whether the group's label property is set beside its labelled-by
  /// relation, to announce a new name: GTK 4.14 and later, whose name
  /// computation takes the relation first.
  package static var labelAnnouncesNameChanges: Bool { !relatesDescription }

  /// Whether the group also points at its detail with a described-by
  /// relation. AT-SPI's description comes from the property on GTK 4.8,
  /// where the relation only adds the link; on GTK 4.18 (Debian 13) a
  /// described-by relation hides the property and the description reads
  /// empty. Checked on those two; 4.14 is where the newer accessible-name
  /// computation arrived.
  package static var relatesDescription: Bool { !RunningGTK.isAtLeast(minor: 14) }
}
