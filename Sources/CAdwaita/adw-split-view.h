// Part of the CAdwaita shim (see shim.h): the navigation split view, and the AdwLeaflet that stands in for it
// before libadwaita 1.4.
#ifndef PLACEHOLDERS_CADWAITA_SPLIT_VIEW_H
#define PLACEHOLDERS_CADWAITA_SPLIT_VIEW_H

#include <adwaita.h>

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

#endif
