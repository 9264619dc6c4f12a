/*
 * The GUI benchmark scenarios written straight against GTK 4 in C, to show
 * what the Swift layer costs: the same windows, the same lazy list model
 * (a GListModel that makes row objects only when GTK asks), the same cells.
 *
 *   gtk_reference startup|table-1m|scroll-1m
 *
 * Prints `BENCH ref_<name> <value> <unit>` lines, as placeholder-demo
 * --bench prints its own.
 */
#include <gtk/gtk.h>
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static gint64 now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (gint64)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* BENCH_T0_NS when a launcher set it, otherwise the kernel's record of the
 * process start (field 22 of /proc/self/stat, in clock ticks since boot). */
static gint64 process_start_ns(void) {
  const char *t0 = getenv("BENCH_T0_NS");
  if (t0) return g_ascii_strtoll(t0, NULL, 10);
  char line[4096] = {0};
  FILE *f = fopen("/proc/self/stat", "r");
  if (!f) return now_ns();
  if (!fgets(line, sizeof line, f)) line[0] = 0;
  fclose(f);
  char *rest = strrchr(line, ')');
  if (!rest) return now_ns();
  long long ticks = 0;
  char *field = strtok(rest + 1, " ");
  for (int i = 0; field && i < 19; i++) field = strtok(NULL, " ");
  if (field) ticks = atoll(field);
  return ticks * (1000000000LL / sysconf(_SC_CLK_TCK));
}

static double rss_mib(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  long size = 0, resident = 0;
  if (f) {
    if (fscanf(f, "%ld %ld", &size, &resident) != 2) resident = 0;
    fclose(f);
  }
  return resident * (double)sysconf(_SC_PAGESIZE) / (1024.0 * 1024.0);
}

/* ---- A lazy list model ------------------------------------------------- */

#define REF_TYPE_ROWS (ref_rows_get_type())
G_DECLARE_FINAL_TYPE(RefRows, ref_rows, REF, ROWS, GObject)
struct _RefRows { GObject parent; guint n; };

static GType ref_rows_item_type(GListModel *list) { return G_TYPE_OBJECT; }
static guint ref_rows_n_items(GListModel *list) { return REF_ROWS(list)->n; }
static gpointer ref_rows_item(GListModel *list, guint position) {
  if (position >= REF_ROWS(list)->n) return NULL;
  return g_object_new(G_TYPE_OBJECT, NULL);
}
static void ref_rows_iface_init(GListModelInterface *iface) {
  iface->get_item_type = ref_rows_item_type;
  iface->get_n_items = ref_rows_n_items;
  iface->get_item = ref_rows_item;
}
G_DEFINE_TYPE_WITH_CODE(RefRows, ref_rows, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, ref_rows_iface_init))
static void ref_rows_class_init(RefRowsClass *klass) {}
static void ref_rows_init(RefRows *self) {}


/* ---- Cells: a label with "Row N", as the Swift BenchCell --------------- */

static void setup_cell(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new("");
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_set_margin_top(label, 8);
  gtk_widget_set_margin_bottom(label, 8);
  gtk_widget_set_margin_start(label, 8);
  gtk_widget_set_margin_end(label, 8);
  gtk_box_append(GTK_BOX(box), label);
  gtk_list_item_set_child(item, box);
}

static void bind_cell(GtkSignalListItemFactory *f, GtkListItem *item, gpointer data) {
  GtkWidget *label = gtk_widget_get_first_child(gtk_list_item_get_child(item));
  char text[32];
  g_snprintf(text, sizeof text, "Row %u", gtk_list_item_get_position(item));
  gtk_label_set_text(GTK_LABEL(label), text);
}

