internal import CGtk
import GtkKit
import PlaceholderCore

/// The placeholder's stylesheet and the per-instance rules that CSS classes
/// alone cannot express.
///
/// The stylesheet is one constant, loaded once per display at
/// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`. Colours come from the theme
/// (`currentColor`, the theme's named colours), so light, dark and
/// high-contrast themes all fit; nothing is a fixed grey.
///
/// A placeholder's own values (a fade duration other than the default, a
/// background colour) are a rule on a class shared by every placeholder
/// that looks the same (`PlaceholderLooks`), so changing one placeholder
/// restyles that placeholder alone. (A provider per widget would need
/// `gtk_style_context_add_provider`, deprecated since GTK 4.10.)
///
/// The stock look is AdwStatusPage's (compared side by side in the
/// Adwaita example's `--compare` mode): a 128 px icon at 55 % opacity, a
/// heavy title at 181 % of the interface font (20 pt with an 11 pt font, as
/// `.title-1`; sizes are relative, as in libadwaita 1.4 and later, so
/// they follow the user's font size), the detail in the interface font,
/// 140 % line height on GNOME 49 and later (`releaseRules`), pill buttons,
/// and, on top of the content's `spacing`,
/// 24 px more under the icon and over the button, so that with the default
/// 12 px the gaps are AdwStatusPage's 36 px. Compact placeholders keep the
/// tight gaps.
@MainActor
enum PlaceholderStyles {
  /// The icon's size in pixels, and in the compact variant.
  static let iconSize = 128
  static let compactIconSize = 64

  /// The stylesheet. Classes are documented on `PlaceholderSlot`.
  /// The class every rule below names (`LibraryStyleSheet.styledClass`).
  private static let styled = LibraryStyleSheet.styledClass

  static let stylesheet = """
    .placeholder.\(styled) {
      opacity: 0;
      transition: opacity 250ms ease-in-out;
    }
    .placeholder.shown.\(styled) { opacity: 1; }
    .placeholder.no-fade.\(styled) { transition: none; }
    .placeholder-host.content-hidden.\(styled) { background-color: @theme_base_color; }
    .placeholder-scroller.\(styled),
    .placeholder-scroller > viewport.\(styled) { background: none; }
    .placeholder-body.\(styled) {
      padding: 24px 18px;
    }
    .placeholder-image.\(styled) {
      -gtk-icon-size: \(iconSize)px;
      opacity: 0.55;
      color: inherit;
      margin-bottom: 24px;
    }
    .placeholder-spinner.\(styled) {
      min-width: 32px;
      min-height: 32px;
    }
    .placeholder-title.\(styled) {
      font-size: 181%;
      font-weight: 800;
    }
    .placeholder-button.\(styled) { margin-top: 24px; }
    .placeholder-button.pill.\(styled) {
      border-radius: 9999px;
      padding: 10px 32px;
    }
    .compact .placeholder-body.\(styled),
    .placeholder-body.compact.\(styled) { padding: 12px 12px; }
    .compact .placeholder-image.\(styled) { -gtk-icon-size: \(compactIconSize)px; margin-bottom: 0; }
    .compact .placeholder-button.\(styled) { margin-top: 6px; }
    .compact .placeholder-title.\(styled) { font-size: 136%; }
    .compact .placeholder-detail.\(styled) { font-size: 91%; }
    .compact .placeholder-button.pill.\(styled) { padding: 6px 20px; }
    .placeholder-body.own-side-margins.\(styled),
    .compact .placeholder-body.own-side-margins.\(styled),
    .placeholder-body.own-side-margins.compact.\(styled) { padding-left: 0; padding-right: 0; }

    @keyframes placeholder-pulse {
      from { -gtk-icon-transform: scale(1); }
      50% { -gtk-icon-transform: scale(1.08); }
      to { -gtk-icon-transform: scale(1); }
    }
    @keyframes placeholder-spin {
      from { -gtk-icon-transform: rotate(0deg); }
      to { -gtk-icon-transform: rotate(360deg); }
    }
    @keyframes placeholder-bounce {
      from { -gtk-icon-transform: translateY(0); }
      50% { -gtk-icon-transform: translateY(-10px); }
      to { -gtk-icon-transform: translateY(0); }
    }
    .placeholder-image.placeholder-pulse.\(styled) { animation: placeholder-pulse 1600ms ease-in-out infinite; }
    .placeholder-image.placeholder-spin.\(styled) { animation: placeholder-spin 1200ms linear infinite; }
    .placeholder-image.placeholder-bounce.\(styled) { animation: placeholder-bounce 900ms ease-in-out infinite; }
    """

