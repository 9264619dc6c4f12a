// The C side of the Swift ↔ GTK 4 bridge.
//
// Swift imports GTK's functions and structs directly. What it cannot import
// are C macros that act like functions (type checks, type IDs, G_CALLBACK
// casts), so this header spells out the few the project needs, each as a
// static inline helper. Keep it that way: nothing here that Swift can do
// itself.
#ifndef PLACEHOLDERS_CGTK_SHIM_H
#define PLACEHOLDERS_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Threads
// Whether the calling thread is the process's first (its thread ID is the
// process ID): the main actor's thread. Swift's Glibc module does not import
// gettid(); the system call is made only until the thread is known.
static inline int pg_is_process_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

// Whether the calling thread is the process's first, asked once per thread
// and then one load of a thread-local: GTK's callbacks for every row ask
// (each Swift module that calls this keeps its own copy of the answer).
static inline int pg_on_main_thread(void) {
  static __thread int known;  // 0 unasked, 1 the main thread, -1 another
  int answer = known;
  if (__builtin_expect(answer == 0, 0)) {
    answer = pg_is_process_main_thread() ? 1 : -1;
    known = answer;
  }
  return answer > 0;
}

// MARK: - The heap
// glibc keeps memory freed by other threads in their arenas, and above a
// size it learns at run time it stops returning big blocks to the system:
// after a million-row change, tens of megabytes of freed temporaries stayed
// resident. malloc_trim(0) gives them back. Swift's Glibc module does not
// import <malloc.h>. Elsewhere than glibc there is nothing to do.
#ifdef __GLIBC__
#include <malloc.h>
static inline void pg_return_free_memory(void) { malloc_trim(0); }
#else
static inline void pg_return_free_memory(void) {}
#endif

// MARK: - libdispatch's main-queue hooks
// libdispatch exports these for run loops that are not its own (CoreFoundation
// uses them). On Linux the handle is an eventfd that becomes readable when work
// is queued on the main queue; the callback drains the queue but does not
// reset the eventfd, so the watcher must read it first.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable msg);

// MARK: - Type IDs hidden behind macros
static inline GType pg_type_none(void) { return G_TYPE_NONE; }
static inline GType pg_type_object(void) { return G_TYPE_OBJECT; }
static inline GType pg_type_string(void) { return G_TYPE_STRING; }
static inline GType pg_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType pg_type_int(void) { return G_TYPE_INT; }
static inline GType pg_type_uint(void) { return G_TYPE_UINT; }
static inline GType pg_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType pg_type_pointer(void) { return G_TYPE_POINTER; }

// MARK: - Type checks hidden behind macros
static inline gboolean pg_is_object(gpointer _Nullable p) { return p != NULL && G_IS_OBJECT(p); }
static inline gboolean pg_is_widget(gpointer _Nullable p) { return p != NULL && GTK_IS_WIDGET(p); }
static inline gboolean pg_is_list_item(gpointer _Nullable p) { return p != NULL && GTK_IS_LIST_ITEM(p); }
static inline gboolean pg_is_instance_of(gpointer _Nullable p, GType type) {
  return p != NULL && G_TYPE_CHECK_INSTANCE_TYPE(p, type);
}
static inline GType pg_type_of(gpointer _Nonnull p) { return G_OBJECT_TYPE(p); }
static inline const char *_Nonnull pg_type_name_of(gpointer _Nonnull p) { return G_OBJECT_TYPE_NAME(p); }

// MARK: - Signal connection
/// The one signal-connection shim: g_signal_connect_data with any handler.
/// Swift writes each handler as a @convention(c) closure of the signal's
/// exact shape and passes it as a GCallback (C's "any function"), which is
/// what GLib stores and calls. With `swapped`, the user-data pointer arrives
/// first and the signal's own arguments follow (unused ones are ignored by
/// the C calling convention); without, it arrives last.
static inline gulong pg_connect(gpointer _Nonnull instance, const char *_Nonnull signal, GCallback _Nonnull handler,
                                gpointer _Nonnull data, GClosureNotify _Nonnull destroy, gboolean swapped) {
  return g_signal_connect_data(instance, signal, handler, data, destroy, swapped ? G_CONNECT_SWAPPED : (GConnectFlags)0);
}
/// A handler whose data GLib does not own (nothing to release): the caller
/// disconnects it with `pg_disconnect_by_data` before the data goes away.
static inline gulong pg_connect_unowned(gpointer _Nonnull instance, const char *_Nonnull signal,
                                        GCallback _Nonnull handler, gpointer _Nonnull data) {
  return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}
/// Disconnects every handler of `instance` whose data is `data`.
static inline void pg_disconnect_by_data(gpointer _Nonnull instance, gpointer _Nonnull data) {
  g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, data);
}

// MARK: - Calls whose best form depends on the GTK version

