internal import CGtk
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The start of a list that pages both ways, held against its load state:
/// one load in flight at most, an older page asked for only over rows,
/// and the bar over the start (found through GTK by its style class) on
/// screen exactly when the start loads or failed. Nil when right.
@MainActor
enum EdgeCheck {
  /// The bar's style class (`ListPreviousPages`).
  static let barClass = "placeholders-paging-header"

  static func mismatch(in list: ListAdapter<SectionedDataSource<String>>, of model: SoakList) -> String? {
    let loads = list.loads
    let state = loads.state
    let phase = loads.previousPagePhase
    if state.isLoadInFlight && phase == .loadingMore {
      return "two loads in flight: state \(state) and an older page"
    }
    if (phase == .loadingMore) != (loads.currentRequest?.kind == .previousPage) {
      return "the start is \(phase) while the load in flight is \(String(describing: loads.currentRequest?.kind))"
    }
    if !state.showsRows && phase != .noMoreData {
      return "state \(state) shows no rows, yet the start is \(phase)"
    }
    // The load the list waits for is the one the server holds.
    if let current = loads.currentRequest, model.requestInFlight?.token != current.token {
      return "the list waits for \(current.kind) (\(current.token)); the server holds "
        + "\(String(describing: model.requestInFlight.map { "\($0.kind) (\($0.token))" }))"
    }
    let barShown = bar(in: list.placeholderSlot).map(ScreenCheck.isShown) ?? false
    var wantsBar = false
    if case .content = state { wantsBar = phase.isFailed || loads.indicators.showsPreviousPageSpinner }
    if barShown != wantsBar {
      return "the bar over the start \(barShown ? "shows" : "does not show") with state \(state), start \(phase), "
        + "spinner \(loads.indicators.showsPreviousPageSpinner)"
    }
    return nil
  }

  /// The bar over the start of the rows, once the list has made it.
  static func bar(in slot: PlaceholderSlot) -> ScreenCheck.WidgetPointer? {
    find(under: ScreenCheck.pointer(slot.widget), excluding: ScreenCheck.pointer(slot.content))
  }

  private static func find(under root: ScreenCheck.WidgetPointer, excluding excluded: ScreenCheck.WidgetPointer)
    -> ScreenCheck.WidgetPointer?
  {
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      if current != excluded {
        if gtk_widget_has_css_class(current, barClass) != 0 { return current }
        if let found = find(under: current, excluding: excluded) { return found }
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return nil
  }
}

extension ScreenCheck {
  /// What under a list's slot is not its placeholder: the rows, the bar
  /// over their start, and the strips laid across the slot's top (the
  /// refresh indicator, the offline strip), which GTK keeps as the slot's
  /// children before the rows.
  static func slotExclusions(_ slot: PlaceholderSlot) -> [WidgetPointer] {
    let content = pointer(slot.content)
    var strips: [WidgetPointer] = []
    var child = gtk_widget_get_first_child(pointer(slot.widget))
    while let current = child, current != content {
      strips.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    // The content is not a child of the slot: no strips to tell apart.
    if child == nil { strips = [] }
    return [content] + strips + (EdgeCheck.bar(in: slot).map { [$0] } ?? [])
  }
}
