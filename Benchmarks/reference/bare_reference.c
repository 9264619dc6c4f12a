#define _GNU_SOURCE
/* The bare benchmark's C twin: what a table with a placeholder costs in
 * plain GTK. One 800x600 window; a GtkListView over a lazy GListModel of
 * "Row N" labels, in a GtkOverlay whose placeholder box (icon and title) is
 * faded by CSS and hidden while there are rows. Runs the scenarios of
 * placeholder-bare-bench (Benchmarks/Bare) by the same protocol, a chain of
 * steps each started by the window's next after-paint or an idle callback:
 *   bare_reference startup|table-1m|toggle-10k [--rows N]
 * (--rows: table-1m's row count; its figures are then named table_10k…)
 * Prints `BENCH bare_c_<name> <value> <unit>` lines, then quits. */
#include <gtk/gtk.h>
#include <sched.h>
#include <sys/resource.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MILLION_ROWS 1000000
#define STARTUP_ROWS 40
#define TOGGLES_PER_CALLBACK 100
#define WARM_UP_TOGGLES 200
#define MEASURED_TOGGLES 10000

static gint64 now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (gint64)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* BENCH_T0_NS when a launcher set it, otherwise the kernel's record of the
 * process start (field 22 of /proc/self/stat, in clock ticks since boot). */
static gint64 process_start_ns(void) {
  const char *t0 = getenv("BENCH_T0_NS");
  if (t0) return g_ascii_strtoll(t0, NULL, 10);
  char line[4096] = {0};
  FILE *file = fopen("/proc/self/stat", "r");
  if (!file) return now_ns();
  if (!fgets(line, sizeof line, file)) line[0] = 0;
  fclose(file);
  char *rest = strrchr(line, ')');
  if (!rest) return now_ns();
  char *field = strtok(rest + 1, " ");
  for (int i = 0; field && i < 19; i++) field = strtok(NULL, " ");
  return field ? atoll(field) * (1000000000LL / sysconf(_SC_CLK_TCK)) : now_ns();
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

/* With BARE_SMAPS=FILE in the environment, copies /proc/self/smaps there:
 * where the resident memory lives, mapping by mapping. */
static void save_memory_map(void) {
  const char *path = getenv("BARE_SMAPS");
  FILE *source = path ? fopen("/proc/self/smaps", "r") : NULL;
  if (!source) return;
  FILE *target = fopen(path, "w");
  if (target) {
    char buffer[65536];
    size_t count;
    while ((count = fread(buffer, 1, sizeof buffer, source)) > 0) fwrite(buffer, 1, count, target);
    fclose(target);
  }
  fclose(source);
}

static double ms_since(gint64 start) { return (now_ns() - start) / 1e6; }

/* With BARE_MARKS set, a call nothing else makes (sched_yield) marks the
 * first frame's start and end (then the refill's), where callgrind
 * --dump-before=sched_yield cuts its counts: the first frame in
 * instructions is the second part. */
static void mark(void) {
  if (getenv("BARE_MARKS")) sched_yield();
}

/* Page faults of the calling thread (minor and major): code and data
 * touched for the first time. */
static long thread_faults(void) {
  struct rusage usage;
  getrusage(RUSAGE_THREAD, &usage);
  return usage.ru_minflt + usage.ru_majflt;
}

/* CPU time of the calling thread (the main one), to tell work from waiting. */
static gint64 thread_cpu_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void report(const char *name, double value, const char *unit) {
  printf("BENCH bare_c_%s %.2f %s\n", name, value, unit);
  fflush(stdout);
}

/* ---- Rows: a lazy list model, an object made only when GTK asks ------- */

#define BARE_TYPE_ROWS (bare_rows_get_type())
G_DECLARE_FINAL_TYPE(BareRows, bare_rows, BARE, ROWS, GObject)
struct _BareRows { GObject parent; guint n; };

static GType bare_rows_item_type(GListModel *list) { return G_TYPE_OBJECT; }
static guint bare_rows_n_items(GListModel *list) { return BARE_ROWS(list)->n; }
static gpointer bare_rows_item(GListModel *list, guint position) {
  return position < BARE_ROWS(list)->n ? g_object_new(G_TYPE_OBJECT, NULL) : NULL;
}
static void bare_rows_iface_init(GListModelInterface *iface) {
  iface->get_item_type = bare_rows_item_type;
  iface->get_n_items = bare_rows_n_items;
  iface->get_item = bare_rows_item;
}
G_DEFINE_TYPE_WITH_CODE(BareRows, bare_rows, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, bare_rows_iface_init))
static void bare_rows_class_init(BareRowsClass *klass) {}
static void bare_rows_init(BareRows *self) {}

