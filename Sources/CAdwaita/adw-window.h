// Part of the CAdwaita shim (see shim.h): libadwaita itself, the application window, the header bar, the toolbar
// view and the style manager.
#ifndef PLACEHOLDERS_CADWAITA_WINDOW_H
#define PLACEHOLDERS_CADWAITA_WINDOW_H

#include <adwaita.h>

// MARK: - Library

/// Initializes libadwaita (its stylesheet and style manager); GTK must be
/// initialized. Safe to call again.
static inline void pg_adw_init(void) { adw_init(); }

/// Whether GTK is initialized (adw_init would otherwise initialize it, and
/// end the program without a display).
static inline gboolean pg_adw_gtk_is_initialized(void) { return gtk_is_initialized(); }

/// The libadwaita minor version the program runs with (2 for 1.2).
static inline int pg_adw_minor_version(void) { return (int)adw_get_minor_version(); }

/// The minor version the program was built against.
static inline int pg_adw_built_minor_version(void) { return ADW_MINOR_VERSION; }

/// Whether `object` is a GtkWidget.
static inline gboolean pg_adw_is_widget(gpointer _Nullable object) { return object && GTK_IS_WIDGET(object); }

// MARK: - Application window

/// A new AdwApplicationWindow of `application` (a GtkApplication). GTK
/// owns the window (as it owns every toplevel) until it is destroyed.
static inline gpointer _Nonnull pg_adw_application_window_new(gpointer _Nonnull application) {
  return adw_application_window_new(GTK_APPLICATION(application));
}

/// The window's content (AdwApplicationWindow has no titlebar slot).
static inline void pg_adw_application_window_set_content(gpointer _Nonnull window, gpointer _Nullable content) {
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content ? GTK_WIDGET(content) : NULL);
}

static inline gpointer _Nullable pg_adw_application_window_get_content(gpointer _Nonnull window) {
  return adw_application_window_get_content(ADW_APPLICATION_WINDOW(window));
}

// MARK: - Header bar

static inline gpointer _Nonnull pg_adw_header_bar_new(void) { return adw_header_bar_new(); }

static inline void pg_adw_header_bar_pack_start(gpointer _Nonnull bar, gpointer _Nonnull child) {
  adw_header_bar_pack_start(ADW_HEADER_BAR(bar), GTK_WIDGET(child));
}

static inline void pg_adw_header_bar_pack_end(gpointer _Nonnull bar, gpointer _Nonnull child) {
  adw_header_bar_pack_end(ADW_HEADER_BAR(bar), GTK_WIDGET(child));
}

/// An AdwWindowTitle with `title` and `subtitle` as the bar's title.
static inline void pg_adw_header_bar_set_titles(gpointer _Nonnull bar, const char *_Nonnull title,
                                               const char *_Nonnull subtitle) {
  GtkWidget *current = adw_header_bar_get_title_widget(ADW_HEADER_BAR(bar));
  if (current && ADW_IS_WINDOW_TITLE(current)) {
    adw_window_title_set_title(ADW_WINDOW_TITLE(current), title);
    adw_window_title_set_subtitle(ADW_WINDOW_TITLE(current), subtitle);
    return;
  }
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), adw_window_title_new(title, subtitle));
}

static inline void pg_adw_header_bar_set_title_widget(gpointer _Nonnull bar, gpointer _Nullable widget) {
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), widget ? GTK_WIDGET(widget) : NULL);
}

/// Whether the window's own buttons (close…) show at the start and end.
static inline void pg_adw_header_bar_set_window_buttons(gpointer _Nonnull bar, gboolean start, gboolean end) {
  adw_header_bar_set_show_start_title_buttons(ADW_HEADER_BAR(bar), start);
  adw_header_bar_set_show_end_title_buttons(ADW_HEADER_BAR(bar), end);
}

// MARK: - Toolbar view

/// Whether this libadwaita has AdwToolbarView (1.4).
static inline gboolean pg_adw_has_toolbar_view(void) { return ADW_CHECK_VERSION(1, 4, 0); }

