// libadwaita for the Adwaita product (Sources/Adwaita): the calls whose
// form depends on the libadwaita version, from 1.2 (Debian 12) to 1.10
// (GNOME 51), gated here with ADW_CHECK_VERSION so that the Swift side is
// one code path. Objects go in and out as untyped pointers: the Swift side
// holds widgets as GtkKit's `Widget` (whose `widgetPointer` is one), and
// this header's GTK types would clash with CGtk's if they crossed.
//
// Where a libadwaita release lacks a widget, the function makes what
// stands in for it, and says so in its comment. Not API: apps use the
// Adwaita product's Swift types.
#ifndef PLACEHOLDERS_CADWAITA_SHIM_H
#define PLACEHOLDERS_CADWAITA_SHIM_H

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

// MARK: - Split view

/// Whether this libadwaita has AdwNavigationSplitView (1.4).
static inline gboolean pg_adw_has_navigation_split_view(void) { return ADW_CHECK_VERSION(1, 4, 0); }

#if !ADW_CHECK_VERSION(1, 4, 0)
/// The first AdwHeaderBar under `widget`, depth first; NULL if none.
static inline AdwHeaderBar *pg_adw_first_header_bar(GtkWidget *widget) {
  if (ADW_IS_HEADER_BAR(widget)) return ADW_HEADER_BAR(widget);
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    AdwHeaderBar *found = pg_adw_first_header_bar(child);
    if (found) return found;
  }
  return NULL;
}

