/* search-1m's C twin: how plain GTK searches a million rows. A GtkStringList
 * of "Row N" (N from 0), filtered by a GtkStringFilter (substring, ignoring
 * case) in a GtkFilterListModel that filters incrementally (a slice between
 * frames, GTK's own answer to a big search), shown by a GtkListView, with a
 * "No Results" placeholder in a GtkOverlay, faded by CSS and shown when the
 * filter is done and nothing matched. Runs placeholder-bare-bench's
 * search-1m by the same protocol: after the first after-paint a tick
 * callback keeps the frame clock running; the queries are applied one after
 * another, each at the first after-paint after the previous one's result
 * is on screen (filtering done and its rows painted; for "1234567" the
 * placeholder mapped; for "" every row back).
 *   search_reference [--rows N]
 * Prints `BENCH bare_c_search_1m_<figure> <value> <unit>` lines, then quits. */
#include <gtk/gtk.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char *queries[] = {"1", "12", "123", "1234", "12345", "123456", "1234567", ""};
#define QUERY_COUNT 8

static gint64 now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (gint64)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static double resident_kib(void) {
  long size = 0, resident = 0;
  FILE *file = fopen("/proc/self/statm", "r");
  if (file) {
    if (fscanf(file, "%ld %ld", &size, &resident) != 2) resident = 0;
    fclose(file);
  }
  return (double)resident * sysconf(_SC_PAGESIZE) / 1024.0;
}

static void report(const char *name, double value, const char *unit) {
  printf("BENCH bare_c_%s %.2f %s\n", name, value, unit);
  fflush(stdout);
}

/* The placeholder looks as bare_reference's (and the library's stock one). */
static const char *placeholder_css =
    ".bare-placeholder { opacity: 0; transition: opacity 250ms ease-in-out; padding: 24px 18px; }\n"
    ".bare-placeholder.shown { opacity: 1; }\n"
    ".bare-placeholder > image { -gtk-icon-size: 128px; opacity: 0.55; margin-bottom: 24px; }\n"
    ".bare-placeholder > label { font-size: 181%; font-weight: 800; }\n";

typedef struct {
  GtkApplication *app;
  GtkWidget *window;
  GtkWidget *list;
  GtkWidget *placeholder;
  GtkFilterListModel *filtered;
  GtkStringFilter *filter;
  guint rows;
  int current; /* the query applied last; -1 before the first */
  gint64 first_query_at, applied_at, last_frame, longest_gap;
} Search;

/* A row: one label, the list item's child itself (the Swift cell's root). */
static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *label = gtk_label_new("");
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_set_margin_top(label, 8);
  gtk_widget_set_margin_bottom(label, 8);
  gtk_widget_set_margin_start(label, 8);
  gtk_widget_set_margin_end(label, 8);
  gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkStringObject *row = gtk_list_item_get_item(item);
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(row));
}

/* The placeholder shows when the filter is done and nothing matched. */
static void update_placeholder(Search *search) {
  gboolean shown = gtk_filter_list_model_get_pending(search->filtered) == 0 &&
                   g_list_model_get_n_items(G_LIST_MODEL(search->filtered)) == 0;
  gtk_widget_set_visible(search->placeholder, shown);
  if (shown) gtk_widget_add_css_class(search->placeholder, "shown");
  else gtk_widget_remove_css_class(search->placeholder, "shown");
}

static void items_changed(GListModel *model, guint position, guint removed, guint added, Search *search) {
  update_placeholder(search);
}

static void pending_changed(GObject *model, GParamSpec *pspec, Search *search) { update_placeholder(search); }

static gboolean keep_ticking(GtkWidget *widget, GdkFrameClock *clock, gpointer data) { return G_SOURCE_CONTINUE; }

static gboolean result_on_screen(Search *search) {
  if (gtk_filter_list_model_get_pending(search->filtered) != 0) return FALSE;
  if (g_list_model_get_n_items(G_LIST_MODEL(search->filtered)) == 0)
    return gtk_widget_get_visible(search->placeholder) && gtk_widget_get_mapped(search->placeholder);
  GtkWidget *first = gtk_widget_get_first_child(search->list);
  return !gtk_widget_get_visible(search->placeholder) && first && gtk_widget_get_mapped(first);
}

static void apply(Search *search, int index, gint64 now) {
  search->current = index;
  search->applied_at = now;
  gtk_string_filter_set_search(search->filter, queries[index]);
}