  /// Rules that follow the desktop's release, after the stylesheet
  /// (`PlaceholderGeometry.detailLineHeightPercent`).
  static func releaseRules(gtkMinorVersion: Int) -> String {
    guard let percent = PlaceholderGeometry.detailLineHeightPercent(gtkMinorVersion: gtkMinorVersion) else { return "" }
    return ".placeholder-detail.\(styled) { line-height: \(percent)%; }\n"
  }

  /// The fade duration the stylesheet sets; other durations need an instance rule.
  static let defaultFadeMilliseconds = 250

  /// Installs the stylesheet on `display` once.
  static func install(on display: OpaquePointer) {
    LibraryStyleSheet.installOnce("placeholder", on: display) {
      stylesheet + releaseRules(gtkMinorVersion: RunningGTK.minorVersion)
    }
  }

  /// The CSS declarations for a placeholder's fade and background, or ""
  /// when the stylesheet's defaults already say it.
  static func instanceDeclarations(fadeMilliseconds: Int, background: PlaceholderBackground) -> String {
    var declarations = ""
    if fadeMilliseconds != defaultFadeMilliseconds {
      declarations += "transition-duration: \(fadeMilliseconds)ms; "
    }
    if let color = cssColor(background) {
      declarations += "background-color: \(color); "
    }
    return declarations
  }

  /// The CSS colour of a background, or nil for none (or an unusable name,
  /// with one warning).
  static func cssColor(_ background: PlaceholderBackground) -> String? {
    switch background {
    case .none:
      return nil
    case .themed(let name):
      guard isValidColorName(name) else {
        Diagnostics.warnOnce(
          key: "color:\(name)", "placeholder background colour name '\(name)' is not a CSS colour name; ignored")
        return nil
      }
      return "@" + (gtk4ColorNames[name] ?? name)
    case .color(let red, let green, let blue, let alpha):
      return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(fraction(alpha)))"
    }
  }

  /// libadwaita's colour names and the names GTK 4's own Adwaita theme
  /// defines for the same roles (libadwaita defines those too, so they work
  /// in both).
  static let gtk4ColorNames: [String: String] = [
    "view_bg_color": "theme_base_color",
    "view_fg_color": "theme_text_color",
    "window_bg_color": "theme_bg_color",
    "window_fg_color": "theme_fg_color",
    "accent_bg_color": "theme_selected_bg_color",
    "accent_fg_color": "theme_selected_fg_color",
    "accent_color": "theme_selected_bg_color",
    "card_bg_color": "theme_base_color",
    "destructive_bg_color": "error_color",
  ]

  /// Whether `name` can follow `@` in CSS: a letter or underscore, then
  /// letters, digits, `_` or `-`.
  static func isValidColorName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
  }

  /// A colour component from 0…1 as an integer 0…255.
  private static func channel(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int((min(max(value, 0), 1) * 255).rounded())
  }

  /// A fraction 0…1 with three decimals, without Foundation's formatting.
  private static func fraction(_ value: Double) -> String {
    let thousandths = value.isFinite ? Int((min(max(value, 0), 1) * 1000).rounded()) : 1000
    if thousandths == 1000 { return "1" }
    let digits = String(thousandths)
    return "0." + String(repeating: "0", count: 3 - digits.count) + digits
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