static inline void pg_adw_leaflet_back(GtkButton *button, gpointer leaflet) {
  (void)button;
  adw_leaflet_navigate(ADW_LEAFLET(leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}
#endif

/// A sidebar beside content: an AdwNavigationSplitView of two
/// AdwNavigationPages from libadwaita 1.4 on; on 1.2 and 1.3 an AdwLeaflet
/// (sidebar, separator, content), which folds by itself when narrow. As
/// the split view does, the stand-in shows each pane's header bar (the
/// first in the pane) the window's buttons at the window's edges only
/// while unfolded, and gives the content's a back button while folded.
static inline gpointer _Nonnull pg_adw_split_view_new(gpointer _Nonnull sidebar, const char *_Nonnull sidebar_title,
                                                     gpointer _Nonnull content, const char *_Nonnull content_title) {
#if ADW_CHECK_VERSION(1, 4, 0)
  GtkWidget *view = adw_navigation_split_view_new();
  adw_navigation_split_view_set_sidebar(ADW_NAVIGATION_SPLIT_VIEW(view),
                                        adw_navigation_page_new(GTK_WIDGET(sidebar), sidebar_title));
  adw_navigation_split_view_set_content(ADW_NAVIGATION_SPLIT_VIEW(view),
                                        adw_navigation_page_new(GTK_WIDGET(content), content_title));
  return view;
#else
  (void)sidebar_title;
  (void)content_title;
  GtkWidget *view = adw_leaflet_new();
  adw_leaflet_set_can_navigate_back(ADW_LEAFLET(view), TRUE);
  gtk_widget_set_hexpand(GTK_WIDGET(sidebar), FALSE);
  gtk_widget_set_size_request(GTK_WIDGET(sidebar), 220, -1);
  gtk_widget_set_hexpand(GTK_WIDGET(content), TRUE);
  adw_leaflet_append(ADW_LEAFLET(view), GTK_WIDGET(sidebar));
  AdwLeafletPage *divider = adw_leaflet_append(ADW_LEAFLET(view), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
  adw_leaflet_page_set_navigatable(divider, FALSE);
  adw_leaflet_append(ADW_LEAFLET(view), GTK_WIDGET(content));
  // The sidebar first, as the split view (its `show-content` is false):
  // what a folded leaflet shows, and where the focus starts.
  adw_leaflet_set_visible_child(ADW_LEAFLET(view), GTK_WIDGET(sidebar));
  AdwHeaderBar *sidebar_bar = pg_adw_first_header_bar(GTK_WIDGET(sidebar));
  if (sidebar_bar) {
    g_object_bind_property(view, "folded", sidebar_bar, "show-end-title-buttons", G_BINDING_SYNC_CREATE);
  }
  AdwHeaderBar *content_bar = pg_adw_first_header_bar(GTK_WIDGET(content));
  if (content_bar) {
    g_object_bind_property(view, "folded", content_bar, "show-start-title-buttons", G_BINDING_SYNC_CREATE);
    GtkWidget *back = gtk_button_new_from_icon_name("go-previous-symbolic");
    gtk_widget_set_tooltip_text(back, g_dgettext("libadwaita", "Back"));
    gtk_accessible_update_property(GTK_ACCESSIBLE(back), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                   g_dgettext("libadwaita", "Back"), -1);
    g_signal_connect(back, "clicked", G_CALLBACK(pg_adw_leaflet_back), view);
    g_object_bind_property(view, "folded", back, "visible", G_BINDING_SYNC_CREATE);
    adw_header_bar_pack_start(content_bar, back);
  }
  return view;
#endif
}

/// Shows the content (TRUE) or the sidebar (FALSE) while collapsed.
static inline void pg_adw_split_view_show_content(gpointer _Nonnull view, gpointer _Nonnull sidebar,
                                                 gpointer _Nonnull content, gboolean show) {
#if ADW_CHECK_VERSION(1, 4, 0)
  (void)sidebar;
  (void)content;
  adw_navigation_split_view_set_show_content(ADW_NAVIGATION_SPLIT_VIEW(view), show);
#else
  adw_leaflet_set_visible_child(ADW_LEAFLET(view), GTK_WIDGET(show ? content : sidebar));
#endif
}

/// Whether the content shows (while collapsed: instead of the sidebar).
static inline gboolean pg_adw_split_view_shows_content(gpointer _Nonnull view, gpointer _Nonnull content) {
#if ADW_CHECK_VERSION(1, 4, 0)
  (void)content;
  return adw_navigation_split_view_get_show_content(ADW_NAVIGATION_SPLIT_VIEW(view));
#else
  return adw_leaflet_get_visible_child(ADW_LEAFLET(view)) == GTK_WIDGET(content);
#endif
}

/// Whether one pane shows at a time.
static inline gboolean pg_adw_split_view_is_collapsed(gpointer _Nonnull view) {
#if ADW_CHECK_VERSION(1, 4, 0)
  return adw_navigation_split_view_get_collapsed(ADW_NAVIGATION_SPLIT_VIEW(view));
#else
  return adw_leaflet_get_folded(ADW_LEAFLET(view));
#endif
}

/// The property that says whether the view is collapsed, for `notify::`.
static inline const char *_Nonnull pg_adw_split_view_collapsed_property(void) {
  return ADW_CHECK_VERSION(1, 4, 0) ? "collapsed" : "folded";
}

/// Collapses the split view while `window` is narrower than `width`
/// pixels, with an AdwBreakpoint (1.4 on). Before 1.4 the leaflet folds by
/// itself when its panes do not fit; nothing to do.
static inline void pg_adw_split_view_collapse_below(gpointer _Nonnull window, gpointer _Nonnull view, int width) {
#if ADW_CHECK_VERSION(1, 4, 0)
  AdwBreakpointCondition *condition =
      adw_breakpoint_condition_new_length(ADW_BREAKPOINT_CONDITION_MAX_WIDTH, width, ADW_LENGTH_UNIT_PX);
  AdwBreakpoint *breakpoint = adw_breakpoint_new(condition);
  GValue collapsed = G_VALUE_INIT;
  g_value_init(&collapsed, G_TYPE_BOOLEAN);
  g_value_set_boolean(&collapsed, TRUE);
  adw_breakpoint_add_setter(breakpoint, G_OBJECT(view), "collapsed", &collapsed);
  g_value_unset(&collapsed);
  adw_application_window_add_breakpoint(ADW_APPLICATION_WINDOW(window), breakpoint);
#else
  (void)window;
  (void)view;
  (void)width;
#endif
}

// MARK: - Toasts

static inline gpointer _Nonnull pg_adw_toast_overlay_new(void) { return adw_toast_overlay_new(); }

static inline void pg_adw_toast_overlay_set_child(gpointer _Nonnull overlay, gpointer _Nullable child) {
  adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(overlay), child ? GTK_WIDGET(child) : NULL);
}

/// A toast saying `title` as plain text (markup is off from 1.4; escaped
/// before). The caller owns the reference.
static inline gpointer _Nonnull pg_adw_toast_new(const char *_Nonnull title) {
  AdwToast *toast = adw_toast_new("");
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_toast_set_use_markup(toast, FALSE);
  adw_toast_set_title(toast, title);
#else
  char *escaped = g_markup_escape_text(title, -1);
  adw_toast_set_title(toast, escaped);
  g_free(escaped);
#endif
  return toast;
}

static inline void pg_adw_toast_set_button_label(gpointer _Nonnull toast, const char *_Nullable label) {
  adw_toast_set_button_label(ADW_TOAST(toast), label);
}

/// Seconds the toast shows; 0 keeps it until dismissed.
static inline void pg_adw_toast_set_timeout(gpointer _Nonnull toast, unsigned seconds) {
  adw_toast_set_timeout(ADW_TOAST(toast), seconds);
}

/// A high-priority toast shows at once, in place of the one showing.
static inline void pg_adw_toast_set_high_priority(gpointer _Nonnull toast, gboolean high) {
  adw_toast_set_priority(ADW_TOAST(toast), high ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL);
}

/// Shows `toast` in `overlay`; the caller keeps its own reference.
static inline void pg_adw_toast_overlay_add_toast(gpointer _Nonnull overlay, gpointer _Nonnull toast) {
  adw_toast_overlay_add_toast(ADW_TOAST_OVERLAY(overlay), g_object_ref(ADW_TOAST(toast)));
}

static inline void pg_adw_toast_dismiss(gpointer _Nonnull toast) { adw_toast_dismiss(ADW_TOAST(toast)); }

/// Whether this libadwaita dismisses every toast in one call (1.7).
static inline gboolean pg_adw_has_dismiss_all(void) { return ADW_CHECK_VERSION(1, 7, 0); }

static inline void pg_adw_toast_overlay_dismiss_all(gpointer _Nonnull overlay) {
#if ADW_CHECK_VERSION(1, 7, 0)
  adw_toast_overlay_dismiss_all(ADW_TOAST_OVERLAY(overlay));
#else
  (void)overlay;
#endif
}

// MARK: - Banner

/// Whether this libadwaita has AdwBanner (1.3).
static inline gboolean pg_adw_has_banner(void) { return ADW_CHECK_VERSION(1, 3, 0); }

#if !ADW_CHECK_VERSION(1, 3, 0)
/// The stand-in's label and button: revealer > box > (label, button).
static inline GtkWidget *pg_adw_banner_part(gpointer banner, int index) {
  GtkWidget *part = gtk_widget_get_first_child(gtk_revealer_get_child(GTK_REVEALER(banner)));
  return index == 0 ? part : gtk_widget_get_next_sibling(part);
}
#endif

/// The banner's text, as plain text (markup is off from 1.4; escaped on 1.3).
static inline void pg_adw_banner_set_title(gpointer _Nonnull banner, const char *_Nonnull title) {
#if ADW_CHECK_VERSION(1, 4, 0)
  adw_banner_set_use_markup(ADW_BANNER(banner), FALSE);
  adw_banner_set_title(ADW_BANNER(banner), title);
#elif ADW_CHECK_VERSION(1, 3, 0)
  char *escaped = g_markup_escape_text(title, -1);
  adw_banner_set_title(ADW_BANNER(banner), escaped);
  g_free(escaped);
#else
  gtk_label_set_text(GTK_LABEL(pg_adw_banner_part(banner, 0)), title);
#endif
}

/// An AdwBanner from libadwaita 1.3 on; on 1.2 a revealer with a label
/// and a button in a box of style class `banner`, standing in for it.
static inline gpointer _Nonnull pg_adw_banner_new(const char *_Nonnull title) {
#if ADW_CHECK_VERSION(1, 3, 0)
  GtkWidget *banner = adw_banner_new("");
  pg_adw_banner_set_title(banner, title);
  return banner;
#else
  GtkWidget *revealer = gtk_revealer_new();
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class(box, "banner");
  GtkWidget *label = gtk_label_new(title);
  gtk_label_set_wrap(GTK_LABEL(label), TRUE);
  gtk_widget_set_hexpand(label, TRUE);
  GtkWidget *button = gtk_button_new();
  gtk_widget_set_valign(button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible(button, FALSE);
  gtk_box_append(GTK_BOX(box), label);
  gtk_box_append(GTK_BOX(box), button);
  gtk_revealer_set_child(GTK_REVEALER(revealer), box);
  return revealer;
#endif
}

/// The banner's button; NULL hides it.
static inline void pg_adw_banner_set_button_label(gpointer _Nonnull banner, const char *_Nullable label) {
#if ADW_CHECK_VERSION(1, 3, 0)
  adw_banner_set_button_label(ADW_BANNER(banner), label);
#else
  GtkWidget *button = pg_adw_banner_part(banner, 1);
  gtk_button_set_label(GTK_BUTTON(button), label ? label : "");
  gtk_widget_set_visible(button, label != NULL && label[0] != '\0');
#endif
}

static inline void pg_adw_banner_set_revealed(gpointer _Nonnull banner, gboolean revealed) {
#if ADW_CHECK_VERSION(1, 3, 0)
  adw_banner_set_revealed(ADW_BANNER(banner), revealed);
#else
  gtk_revealer_set_reveal_child(GTK_REVEALER(banner), revealed);
#endif
}

static inline gboolean pg_adw_banner_get_revealed(gpointer _Nonnull banner) {
#if ADW_CHECK_VERSION(1, 3, 0)
  return adw_banner_get_revealed(ADW_BANNER(banner));
#else
  return gtk_revealer_get_reveal_child(GTK_REVEALER(banner));
#endif
}

/// The object whose signal says the banner's button was pressed, and
/// that signal's name: the banner's "button-clicked" on 1.3 and later,
/// the stand-in button's "clicked" before.
static inline gpointer _Nonnull pg_adw_banner_button_source(gpointer _Nonnull banner) {
#if ADW_CHECK_VERSION(1, 3, 0)
  return banner;
#else
  return pg_adw_banner_part(banner, 1);
#endif
}

static inline const char *_Nonnull pg_adw_banner_button_signal(void) {
  return ADW_CHECK_VERSION(1, 3, 0) ? "button-clicked" : "clicked";
}

// MARK: - Status page and spinner

static inline gpointer _Nonnull pg_adw_status_page_new(void) { return adw_status_page_new(); }

static inline void pg_adw_status_page_set_icon_name(gpointer _Nonnull page, const char *_Nullable name) {
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(page), name);
}

static inline void pg_adw_status_page_set_title(gpointer _Nonnull page, const char *_Nullable title) {
  adw_status_page_set_title(ADW_STATUS_PAGE(page), title);
}

/// The description as plain text: escaped, since AdwStatusPage always
/// reads it as Pango markup.
static inline void pg_adw_status_page_set_description_text(gpointer _Nonnull page, const char *_Nonnull text) {
  char *escaped = g_markup_escape_text(text, -1);
  adw_status_page_set_description(ADW_STATUS_PAGE(page), escaped);
  g_free(escaped);
}

/// The description, as Pango markup.
static inline void pg_adw_status_page_set_description(gpointer _Nonnull page, const char *_Nullable markup) {
  adw_status_page_set_description(ADW_STATUS_PAGE(page), markup);
}

static inline void pg_adw_status_page_set_child(gpointer _Nonnull page, gpointer _Nullable child) {
  adw_status_page_set_child(ADW_STATUS_PAGE(page), child ? GTK_WIDGET(child) : NULL);
}

/// Shows a spinning AdwSpinnerPaintable for the icon (1.6 on; GNOME
/// Software's "Loading Updates"); before, the `content-loading-symbolic`
/// icon. Returns whether it spins.
static inline gboolean pg_adw_status_page_show_spinner(gpointer _Nonnull page) {
#if ADW_CHECK_VERSION(1, 6, 0)
  AdwSpinnerPaintable *spinner = adw_spinner_paintable_new(GTK_WIDGET(page));
  adw_status_page_set_paintable(ADW_STATUS_PAGE(page), GDK_PAINTABLE(spinner));
  g_object_unref(spinner);
  return TRUE;
#else
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(page), "content-loading-symbolic");
  return FALSE;
#endif
}

/// Whether this libadwaita has AdwSpinner (1.6).
static inline gboolean pg_adw_has_spinner(void) { return ADW_CHECK_VERSION(1, 6, 0); }

/// An AdwSpinner from libadwaita 1.6 on (it spins while mapped); before,
/// a spinning GtkSpinner.
static inline gpointer _Nonnull pg_adw_spinner_new(void) {
#if ADW_CHECK_VERSION(1, 6, 0)
  return adw_spinner_new();
#else
  GtkWidget *spinner = gtk_spinner_new();
  gtk_spinner_start(GTK_SPINNER(spinner));
  return spinner;
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