static GtkWidget *make_table(RefRows **rows_out, guint n) {
  RefRows *rows = g_object_new(REF_TYPE_ROWS, NULL);
  rows->n = n;
  GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(rows)));
  gtk_single_selection_set_autoselect(GTK_SINGLE_SELECTION(selection), FALSE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_cell), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_cell), NULL);
  GtkWidget *list = gtk_list_view_new(selection, factory);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  gtk_widget_set_vexpand(scrolled, TRUE);
  /* The Swift table sits in an overlay (its placeholder slot); so does this. */
  GtkWidget *overlay = gtk_overlay_new();
  gtk_overlay_set_child(GTK_OVERLAY(overlay), scrolled);
  *rows_out = rows;
  return overlay;
}

/* ---- Scenarios ---------------------------------------------------------- */

typedef struct {
  const char *scenario;
  gboolean paging;
  GtkApplication *app;
  GtkWidget *window;
  RefRows *rows;
  GtkAdjustment *adjustment;
  gint64 start;
  gint64 frame_start;
  int step;
  double *frame_ms;
} Bench;

static void report(const char *name, double value, const char *unit) {
  printf("BENCH ref_%s %.2f %s\n", name, value, unit);
  fflush(stdout);
}

static void scroll_before_paint(GdkFrameClock *clock, Bench *bench);
static void scroll_after_paint(GdkFrameClock *clock, Bench *bench);

static void first_paint(GdkFrameClock *clock, Bench *bench) {
  g_signal_handlers_disconnect_by_func(clock, first_paint, bench);
  gint64 painted = now_ns();
  if (strcmp(bench->scenario, "startup") == 0) {
    report("startup_first_frame_ms", (painted - process_start_ns()) / 1e6, "ms");
    g_application_quit(G_APPLICATION(bench->app));
  } else if (strcmp(bench->scenario, "table-1m") == 0) {
    report("table_1m_first_frame_ms", (painted - bench->start) / 1e6, "ms");
    report("table_1m_rss_mib", rss_mib(), "MiB");
    g_application_quit(G_APPLICATION(bench->app));
  } else {
    bench->step = 0;
    bench->frame_ms = g_new0(double, 200);
    g_signal_connect(clock, "before-paint", G_CALLBACK(scroll_before_paint), bench);
    g_signal_connect(clock, "after-paint", G_CALLBACK(scroll_after_paint), bench);
    bench->start = now_ns();
    gtk_adjustment_set_value(bench->adjustment, 0);
    gtk_widget_queue_draw(bench->window);
  }
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* A frame's own work: from the frame clock's before-paint to its after-paint. */
static void scroll_before_paint(GdkFrameClock *clock, Bench *bench) { bench->frame_start = now_ns(); }

static void scroll_after_paint(GdkFrameClock *clock, Bench *bench) {
  gint64 painted = now_ns();
  if (bench->step > 0) bench->frame_ms[bench->step - 1] = (painted - bench->frame_start) / 1e6;
  if (bench->step == 200) {
    qsort(bench->frame_ms, 200, sizeof(double), compare_doubles);
    report(bench->paging ? "scroll_pages_p99_frame_ms" : "scroll_1m_p99_frame_ms", bench->frame_ms[(int)(0.99 * 199 + 0.999)], "ms");
    report(bench->paging ? "scroll_pages_max_frame_ms" : "scroll_1m_max_frame_ms", bench->frame_ms[199], "ms");
    if (bench->paging) {
      g_signal_handlers_disconnect_by_func(clock, scroll_after_paint, bench);
      g_application_quit(G_APPLICATION(bench->app));
      return;
    }
    /* The other reading of "page steps": one page down at a time, from the top. */
    bench->paging = TRUE;
    bench->step = 0;
    gtk_adjustment_set_value(bench->adjustment, 0);
    gtk_widget_queue_draw(bench->window);
    return;
  }
  bench->step++;
  bench->start = now_ns();
  if (bench->paging) {
    gtk_adjustment_set_value(bench->adjustment,
                             gtk_adjustment_get_value(bench->adjustment) + gtk_adjustment_get_page_size(bench->adjustment));
  } else {
    double upper = gtk_adjustment_get_upper(bench->adjustment) - gtk_adjustment_get_page_size(bench->adjustment);
    gtk_adjustment_set_value(bench->adjustment, upper * bench->step / 200.0);
  }
  gtk_widget_queue_draw(bench->window);
}

static void open_million(Bench *bench);

/* table-1m and scroll-1m open an empty table first, as the Swift scenario
 * does (for the empty table's memory), so both measure a warm renderer. */
static void empty_painted(GdkFrameClock *clock, Bench *bench) {
  g_signal_handlers_disconnect_by_func(clock, empty_painted, bench);
  report("table_empty_rss_mib", rss_mib(), "MiB");
  gtk_window_destroy(GTK_WINDOW(bench->window));
  open_million(bench);
}

static void on_empty_realize(GtkWidget *window, Bench *bench) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(empty_painted), bench);
}

