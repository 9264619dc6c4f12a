#!/usr/bin/env python3
"""make monkey: the release demo on a private Xvfb, driven by random but
reproducible input for MONKEY_SECONDS (default 600).

    scripts/monkey.py [--seconds N] [--seed N] [--demo PATH]
    scripts/with-wayland.sh scripts/monkey.py --wayland [...]

The seed is printed at the start; the same seed sends the same events in the
same order (MONKEY_SEED=N replays one). Events: clicks anywhere in the window
(single and double), keys (Tab, Shift+Tab, arrows, Return, space, Escape,
F5, Ctrl+R, Ctrl+F, Ctrl+?, typing), wheel scrolling, page switches (clicks
where a wide window has its sidebar; on a narrow one, under 900 pixels, that
is the list of pages or the page itself), the simulated network's popover
(offline switch, "Fail the Next Load"), and window resizes.

--wayland: the same events, seed and rules with the demo as a client of the
headless mutter of scripts/with-wayland.sh, input through mutter's
RemoteDesktop D-Bus interface (scripts/monkey_wayland.py says how it finds
the window, its popovers and what the input reached; resizes there are
maximize, tile left or right, and restore).

The demo runs with G_DEBUG=fatal-criticals, so a GTK critical aborts it,
and with GTK's Cairo renderer (MONKEY_RENDERER=gl for the GL one, see the
environment in `Demo`). Before the clock starts, a warm-up shows every page,
the network popover and the Keyboard Shortcuts window once (MONKEY_WARM_UP=0
skips it). The run fails on a crash (any exit), on a GLib/GTK critical or
warning in the demo's output, or when the resident memory grows more than
10% between the end of the second minute and the end of the run (runs
shorter than five minutes print the growth from 20% of the run but are not
judged on it).

To find where memory goes: MONKEY_MEMORY_DIR=DIR writes one line of
/proc/PID/smaps_rollup per sample (DIR/memory.tsv), the whole smaps at the
baseline and at the end, and glibc's malloc_stats() (through gdb) into the
demo's output at both; MONKEY_WRAP="heaptrack -o FILE" runs the demo under a
tool (then compare two runs' ends with `heaptrack_print -d`).

The monkey never quits the app: it sends no Ctrl+Q and no F10, clicks no
window-control button or main menu button (the menu holds Quit), and before
a click, Return or space it closes any popover, menu or dialog that is open
(Tab and space can open the main menu). Extra windows (About, Keyboard
Shortcuts) also get Escape every 25 events.
"""

import argparse
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Keys pressed alone or with modifiers, as xdotool names them. No Ctrl+Q, no
# F10 (opens the main menu, which holds Quit), no Alt+F4.
KEYS = [
    "Tab", "shift+Tab", "Up", "Down", "Left", "Right", "Return", "space", "Escape",
    "F5", "ctrl+r", "ctrl+f", "Home", "End", "Page_Down", "Page_Up", "BackSpace",
]
# The window's outer band the monkey leaves alone (see `send`).
EDGE = 12
WORDS = ["a", "cat", "dog", "Ünïcödé", "<b>bold</b>", "%s%n", "x" * 40, "42", " "]

# Lines of the demo's output that count as a GTK/GLib warning or critical.
WARNING = re.compile(r"(-WARNING \*\*|-CRITICAL \*\*|-ERROR \*\*|Gtk-WARNING|GLib-GObject-CRITICAL)")
# Warnings GTK raises on its own, counted and printed but not failing the run;
# each says why (RELIABILITY.md has the details).
KNOWN_GTK = [
    # GtkListView's own Page Up/Down navigation (GTK 4.8's list base) when
    # the position it computed is gone; GTK ignores the key. The library
    # never asks a list view to scroll (4.8 has no gtk_list_view_scroll_to).
    re.compile(r"Gtk-WARNING \*\*: .*GtkListView failed to scroll to given position\. Ignoring\.\.\."),
    # GTK 4.24's X11 backend, once a run, during the warm-up's resizes by
    # xdotool: under gdb with fatal warnings the stack is GDK's frame clock
    # paint source emitting a signal whose handler, GDK's own, submits a
    # frame's timings twice; no frame of ours between the main loop and the
    # warning (RELIABILITY.md). Not on Wayland, not on GTK 4.8.
    re.compile(r"Gdk-WARNING \*\*: .*gdk_frame_timings_submitted\(\) called on submitted frame"),
]


