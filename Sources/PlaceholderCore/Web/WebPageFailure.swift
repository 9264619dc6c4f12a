/// Why a web page is not shown, as its placeholder says it: the core's
/// reading of WebKit's errors, HTTP statuses and process events
/// (`WebPageRules`).
public enum WebPageFailure: Hashable, Sendable {
  /// The system has no network: the page loads again when it is back.
  case offline
  /// The server could not be reached, in words: refused, timed out,
  /// unknown name, connection reset.
  case unreachable(String)
  /// The server answered with an error status (400 and above).
  case httpStatus(Int)
  /// The server's certificate is not one to trust.
  case insecure(WebCertificateProblems)
  /// WebKit will not show what the address names, in words: an unknown
  /// scheme, a missing file, a forbidden port.
  case cannotShow(String)
  /// The page's process ended.
  case processEnded(WebProcessEnd)
  /// The page's process stopped answering (a script that never ends).
  case unresponsive
  /// Anything else, in WebKit's words.
  case other(String)

  /// The failure as the load state machine takes it: the network kind
  /// (retried by itself, and when the network is back) for the ones the
  /// network causes.
  public var loadFailure: LoadFailure {
    switch self {
    case .offline, .unreachable: .network(detail)
    default: .other(detail)
    }
  }

  /// Whether trying again can help: nothing does for an address WebKit
  /// will not show.
  public var canRetry: Bool {
    if case .cannotShow = self { return false }
    return true
  }

  /// The placeholder's title.
  public var title: String {
    switch self {
    case .offline: translate("No Connection")
    case .unreachable, .httpStatus, .other: translate("Could Not Load the Page")
    case .insecure: translate("The Connection Is Not Secure")
    case .cannotShow: translate("Could Not Show the Page")
    case .processEnded: translate("The Page Stopped")
    case .unresponsive: translate("The Page Is Not Responding")
    }
  }

  /// The placeholder's explanation.
  public var detail: String {
    switch self {
    case .offline: translate("Check your connection. The page loads again when the network is back.")
    case .unreachable(let words), .cannotShow(let words), .other(let words): words
    case .httpStatus(let status): substitute(translate("The server answered %@."), WebPageRules.statusText(status))
    case .insecure(let problems): WebPageRules.certificateText(problems)
    case .processEnded(.crashed): translate("The process showing it ended unexpectedly.")
    case .processEnded(.exceededMemory): translate("It used more memory than the system could give it.")
    case .processEnded(.endedByApp): translate("It was stopped.")
    case .unresponsive: translate("It may answer again if you wait, or you can reload it.")
    }
  }

  /// The placeholder's button: Retry, or Reload for a page that stopped;
  /// none where trying again cannot help.
  public var button: PlaceholderButton? {
    switch self {
    case .processEnded, .unresponsive: PlaceholderButton(title: translate("Reload"), style: .suggested)
    case .cannotShow: nil
    default: .retry
    }
  }

  /// What the placeholder shows: the library's presets (the network one
  /// for `offline`), with the page's words.
  public var content: PlaceholderContent {
    var content: PlaceholderContent =
      switch self {
      case .offline, .unreachable: .networkError(detail: detail)
      default: .failed(message: detail)
      }
    content.title = title
    content.button = button
    if case .insecure = self { content.image = .icon("dialog-warning-symbolic") }
    return content
  }
}