/* A row: one left-aligned label with 8 px margins, the list item's child
 * itself, as a GTK developer writes a list of text (and as the Swift cell
 * gives its label as the row's root). */
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
  char text[32];
  g_snprintf(text, sizeof text, "Row %u", gtk_list_item_get_position(item));
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), text);
}

/* ---- The window: the table and its placeholder ------------------------ */

typedef struct {
  GtkWidget *window;
  GtkWidget *list;
  GtkWidget *placeholder;
  BareRows *rows;
} Table;

/* The placeholder fades in and out by CSS: transparent unless `shown`. It
 * looks as the library's stock placeholder (AdwStatusPage's look): a 128 px
 * icon at 55% opacity, a heavy title at 181% of the interface font. At 128
 * px Adwaita has no PNG of the icon, so GTK renders its SVG with librsvg,
 * as it does for the Swift placeholder. */
static const char *placeholder_css =
    ".bare-placeholder { opacity: 0; transition: opacity 250ms ease-in-out; padding: 24px 18px; }\n"
    ".bare-placeholder.shown { opacity: 1; }\n"
    ".bare-placeholder > image { -gtk-icon-size: 128px; opacity: 0.55; margin-bottom: 24px; }\n"
    ".bare-placeholder > label { font-size: 181%; font-weight: 800; }\n";

static void show_placeholder(Table *table, gboolean shown) {
  gtk_widget_set_visible(table->placeholder, shown);
  if (shown) gtk_widget_add_css_class(table->placeholder, "shown");
  else gtk_widget_remove_css_class(table->placeholder, "shown");
}

static void set_row_count(Table *table, guint count) {
  guint old = table->rows->n;
  table->rows->n = count;
  g_list_model_items_changed(G_LIST_MODEL(table->rows), 0, old, count);
  show_placeholder(table, count == 0);
}

static Table *open_table(GtkApplication *app, guint count) {
  Table *table = g_new0(Table, 1);
  table->rows = g_object_new(BARE_TYPE_ROWS, NULL); /* the selection model takes it */
  table->rows->n = count;
  GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(table->rows)));
  gtk_single_selection_set_autoselect(GTK_SINGLE_SELECTION(selection), FALSE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  table->list = gtk_list_view_new(selection, factory);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), table->list);

  table->placeholder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_add_css_class(table->placeholder, "bare-placeholder");
  gtk_widget_set_halign(table->placeholder, GTK_ALIGN_CENTER);
  gtk_widget_set_valign(table->placeholder, GTK_ALIGN_CENTER);
  GtkWidget *image = gtk_image_new_from_icon_name("view-list-symbolic");
  GtkWidget *title = gtk_label_new("No rows");
  gtk_box_append(GTK_BOX(table->placeholder), image);
  gtk_box_append(GTK_BOX(table->placeholder), title);

  GtkWidget *overlay = gtk_overlay_new();
  gtk_overlay_set_child(GTK_OVERLAY(overlay), scrolled);
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), table->placeholder);
  show_placeholder(table, count == 0);

  table->window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(table->window), 800, 600);
  gtk_window_set_child(GTK_WINDOW(table->window), overlay);
  return table;
}

static gboolean placeholder_on_screen(Table *table) {
  return gtk_widget_get_visible(table->placeholder) && gtk_widget_get_mapped(table->placeholder);
}

static gboolean rows_on_screen(Table *table) {
  GtkWidget *first = gtk_widget_get_first_child(table->list);
  return !gtk_widget_get_visible(table->placeholder) && first && gtk_widget_get_mapped(first);
}

/* ---- The scenarios: a chain of steps ---------------------------------- */

typedef struct Bench Bench;
typedef void (*Step)(Bench *bench);