static void on_realize(GtkWidget *window, Bench *bench) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
  g_signal_connect(clock, "after-paint", G_CALLBACK(first_paint), bench);
}

/* A dim, wrapping, left-aligned line with 12 px margins: the demo's page
 * summary and status line. A wrapping label makes the window measure
 * height-for-width (GTK then asks the body for its width at several
 * heights, and each label re-lays its text for each), so the mirror must
 * wrap where the demo wraps. */
static GtkWidget *dim_line(const char *text) {
  GtkWidget *label = gtk_label_new(text);
  gtk_label_set_wrap(GTK_LABEL(label), TRUE);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_set_margin_top(label, 12);
  gtk_widget_set_margin_bottom(label, 12);
  gtk_widget_set_margin_start(label, 12);
  gtk_widget_set_margin_end(label, 12);
  gtk_widget_add_css_class(label, "dim-label");
  return label;
}

static void name_for_screen_readers(GtkWidget *widget, const char *name) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static GtkWidget *icon_button(const char *icon, const char *tooltip, const char *name) {
  GtkWidget *button = gtk_button_new_from_icon_name(icon);
  gtk_widget_set_tooltip_text(button, tooltip);
  name_for_screen_readers(button, name);
  return button;
}

static GtkWidget *menu_button(const char *icon, const char *tooltip) {
  GtkWidget *button = gtk_menu_button_new();
  gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(button), icon);
  gtk_widget_set_tooltip_text(button, tooltip);
  name_for_screen_readers(button, tooltip);
  return button;
}

static void add_action(GActionMap *map, const char *name) {
  GSimpleAction *action = g_simple_action_new(name, NULL);
  g_action_map_add_action(map, G_ACTION(action));
  g_object_unref(action);
}

/* The demo's table starts refreshing when it is first shown (mapped), and
 * its refresh strip slides in over 150 ms from there. */
static void start_refreshing(GtkWidget *table, GtkWidget *revealer) {
  g_signal_handlers_disconnect_by_func(table, start_refreshing, revealer);
  GtkWidget *strip = gtk_revealer_get_child(GTK_REVEALER(revealer));
  gtk_widget_set_visible(gtk_widget_get_first_child(strip), FALSE); /* the pull arrow */
  gtk_widget_set_size_request(strip, -1, 48);
  gtk_revealer_set_transition_duration(GTK_REVEALER(revealer), 150);
  gtk_revealer_set_reveal_child(GTK_REVEALER(revealer), TRUE);
}

/* The startup window mirrors the demo's first frame widget for widget, with
 * the same strings: the window's title and icon, a header bar with "Simulate
 * Failure" and three buttons (refresh; the network button with its popover,
 * empty until it opens; the main menu with its model), the window's actions
 * and shortcuts, a sidebar of eight pages and only the shown page built (the
 * demo builds a page when it is first shown). That page is the table: its
 * summary, the refresh strip with its spinner and "Refreshing…" (starting to
 * slide in: the table refreshes when first shown), the empty list in an
 * overlay, and the status line. What the Swift library adds beyond this
 * (its stylesheets, the empty placeholder group over the list, its
 * controllers and signal closures) is what the comparison measures. */
