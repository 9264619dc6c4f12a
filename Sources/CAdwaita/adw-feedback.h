// Part of the CAdwaita shim (see shim.h): toasts, the banner, the status page and the spinner.
#ifndef PLACEHOLDERS_CADWAITA_FEEDBACK_H
#define PLACEHOLDERS_CADWAITA_FEEDBACK_H

#include <adwaita.h>

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

#endif
