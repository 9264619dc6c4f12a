/// What a list does about the network as the system sees it, decided here
/// and tested headless; the coordinator and the GTK layer only carry it out.
///
/// - A load that fails with an error the app did not classify (anything
///   but a `LoadFailure`, with the default `failureForError`) is a network
///   failure when the system is not online, saying why in words; online,
///   it stays what it was. The app's own classification always wins.
/// - While offline, nothing loads by itself: the next page near the end
///   waits (`pausesAutomaticLoads`).
/// - When the network comes back (offline, limited or portal → online),
///   what failed for the network, or waited for it, starts again by
///   itself, once, after a short random delay (`reconnectDelay`) so that
///   many windows do not all ask at the same instant.
package enum NetworkRules {
  /// The failure to show for a load whose error the app did not classify
  /// (`mapped` is the default mapping's answer), given the network.
  package static func failure(forUnclassified mapped: LoadFailure, status: NetworkStatus) -> LoadFailure {
    switch status.reach {
    case .online: mapped
    case .offline: .network(translate("This computer is offline."))
    case .limited: .network(translate("The network is connected, but not to the Internet."))
    case .portal: .network(translate("The network asks you to sign in before it connects you to the Internet."))
    }
  }

  /// Whether loads that would start by themselves (the next page near the
  /// end, a retry on reconnect) wait: offline.
  package static func pausesAutomaticLoads(_ status: NetworkStatus) -> Bool {
    status.reach == .offline
  }

  /// Whether going from `old` to `new` is the network coming back.
  package static func cameBack(from old: NetworkStatus, to new: NetworkStatus) -> Bool {
    old.reach != .online && new.reach == .online
  }

  /// Whether `state` waits for the network: a first page or a next page
  /// that failed for the network. A reconnect retries it.
  package static func retriesOnReconnect(_ state: PageState) -> Bool {
    switch state {
    case .failed(let failure), .content(.loadMoreFailed(let failure)): failure.kind == .network
    case .idle, .loading, .content, .refreshing, .empty, .noResults: false
    }
  }

  /// How long after the network comes back a waiting load starts again:
  /// between 0.5 and 2 seconds, by `jitter` (0…1, random in an app). Long
  /// enough for the system's DNS and routes to settle (NetworkManager
  /// reports the link before them), short enough to feel immediate, and
  /// spread so that windows do not ask all at once.
  package static func reconnectDelay(jitter: Double) -> Duration {
    .milliseconds(500 + Int(1_500 * min(max(jitter, 0), 1)))
  }

  /// What the strip over a list's rows says while the system is not on
  /// the Internet, so that the rows stay and the user knows they may be
  /// old: `appText` if the app gave one, else the standard words for the
  /// reach. Nil while online, while no rows show (the placeholder says it
  /// then), and for a list that loads nothing (`canLoad` false: no
  /// operation, no delegate to ask), whose rows were not loaded and do not
  /// grow old offline. A list that had rows before going offline keeps
  /// them: the network never turns shown rows into a placeholder.
  package static func offlineNotice(
    status: NetworkStatus, state: PageState, canLoad: Bool, appText: String? = nil
  ) -> String? {
    guard canLoad, status.reach != .online, state.showsRows else { return nil }
    if let appText, !appText.isEmpty { return appText }
    switch status.reach {
    case .offline: return translate("Offline. Showing what was loaded before.")
    case .limited: return translate("No Internet connection. Showing what was loaded before.")
    case .portal: return translate("Sign in to the network to load more. Showing what was loaded before.")
    case .online: return nil
    }
  }
}
