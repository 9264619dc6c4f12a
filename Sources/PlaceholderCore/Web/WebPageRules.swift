/// How the core reads what WebKit reports: which errors are failures (a
/// cancelled load is not: another took its place), which need the network,
/// and the words for each. Pure; `WebNavigationTracker` applies them.
public enum WebPageRules {
  /// The failure a load error means, or nil for one that is not a failure
  /// to show: cancelled (a new navigation, or stopped), a download, a
  /// media file a plug-in plays. With the system offline, an error the
  /// missing network explains is `offline`.
  public static func failure(for error: WebLoadError, networkIsOnline: Bool) -> WebPageFailure? {
    switch (error.domain, error.code) {
    case (.webKitNetwork, 302), (.io, 19), (.webKitPolicy, 102), (.webKitMedia, 204):
      return nil
    case (.tls, _):
      return .insecure(.genericError)
    case (.webKitNetwork, 301), (.webKitPolicy, 101):
      return .cannotShow(translate("A web view cannot open addresses of this kind."))
    case (.webKitNetwork, 303), (.io, 1):
      return .cannotShow(translate("The file does not exist."))
    case (.webKitPolicy, 103):
      return .cannotShow(translate("The address uses a port web pages may not use."))
    case (.webKitPolicy, _):
      return .cannotShow(translate("The web view cannot show what the address gives."))
    default:
      break
    }
    guard let words = unreachableText(error) else { return .other(error.message) }
    return networkIsOnline ? .unreachable(words) : .offline
  }

  /// GIO's own "cancelled", which no stop gives: WebKit reports the app's
  /// stop and a navigation that replaced the load as its own error (302).
  /// The network layer dropped the load, and nothing says why.
  static func isDroppedByNetwork(_ error: WebLoadError) -> Bool { error.domain == .io && error.code == 19 }

  /// Words for the errors of reaching a server; nil for other errors.
  private static func unreachableText(_ error: WebLoadError) -> String? {
    switch (error.domain, error.code) {
    case (.resolver, _), (.io, 28): translate("The server’s name was not found.")
    case (.io, 39): translate("The server refused the connection.")
    case (.io, 24): translate("The server took too long to answer.")
    case (.io, 37), (.io, 38): translate("The server cannot be reached.")
    case (.io, 44), (.io, 45): translate("The connection closed before the page came.")
    case (.io, 40), (.io, 41), (.io, 42), (.io, 43): translate("The proxy server failed.")
    case (.webKitNetwork, 300), (.webKitNetwork, 399): translate("The connection failed.")
    default: nil
    }
  }

  /// The failure a finished load's status means: 400 and above, unless the
  /// app shows the server's own error pages.
  public static func failure(forStatus status: Int?, showsServerErrorPages: Bool) -> WebPageFailure? {
    guard let status, status >= 400, !showsServerErrorPages else { return nil }
    return .httpStatus(status)
  }

  /// "Not Found (404)": the status's reason in words, and its number.
  public static func statusText(_ status: Int) -> String {
    let reason: String =
      switch status {
      case 400: translate("Bad Request")
      case 401: translate("Unauthorized")
      case 403: translate("Forbidden")
      case 404: translate("Not Found")
      case 408: translate("Request Timeout")
      case 410: translate("Gone")
      case 429: translate("Too Many Requests")
      case 500: translate("Internal Server Error")
      case 502: translate("Bad Gateway")
      case 503: translate("Service Unavailable")
      case 504: translate("Gateway Timeout")
      case 400..<500: translate("Client Error")
      default: translate("Server Error")
      }
    return substitute(translate("%@ (%@)"), reason, String(status))
  }

  /// What was wrong with a certificate, in words: the first problem found.
  public static func certificateText(_ problems: WebCertificateProblems) -> String {
    if problems.contains(.unknownAuthority) {
      return translate("The site’s certificate is not signed by an authority this system trusts.")
    }
    if problems.contains(.badIdentity) { return translate("The site’s certificate is for another site.") }
    if problems.contains(.expired) { return translate("The site’s certificate has expired.") }
    if problems.contains(.notActivated) { return translate("The site’s certificate is not valid yet.") }
    if problems.contains(.revoked) { return translate("The site’s certificate was revoked.") }
    if problems.contains(.insecure) { return translate("The site’s certificate uses a weak algorithm.") }
    return translate("The secure connection to the site failed.")
  }
}