/// An AdwToolbarView from libadwaita 1.4 on; before, a vertical box of
/// three boxes (top bars, content, bottom bars) standing in for it.
static inline gpointer _Nonnull pg_adw_toolbar_view_new(void) {
#if ADW_CHECK_VERSION(1, 4, 0)
  return adw_toolbar_view_new();
#else
  GtkWidget *view = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_vexpand(content, TRUE);
  gtk_box_append(GTK_BOX(view), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append(GTK_BOX(view), content);
  gtk_box_append(GTK_BOX(view), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0));
  gtk_widget_add_css_class(view, "toolbar-view");
  return view;
#endif
}

#if !ADW_CHECK_VERSION(1, 4, 0)
/// The stand-in's part: 0 top bars, 1 content, 2 bottom bars.
static inline GtkWidget *pg_adw_toolbar_view_part(gpointer view, int index) {
  GtkWidget *part = gtk_widget_get_first_child(GTK_WIDGET(view));
  for (int i = 0; i < index && part; i++) part = gtk_widget_get_next_sibling(part);
  return part;
}
#endif

static inline void pg_adw_toolbar_view_add_top_bar(gpointer _Nonnull view, gpointer _Nonnull bar) {
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_toolbar_view_add_top_bar(ADW_TOOLBAR_VIEW(view), GTK_WIDGET(bar));
#else
  gtk_box_append(GTK_BOX(pg_adw_toolbar_view_part(view, 0)), GTK_WIDGET(bar));
#endif
}

static inline void pg_adw_toolbar_view_add_bottom_bar(gpointer _Nonnull view, gpointer _Nonnull bar) {
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_toolbar_view_add_bottom_bar(ADW_TOOLBAR_VIEW(view), GTK_WIDGET(bar));
#else
  gtk_box_append(GTK_BOX(pg_adw_toolbar_view_part(view, 2)), GTK_WIDGET(bar));
#endif
}

static inline void pg_adw_toolbar_view_set_content(gpointer _Nonnull view, gpointer _Nullable content) {
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_toolbar_view_set_content(ADW_TOOLBAR_VIEW(view), content ? GTK_WIDGET(content) : NULL);
#else
  GtkWidget *slot = pg_adw_toolbar_view_part(view, 1);
  GtkWidget *old = gtk_widget_get_first_child(slot);
  if (old == content) return;
  if (old) gtk_box_remove(GTK_BOX(slot), old);
  if (content) {
    gtk_widget_set_vexpand(GTK_WIDGET(content), TRUE);
    gtk_box_append(GTK_BOX(slot), GTK_WIDGET(content));
  }
#endif
}

static inline gpointer _Nullable pg_adw_toolbar_view_get_content(gpointer _Nonnull view) {
#if ADW_CHECK_VERSION(1, 4, 0)
  return adw_toolbar_view_get_content(ADW_TOOLBAR_VIEW(view));
#else
  return gtk_widget_get_first_child(pg_adw_toolbar_view_part(view, 1));
#endif
}

// MARK: - Style manager

/// The style manager of the default display, for `notify::dark`.
static inline gpointer _Nonnull pg_adw_style_manager(void) { return adw_style_manager_get_default(); }

/// 0 default (follow the system), 1 force light, 2 prefer light, 3 prefer
/// dark, 4 force dark: AdwColorScheme.
static inline void pg_adw_style_set_color_scheme(int scheme) {
  adw_style_manager_set_color_scheme(adw_style_manager_get_default(), (AdwColorScheme)scheme);
}

static inline int pg_adw_style_get_color_scheme(void) {
  return (int)adw_style_manager_get_color_scheme(adw_style_manager_get_default());
}

static inline gboolean pg_adw_style_is_dark(void) { return adw_style_manager_get_dark(adw_style_manager_get_default()); }

static inline gboolean pg_adw_style_is_high_contrast(void) {
  return adw_style_manager_get_high_contrast(adw_style_manager_get_default());
}

#endif
