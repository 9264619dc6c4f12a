#!/usr/bin/python3
"""A small GTK 4 window for trying out what Orca speaks (see README.md).

Widgets (by name): first, second (button with an accessible description),
group (a box with role GROUP, a label and a description) holding inner,
status (plain label), alert (label with role ALERT, hidden at start),
statusbox (box with role STATUS) holding statustext (label),
loglabel (label with role LOG).

Commands are read line by line from the FIFO named by $PROBE_FIFO (created
by the app when missing), e.g.  echo 'desc second New text' > "$PROBE_FIFO":
  desc NAME TEXT      update GTK_ACCESSIBLE_PROPERTY_DESCRIPTION
  label NAME TEXT     update GTK_ACCESSIBLE_PROPERTY_LABEL
  settext NAME TEXT   gtk_label_set_text / gtk_button_set_label
  show NAME | hide NAME
  focus NAME          gtk_widget_grab_focus
  announce NAME TEXT  gtk_accessible_announce (GTK 4.14 on), priority
                      medium (NAME window: the window)
  title window TEXT   gtk_window_set_title
  quit
Each command is echoed as 'probe-app: did ...' on standard output.
"""
import os
import sys

import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

Role = Gtk.AccessibleRole
Prop = Gtk.AccessibleProperty

widgets = {}


def build(app):
    win = Gtk.ApplicationWindow(application=app, title="Orca Probe")
    win.set_default_size(400, 300)
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
    win.set_child(box)

    first = Gtk.Button(label="First")
    second = Gtk.Button(label="Second")
    second.update_property([Prop.DESCRIPTION], ["Opens the second thing"])
    group = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=6,
                    accessible_role=Role.GROUP)
    group.update_property([Prop.LABEL, Prop.DESCRIPTION],
                          ["Options group", "Choose one option"])
    inner = Gtk.Button(label="Inner")
    group.append(inner)
    status = Gtk.Label(label="Idle")
    alert = Gtk.Label(label="Alert text", accessible_role=Role.ALERT)
    alert.set_visible(False)
    statusbox = Gtk.Box(accessible_role=Role.STATUS)
    statustext = Gtk.Label(label="Status box text")
    statusbox.append(statustext)
    loglabel = Gtk.Label(label="Log text", accessible_role=Role.LOG)

    for name, w in [("first", first), ("second", second), ("group", group),
                    ("status", status), ("alert", alert),
                    ("statusbox", statusbox), ("loglabel", loglabel)]:
        box.append(w)
    widgets.update(first=first, second=second, group=group, inner=inner,
                   status=status, alert=alert, statusbox=statusbox,
                   statustext=statustext, loglabel=loglabel, window=win)
    win.present()
    first.grab_focus()


def run_command(line):
    parts = line.split(" ", 2)
    cmd = parts[0]
    name = parts[1] if len(parts) > 1 else ""
    text = parts[2] if len(parts) > 2 else ""
    w = widgets.get(name)
    if cmd == "quit":
        app.quit()
    elif w is None:
        print("probe-app: unknown widget in %r" % line, flush=True)
        return
    elif cmd == "desc":
        w.update_property([Prop.DESCRIPTION], [text])
    elif cmd == "label":
        w.update_property([Prop.LABEL], [text])
    elif cmd == "settext":
        if isinstance(w, Gtk.Button):
            w.set_label(text)
        else:
            w.set_text(text)
    elif cmd == "show":
        w.set_visible(True)
    elif cmd == "hide":
        w.set_visible(False)
    elif cmd == "title":
        w.set_title(text)
    elif cmd == "focus":
        w.grab_focus()
    elif cmd == "announce":
        if not hasattr(w, "announce"):
            print("probe-app: no gtk_accessible_announce (GTK %d.%d)"
                  % (Gtk.get_major_version(), Gtk.get_minor_version()),
                  flush=True)
            return
        w.announce(text, Gtk.AccessibleAnnouncementPriority.MEDIUM)
    else:
        print("probe-app: unknown command %r" % line, flush=True)
        return
    print("probe-app: did %s" % line, flush=True)


buffer = b""


def on_fifo(fd, condition):
    global buffer
    try:
        buffer += os.read(fd, 4096)
    except BlockingIOError:
        return True
    while b"\n" in buffer:
        line, buffer = buffer.split(b"\n", 1)
        line = line.decode().strip()
        if line:
            run_command(line)
    return True


def open_fifo():
    # O_RDWR: the app holds a writer itself, so it never reads end-of-file
    # when a writer (echo ... > fifo) closes.
    fd = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
    GLib.unix_fd_add_full(GLib.PRIORITY_DEFAULT, fd, GLib.IOCondition.IN,
                          on_fifo)


fifo = os.environ.get("PROBE_FIFO")
app = Gtk.Application(application_id="org.example.OrcaProbe")
app.connect("activate", build)
if fifo:
    if not os.path.exists(fifo):
        os.mkfifo(fifo)
    open_fifo()
sys.exit(app.run([sys.argv[0]]))
