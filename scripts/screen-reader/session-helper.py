#!/usr/bin/python3
"""Helpers for orca-session.sh (run with Debian's /usr/bin/python3).

  session-helper.py wait-app PID NAME|- TIMEOUT
      Waits until an application on the AT-SPI bus is process PID or one of
      its descendants (or, with NAME, is called NAME) and has a window.
      Prints "PID NAME" of that application; exits 1 on timeout or (without
      NAME) when process PID has exited.

  session-helper.py tree PID
      Prints the accessible tree of the application that is process PID:
      role, name, description and states of each object, indented. On
      GTK 4 this also makes the app export every object it reaches (GTK
      realizes an object's accessible only when an AT first asks for it,
      and sends no events for one it has not realized).

  session-helper.py spoken LOG OFFSET [--raw]
      Prints what Orca spoke (SPEECH OUTPUT lines) in LOG from byte OFFSET
      on, one utterance a line (a line break inside one shows as \\n).
      --raw prints the log lines as they are.
"""
import os
import re
import sys
import time


def ancestors(pid):
    seen = []
    while pid > 1 and len(seen) < 64:
        seen.append(pid)
        try:
            with open("/proc/%d/stat" % pid) as f:
                stat = f.read()
        except OSError:
            break
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses.
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    return seen


def wait_app(want_pid, want_name, timeout):
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if want_name is None and not os.path.exists("/proc/%d" % want_pid):
            print("session-helper: the app (pid %d) exited" % want_pid,
                  file=sys.stderr)
            return 1
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            try:
                app = desktop.get_child_at_index(i)
                if app is None:
                    continue
                pid = app.get_process_id()
                name = app.get_name()
                if want_name is not None:
                    if name != want_name:
                        continue
                elif want_pid not in ancestors(pid):
                    continue
                if app.get_child_count() > 0:
                    print(pid, name)
                    return 0
            except Exception:  # an application going away meanwhile
                continue
        time.sleep(0.05)
    return 1


def tree(want_pid):
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi

    def show(obj, depth):
        if obj is None or depth > 60:
            return
        try:
            states = obj.get_state_set().get_states()
            names = [Atspi.StateType(s).value_nick for s in states]
            print("%s%s %r%s [%s]" % (
                "  " * depth, obj.get_role_name(), obj.get_name(),
                " desc=%r" % obj.get_description() if obj.get_description() else "",
                " ".join(n for n in names if n in (
                    "focused", "focusable", "showing", "visible", "active"))))
            for i in range(obj.get_child_count()):
                show(obj.get_child_at_index(i), depth + 1)
        except Exception as error:  # an object going away meanwhile
            print("%s(%s)" % ("  " * depth, error))

    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_process_id() == want_pid:
            show(app, 0)
            return 0
    print("session-helper: no application with pid %d" % want_pid,
          file=sys.stderr)
    return 1


SPEECH = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '")
CONTINUATION = " " * 18
# Orca writes: SPEECH OUTPUT: 'TEXT'[ voice=NAME][ ]{ACSS dict}
TAIL = re.compile(r"^(?P<text>.*)'(?: voice=\w+)?\s*(?:\{.*\})?\s*$", re.S)


def spoken(log, offset, raw):
    with open(log, "rb") as f:
        f.seek(offset)
        data = f.read().decode("utf-8", "replace")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not SPEECH.match(line):
            continue
        record = [line]
        while i < len(lines) and lines[i].startswith(CONTINUATION) \
                and not lines[i].lstrip().startswith("ORCA rate"):
            record.append(lines[i][len(CONTINUATION):])
            i += 1
        if raw:
            print("\n".join(record))
            continue
        body = SPEECH.sub("", "\n".join(record), count=1)
        match = TAIL.match(body)
        text = match.group("text") if match else body
        print(text.replace("\n", "\\n"))
    return 0


def main(argv):
    if len(argv) >= 4 and argv[0] == "wait-app":
        pid = int(argv[1])
        name = None if argv[2] == "-" else argv[2]
        return wait_app(pid, name, float(argv[3]))
    if len(argv) >= 2 and argv[0] == "tree":
        return tree(int(argv[1]))
    if len(argv) >= 3 and argv[0] == "spoken":
        return spoken(argv[1], int(argv[2]), "--raw" in argv[3:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
