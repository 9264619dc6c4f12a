// libadwaita for Examples/Adwaita: the few calls its bridge makes whose
// form depends on the libadwaita version (1.2 on Debian 12, 1.7 on
// Debian 13), and the GtkWindow calls it needs, so that the example's Swift
// stays one code path and touches no GTK function itself. Widgets go in and
// out as untyped pointers: the Swift side has them as our wrappers'
// `widgetPointer`, and wraps new ones with `Widget(wrapping:)`. Only the example
// uses this module; the library products do not require libadwaita.
#ifndef PLACEHOLDERS_CADWAITA_SHIM_H
#define PLACEHOLDERS_CADWAITA_SHIM_H

#include <adwaita.h>

/// An AdwApplicationWindow for `application` (a GtkApplication), titled
/// `title`, whose content is an AdwHeaderBar above `content`: inside an
/// AdwToolbarView from libadwaita 1.4 on, a vertical box before.
static inline gpointer _Nonnull pg_adw_window_new(gpointer _Nonnull application, const char *_Nonnull title,
                                                 gpointer _Nonnull content) {
  GtkWidget *window = adw_application_window_new(GTK_APPLICATION(application));
  gtk_window_set_title(GTK_WINDOW(window), title);
  GtkWidget *header = adw_header_bar_new();
#if ADW_CHECK_VERSION(1, 4, 0)
  GtkWidget *toolbar = adw_toolbar_view_new();
  adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(toolbar), header);
  adw_toolbar_view_set_content(ADW_TOOLBAR_VIEW(toolbar), content);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), toolbar);
#else
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(box), header);
  gtk_widget_set_vexpand(content, TRUE);
  gtk_box_append(GTK_BOX(box), content);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
#endif
  return window;
}

/// Sets a window's default size.
static inline void pg_adw_window_set_default_size(gpointer _Nonnull window, int width, int height) {
  gtk_window_set_default_size(GTK_WINDOW(window), width, height);
}

/// Shows a window and brings it to the front.
static inline void pg_adw_window_present(gpointer _Nonnull window) { gtk_window_present(GTK_WINDOW(window)); }

/// Closes and destroys a window.
static inline void pg_adw_window_destroy(gpointer _Nonnull window) { gtk_window_destroy(GTK_WINDOW(window)); }

/// An AdwStatusPage showing `icon_name`, `title` and `description`, with
/// `child` (a button, or NULL) under them.
static inline gpointer _Nonnull pg_adw_status_page_new(const char *_Nullable icon_name, const char *_Nullable title,
                                                      const char *_Nullable description, gpointer _Nullable child) {
  GtkWidget *page = adw_status_page_new();
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(page), icon_name);
  adw_status_page_set_title(ADW_STATUS_PAGE(page), title);
  adw_status_page_set_description(ADW_STATUS_PAGE(page), description);
  adw_status_page_set_child(ADW_STATUS_PAGE(page), child ? GTK_WIDGET(child) : NULL);
  return page;
}

/// Forces the light (FALSE) or dark (TRUE) style on every window of the app.
static inline void pg_adw_force_color_scheme(gboolean dark) {
  adw_style_manager_set_color_scheme(adw_style_manager_get_default(),
                                     dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/// Whether the app shows the dark style now.
static inline gboolean pg_adw_is_dark(void) { return adw_style_manager_get_dark(adw_style_manager_get_default()); }

#endif