/// The colour a widget's text is drawn in, its computed CSS `color`:
/// `gtk_widget_get_color` from GTK 4.10 on (the style context's getter is
/// deprecated there), the style context's before.
static inline void pg_widget_get_color(GtkWidget *_Nonnull widget, GdkRGBA *_Nonnull color) {
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color(widget, color);
#else
  gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

/// Loads CSS text into a provider: `load_from_string` from GTK 4.12 on
/// (`load_from_data` is deprecated there), `load_from_data` before.
static inline void pg_css_provider_load(GtkCssProvider *_Nonnull provider, const char *_Nonnull css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// Whether the application asks for the dark style: GtkSettings'
/// `gtk-interface-color-scheme` from GTK 4.20 on (setting
/// `gtk-application-prefer-dark-theme` warns there), the older setting before.
static inline gboolean pg_settings_prefers_dark(GtkSettings *_Nonnull settings) {
#if GTK_CHECK_VERSION(4, 20, 0)
  GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
  g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
  return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
  gboolean dark = FALSE;
  g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
#endif
}

/// Asks for the dark style (TRUE) or the light one (FALSE); see
/// `pg_settings_prefers_dark`.
static inline void pg_settings_set_prefers_dark(GtkSettings *_Nonnull settings, gboolean dark) {
#if GTK_CHECK_VERSION(4, 20, 0)
  g_object_set(settings, "gtk-interface-color-scheme",
               dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_LIGHT, NULL);
#else
  g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

/// Scrolls a list view just enough to show the row at `position`:
/// `gtk_list_view_scroll_to` from GTK 4.12 on (its `list.scroll-to-item`
/// action can leave the row just outside the view there), the action before.
static inline void pg_list_view_scroll_to(GtkWidget *_Nonnull list, guint position) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_list_view_scroll_to(GTK_LIST_VIEW(list), position, GTK_LIST_SCROLL_NONE, NULL);
#else
  // GTK 4.8 never sinks the floating argument of a widget-class action
  // (valgrind: 108 bytes lost per call); own it and release it.
  GVariant *target = g_variant_ref_sink(g_variant_new_uint32(position));
  gtk_widget_activate_action_variant(list, "list.scroll-to-item", target);
  g_variant_unref(target);
#endif
}

/// Asks screen readers to speak `message` (`gtk_accessible_announce`, GTK
/// 4.14+); priority 0 is low, 1 medium, 2 high. Returns whether GTK has the
/// call and made it: on older GTK it does nothing and returns FALSE.
static inline gboolean pg_accessible_announce(GtkAccessible *_Nonnull accessible, const char *_Nonnull message,
                                              int priority) {
#if GTK_CHECK_VERSION(4, 14, 0)
  GtkAccessibleAnnouncementPriority level = GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM;
  if (priority <= 0) level = GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_LOW;
  if (priority >= 2) level = GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_HIGH;
  gtk_accessible_announce(accessible, message, level);
  return TRUE;
#else
  (void)accessible;
  (void)message;
  (void)priority;
  return FALSE;
#endif
}

// MARK: - Flags values
// GLib 2.90 declares its flags types with G_GNUC_FLAG_ENUM, so Swift imports
// them there as option sets, whose values have no C names (no
// G_LOG_LEVEL_WARNING), and before as plain structs with global constants.
// GTK's and GDK's flags types may follow. So every flags value the project
// hands to C is spelled here, where the C names exist under both imports,
// and every test of a flags value is made here too. Swift may combine values
// through `rawValue`, which both imports have, and nothing else.
static inline GLogLevelFlags pg_log_level_warning(void) { return G_LOG_LEVEL_WARNING; }
static inline GLogLevelFlags pg_log_level_message(void) { return G_LOG_LEVEL_MESSAGE; }
static inline GApplicationFlags pg_application_flags(gboolean non_unique) {
  return non_unique ? G_APPLICATION_NON_UNIQUE : G_APPLICATION_DEFAULT_FLAGS;
}
static inline GFileQueryInfoFlags pg_file_query_info_none(void) { return G_FILE_QUERY_INFO_NONE; }
static inline GFileMonitorFlags pg_file_monitor_watch_moves(void) { return G_FILE_MONITOR_WATCH_MOVES; }
static inline GIOCondition pg_io_readable(void) { return G_IO_IN; }
/// A client's connection to a message bus (`g_dbus_connection_new_for_address_sync`).
static inline GDBusConnectionFlags pg_dbus_connection_flags_client(void) {
  return G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION;
}
static inline GTypeFlags pg_type_flags_none(void) { return (GTypeFlags)0; }
static inline GtkEventControllerScrollFlags pg_scroll_both_axes(void) { return GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES; }
static inline GtkEventControllerScrollFlags pg_scroll_vertical(void) { return GTK_EVENT_CONTROLLER_SCROLL_VERTICAL; }
static inline GtkPickFlags pg_pick_default(void) { return GTK_PICK_DEFAULT; }
/// Whether the widget is being pressed (`GTK_STATE_FLAG_ACTIVE`).
static inline gboolean pg_widget_is_pressed(GtkWidget *_Nonnull widget) {
  return (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_ACTIVE) != 0;
}
/// Whether a key event's modifiers hold Control, Shift or Alt (the lock keys
/// and mouse buttons do not count).
static inline gboolean pg_has_command_modifiers(GdkModifierType state) {
  return (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK)) != 0;
}

// MARK: - Small macro stand-ins
static inline guint pg_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

// MARK: - Accessibility checks for tests
/// Whether a string accessible property (label, description) is `expected`:
/// NULL when it is, else GTK's message (free it with g_free). GTK's
/// checker is variadic, which Swift cannot call.
static inline char *_Nullable pg_accessible_check_string(GtkAccessible *_Nonnull accessible,
                                                         GtkAccessibleProperty property,
                                                         const char *_Nonnull expected) {
  return gtk_test_accessible_check_property(accessible, property, expected);
}

#endif