struct Bench {
  const char *scenario;
  guint rows;               /* table-1m's rows (--rows N) */
  char prefix[32];          /* its figures' name: table_1m, table_10k… */
  GtkApplication *app;
  Table *table;
  Step after_paint; /* runs after the next painted frame */
  gint64 start;
  gint64 change_start; /* when table-1m emptied or refilled its rows */
  gint64 start_cpu; /* the main thread's CPU time at start */
  long start_faults; /* the main thread's page faults at start */
  double before_kib;
  double elapsed_ms;
  int frames;
  gboolean (*condition)(Table *);
  Step when_counted;
  int toggle, toggle_end;
  Step when_toggled;
};

static void painted(GdkFrameClock *clock, Bench *bench) {
  Step next = bench->after_paint;
  bench->after_paint = NULL;
  if (next) next(bench);
}

static void after_next_paint(Bench *bench, Step next) {
  bench->after_paint = next;
  gtk_widget_queue_draw(bench->table->window);
}

static void open_window(Bench *bench, guint rows, Step next) {
  bench->table = open_table(bench->app, rows);
  gtk_window_present(GTK_WINDOW(bench->table->window));
  /* Presenting realizes the window: its frame clock exists from here. */
  g_signal_connect(gtk_widget_get_frame_clock(bench->table->window), "after-paint", G_CALLBACK(painted), bench);
  after_next_paint(bench, next);
}

static void close_window(Bench *bench) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(bench->table->window);
  if (clock) g_signal_handlers_disconnect_by_func(clock, painted, bench);
  bench->after_paint = NULL;
  gtk_window_destroy(GTK_WINDOW(bench->table->window));
  g_free(bench->table);
  bench->table = NULL;
}

static void finish(Bench *bench) {
  if (bench->table) close_window(bench);
  g_application_quit(G_APPLICATION(bench->app));
}

/* Frames painted until the condition holds after a paint (1: the very
 * next frame), at most 120. */
static void count_frame(Bench *bench) {
  if (bench->condition(bench->table) || bench->frames >= 120) {
    bench->when_counted(bench);
  } else {
    bench->frames++;
    after_next_paint(bench, count_frame);
  }
}

static void count_frames(Bench *bench, gboolean (*condition)(Table *), Step then) {
  bench->frames = 1;
  bench->condition = condition;
  bench->when_counted = then;
  after_next_paint(bench, count_frame);
}

/* startup */
static void startup_painted(Bench *bench) {
  mark();
  report("startup_first_frame_ms", ms_since(process_start_ns()), "ms");
  finish(bench);
}

/* table-1m */
static void refilled(Bench *bench) {
  mark();
  report("refill_to_rows_ms", ms_since(bench->change_start), "ms");
  report("refill_to_rows_frames", bench->frames, "frames");
  finish(bench);
}

static void cleared(Bench *bench) {
  report("clear_to_placeholder_ms", ms_since(bench->change_start), "ms");
  report("clear_to_placeholder_frames", bench->frames, "frames");
  /* Two large changes, each timed from the change to the after-paint that shows it. */
  mark();
  bench->change_start = now_ns();
  set_row_count(bench->table, bench->rows);
  count_frames(bench, rows_on_screen, refilled);
}

static void million_painted(Bench *bench) {
  char name[64];
  g_snprintf(name, sizeof name, "%s_first_frame_ms", bench->prefix);
  mark();
  report(name, ms_since(bench->start), "ms");
  g_snprintf(name, sizeof name, "%s_first_frame_cpu_ms", bench->prefix);
  report(name, (thread_cpu_ns() - bench->start_cpu) / 1e6, "ms");
  g_snprintf(name, sizeof name, "%s_first_frame_faults", bench->prefix);
  report(name, (double)(thread_faults() - bench->start_faults), "faults");
  g_snprintf(name, sizeof name, "%s_rss_mib", bench->prefix);
  report(name, resident_kib() / 1024, "MiB");
  bench->change_start = now_ns();
  set_row_count(bench->table, 0);
  count_frames(bench, placeholder_on_screen, cleared);
}

static gboolean open_million(gpointer data) {
  Bench *bench = data;
  mark();
  bench->start = now_ns();
  bench->start_cpu = thread_cpu_ns();
  bench->start_faults = thread_faults();
  open_window(bench, bench->rows, million_painted);
  return G_SOURCE_REMOVE;
}

