// WebKitGTK (webkitgtk-6.0) for the PlaceholderWebKit product: a web view
// made and driven through untyped pointers, and its signals turned into
// one stream of events (`pg_web_event`) for the Swift side, which reads
// them as `WebPageEvent`s. Untyped: the Swift side holds the view as
// GtkKit's `Widget`, and WebKit's GTK types would clash with CGtk's if
// they crossed. Not API: apps use PlaceholderWebKit's `WebPageView`.
//
// SwiftPM does not rebuild the Swift modules when only this header
// changes: touch Sources/PlaceholderWebKit/*.swift after editing it.
#ifndef PLACEHOLDERS_CWEBKIT_SHIM_H
#define PLACEHOLDERS_CWEBKIT_SHIM_H

#include <webkit/webkit.h>

/// The kinds of `pg_web_event`, one per WebKit signal the view hears.
enum {
  PG_WEB_STARTED = 0,     // text: the URI
  PG_WEB_REDIRECTED = 1,  // text: the URI
  PG_WEB_COMMITTED = 2,
  PG_WEB_FINISHED = 3,    // code: the main resource's HTTP status, 0 for none; text: the URI
  PG_WEB_FAILED = 4,      // domain, code, text: the GError
  PG_WEB_INSECURE = 5,    // code: the GTlsCertificateFlags
  PG_WEB_ENDED = 6,       // code: 0 crashed, 1 exceeded memory, 2 ended by the app
  PG_WEB_RESPONSIVE = 7,  // code: 1 answers, 0 does not
  PG_WEB_PROGRESS = 8,    // value: 0 to 1
  PG_WEB_TITLE = 9,
};

/// One event: its kind, and what goes with it (see the kinds).
typedef void (*pg_web_event)(void *context, int kind, long code, double value, const char *domain,
                             const char *text);

typedef struct {
  pg_web_event callback;
  void *context;
  // The last certificate refused, and its host: what an exception the app
  // makes is for.
  GTlsCertificate *refused_certificate;
  char *refused_host;
} pg_web_listener;

static inline void pg_web_listener_free(gpointer data) {
  pg_web_listener *listener = data;
  g_clear_object(&listener->refused_certificate);
  g_free(listener->refused_host);
  g_free(listener);
}

static inline void pg_web_emit(pg_web_listener *listener, int kind, long code, double value, const char *domain,
                               const char *text) {
  listener->callback(listener->context, kind, code, value, domain, text);
}

static inline void pg_web_load_changed(WebKitWebView *view, WebKitLoadEvent event, gpointer data) {
  pg_web_listener *listener = data;
  switch (event) {
  case WEBKIT_LOAD_STARTED:
    pg_web_emit(listener, PG_WEB_STARTED, 0, 0, NULL, webkit_web_view_get_uri(view));
    break;
  case WEBKIT_LOAD_REDIRECTED:
    pg_web_emit(listener, PG_WEB_REDIRECTED, 0, 0, NULL, webkit_web_view_get_uri(view));
    break;
  case WEBKIT_LOAD_COMMITTED:
    pg_web_emit(listener, PG_WEB_COMMITTED, 0, 0, NULL, NULL);
    break;
  case WEBKIT_LOAD_FINISHED: {
    WebKitWebResource *resource = webkit_web_view_get_main_resource(view);
    WebKitURIResponse *response = resource ? webkit_web_resource_get_response(resource) : NULL;
    long status = response ? (long)webkit_uri_response_get_status_code(response) : 0;
    pg_web_emit(listener, PG_WEB_FINISHED, status, 0, NULL, webkit_web_view_get_uri(view));
    break;
  }
  }
}

// TRUE: the failure is the app's to show; WebKit loads no error page of its own.
static inline gboolean pg_web_load_failed(WebKitWebView *view, WebKitLoadEvent event, const char *uri, GError *error,
                                          gpointer data) {
  (void)view;
  (void)event;
  (void)uri;
  pg_web_emit(data, PG_WEB_FAILED, error->code, 0, g_quark_to_string(error->domain), error->message);
  return TRUE;
}

static inline gboolean pg_web_tls_failed(WebKitWebView *view, const char *uri, GTlsCertificate *certificate,
                                         GTlsCertificateFlags errors, gpointer data) {
  (void)view;
  pg_web_listener *listener = data;
  g_set_object(&listener->refused_certificate, certificate);
  g_free(listener->refused_host);
  GUri *parsed = g_uri_parse(uri, G_URI_FLAGS_NONE, NULL);
  listener->refused_host = parsed ? g_strdup(g_uri_get_host(parsed)) : NULL;
  if (parsed) g_uri_unref(parsed);
  pg_web_emit(listener, PG_WEB_INSECURE, (long)errors, 0, NULL, listener->refused_host);
  return TRUE;
}

static inline void pg_web_process_ended(WebKitWebView *view, WebKitWebProcessTerminationReason reason,
                                        gpointer data) {
  (void)view;
  long code = reason == WEBKIT_WEB_PROCESS_CRASHED ? 0 : reason == WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT ? 1 : 2;
  pg_web_emit(data, PG_WEB_ENDED, code, 0, NULL, NULL);
}

