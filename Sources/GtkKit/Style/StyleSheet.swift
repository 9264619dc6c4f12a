internal import CGtk

/// CSS for an app's own widgets, installed once for the whole display.
///
/// ```swift
/// let style = StyleSheet(css: ".contact-name { font-weight: bold; }")
/// style.install()
/// ```
///
/// Style one widget from CSS by giving it a class (`addCSSClass(_:)`), not
/// a stylesheet of its own: one stylesheet is matched once for every widget
/// on the display.
@MainActor
public final class StyleSheet {
  /// Which of several stylesheets wins where they disagree.
  public enum Priority: Sendable {
    /// Below the user's own `gtk.css`, above the theme: for an app's styles.
    case application
    /// Above the theme but below the application: for a library's defaults.
    case fallback
    /// One step above `application`: for an app's rules that restyle this
    /// library's own classes (`.placeholder-scroller`…). GTK weighs
    /// selectors' specificity only within one stylesheet, so at the same
    /// priority as the library's sheet the rule that loaded last would win,
    /// whatever its selector.
    case aboveApplication

    var gtk: guint {
      switch self {
      case .application: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)
      case .fallback: guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK) + 100
      case .aboveApplication: guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1
      }
    }
  }

  private let reference: ObjectReference
  private let priority: Priority
  /// The display this stylesheet is installed on, if any.
  private var installedDisplay: OpaquePointer?

  /// A stylesheet from CSS text. GTK reports CSS it cannot parse as a
  /// warning naming the line; the rest still applies.
  public init(css: String, priority: Priority = .application) {
    reference = ObjectReference(taking: gtk_css_provider_new())
    self.priority = priority
    pg_css_provider_load(reference.cast(), css)
  }

  /// Whether the stylesheet applies now.
  public var isInstalled: Bool { installedDisplay != nil }

  /// Applies the stylesheet to every widget on the default display. Does
  /// nothing without a display, or if it is installed already.
  public func install() {
    guard installedDisplay == nil, let display = gdk_display_get_default() else { return }
    gtk_style_context_add_provider_for_display(display, gcast(reference.pointer), priority.gtk)
    installedDisplay = display
  }

  /// Stops applying the stylesheet.
  public func uninstall() {
    guard let display = installedDisplay else { return }
    gtk_style_context_remove_provider_for_display(display, gcast(reference.pointer))
    installedDisplay = nil
  }
}
