/* The Files benchmark's C twin: GTK's own GtkDirectoryList under a
 * GtkListView, in the same 480x600 window as Examples/Files, with the same
 * row (icon, name, size) and the same attributes queried. Prints
 *   BENCH files_c_first_frame_ms start (BENCH_T0_NS) to the first painted frame
 *   BENCH files_c_first_rows_ms  start to the first painted frame with rows
 *   BENCH files_c_all_rows_ms    start to the directory list no longer loading
 *   BENCH files_c_rss_mib        resident memory once every row is in
 * then quits.  files_reference FOLDER */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#define ATTRIBUTES "standard::name,standard::display-name,standard::type,standard::size,standard::content-type"

static gint64 start_ns;
static GtkDirectoryList *directory;
static GtkWidget *window;
static gboolean first_frame_painted;
static gboolean first_rows_painted;

static gint64 now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (gint64)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static double rss_mib(void) {
  long size = 0, resident = 0;
  FILE *file = fopen("/proc/self/statm", "r");
  if (file) {
    if (fscanf(file, "%ld %ld", &size, &resident) != 2) resident = 0;
    fclose(file);
  }
  return (double)resident * sysconf(_SC_PAGESIZE) / 1048576.0;
}

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10);
  gtk_widget_set_margin_top(row, 6);
  gtk_widget_set_margin_bottom(row, 6);
  gtk_widget_set_margin_start(row, 12);
  gtk_widget_set_margin_end(row, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name("text-x-generic-symbolic");
  gtk_image_set_pixel_size(GTK_IMAGE(icon), 16);
  GtkWidget *name = gtk_label_new("");
  gtk_label_set_xalign(GTK_LABEL(name), 0);
  gtk_label_set_ellipsize(GTK_LABEL(name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand(name, TRUE);
  GtkWidget *size = gtk_label_new("");
  gtk_widget_add_css_class(size, "dim-label");
  gtk_box_append(GTK_BOX(row), icon);
  gtk_box_append(GTK_BOX(row), name);
  gtk_box_append(GTK_BOX(row), size);
  gtk_list_item_set_child(item, row);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GFileInfo *info = G_FILE_INFO(gtk_list_item_get_item(item));
  GtkWidget *row = gtk_list_item_get_child(item);
  GtkWidget *icon = gtk_widget_get_first_child(row);
  GtkWidget *name = gtk_widget_get_next_sibling(icon);
  GtkWidget *size = gtk_widget_get_next_sibling(name);
  gboolean folder = g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY;
  gtk_image_set_from_icon_name(GTK_IMAGE(icon), folder ? "folder-symbolic" : "text-x-generic-symbolic");
  gtk_label_set_text(GTK_LABEL(name), g_file_info_get_display_name(info));
  char text[64] = "";
  if (!folder) snprintf(text, sizeof text, "%" G_GOFFSET_FORMAT " bytes", g_file_info_get_size(info));
  gtk_label_set_text(GTK_LABEL(size), text);
}

static void report(const char *name, gint64 since) {
  printf("BENCH %s %.2f ms\n", name, (double)(now_ns() - since) / 1e6);
  fflush(stdout);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  guint rows = g_list_model_get_n_items(G_LIST_MODEL(directory));
  if (!first_frame_painted) {
    first_frame_painted = TRUE;
    report("files_c_first_frame_ms", start_ns);
  }
  if (!first_rows_painted && rows > 0) {
    first_rows_painted = TRUE;
    report("files_c_first_rows_ms", start_ns);
  }
  if (first_rows_painted && !gtk_directory_list_is_loading(directory)) {
    report("files_c_all_rows_ms", start_ns);
    printf("BENCH files_c_rss_mib %.2f MiB\nBENCH files_c_rows %u rows\n", rss_mib(), rows);
    fflush(stdout);
    g_signal_handlers_disconnect_by_func(clock, after_paint, data);
    g_application_quit(G_APPLICATION(data));
  } else {
    gtk_widget_queue_draw(window);
  }
}

static void mapped(GtkWidget *widget, gpointer app) {
  g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint", G_CALLBACK(after_paint), app);
}

static const char *folder_path;

static void activate(GtkApplication *app, gpointer data) {
  window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 480, 600);
  gtk_window_set_title(GTK_WINDOW(window), folder_path);
  GFile *file = g_file_new_for_path(folder_path);
  directory = gtk_directory_list_new(ATTRIBUTES, file);
  g_object_unref(file);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
  GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_single_selection_new(G_LIST_MODEL(directory))), factory);
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  g_signal_connect(window, "map", G_CALLBACK(mapped), app);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  const char *t0 = getenv("BENCH_T0_NS");
  start_ns = t0 ? g_ascii_strtoll(t0, NULL, 10) : now_ns();
  if (argc < 2) {
    fprintf(stderr, "usage: files_reference FOLDER\n");
    return 2;
  }
  folder_path = argv[1];
  GtkApplication *app = gtk_application_new("io.github.placeholders.FilesReference", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  char *args[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(app), 1, args);
  g_object_unref(app);
  return status;
}