static inline void pg_web_responsive_changed(GObject *object, GParamSpec *spec, gpointer data) {
  (void)spec;
  pg_web_emit(data, PG_WEB_RESPONSIVE, webkit_web_view_get_is_web_process_responsive(WEBKIT_WEB_VIEW(object)), 0,
              NULL, NULL);
}

static inline void pg_web_progress_changed(GObject *object, GParamSpec *spec, gpointer data) {
  (void)spec;
  pg_web_emit(data, PG_WEB_PROGRESS, 0, webkit_web_view_get_estimated_load_progress(WEBKIT_WEB_VIEW(object)), NULL,
              NULL);
}

static inline void pg_web_title_changed(GObject *object, GParamSpec *spec, gpointer data) {
  (void)object;
  (void)spec;
  pg_web_emit(data, PG_WEB_TITLE, 0, 0, NULL, NULL);
}

/// A new web view (floating, as GTK widgets are made); with `ephemeral`, in
/// a network session that keeps nothing on disk.
static inline void *pg_web_view_new(gboolean ephemeral) {
  if (!ephemeral) return webkit_web_view_new();
  WebKitNetworkSession *session = webkit_network_session_new_ephemeral();
  GtkWidget *view = g_object_new(WEBKIT_TYPE_WEB_VIEW, "network-session", session, NULL);
  g_object_unref(session);
  return view;
}

/// Sends the view's events to `callback` with `context` until the view
/// is finalized, when `release` gets `context`.
static inline void pg_web_view_listen(void *view, pg_web_event callback, void *context, GDestroyNotify release) {
  pg_web_listener *listener = g_new0(pg_web_listener, 1);
  listener->callback = callback;
  listener->context = context;
  g_signal_connect(view, "load-changed", G_CALLBACK(pg_web_load_changed), listener);
  g_signal_connect(view, "load-failed", G_CALLBACK(pg_web_load_failed), listener);
  g_signal_connect(view, "load-failed-with-tls-errors", G_CALLBACK(pg_web_tls_failed), listener);
  g_signal_connect(view, "web-process-terminated", G_CALLBACK(pg_web_process_ended), listener);
  g_signal_connect(view, "notify::is-web-process-responsive", G_CALLBACK(pg_web_responsive_changed), listener);
  g_signal_connect(view, "notify::estimated-load-progress", G_CALLBACK(pg_web_progress_changed), listener);
  g_signal_connect(view, "notify::title", G_CALLBACK(pg_web_title_changed), listener);
  g_object_set_data_full(G_OBJECT(view), "pg-web-listener", listener, pg_web_listener_free);
  g_object_set_data_full(G_OBJECT(view), "pg-web-context", context, release);
}

static inline void pg_web_view_load_uri(void *view, const char *uri) { webkit_web_view_load_uri(view, uri); }
static inline void pg_web_view_reload(void *view) { webkit_web_view_reload(view); }
static inline void pg_web_view_stop(void *view) { webkit_web_view_stop_loading(view); }
static inline void pg_web_view_go_back(void *view) { webkit_web_view_go_back(view); }
static inline void pg_web_view_go_forward(void *view) { webkit_web_view_go_forward(view); }
static inline gboolean pg_web_view_can_go_back(void *view) { return webkit_web_view_can_go_back(view); }
static inline gboolean pg_web_view_can_go_forward(void *view) { return webkit_web_view_can_go_forward(view); }
static inline const char *pg_web_view_uri(void *view) { return webkit_web_view_get_uri(view); }
static inline const char *pg_web_view_title(void *view) { return webkit_web_view_get_title(view); }
static inline gboolean pg_web_view_is_loading(void *view) { return webkit_web_view_is_loading(view); }
static inline gboolean pg_web_view_is_responsive(void *view) {
  return webkit_web_view_get_is_web_process_responsive(view);
}
static inline void pg_web_view_end_process(void *view) { webkit_web_view_terminate_web_process(view); }
/// Trusts the certificate last refused, for its host, in the view's
/// network session (until the session ends). False when none was refused.
static inline gboolean pg_web_view_allow_refused_certificate(void *view) {
  pg_web_listener *listener = g_object_get_data(G_OBJECT(view), "pg-web-listener");
  if (!listener || !listener->refused_certificate || !listener->refused_host) return FALSE;
  WebKitNetworkSession *session = webkit_web_view_get_network_session(view);
  webkit_network_session_allow_tls_certificate_for_host(session, listener->refused_certificate, listener->refused_host);
  return TRUE;
}

/// The host whose certificate was last refused, if any.
static inline const char *pg_web_view_refused_host(void *view) {
  pg_web_listener *listener = g_object_get_data(G_OBJECT(view), "pg-web-listener");
  return listener ? listener->refused_host : NULL;
}

/// Whether a page was committed in the view: a reload needs one.
static inline gboolean pg_web_view_has_page(void *view) { return webkit_web_view_get_main_resource(view) != NULL; }

#endif
