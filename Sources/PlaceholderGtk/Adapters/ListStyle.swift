import GtkKit

/// The stylesheet of the tables and collections: section headers, footers
/// and inline section placeholders. Colours come from the theme.
///
/// CSS classes an app can restyle: `.placeholders-table`,
/// `.placeholders-collection`, `.placeholders-cell` (the root of a cell),
/// `.placeholders-section-header`, `.placeholders-section-footer`,
/// `.placeholders-section-placeholder`, `.placeholders-paging-footer`,
/// `.placeholders-paging-header` (the bar over the start while the page
/// before the rows loads or failed),
/// `.placeholders-offline-strip` (the strip over rows while offline),
/// `.placeholders-jump-to-end` (the button to the newest rows),
/// `.placeholders-section-custom-supplement` (the root of an app's own
/// header or footer view), `.placeholders-collection-item` (a grid item's
/// button, `:selected` when its item is), and for the grouped style
/// `.placeholders-grouped`, `.placeholders-boxed-row`,
/// `.placeholders-boxed-first`, `.placeholders-boxed-last`. Skeleton rows:
/// `.placeholders-skeleton` (their box, `.placeholders-skeleton-pulse` while
/// it pulses) and `.placeholders-skeleton-row` (each row); their text and
/// icons are drawn as blocks of the text colour, faint.
///
/// Each feature's rules load with its first widget (`Part`).
@MainActor
enum ListStyle {
  /// The rules of one feature, loaded the first time a list on the display
  /// shows it. GTK matches every rule loaded against every widget it
  /// styles: loaded at once, these rules cost a plain table's first frame
  /// 0.57 M instructions (7% of a row's styling; GTK 4.24, BENCHMARKS.md)
  /// for widgets it never makes.
  /// Its raw value is the name it is loaded under (`LibraryStyleSheet`).
  enum Part: String {
    /// Section headers, footers and inline section placeholders.
    case sections = "lists.sections"
    /// The load-more footer and the bar over the start while the page
    /// before loads.
    case paging = "lists.paging"
    /// The strip over the rows while offline.
    case offlineStrip = "lists.offlineStrip"
    /// The library's own cell for items without a registered one.
    case descriptionCell = "lists.descriptionCell"
    /// The grouped table style's boxed rows.
    case grouped = "lists.grouped"
    /// A collection's item buttons.
    case collectionItems = "lists.collectionItems"
    /// Skeleton rows.
    case skeleton = "lists.skeleton"
  }

  /// The class the rules name wherever their last part is the library's
  /// own widget (`LibraryStyleSheet.styledClass`).
  private static let styled = LibraryStyleSheet.styledClass

  /// The rules of `part`.
  static func css(for part: Part) -> String {
    switch part {
    case .sections:
      return """
        .placeholders-section-supplement.\(styled) { padding: 12px 12px 6px 12px; }
        .placeholders-section-header.\(styled) { padding-top: 18px; }
        .placeholders-section-footer.\(styled) { padding-top: 4px; padding-bottom: 12px; }
        .placeholders-section-placeholder.\(styled) { padding: 12px; margin: 6px 12px; border-radius: 12px;
          border: 1px dashed alpha(currentColor, 0.25); }
        """
    case .paging:
      return """
        .placeholders-paging-footer.\(styled) { padding: 12px; }
        .placeholders-paging-header.\(styled) { margin-top: 6px; padding: 4px 12px; border-radius: 18px;
          background-color: @theme_base_color; box-shadow: 0 1px 3px alpha(black, 0.3); }
        """
    case .offlineStrip:
      return ".placeholders-offline-strip.\(styled) { padding: 6px 12px; background-color: alpha(currentColor, 0.08); }"
    case .descriptionCell:
      return ".placeholders-description-cell.\(styled) { padding: 8px 12px; }"
    case .grouped:
      return """
        listview.placeholders-grouped.\(styled) { background-color: @theme_bg_color; }
        listview.placeholders-grouped > row { padding: 0; background: none; box-shadow: none; color: inherit; }
        .placeholders-boxed-row.\(styled) { margin: 0 12px; background-color: @theme_base_color;
          border: 1px solid @borders; border-top-color: alpha(currentColor, 0.08); border-bottom-width: 0; }
        .placeholders-boxed-first.\(styled) { margin-top: 6px; border-top-color: @borders;
          border-top-left-radius: 12px; border-top-right-radius: 12px; }
        .placeholders-boxed-last.\(styled) { margin-bottom: 18px; border-bottom-width: 1px;
          border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
        listview.placeholders-grouped > row:hover > .placeholders-boxed-row.\(styled) {
          background-image: image(alpha(currentColor, 0.04)); }
        listview.placeholders-grouped > row:selected > .placeholders-boxed-row.\(styled) {
          background-image: image(alpha(@theme_selected_bg_color, 0.25)); }
        """
    case .collectionItems:
      return """
        button.placeholders-collection-item.\(styled):selected { background-color: alpha(@theme_selected_bg_color, 0.25);
          box-shadow: inset 0 0 0 2px @theme_selected_bg_color; }
        """
    case .skeleton:
      return """
        .placeholders-skeleton-row.\(styled) { padding: 2px 0; }
        .placeholders-skeleton label, .placeholders-skeleton image { color: transparent; -gtk-icon-filter: opacity(0);
          background-color: alpha(@theme_fg_color, 0.12); border-radius: 6px; }
        .placeholders-skeleton picture { opacity: 0; }
        @keyframes placeholders-skeleton-pulse { from { opacity: 1; } to { opacity: 0.5; } }
        .placeholders-skeleton-pulse.\(styled) { animation: placeholders-skeleton-pulse 1s ease-in-out infinite alternate; }
        """
    }
  }

  /// Loads `part`'s rules into the display of `widget` (the default
  /// display until it is on screen), once per display. Call it as the
  /// feature's first widget is made, before GTK styles it.
  static func install(_ part: Part, for widget: Widget) {
    guard let display = widget.display else { return }
    LibraryStyleSheet.installOnce(part.rawValue, on: display) { css(for: part) }
  }
}