static GtkWidget *make_startup_content(GtkApplication *app, GtkWidget *window) {
  gtk_window_set_title(GTK_WINDOW(window), "Placeholders");
  GtkWidget *header = gtk_header_bar_new();
  GtkWidget *header_start = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *fail = gtk_button_new_with_mnemonic("_Simulate Failure");
  gtk_widget_set_tooltip_text(fail, "Empty the table and make its next load fail");
  name_for_screen_readers(fail, "Simulate Failure");
  gtk_box_append(GTK_BOX(header_start), fail);
  gtk_header_bar_pack_start(GTK_HEADER_BAR(header), header_start);

  GtkWidget *menu = menu_button("open-menu-symbolic", "Main Menu");
  GMenu *model = g_menu_new(), *style = g_menu_new(), *help = g_menu_new();
  g_menu_append(style, "_Dark Style", "win.dark-style");
  g_menu_append_section(model, NULL, G_MENU_MODEL(style));
  g_menu_append(help, "_Keyboard Shortcuts", "win.show-help-overlay");
  g_menu_append(help, "_About Placeholders", "win.about");
  g_menu_append(help, "_Quit", "app.quit");
  g_menu_append_section(model, NULL, G_MENU_MODEL(help));
  gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu), G_MENU_MODEL(model));
  gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu), TRUE);
  g_object_unref(style);
  g_object_unref(help);
  g_object_unref(model);
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
  GtkWidget *network = menu_button("network-wired-symbolic", "Simulated Network");
  gtk_menu_button_set_popover(GTK_MENU_BUTTON(network), gtk_popover_new());
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), network);
  GtkWidget *refresh = icon_button("view-refresh-symbolic", "Refresh (F5)", "Refresh");
  gtk_actionable_set_action_name(GTK_ACTIONABLE(refresh), "win.refresh");
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), refresh);
  gtk_window_set_titlebar(GTK_WINDOW(window), header);

  const char *actions[] = {"refresh", "search", "about", "show-help-overlay"};
  for (int i = 0; i < 4; i++) add_action(G_ACTION_MAP(window), actions[i]);
  GSimpleAction *dark = g_simple_action_new_stateful("dark-style", NULL, g_variant_new_boolean(FALSE));
  g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(dark));
  g_object_unref(dark);
  gtk_application_set_accels_for_action(app, "win.refresh", (const char *[]){"F5", "<Control>r", NULL});
  gtk_application_set_accels_for_action(app, "win.search", (const char *[]){"<Control>f", NULL});
  gtk_application_set_accels_for_action(app, "win.show-help-overlay", (const char *[]){"<Control>question", NULL});

  GtkWidget *stack = gtk_stack_new();
  gtk_stack_set_transition_type(GTK_STACK(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  const char *names[] = {"table", "gallery", "page-states", "zero-config", "collection", "search", "sections", "any-view"};
  const char *titles[] = {"Table", "Gallery", "Page States", "Zero Configuration", "Collection", "Search", "Sections", "Any View"};
  for (int i = 0; i < 8; i++) {
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    if (i == 0) {
      gtk_box_append(GTK_BOX(page), dim_line("CXTableView: 40 rows of two kinds in sections. Pull down or press F5 "
                                             "to refresh, scroll to the end to load more, select a row to see its "
                                             "index path."));
      GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *revealer = gtk_revealer_new();
      gtk_revealer_set_transition_type(GTK_REVEALER(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
      GtkWidget *strip = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
      gtk_widget_set_halign(strip, GTK_ALIGN_CENTER);
      gtk_accessible_update_property(GTK_ACCESSIBLE(strip), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                     "Pull down to refresh the list", GTK_ACCESSIBLE_PROPERTY_LABEL, "Refreshing…", -1);
      GtkWidget *arrow = gtk_image_new_from_icon_name("pan-down-symbolic");
      GtkWidget *spinner = gtk_spinner_new();
      gtk_spinner_start(GTK_SPINNER(spinner));
      GtkWidget *refreshing = gtk_label_new("Refreshing…");
      gtk_widget_add_css_class(refreshing, "dim-label");
      gtk_box_append(GTK_BOX(strip), arrow);
      gtk_box_append(GTK_BOX(strip), spinner);
      gtk_box_append(GTK_BOX(strip), refreshing);
      gtk_revealer_set_child(GTK_REVEALER(revealer), strip);
      g_signal_connect(content, "map", G_CALLBACK(start_refreshing), revealer);
      gtk_box_append(GTK_BOX(content), revealer);
      RefRows *rows;
      GtkWidget *table = make_table(&rows, 0);
      gtk_box_append(GTK_BOX(content), table);
      gtk_widget_set_vexpand(content, TRUE);
      gtk_box_append(GTK_BOX(page), content);
      gtk_box_append(GTK_BOX(page), dim_line("No row selected"));
    }
    gtk_stack_add_titled(GTK_STACK(stack), page, names[i], titles[i]);
  }
  GtkWidget *sidebar = gtk_stack_sidebar_new();
  gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
  gtk_widget_set_size_request(sidebar, 200, -1);
  gtk_widget_set_hexpand(stack, TRUE);
  GtkWidget *body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append(GTK_BOX(body), sidebar);
  gtk_box_append(GTK_BOX(body), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
  gtk_box_append(GTK_BOX(body), stack);
  return body;
}

static void open_million(Bench *bench) {
  bench->start = now_ns();
  bench->window = gtk_application_window_new(bench->app);
  g_signal_connect(bench->window, "realize", G_CALLBACK(on_realize), bench);
  gtk_window_set_default_size(GTK_WINDOW(bench->window), 800, 600);
  GtkWidget *table = make_table(&bench->rows, 1000000);
  GtkWidget *scrolled = gtk_overlay_get_child(GTK_OVERLAY(table));
  bench->adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
  gtk_window_set_child(GTK_WINDOW(bench->window), table);
  gtk_window_present(GTK_WINDOW(bench->window));
}

static void activate(GtkApplication *app, Bench *bench) {
  /* Scenarios close windows between phases: keep the application alive. */
  g_application_hold(G_APPLICATION(app));
  bench->window = gtk_application_window_new(app);
  if (strcmp(bench->scenario, "startup") == 0) {
    g_signal_connect(bench->window, "realize", G_CALLBACK(on_realize), bench);
    gtk_window_set_default_size(GTK_WINDOW(bench->window), 1040, 720);
    gtk_window_set_child(GTK_WINDOW(bench->window), make_startup_content(app, bench->window));
  } else {
    g_signal_connect(bench->window, "realize", G_CALLBACK(on_empty_realize), bench);
    gtk_window_set_default_size(GTK_WINDOW(bench->window), 800, 600);
    RefRows *rows;
    gtk_window_set_child(GTK_WINDOW(bench->window), make_table(&rows, 0));
  }
  gtk_window_present(GTK_WINDOW(bench->window));
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: gtk_reference startup|table-1m|scroll-1m\n");
    return 2;
  }
  Bench bench = {.scenario = argv[1]};
  /* As the demo starts: its locale and translations, the display, the
   * windows' icon, and an application with a quit action. */
  setlocale(LC_ALL, "");
  bindtextdomain("placeholders", "/usr/local/share/locale");
  if (!gtk_init_check()) {
    fprintf(stderr, "gtk_reference: cannot open display\n");
    return 1;
  }
  gtk_window_set_default_icon_name("io.github.placeholders.Demo");
  bench.app = gtk_application_new("io.github.placeholders.BenchReference", G_APPLICATION_NON_UNIQUE);
  add_action(G_ACTION_MAP(bench.app), "quit");
  gtk_application_set_accels_for_action(bench.app, "app.quit", (const char *[]){"<Control>q", NULL});
  g_signal_connect(bench.app, "activate", G_CALLBACK(activate), &bench);
  int status = g_application_run(G_APPLICATION(bench.app), 1, argv);
  g_object_unref(bench.app);
  return status;
}
