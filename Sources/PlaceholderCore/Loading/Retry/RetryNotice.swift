/// What a list says about the next try of a load that failed, under the
/// failure (in its placeholder, or in the paging footer): decided by
/// `RetryPlan` on the list's clock, read from `LoadCoordinator.retryNotice`.
public enum RetryNotice: Hashable, Sendable {
  /// The list tries again by itself in this many seconds (at least 1);
  /// its Retry button becomes Retry Now.
  case retrying(inSeconds: Int)
  /// The load failed for the network and the system is offline (or not on
  /// the Internet): it is tried again when the network comes back.
  case waitingForNetwork
  /// The user pressed Retry while the system is offline: nothing was
  /// sent; the load is tried when the network comes back.
  case stillOffline

  /// The words shown and spoken, translated.
  public var text: String {
    switch self {
    case .retrying(let seconds):
      substitute(
        translate("Retrying in %@ second", plural: "Retrying in %@ seconds", count: seconds), String(seconds))
    case .waitingForNetwork: translate("It will load when the network is back.")
    case .stillOffline: translate("Still offline. It will load when the network is back.")
    }
  }

  /// The title of the Retry button beside it, translated: Retry Now while
  /// a retry is counting down, Retry otherwise.
  public var retryTitle: String {
    if case .retrying = self { return translate("Retry Now") }
    return translate("Retry")
  }
}

extension RetryNotice {
  /// `content` with the notice under its detail, and its Retry button
  /// renamed while a retry counts down; content with no detail gets the
  /// notice as its detail. A custom placeholder is left as it is (the app
  /// reads the notice itself).
  package func applied(to content: PlaceholderContent) -> PlaceholderContent {
    guard content.customPlaceholderID == nil else { return content }
    var content = content
    switch content.visibleDetail {
    case .plain(let detail)?: content.detail = .plain(detail + "\n" + text)
    case .markup(let detail)?: content.detail = .markup(detail + "\n" + PlaceholderText.escapingMarkup(text))
    case nil: content.detail = .plain(text)
    }
    if content.visibleButton != nil { content.button?.title = retryTitle }
    return content
  }
}