def log(message):
    print(f"monkey: {message}", flush=True)


class Display:
    """A private Xvfb server on the first free display number."""

    def __init__(self):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise SystemExit("monkey: Xvfb did not start")
        self.name = f":{number}"

    def stop(self):
        self.process.terminate()
        self.process.wait()


class Demo:
    """The demo process, its output and its main window."""

    def __init__(self, binary, display):
        """`display`: an X display's name, or None on Wayland (the monkey
        then runs under scripts/with-wayland.sh, which gives it the
        compositor's WAYLAND_DISPLAY and GDK_BACKEND=wayland)."""
        self.output = tempfile.NamedTemporaryFile("w+", prefix="monkey-demo-", suffix=".log", delete=False)
        env = dict(os.environ)
        env.update({
            # MONKEY_G_DEBUG=fatal-warnings stops at the first warning too,
            # with a backtrace in the demo's output.
            "G_DEBUG": os.environ.get("MONKEY_G_DEBUG", "fatal-criticals"),
            # GTK's Cairo renderer, unless MONKEY_RENDERER=gl: on Xvfb the GL
            # renderer runs on Mesa's llvmpipe, whose video memory is this
            # process's heap. Its textures and caches add about 175 MiB and
            # fill for about four minutes before they level off, which the
            # memory criterion would read as growth; the Cairo renderer has
            # no such caches (RELIABILITY.md has the figures).
            "GSK_RENDERER": os.environ.get("MONKEY_RENDERER", "cairo"),
            "GTK_A11Y": "none",
            "NO_AT_BRIDGE": "1",
            "GSETTINGS_BACKEND": "memory",
            "PLACEHOLDERS_LOCALEDIR": os.path.join(ROOT, ".build", "locale"),
            "XDG_DATA_DIRS": os.path.join(ROOT, "data") + ":" + env.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share"),
        })
        if display:
            env["DISPLAY"] = display
            env.pop("WAYLAND_DISPLAY", None)
        else:
            # Every request and event of the demo's Wayland connection, in
            # its output: how the Wayland mode knows the window's size, its
            # popovers and other windows, and what input reached it
            # (scripts/monkey_wayland.py).
            env["WAYLAND_DEBUG"] = "client"
            env.pop("DISPLAY", None)
        self.env = env
        # MONKEY_WRAP="heaptrack -o FILE" (any command prefix) runs the demo
        # under a tool; memory and windows are then the demo's, not the tool's.
        wrapper = os.environ.get("MONKEY_WRAP", "").split()
        # A short simulated latency, so loads finish between the events.
        self.process = subprocess.Popen([*wrapper, binary, "--latency-ms", "150"], env=env, stdout=self.output,
                                        stderr=subprocess.STDOUT)
        self.pid = self.process.pid
        if wrapper:
            self.pid = self.descendant(os.path.basename(binary))
        if display:
            self.window = self.xdotool("search", "--sync", "--onlyvisible", "--pid", str(self.pid)).split()[0]
            self.size = self.geometry()

    def descendant(self, name):
        """The pid of the process running `name` under the wrapper."""
        for _ in range(600):
            for entry in os.listdir("/proc"):
                if not entry.isdigit():
                    continue
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                        program = cmdline.read().split(b"\0")[0].decode(errors="replace")
                except OSError:
                    continue
                if os.path.basename(program) == name and self.descends(int(entry)):
                    return int(entry)
            time.sleep(0.1)
        raise SystemExit(f"monkey: {name} did not start under MONKEY_WRAP")

    def descends(self, pid):
        while pid > 1:
            if pid == self.process.pid:
                return True
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    pid = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                return False
        return False

    def xdotool(self, *arguments):
        result = subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, text=True, timeout=30)
        return result.stdout.strip()

    def alive(self):
        return self.process.poll() is None

    def rss_kib(self):
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None

    def record_memory(self, directory, elapsed, label=None):
        """MONKEY_MEMORY_DIR: one line of /proc/PID/smaps_rollup and status
        per sample (memory.tsv), and the whole smaps at the baseline and at
        the end (smaps-LABEL.txt), to tell which mappings grow."""
        fields = {}
        try:
            for name in ("smaps_rollup", "status"):
                with open(f"/proc/{self.pid}/{name}") as source:
                    for line in source:
                        key, _, value = line.partition(":")
                        parts = value.split()
                        if parts and parts[0].isdigit():
                            fields[key] = parts[0]
            if label:
                # glibc's malloc_stats() (per arena: bytes taken from the
                # system, bytes in use) goes to the demo's output.
                subprocess.run(["gdb", "-p", str(self.pid), "-batch", "-ex", "call (void) malloc_stats()"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
                with open(f"/proc/{self.pid}/smaps") as source, \
                        open(os.path.join(directory, f"smaps-{label}.txt"), "w") as copy:
                    copy.write(source.read())
        except OSError:
            return
        path = os.path.join(directory, "memory.tsv")
        columns = ["VmRSS", "RssAnon", "RssFile", "RssShmem", "Anonymous", "Private_Dirty", "Threads"]
        new = not os.path.exists(path)
        with open(path, "a") as table:
            if new:
                table.write("\t".join(["seconds", *columns]) + "\n")
            table.write("\t".join([f"{elapsed:.0f}", *(fields.get(column, "") for column in columns)]) + "\n")

    def geometry(self):
        fields = dict(
            line.split("=", 1) for line in self.xdotool("getwindowgeometry", "--shell", self.window).splitlines()
            if "=" in line)
        return int(fields.get("WIDTH", 1040)), int(fields.get("HEIGHT", 720))

    def minimum_size(self):
        """The minimum size the window asks for (WM_NORMAL_HINTS)."""
        hints = subprocess.run(["xprop", "-id", self.window, "WM_NORMAL_HINTS"], env=self.env, capture_output=True,
                               text=True, timeout=30).stdout
        found = re.search(r"minimum size: (\d+) by (\d+)", hints)
        return (int(found.group(1)), int(found.group(2))) if found else (0, 0)

    def extra_windows(self):
        windows = self.xdotool("search", "--onlyvisible", "--pid", str(self.pid)).split()
        return [window for window in windows if window != self.window]

    def warnings(self):
        """GLib and GTK warnings and criticals: (failing, known GTK ones)."""
        self.output.flush()
        with open(self.output.name, errors="replace") as output:
            lines = [line.rstrip() for line in output if WARNING.search(line)]
        known = [line for line in lines if any(pattern.search(line) for pattern in KNOWN_GTK)]
        return [line for line in lines if line not in known], known

    def stop(self):
        if self.alive():
            if self.pid != self.process.pid:
                # The demo first, so the wrapping tool sees it end and writes
                # its report.
                os.kill(self.pid, signal.SIGTERM)
                try:
                    self.process.wait(120)
                except subprocess.TimeoutExpired:
                    pass
        if self.alive():
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def events(rng):
    """The endless, seed-determined sequence of events. Positions are
    fractions of the window's size, so a replay is the same whatever the
    window's size at that moment."""
    while True:
        roll = rng.random()
        if roll < 0.28:
            yield ("click", rng.random(), rng.random(), rng.choice([1, 1, 1, 1, 2]))
        elif roll < 0.60:
            if rng.random() < 0.12:
                yield ("type", rng.choice(WORDS))
            else:
                yield ("key", rng.choice(KEYS))
        elif roll < 0.76:
            yield ("scroll", rng.random(), rng.random(), rng.choice([4, 5]), rng.randint(1, 6))
        elif roll < 0.86:
            yield ("page", rng.random())
        elif roll < 0.93:
            yield ("network", rng.choice(["offline", "fail", "latency"]))
        elif roll < 0.97:
            yield ("resize", rng.randint(480, 1280), rng.randint(360, 1000))
        else:
            yield ("dialog", rng.choice(["ctrl+question", "Escape"]))


def warm_up(demo):
    """Before the clock starts, what a run does once and then keeps: every
    page (each is built when first shown), at the smallest and at the largest
    size the resizes reach, the network popover (its controls are built when
    it first opens) and the Keyboard Shortcuts window (built on first use).
    Without it these first visits fall at random times in the first minutes,
    some after the second minute, and count as growth (RELIABILITY.md)."""
    start_size = demo.size
    min_width, min_height = demo.minimum_size()
    for width, height in ((max(480, min_width), max(360, min_height)), (1280, 1000), start_size):
        demo.xdotool("windowsize", demo.window, str(width), str(height))
        time.sleep(0.3)
        demo.size = demo.geometry()
        # The sidebar's eight rows, 38 pixels apart from y = 74.
        for row in range(8):
            if 74 + 38 * row > demo.size[1] - 20:
                break
            demo.xdotool("mousemove", "--window", demo.window, "100", str(74 + 38 * row), "click", "1")
            time.sleep(0.5)
    demo.xdotool("mousemove", "--window", demo.window, str(demo.size[0] - 198), "27", "click", "1")
    time.sleep(0.5)
    demo.xdotool("key", "--clearmodifiers", "Escape")
    send(demo, ("dialog", "ctrl+question"))
    time.sleep(0.5)
    close_extra_windows(demo)
    # Back to the first page, as the run would have started.
    demo.xdotool("mousemove", "--window", demo.window, "100", "74", "click", "1")
    time.sleep(0.5)


def close_extra_windows(demo):
    """Escape to every other window of the demo (popovers, menus, dialogs),
    until they are gone; True when there was one.

    The Escape is real input (XTEST), sent to the window that has the focus:
    GTK ignores one sent to a menu's window with XSendEvent (`xdotool key
    --window`), so a menu opened from the keyboard stayed open, and the next
    click could land on Quit in it (MONKEY_SEED=469852418, event 237). A
    window that still shows gets the focus, then another Escape."""
    extra = demo.extra_windows()
    if not extra:
        return False
    demo.xdotool("key", "--clearmodifiers", "Escape")
    if not wait_until_gone(demo):
        for window in demo.extra_windows():
            demo.xdotool("windowfocus", window)
            demo.xdotool("key", "--clearmodifiers", "Escape")
        wait_until_gone(demo)
    # Back to the main window, where the next keys go.
    demo.xdotool("windowfocus", demo.window)
    return True


def wait_until_gone(demo):
    """Waits up to a second for the demo's other windows to unmap: a click
    sent while a menu is still mapped lands in the menu."""
    for _ in range(20):
        if not demo.extra_windows():
            return True
        time.sleep(0.05)
    return False


def close_menu_it_opened(demo):
    """Return or space on the focused main menu button opens the menu; GTK
    maps it only once it has handled the key, so the check before the next
    click can come too early and the click land in the menu. After Return
    and space the monkey waits half a second for a menu or popover to
    appear, and closes it."""
    deadline = time.monotonic() + 0.5
    while time.monotonic() < deadline:
        if demo.extra_windows():
            close_extra_windows(demo)
            return
        time.sleep(0.05)


def send(demo, event):
    """Sends one event to the demo's window."""
    width, height = demo.size
    window = demo.window
    kind = event[0]
    # Keyboard focus can reach the main menu's button and open it (space):
    # before anything that could activate an item of an open menu (a click,
    # Return, space), the monkey closes it, so Quit is never chosen.
    if kind == "click" or (kind == "key" and event[1] in ("Return", "space")):
        close_extra_windows(demo)
    if kind == "click":
        _, fx, fy, count = event
        # Not on the window's outer 12 pixels: GTK's client-side resize edges,
        # which hand the drag to the window manager (_NET_WM_MOVERESIZE).
        # With none, GTK 4.8 never sees the release ("Broken accounting of
        # active state for widget GtkApplicationWindow").
        x = EDGE + int(fx * max(width - 2 * EDGE, 1))
        y = EDGE + int(fy * max(height - 2 * EDGE, 1))
        # The header bar's last 175 pixels hold the main menu (Quit) and the
        # minimize, maximize and close buttons: the monkey never clicks there.
        if y < 50 and x > width - 175:
            x = width - 175 - x % 200
        demo.xdotool("mousemove", "--window", window, str(x), str(y), "click", "--repeat", str(count), "1")
    elif kind == "key":
        demo.xdotool("windowfocus", window)
        demo.xdotool("key", "--clearmodifiers", event[1])
        if event[1] in ("Return", "space"):
            close_menu_it_opened(demo)
    elif kind == "type":
        demo.xdotool("windowfocus", window)
        demo.xdotool("type", "--delay", "5", event[1])
    elif kind == "scroll":
        _, fx, fy, button, count = event
        demo.xdotool("mousemove", "--window", window, str(EDGE + int(fx * max(width - 2 * EDGE, 1))),
                     str(EDGE + int(fy * max(height - 2 * EDGE, 1))), "click", "--repeat", str(count), str(button))
    elif kind == "page":
        # The sidebar: 200 pixels wide, below the header bar.
        y = 60 + int(event[1] * max(height - 80, 1))
        demo.xdotool("mousemove", "--window", window, str(20 + int(event[1] * 160)), str(y), "click", "1")
    elif kind == "network":
        # The network button is left of the main menu in the header bar; its
        # popover opens below it: the offline switch, the latency's - and +,
        # then "Fail the Next Load".
        button_x = width - 198
        demo.xdotool("mousemove", "--window", window, str(button_x), "27", "click", "1")
        time.sleep(0.2)
        target = {"offline": (button_x + 82, 100), "latency": (button_x + 54 + 36 * (width % 2), 158),
                  "fail": (button_x, 216)}[event[1]]
        demo.xdotool("mousemove", "--window", window, str(target[0]), str(target[1]), "click", "1")
        demo.xdotool("key", "--clearmodifiers", "Escape")
    elif kind == "resize":
        # As a window manager would, keep to the window's minimum size: with
        # no window manager xdotool can force the window below it, and GTK
        # 4.8 then paints a frame before it allocates ("Trying to snapshot
        # GtkBox without a current allocation"), a state no desktop reaches.
        min_width, min_height = demo.minimum_size()
        demo.xdotool("windowsize", window, str(max(event[1], min_width)), str(max(event[2], min_height)))
        time.sleep(0.1)
        demo.size = demo.geometry()
    elif kind == "dialog":
        demo.xdotool("windowfocus", window)
        demo.xdotool("key", "--clearmodifiers", event[1])


class X11:
    """The Xvfb mode's input (xdotool), with the Wayland mode's interface."""

    def __init__(self, demo):
        self.demo = demo

    def send(self, event):
        send(self.demo, event)

    def warm_up(self):
        warm_up(self.demo)

    def close_extra_windows(self):
        return close_extra_windows(self.demo)

    def summary(self):
        return []

    def stop(self):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=float(os.environ.get("MONKEY_SECONDS", "600")))
    parser.add_argument("--seed", type=int, default=int(os.environ["MONKEY_SEED"]) if os.environ.get("MONKEY_SEED")
                        else random.SystemRandom().randrange(1 << 32))
    parser.add_argument("--events", type=int, default=0, help="stop after this many events (0: no limit)")
    parser.add_argument("--screenshot", help="a PNG of the display at the end (needs ImageMagick's import)")
    parser.add_argument("--demo", default=os.path.join(ROOT, ".build", "release", "placeholder-demo"))
    parser.add_argument("--wayland", action="store_true",
                        help="drive the demo on the Wayland compositor of scripts/with-wayland.sh (headless mutter), "
                             "through mutter's RemoteDesktop interface (scripts/monkey_wayland.py)")
    arguments = parser.parse_args()

    log(f"seed {arguments.seed} (replay: MONKEY_SEED={arguments.seed}), {arguments.seconds:.0f} s, {arguments.demo}")
    if arguments.wayland:
        if not os.environ.get("WAYLAND_DISPLAY"):
            raise SystemExit("monkey: --wayland runs under scripts/with-wayland.sh (no WAYLAND_DISPLAY)")
        import monkey_wayland
        display = None
        demo = Demo(arguments.demo, None)
        ui = monkey_wayland.Wayland(demo, EDGE, log)
        log(f"Wayland display {os.environ['WAYLAND_DISPLAY']} (headless mutter), demo pid {demo.pid}, "
            f"RemoteDesktop session {ui.input.path}, window {ui.size[0]}x{ui.size[1]} at {ui.origin}, "
            f"renderer {demo.env['GSK_RENDERER']}, output {demo.output.name}")
    else:
        display = Display()
        demo = Demo(arguments.demo, display.name)
        ui = X11(demo)
        log(f"display {display.name}, demo pid {demo.pid}, window {demo.window}, renderer {demo.env['GSK_RENDERER']}, "
            f"output {demo.output.name}")

    # Every event with its wall-clock time, to match a warning's timestamp.
    events_log = open(demo.output.name.replace(".log", "-events.log"), "w", buffering=1)
    log(f"events log {events_log.name}")
    if os.environ.get("MONKEY_WARM_UP", "1") != "0":
        ui.warm_up()
        log(f"warmed up: every page at each size the run reaches (both layouts), the popover, the shortcuts window; "
            f"RSS {(demo.rss_kib() or 0) / 1024:.1f} MiB")
    only = set(filter(None, os.environ.get("MONKEY_ONLY", "").split(",")))
    rng = random.Random(arguments.seed)
    stream = events(rng)
    early_mark = 120 if arguments.seconds >= 300 else arguments.seconds * 0.2
    samples = []  # (seconds, RSS KiB)
    counts = {}
    sent = 0
    dialog_checks = 0
    crashed = None
    start = time.monotonic()
    next_sample = 0.0
    memory_dir = os.environ.get("MONKEY_MEMORY_DIR")
    if memory_dir:
        os.makedirs(memory_dir, exist_ok=True)
    baseline_recorded = False
    try:
        while True:
            elapsed = time.monotonic() - start
            if elapsed >= arguments.seconds or (arguments.events and sent >= arguments.events):
                break
            if not demo.alive():
                crashed = demo.process.returncode
                break
            if elapsed >= next_sample:
                rss = demo.rss_kib()
                if rss is not None:
                    samples.append((elapsed, rss))
                    if memory_dir:
                        label = None
                        if elapsed >= early_mark and not baseline_recorded:
                            label, baseline_recorded = "baseline", True
                        demo.record_memory(memory_dir, elapsed, label)
                    if len(samples) % 12 == 1:
                        log(f"{elapsed:5.0f} s: {sent} events, RSS {rss / 1024:.1f} MiB")
                next_sample += 5
            event = next(stream)
            # MONKEY_ONLY=key,click…: send only these kinds (to narrow a
            # finding down); the others are drawn from the seed but skipped.
            if only and event[0] not in only:
                continue
            events_log.write(f"{time.strftime('%H:%M:%S')}.{int(time.time() * 1000) % 1000:03d} {sent} {event}\n")
            ui.send(event)
            sent += 1
            counts[event[0]] = counts.get(event[0], 0) + 1
            # About and Keyboard Shortcuts must not keep the focus forever.
            if sent % 25 == 0:
                dialog_checks += ui.close_extra_windows()
            # 20 to 120 ms between events, from the seed too.
            time.sleep(0.02 + rng.random() * 0.1)
        if crashed is None and not demo.alive():
            crashed = demo.process.returncode
        if arguments.screenshot and display:
            time.sleep(0.5)
            subprocess.run(["import", "-window", "root", arguments.screenshot], env=demo.env, check=False)
        final = demo.rss_kib()
        if final is not None:
            samples.append((time.monotonic() - start, final))
            if memory_dir:
                demo.record_memory(memory_dir, time.monotonic() - start, "end")
    finally:
        duration = time.monotonic() - start
        warnings, known_warnings = demo.warnings()
        summary = ui.summary()
        ui.stop()
        demo.stop()
        if display:
            display.stop()

    early = next((rss for seconds, rss in samples if seconds >= early_mark), None)
    last = samples[-1][1] if samples else None
    growth = (last - early) / early * 100 if early and last else None
    crashes = 0 if crashed is None else 1
    log(f"events {sent} in {duration:.0f} s ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))})")
    log(f"seed {arguments.seed}")
    log(f"crashes {crashes}" + ("" if crashed is None else f" (the demo exited with {crashed})"))
    log(f"criticals and warnings {len(warnings)}")
    for line in warnings[:20]:
        log(f"  {line}")
    log(f"known GTK warnings (not failing, see KNOWN_GTK) {len(known_warnings)}")
    for line in known_warnings[:5]:
        log(f"  {line}")
    log(f"extra windows sent Escape at {dialog_checks} checks")
    for line in summary:
        log(line)
    if early and last:
        log(f"memory (RSS) {early / 1024:.1f} MiB at {early_mark:.0f} s, {last / 1024:.1f} MiB at the end: "
            f"{growth:+.1f}%")
    # The first minutes build pages and fill GTK's caches; a run too short
    # to have a second minute and a last one is not judged on memory.
    judged = arguments.seconds >= 300
    if not judged:
        log("memory not judged: runs shorter than 300 s have no settled second minute")
    failed = crashes or warnings or (judged and (growth is None or growth > 10))
    if failed:
        log(f"FAILED; the demo's output is in {demo.output.name}")
        return 1
    log("passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
