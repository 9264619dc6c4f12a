internal import CAdwaita
import GtkKit

extension Adw {
  /// libadwaita's style manager: whether the app follows the system's
  /// light or dark style, and which it shows. Call ``Adw/initialize()``
  /// (or use ``Adw/launch(id:nonUnique:_:)``) first.
  @MainActor
  public enum StyleManager {
    /// Which style the app asks for (AdwColorScheme).
    public enum ColorScheme: Int, Sendable, CaseIterable {
      /// The system's choice (light unless the user prefers dark).
      case `default`
      /// Always light.
      case forceLight
      /// Light unless the system asks for dark.
      case preferLight
      /// Dark unless the system asks for light.
      case preferDark
      /// Always dark.
      case forceDark
    }

    /// The style the app asks for.
    public static var colorScheme: ColorScheme {
      get { ColorScheme(rawValue: Int(pg_adw_style_get_color_scheme())) ?? .default }
      set { pg_adw_style_set_color_scheme(Int32(newValue.rawValue)) }
    }

    /// Whether the dark style shows now.
    public static var isDark: Bool { pg_adw_style_is_dark() != 0 }

    /// Whether the high-contrast style shows now.
    public static var isHighContrast: Bool { pg_adw_style_is_high_contrast() != 0 }

    /// Calls `handler` with ``isDark`` each time the style turns light or
    /// dark.
    public static func onDarkChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
      let manager = pg_adw_style_manager()
      let id = Signals.connect(manager, "notify::dark") { handler(isDark) }
      return SignalConnection(manager, handlerID: id)
    }
  }
}