/* The clock starts at the next idle moment, as the Swift twin's does (its
 * last references to the empty window go only when its step returns). */
static void empty_painted(Bench *bench) {
  report("table_empty_rss_mib", resident_kib() / 1024, "MiB");
  save_memory_map();
  close_window(bench);
  g_idle_add(open_million, bench);
}

/* toggle-10k: even toggles empty the table, odd ones put 40 rows back, 100
 * per idle callback. */
static gboolean toggle_slice(gpointer data) {
  Bench *bench = data;
  int end = MIN(bench->toggle + TOGGLES_PER_CALLBACK, bench->toggle_end);
  for (; bench->toggle < end; bench->toggle++) set_row_count(bench->table, bench->toggle % 2 == 0 ? 0 : STARTUP_ROWS);
  if (bench->toggle < bench->toggle_end) return G_SOURCE_CONTINUE;
  bench->when_toggled(bench);
  return G_SOURCE_REMOVE;
}

static void toggle(Bench *bench, int count, Step then) {
  bench->toggle = 0;
  bench->toggle_end = count;
  bench->when_toggled = then;
  g_idle_add(toggle_slice, bench);
}

static void toggles_painted(Bench *bench) {
  report("toggle_10k_ms", bench->elapsed_ms, "ms");
  report("toggle_10k_rss_growth_kib", resident_kib() - bench->before_kib, "KiB");
  finish(bench);
}

static void toggled(Bench *bench) {
  bench->elapsed_ms = ms_since(bench->start);
  after_next_paint(bench, toggles_painted);
}

static void warmed_up_painted(Bench *bench) {
  bench->before_kib = resident_kib();
  bench->start = now_ns();
  toggle(bench, MEASURED_TOGGLES, toggled);
}

static void warmed_up(Bench *bench) { after_next_paint(bench, warmed_up_painted); }

static void toggle_window_painted(Bench *bench) { toggle(bench, WARM_UP_TOGGLES, warmed_up); }

static void activate(GtkApplication *app, Bench *bench) {
  if (bench->table) return;
  /* Scenarios close windows between phases: hold the application. */
  g_application_hold(G_APPLICATION(app));
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css, placeholder_css, -1);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(css);
  if (strcmp(bench->scenario, "startup") == 0) open_window(bench, STARTUP_ROWS, startup_painted);
  else if (strcmp(bench->scenario, "table-1m") == 0) open_window(bench, 0, empty_painted);
  else open_window(bench, STARTUP_ROWS, toggle_window_painted);
}

/* A row count as the figures name it: 10k, 100k, 1m, 10m. */
static void size_label(guint rows, char *label, gsize size) {
  if (rows >= 1000000 && rows % 1000000 == 0) g_snprintf(label, size, "%um", rows / 1000000);
  else if (rows >= 1000 && rows % 1000 == 0) g_snprintf(label, size, "%uk", rows / 1000);
  else g_snprintf(label, size, "%u", rows);
}

int main(int argc, char **argv) {
  gboolean known = argc >= 2 && (!strcmp(argv[1], "startup") || !strcmp(argv[1], "table-1m") || !strcmp(argv[1], "toggle-10k"));
  gboolean rows_given = argc == 4 && !strcmp(argv[2], "--rows") && atoi(argv[3]) > 0;
  if (!known || (argc != 2 && !rows_given)) {
    fprintf(stderr, "usage: bare_reference startup|table-1m|toggle-10k [--rows N]\n");
    return 2;
  }
  Bench bench = {.scenario = argv[1], .rows = rows_given ? (guint)atoi(argv[3]) : MILLION_ROWS};
  char label[16];
  size_label(bench.rows, label, sizeof label);
  g_snprintf(bench.prefix, sizeof bench.prefix, "table_%s", label);
  /* As a C developer writes it: GtkApplication opens the display in its
   * startup, as Application.launch now lets it. (Opening it first, as
   * Application.launch did to say clearly when there is none, cost this
   * twin about 4% of its start-up: 102.7 against 98.4 ms, medians of 25
   * alternating runs, 2026-11-26.) */
  bench.app = gtk_application_new("io.github.placeholders.BareReference", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(bench.app, "activate", G_CALLBACK(activate), &bench);
  char *args[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(bench.app), 1, args);
  g_object_unref(bench.app);
  return status;
}
