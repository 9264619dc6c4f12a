import GtkKit
import PlaceholderCore
import PlaceholderGtk

extension Adw.ToastOverlay {
  /// Shows each refresh of `list` that fails over rows still shown as a
  /// toast with Retry, as Nautilus and GNOME Software do, instead of on the
  /// strip above the list. The next refresh that works takes the toast
  /// away. Screen readers hear the failure as before (the list announces
  /// it). The overlay watches the list while both live.
  ///
  /// ```swift
  /// let toasts = Adw.ToastOverlay(child: mail.widget)
  /// toasts.showRefreshFailures(of: mail.table)
  /// ```
  public func showRefreshFailures<DataSource>(of list: ListAdapter<DataSource>) {
    list.flashesRefreshFailures = false
    refreshFailureWatches.append(
      RefreshFailureToasts(loads: list.loads, overlay: self) { [weak list] in list?.beginRefreshing() })
  }
}

/// Turns a list's failed refreshes into toasts on one overlay.
@MainActor
final class RefreshFailureToasts {
  private var observation: ObservationToken?
  private var shown: Adw.Toast?

  init(loads: LoadCoordinator, overlay: Adw.ToastOverlay, retry: @escaping @MainActor () -> Void) {
    observation = loads.observe { [weak self, weak overlay] transition in
      guard let self, let overlay else { return }
      if let failure = transition.refreshFailure {
        shown?.dismiss()
        let toast = Adw.Toast(
          failure.refreshFailedText, buttonLabel: PlaceholderButton.retry.title, isHighPriority: true,
          buttonHandler: retry)
        shown = toast
        overlay.add(toast)
      } else if case .content = transition.state {
        // A refresh (or any load) that landed: the failure is old news.
        shown?.dismiss()
        shown = nil
      }
    }
  }
}
