/// What a web view (WebKitGTK's `WebKitWebView`) tells about the page it
/// shows, in the order it tells it: the events `WebNavigationTracker`
/// turns into the placeholder's state. The GTK layer translates WebKit's
/// signals into these; nothing here knows WebKit.
public enum WebPageEvent: Hashable, Sendable {
  /// A navigation started (`WEBKIT_LOAD_STARTED`): a link, a reload, back
  /// or forward, or the app's `load(_:)`.
  case started(uri: String)
  /// The server answered with a redirection to `uri`.
  case redirected(uri: String)
  /// The first data arrived (`WEBKIT_LOAD_COMMITTED`): the page shows.
  case committed
  /// How far the load is, from 0 to 1 (`estimated-load-progress`).
  case progress(Double)
  /// The load finished (`WEBKIT_LOAD_FINISHED`), with the HTTP status of
  /// the page's main resource (nil when it has none: a file, `about:`)
  /// and the address the view ended on. WebKit reports this after a
  /// failure too.
  case finished(status: Int?, uri: String? = nil)
  /// The load failed (`load-failed`).
  case failed(WebLoadError)
  /// The server's certificate was refused (`load-failed-with-tls-errors`).
  case insecure(WebCertificateProblems)
  /// The page's process ended (`web-process-terminated`).
  case processEnded(WebProcessEnd)
  /// The page's process answers again, or stopped answering
  /// (`is-web-process-responsive`).
  case responsive(Bool)
  /// The page's title changed (`notify::title`): it comes a moment after
  /// the page.
  case titleChanged
}

/// A load's error as WebKit gives it: the `GError`'s domain, code and
/// message.
public struct WebLoadError: Hashable, Sendable, CustomStringConvertible {
  /// Which family of errors the code belongs to.
  public enum Domain: Hashable, Sendable {
    /// `WEBKIT_NETWORK_ERROR`: a transport failure, an unknown scheme, a
    /// cancelled load, a missing file.
    case webKitNetwork
    /// `WEBKIT_POLICY_ERROR`: WebKit will not show what came (a download,
    /// a restricted port).
    case webKitPolicy
    /// `WEBKIT_MEDIA_ERROR`: a media file a plug-in plays.
    case webKitMedia
    /// GIO's `G_IO_ERROR`: refused, timed out, unreachable, reset.
    case io
    /// GIO's `G_RESOLVER_ERROR`: the server's name is unknown.
    case resolver
    /// GIO's `G_TLS_ERROR`: the secure connection failed.
    case tls
    /// Any other domain, by its name.
    case other(String)
  }

  /// The error's family.
  public var domain: Domain
  /// The error's code in its domain (GIO's `GIOErrorEnum`, WebKit's
  /// `WebKitNetworkError`…).
  public var code: Int
  /// WebKit's own words, in English.
  public var message: String

  /// An error of a known family.
  public init(domain: Domain, code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// The domain's name as GLib spells it, for domains the core knows.
  public init(domainName: String, code: Int, message: String) {
    let domain: Domain =
      switch domainName {
      case "WebKitNetworkError": .webKitNetwork
      case "WebKitPolicyError": .webKitPolicy
      case "WebKitMediaError": .webKitMedia
      case "g-io-error-quark": .io
      case "g-resolver-error-quark": .resolver
      case "g-tls-error-quark": .tls
      default: .other(domainName)
      }
    self.init(domain: domain, code: code, message: message)
  }

  /// The domain, code and message, for logs.
  public var description: String { "\(domain) \(code): \(message)" }
}

/// What was wrong with a server's certificate (GIO's
/// `GTlsCertificateFlags`).
public struct WebCertificateProblems: OptionSet, Hashable, Sendable {
  /// GIO's `GTlsCertificateFlags` bits.
  public let rawValue: UInt32
  /// The problems `rawValue`'s bits name.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No authority the system trusts signed it (a self-signed certificate).
  public static let unknownAuthority = WebCertificateProblems(rawValue: 1 << 0)
  /// It is for another site.
  public static let badIdentity = WebCertificateProblems(rawValue: 1 << 1)
  /// It is not valid yet.
  public static let notActivated = WebCertificateProblems(rawValue: 1 << 2)
  /// It has expired.
  public static let expired = WebCertificateProblems(rawValue: 1 << 3)
  /// It was revoked.
  public static let revoked = WebCertificateProblems(rawValue: 1 << 4)
  /// It uses an algorithm too weak to trust.
  public static let insecure = WebCertificateProblems(rawValue: 1 << 5)
  /// Something else was wrong with it.
  public static let genericError = WebCertificateProblems(rawValue: 1 << 6)
}

/// Why a page's process ended (WebKit's `WebKitWebProcessTerminationReason`).
public enum WebProcessEnd: Hashable, Sendable {
  /// It crashed (or was killed by a signal).
  case crashed
  /// The system ended it for using too much memory.
  case exceededMemory
  /// The app ended it (`webkit_web_view_terminate_web_process`).
  case endedByApp
}