static void painted(GdkFrameClock *clock, Search *search) {
  gint64 now = now_ns();
  /* With BARE_MARKS set, each frame ends with a call nothing else makes
   * (sched_yield), where callgrind --dump-before=sched_yield cuts its
   * counts: the instructions between two frames, the longest compared. */
  if (getenv("BARE_MARKS")) sched_yield();
  if (search->current < 0) {
    gtk_widget_add_tick_callback(search->window, keep_ticking, NULL, NULL);
    search->first_query_at = now;
    search->last_frame = now;
    apply(search, 0, now);
    return;
  }
  if (now - search->last_frame > search->longest_gap) search->longest_gap = now - search->last_frame;
  if (getenv("BARE_SEARCH_TRACE") && now - search->last_frame > 20000000)
    fprintf(stderr, "search_reference: %lld ms gap during \"%s\"\n", (long long)((now - search->last_frame) / 1000000),
            queries[search->current]);
  search->last_frame = now;
  if (search->current >= QUERY_COUNT || !result_on_screen(search)) return;
  if (getenv("BARE_SEARCH_TRACE"))
    fprintf(stderr, "search_reference: \"%s\" on screen after %lld ms\n", queries[search->current],
            (long long)((now - search->applied_at) / 1000000));
  if (strcmp(queries[search->current], "1234567") == 0)
    report("search_1m_no_results_ms", (now - search->applied_at) / 1e6, "ms");
  if (search->current + 1 < QUERY_COUNT) {
    apply(search, search->current + 1, now);
    return;
  }
  search->current = QUERY_COUNT;
  report("search_1m_total_ms", (now - search->first_query_at) / 1e6, "ms");
  report("search_1m_max_gap_ms", search->longest_gap / 1e6, "ms");
  report("search_1m_rss_mib", resident_kib() / 1024, "MiB");
  g_signal_handlers_disconnect_by_func(clock, painted, search);
  gtk_window_destroy(GTK_WINDOW(search->window));
  g_application_quit(G_APPLICATION(search->app));
}

static void activate(GtkApplication *app, Search *search) {
  if (search->window) return;
  g_application_hold(G_APPLICATION(app));
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css, placeholder_css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(css);

  GtkStringList *strings = gtk_string_list_new(NULL);
  char text[32];
  for (guint i = 0; i < search->rows; i++) {
    g_snprintf(text, sizeof text, "Row %u", i);
    gtk_string_list_append(strings, text);
  }
  search->filter = gtk_string_filter_new(gtk_property_expression_new(GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_string_filter_set_ignore_case(search->filter, TRUE);
  gtk_string_filter_set_match_mode(search->filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
  /* The model takes the list and the filter. */
  search->filtered = gtk_filter_list_model_new(G_LIST_MODEL(strings), GTK_FILTER(search->filter));
  gtk_filter_list_model_set_incremental(search->filtered, TRUE);
  g_signal_connect(search->filtered, "items-changed", G_CALLBACK(items_changed), search);
  g_signal_connect(search->filtered, "notify::pending", G_CALLBACK(pending_changed), search);

  GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(search->filtered)));
  gtk_single_selection_set_autoselect(GTK_SINGLE_SELECTION(selection), FALSE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  search->list = gtk_list_view_new(selection, factory);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), search->list);

  search->placeholder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_add_css_class(search->placeholder, "bare-placeholder");
  gtk_widget_set_halign(search->placeholder, GTK_ALIGN_CENTER);
  gtk_widget_set_valign(search->placeholder, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(search->placeholder), gtk_image_new_from_icon_name("edit-find-symbolic"));
  gtk_box_append(GTK_BOX(search->placeholder), gtk_label_new("No Results"));
  GtkWidget *overlay = gtk_overlay_new();
  gtk_overlay_set_child(GTK_OVERLAY(overlay), scrolled);
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), search->placeholder);
  update_placeholder(search);

  search->window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(search->window), 800, 600);
  gtk_window_set_child(GTK_WINDOW(search->window), overlay);
  gtk_window_present(GTK_WINDOW(search->window));
  g_signal_connect(gtk_widget_get_frame_clock(search->window), "after-paint", G_CALLBACK(painted), search);
  gtk_widget_queue_draw(search->window);
}

int main(int argc, char **argv) {
  Search search = {.rows = 1000000, .current = -1};
  if (argc == 3 && strcmp(argv[1], "--rows") == 0 && atoi(argv[2]) > 0) {
    search.rows = (guint)atoi(argv[2]);
  } else if (argc != 1) {
    fprintf(stderr, "usage: search_reference [--rows N]\n");
    return 2;
  }
  search.app = gtk_application_new("io.github.placeholders.SearchReference", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(search.app, "activate", G_CALLBACK(activate), &search);
  char *args[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(search.app), 1, args);
  g_object_unref(search.app);
  return status;
}
