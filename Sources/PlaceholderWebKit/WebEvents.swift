internal import CWebKit
import GtkKit
import PlaceholderCore

/// Hears a web view's signals (through the shim's one event stream) as
/// `WebPageEvent`s, on the main thread, for as long as the view lives.
@MainActor
enum WebEvents {
  /// The Swift end of the stream: the handler, kept by the view.
  private final class Sink {
    let handler: @MainActor (WebPageEvent) -> Void
    init(_ handler: @escaping @MainActor (WebPageEvent) -> Void) { self.handler = handler }
  }

  static func listen(to view: Widget, _ handler: @escaping @MainActor (WebPageEvent) -> Void) {
    let context = Unmanaged.passRetained(Sink(handler)).toOpaque()
    pg_web_view_listen(
      view.widgetPointer,
      { context, kind, code, value, domain, text in
        guard let context else { return }
        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        guard let event = WebEvents.event(kind: kind, code: code, value: value, domain: domain, text: text) else {
          return
        }
        MainActor.assumeIsolated { sink.handler(event) }
      }, context,
      { context in
        guard let context else { return }
        Unmanaged<Sink>.fromOpaque(context).release()
      })
  }

  /// The event the shim's arguments make, by kind (`PG_WEB_*`).
  nonisolated fileprivate static func event(
    kind: Int32, code: Int, value: Double, domain: UnsafePointer<CChar>?, text: UnsafePointer<CChar>?
  ) -> WebPageEvent? {
    let words = text.map { String(cString: $0) } ?? ""
    switch kind {
    case 0: return .started(uri: words)
    case 1: return .redirected(uri: words)
    case 2: return .committed
    case 3: return .finished(status: code > 0 ? code : nil, uri: text == nil ? nil : words)
    case 4:
      let name = domain.map { String(cString: $0) } ?? ""
      return .failed(WebLoadError(domainName: name, code: code, message: words))
    case 5: return .insecure(WebCertificateProblems(rawValue: UInt32(truncatingIfNeeded: code)))
    case 6: return .processEnded(code == 0 ? .crashed : code == 1 ? .exceededMemory : .endedByApp)
    case 7: return .responsive(code != 0)
    case 8: return .progress(value)
    case 9: return .titleChanged
    default: return nil
    }
  }
}
