"""The monkey on Wayland (scripts/monkey.py --wayland): the same events as
on Xvfb, sent as real input to the demo as a client of the private headless
mutter that scripts/with-wayland.sh starts (one 1280x800 virtual monitor, no
shell, no panel).

Input goes through mutter's RemoteDesktop D-Bus interface, the path the
Swift tests take (Tests/PlaceholderTestSupport/MutterInput.swift): one
session, created and started on one D-Bus connection that stays open for
the whole run (mutter ends a session with the connection that made it);
keys by keysym, pointer moves, buttons, wheel notches.

Where things are. A Wayland client cannot ask where a window is, and
without a screen cast mutter moves the pointer only relatively. So:

- The pointer goes to a point of the monitor by a large move up and left
  (mutter stops it at the corner, 0,0), then by the point's coordinates.
  mutter applies no acceleration to its virtual pointer: a move of
  (300, 200) from the corner puts it at (300, 200), (+7.5, +3.25) adds
  exactly that (measured with mutter 51).
- The window is in one of four states, each with a known place: as opened
  (the demo's default 1040x720, which mutter centres on the empty monitor:
  120,40), maximized (1280x800 at 0,0), tiled to the left or right half
  (640x800 at 0,0 or 640,0; under the demo's 900-pixel breakpoint, so the
  phone layout). mutter's own keybindings change the state: Super+Up,
  Super+Down (back to the size it had), Super+Left, Super+Right.
- What the demo's Wayland connection carries tells the rest: the demo runs
  with WAYLAND_DEBUG=client, so its output holds every request and event
  (parsed by `ProtocolLog`). The window's size and the offset of its
  visible part in its surface (`xdg_surface.set_window_geometry`; the
  shadow around a floating window), each time mutter configures it; the
  popups (popovers, menus: an `xdg_popup` that takes a grab; tooltips take
  none) and other toplevels (Keyboard Shortcuts, About) the demo has open,
  the equivalent of the Xvfb mode's `xdotool search`; which surface has the
  keyboard; and where the pointer entered or moved on the window, in the
  window's own coordinates. After every change of the window's state or
  size the monkey moves the pointer to where it expects the window's
  middle and reads back where the demo saw it: the window's place is then
  measured, not assumed (as MutterInput.swift does in-process, in a closed
  loop). It also counts, at the end, how many of its pointer moves reached
  the demo at exactly the intended point, the buttons and keys the demo
  received, the popovers that opened, and the entries that took text: the
  proof that the input lands.

The log costs disk (about 40 KB a second: 13 MB in a 300 s run) and a little of the
demo's time; it holds no GTK warning pattern, and the warnings are read
from the same output as on Xvfb.

Resizes: X11's random sizes become the four states above (a width under
900 tiles, left or right by the height's parity; from 900 the window is
maximized or back to 1040x720, by the same parity), so the phone and the
wide layouts alternate about as often as on Xvfb. Arbitrary sizes would need
mutter's keyboard resize (Alt+F8), whose result the monkey could only
measure, not choose.

Focus: keys go to the surface mutter gives the keyboard; Xvfb's mode
focuses the main window before every key, which a Wayland client cannot
ask for. Before a key, when another of the demo's windows has the keyboard,
the monkey closes it (Escape) so the key reaches the main window, as on
Xvfb. A toplevel that is open but lost the keyboard (a click on the main
window) is brought back with Ctrl+? (the Keyboard Shortcuts window presents
itself and takes the keyboard) and closed with Escape.

Never quitting: the same rules as on Xvfb (no Ctrl+Q, no F10, no click on
the header bar's last 175 pixels, which hold the main menu and GNOME's
minimize, maximize and close buttons on Wayland too: minimizing would leave
the monkey nothing to click), and before a click, Return or space any open
popover or menu is closed with Escape, which GTK gives the popup that has
the grab.

Typed text: mutter types a keysym only if its keymap (US) has it, so the
word "Ünïcödé" reaches the demo as "ncd"; the other characters are counted as
dropped (a known difference from Xvfb, where xdotool maps spare keycodes).
"""

import collections
import os
import re
import time

SERVICE = "org.gnome.Mutter.RemoteDesktop"
# The virtual monitor scripts/with-wayland.sh gives mutter.
MONITOR = (1280, 800)
# The demo's default size (DemoOptions: WindowSize.standard).
DEFAULT_SIZE = (1040, 720)
# evdev's BTN_LEFT.
LEFT_BUTTON = 0x110

# Keysyms of the key names the monkey uses (xdotool's names).
KEYSYMS = {
    "Tab": 0xff09, "Up": 0xff52, "Down": 0xff54, "Left": 0xff51, "Right": 0xff53, "Return": 0xff0d,
    "space": 0x20, "Escape": 0xff1b, "F5": 0xffc2, "Home": 0xff50, "End": 0xff57, "Page_Down": 0xff56,
    "Page_Up": 0xff55, "BackSpace": 0xff08, "question": 0x3f, "r": 0x72, "f": 0x66,
    "shift": 0xffe1, "ctrl": 0xffe3, "alt": 0xffe9, "super": 0xffeb,
}

# One line of WAYLAND_DEBUG: libwayland 1.26 writes `[10:32:13.485] {Default
# Queue}  -> xdg_surface#44.set_window_geometry(14, 12, 1040, 720)` (earlier
# releases `[1234.567]  -> xdg_surface@44...`); a request has the arrow.
MESSAGE = re.compile(r"^\[[^\]]*\](?: \{[^}]*\})?\s+(-> )?([a-z_0-9]+)[#@](\d+)\.([a-z_0-9]+)\((.*)\)\s*$")
OBJECT = re.compile(r"[a-z_0-9]+[#@](\d+)")
INTERESTING = ("xdg_", "wl_pointer", "wl_keyboard", "text_input")


class RemoteDesktop:
    """One RemoteDesktop session of mutter's, on a connection of its own."""

    def __init__(self):
        import gi
        gi.require_version("Gio", "2.0")
        from gi.repository import Gio, GLib
        self.Gio, self.GLib = Gio, GLib
        address = Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
        self.bus = Gio.DBusConnection.new_for_address_sync(
            address,
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        reply = self.bus.call_sync(SERVICE, "/org/gnome/Mutter/RemoteDesktop", SERVICE, "CreateSession", None,
                                   GLib.VariantType.new("(o)"), Gio.DBusCallFlags.NONE, 5000, None)
        self.path = reply.unpack()[0]
        self.failures = 0
        self.call("Start")

    def call(self, method, signature=None, *arguments):
        try:
            self.bus.call_sync(SERVICE, self.path, SERVICE + ".Session", method,
                               self.GLib.Variant(signature, arguments) if signature else None, None,
                               self.Gio.DBusCallFlags.NONE, 5000, None)
            return True
        except self.GLib.Error:
            self.failures += 1
            return False

    def key(self, keysym, down):
        return self.call("NotifyKeyboardKeysym", "(ub)", keysym, down)

    def move(self, dx, dy):
        self.call("NotifyPointerMotionRelative", "(dd)", float(dx), float(dy))

    def button(self, down):
        self.call("NotifyPointerButton", "(ib)", LEFT_BUTTON, down)

    def wheel(self, steps):
        # Axis 0 is vertical; a positive step scrolls down.
        self.call("NotifyPointerAxisDiscrete", "(ui)", 0, steps)

    def stop(self):
        self.call("Stop")
        self.bus.close_sync(None)


class ProtocolLog:
    """What the demo's WAYLAND_DEBUG output says about its windows and the
    input it received, read as it grows."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = ""
        self.xdg_to_surface = {}   # xdg_surface id -> wl_surface id
        self.toplevels = {}        # xdg_toplevel id -> xdg_surface id
        self.popups = {}           # xdg_popup id -> whether it took a grab
        self.main = None           # the first toplevel: the demo's window
        self.geometry = {}         # xdg_surface id -> (x, y, width, height)
        self.configures = 0        # configure events of the main toplevel
        self.keyboard = None       # wl_surface id with the keyboard
        self.pointer = None        # (wl_surface id, x, y)
        self.pointer_events = 0    # pointer enters and motions
        self.positions = collections.Counter()   # "x,y" the pointer reached on the main surface
        self.buttons = collections.Counter()     # presses received: "main", "popup", "other"
        self.keys = 0              # key presses received
        self.wheel = 0             # wheel events received
        self.popups_opened = 0     # popups with a grab: popovers, menus
        self.toplevels_opened = 0  # toplevels after the main one
        self.text_inputs = 0       # entries that took the keyboard (text_input enable)
        self.typed = 0             # texts of entries the demo reported (set_surrounding_text)
        self.lines = 0

    def update(self):
        with open(self.path, errors="replace") as output:
            output.seek(self.offset)
            chunk = output.read()
            self.offset = output.tell()
        if not chunk:
            return
        lines = (self.partial + chunk).split("\n")
        self.partial = lines.pop()
        for line in lines:
            if any(word in line for word in INTERESTING):
                self.parse(line)

    def parse(self, line):
        found = MESSAGE.match(line)
        if not found:
            return
        self.lines += 1
        request, interface, number, message, arguments = found.groups()
        if request:
            self.request(interface, int(number), message, arguments)
        else:
            self.event(interface, int(number), message, arguments)

    def request(self, interface, number, message, arguments):
        ids = [int(value) for value in OBJECT.findall(arguments)]
        if interface == "xdg_wm_base" and message == "get_xdg_surface" and len(ids) >= 2:
            self.xdg_to_surface[ids[0]] = ids[1]
        elif interface == "xdg_surface" and message == "get_toplevel" and ids:
            self.toplevels[ids[0]] = number
            if self.main is None:
                self.main = ids[0]
            else:
                self.toplevels_opened += 1
        elif interface == "xdg_surface" and message == "get_popup" and ids:
            self.popups[ids[0]] = False
        elif interface == "xdg_popup" and message == "grab" and number in self.popups:
            self.popups[number] = True
            self.popups_opened += 1
        elif interface == "xdg_popup" and message == "destroy":
            self.popups.pop(number, None)
        elif interface == "xdg_toplevel" and message == "destroy":
            self.toplevels.pop(number, None)
        elif interface == "xdg_surface" and message == "set_window_geometry":
            self.geometry[number] = tuple(int(value) for value in arguments.split(", "))
        elif interface.startswith("zwp_text_input") and message == "enable":
            self.text_inputs += 1
        elif interface.startswith("zwp_text_input") and message == "set_surrounding_text":
            self.typed += 1

    def event(self, interface, number, message, arguments):
        parts = [part.strip() for part in arguments.split(",")]
        if interface == "xdg_toplevel" and message == "configure" and number == self.main:
            self.configures += 1
        elif interface == "wl_keyboard" and message == "enter":
            self.keyboard = int(OBJECT.search(arguments).group(1))
        elif interface == "wl_keyboard" and message == "leave":
            self.keyboard = None
        elif interface == "wl_keyboard" and message == "key" and parts[-1] == "1":
            self.keys += 1
        elif interface == "wl_pointer" and message == "enter":
            self.pointer = (int(OBJECT.search(arguments).group(1)), float(parts[2]), float(parts[3]))
            self.note_position()
        elif interface == "wl_pointer" and message == "motion" and self.pointer:
            self.pointer = (self.pointer[0], float(parts[1]), float(parts[2]))
            self.note_position()
        elif interface == "wl_pointer" and message == "leave":
            self.pointer = None
        elif interface == "wl_pointer" and message == "button" and parts[-1] == "1":
            surface = self.pointer[0] if self.pointer else None
            if surface is not None and surface == self.main_surface():
                self.buttons["main"] += 1
            elif surface is not None and surface in self.popup_surfaces():
                self.buttons["popup"] += 1
            else:
                self.buttons["other"] += 1
        elif interface == "wl_pointer" and message in ("axis_discrete", "axis_value120"):
            self.wheel += 1

    def note_position(self):
        self.pointer_events += 1
        if self.pointer[0] == self.main_surface():
            self.positions[f"{self.pointer[1]:g},{self.pointer[2]:g}"] += 1

    def main_xdg(self):
        return self.toplevels.get(self.main)

    def main_surface(self):
        return self.xdg_to_surface.get(self.main_xdg())

    def popup_surfaces(self):
        # A popup's xdg_surface is the one its get_popup was sent on; the
        # popup ids are enough to say "some popup": the surfaces of the
        # demo's xdg_surfaces that are neither toplevels.
        toplevel_xdg = set(self.toplevels.values())
        return {surface for xdg, surface in self.xdg_to_surface.items() if xdg not in toplevel_xdg}

    def window_geometry(self):
        """The main window's visible part in its surface: (x, y, w, h)."""
        return self.geometry.get(self.main_xdg())

    def grabbed_popups(self):
        return [popup for popup, grabbed in self.popups.items() if grabbed]

    def extra_toplevels(self):
        return [toplevel for toplevel in self.toplevels if toplevel != self.main]

    def main_has_keyboard(self):
        return self.keyboard is not None and self.keyboard == self.main_surface()


class Wayland:
    """The Wayland mode's input: the same `send`, `warm_up` and
    `close_extra_windows` as monkey.py's Xvfb functions."""

    def __init__(self, demo, edge, log):
        self.demo = demo
        self.edge = edge
        self.log_message = log
        self.protocol = ProtocolLog(demo.output.name)
        self.input = RemoteDesktop()
        self.state = "floating"
        self.origin = ((MONITOR[0] - DEFAULT_SIZE[0]) // 2, (MONITOR[1] - DEFAULT_SIZE[1]) // 2)
        self.size = DEFAULT_SIZE
        self.offset = (0, 0)
        self.located_geometry = None
        # By kind of event, the points ("x,y" on the main surface) aimed at.
        self.expected = collections.defaultdict(collections.Counter)
        self.located = 0
        self.unlocated = 0
        self.network_opened = 0
        self.network_sent = 0
        self.dropped_characters = 0
        self.keys_sent = 0
        self.state_changes = collections.Counter()
        self.wait_for(lambda: self.protocol.window_geometry() is not None, 30)
        if self.protocol.window_geometry() is None:
            raise SystemExit("monkey: the demo showed no window on Wayland (no xdg_toplevel in its output)")
        # A headless mutter's seat has no keyboard until the virtual keyboard
        # sends a first key: a lone Shift, so the window gets the keyboard.
        self.key("shift")
        self.wait_for(self.protocol.main_has_keyboard, 5)
        self.locate()

    # Low level

    def wait_for(self, condition, seconds):
        deadline = time.monotonic() + seconds
        while True:
            self.protocol.update()
            if condition():
                return True
            if time.monotonic() >= deadline or not self.demo.alive():
                return False
            time.sleep(0.02)

    def key(self, name):
        """A key by xdotool's name (`ctrl+r`, `shift+Tab`): modifiers down in
        order, up in reverse."""
        keysyms = [KEYSYMS[part] for part in name.split("+")]
        for keysym in keysyms:
            self.input.key(keysym, True)
        for keysym in reversed(keysyms):
            self.input.key(keysym, False)
        self.keys_sent += len(keysyms)

    def type(self, text):
        for character in text:
            code = ord(character)
            # Keysyms of ASCII are their code points; mutter's US keymap
            # has no other character the words use.
            if code < 0x20 or code > 0x7e:
                self.dropped_characters += 1
                continue
            self.input.key(code, True)
            self.input.key(code, False)
            self.keys_sent += 1
            time.sleep(0.005)

    def point(self, x, y, kind):
        """The pointer to (x, y) of the window (its visible part), from the
        monitor's top left corner; `kind` names the event in the summary."""
        self.input.move(-10 * MONITOR[0], -10 * MONITOR[1])
        self.input.move(self.origin[0] + x, self.origin[1] + y)
        self.expected[kind][f"{x + self.offset[0]:g},{y + self.offset[1]:g}"] += 1

    def click(self, x, y, count=1, kind="click"):
        self.point(x, y, kind)
        for _ in range(count):
            self.input.button(True)
            self.input.button(False)

    def refresh_geometry(self):
        """Takes the window's size and its offset in its surface from the
        protocol; when they changed (a resize the monkey asked for, or one it
        did not, such as a double click on the title bar, which GTK answers
        by toggling maximized), measures where the window is."""
        self.protocol.update()
        geometry = self.protocol.window_geometry()
        if geometry and geometry != self.located_geometry:
            width, height = geometry[2], geometry[3]
            if (width, height) == MONITOR:
                self.state = "maximized"
            elif (width, height) == (MONITOR[0] // 2, MONITOR[1]):
                if not self.state.startswith("tiled"):
                    self.state = "tiled-left"
            else:
                self.state = "floating"
            self.locate()

    def expected_origin(self):
        width, height = self.size
        return {"maximized": (0, 0), "tiled-left": (0, 0), "tiled-right": (MONITOR[0] // 2, 0)}.get(
            self.state, ((MONITOR[0] - width) // 2, (MONITOR[1] - height) // 2))

    def locate(self):
        """Measures the window's place: the pointer to where its middle
        should be, then where the demo says the pointer is on its surface.
        mutter animates a window's map and its changes of state (the
        pointer then meets the surface at fractional coordinates), so the
        measurement is repeated until two in a row agree on whole pixels."""
        geometry = self.protocol.window_geometry()
        self.offset = (geometry[0], geometry[1])
        self.size = (geometry[2], geometry[3])
        self.located_geometry = geometry
        self.origin = self.expected_origin()
        surface = self.protocol.main_surface()
        previous = None
        deadline = time.monotonic() + 3
        attempt = 0
        while time.monotonic() < deadline:
            fx, fy = ((0.5, 0.5), (0.25, 0.75), (0.75, 0.75))[attempt % 3]
            target = (self.origin[0] + int(self.size[0] * fx), self.origin[1] + int(self.size[1] * fy))
            # To the corner first, and let the demo report that move, so the
            # next report is the target's.
            self.input.move(-10 * MONITOR[0], -10 * MONITOR[1])
            time.sleep(0.1)
            self.protocol.update()
            events = self.protocol.pointer_events
            self.input.move(*target)
            measured = None
            if self.wait_for(lambda: self.protocol.pointer_events != events, 1):
                time.sleep(0.05)
                self.protocol.update()
                if self.protocol.pointer and self.protocol.pointer[0] == surface:
                    _, sx, sy = self.protocol.pointer
                    measured = (target[0] - sx + self.offset[0], target[1] - sy + self.offset[1])
            if measured is None:
                # Not over the window there: another point of it.
                attempt += 1
                continue
            if measured == previous and measured[0].is_integer() and measured[1].is_integer():
                self.origin = (int(measured[0]), int(measured[1]))
                self.located += 1
                return
            previous = measured
            time.sleep(0.1)
        if previous is not None:
            self.origin = (round(previous[0]), round(previous[1]))
        self.unlocated += 1

    # The monkey's events

    def close_extra_windows(self):
        """Escape to any popover, menu or other window of the demo, until
        they are gone; True when there was one. A toplevel that lost the
        keyboard to the main window first gets it back from Ctrl+?."""
        self.protocol.update()
        if not self.protocol.grabbed_popups() and not self.protocol.extra_toplevels():
            return False
        for _ in range(4):
            if (self.protocol.extra_toplevels() and not self.protocol.grabbed_popups()
                    and self.protocol.main_has_keyboard()):
                self.key("ctrl+question")
                self.wait_for(lambda: not self.protocol.main_has_keyboard(), 1)
            self.key("Escape")
            if self.wait_for(lambda: not self.protocol.grabbed_popups() and not self.protocol.extra_toplevels(), 1):
                break
        self.wait_for(self.protocol.main_has_keyboard, 1)
        return True

    def close_menu_it_opened(self):
        """After Return or space (the focused main menu button opens its
        menu once GTK has handled the key), half a second for a menu or
        window to appear, and closes it."""
        if self.wait_for(lambda: self.protocol.grabbed_popups() or self.protocol.extra_toplevels(), 0.5):
            self.close_extra_windows()

    def send(self, event):
        self.refresh_geometry()
        width, height = self.size
        edge = self.edge
        kind = event[0]
        if kind == "click" or (kind == "key" and event[1] in ("Return", "space")):
            self.close_extra_windows()
        elif kind in ("key", "type", "dialog") and not self.protocol.main_has_keyboard():
            self.close_extra_windows()
        if kind == "click":
            _, fx, fy, count = event
            x = edge + int(fx * max(width - 2 * edge, 1))
            y = edge + int(fy * max(height - 2 * edge, 1))
            # The header bar's last 175 pixels: the main menu, minimize,
            # maximize and close.
            if y < 50 and x > width - 175:
                x = width - 175 - x % 200
            configures = self.protocol.configures
            self.click(x, y, count)
            if count == 2 and y < 50:
                # A double click on the title bar toggles maximized: wait
                # for mutter's answer so the next event aims at the new place.
                if self.wait_for(lambda: self.protocol.configures != configures, 0.5):
                    time.sleep(0.2)
                    self.refresh_geometry()
        elif kind == "key":
            self.key(event[1])
            if event[1] in ("Return", "space"):
                self.close_menu_it_opened()
        elif kind == "type":
            self.type(event[1])
        elif kind == "scroll":
            _, fx, fy, button, count = event
            self.point(edge + int(fx * max(width - 2 * edge, 1)), edge + int(fy * max(height - 2 * edge, 1)), "scroll")
            for _ in range(count):
                self.input.wheel(-1 if button == 4 else 1)
        elif kind == "page":
            y = 60 + int(event[1] * max(height - 80, 1))
            self.click(20 + int(event[1] * 160), y, kind="page")
        elif kind == "network":
            # The network button and its popover, at the same places as on
            # Xvfb (GTK lays them out alike; the popover is placed by mutter
            # from GTK's positioner, below the button).
            button_x = width - 198
            self.network_sent += 1
            self.click(button_x, 27, kind="network")
            if self.wait_for(self.protocol.grabbed_popups, 1):
                self.network_opened += 1
            target = {"offline": (button_x + 82, 100), "latency": (button_x + 54 + 36 * (width % 2), 158),
                      "fail": (button_x, 216)}[event[1]]
            self.input.move(-10 * MONITOR[0], -10 * MONITOR[1])
            self.input.move(self.origin[0] + target[0], self.origin[1] + target[1])
            self.input.button(True)
            self.input.button(False)
            self.key("Escape")
        elif kind == "resize":
            self.resize(self.state_for(event[1], event[2]))
        elif kind == "dialog":
            self.key(event[1])

    @staticmethod
    def state_for(width, height):
        """X11's random size as one of the window's four states."""
        if width < 900:
            return "tiled-left" if height % 2 == 0 else "tiled-right"
        return "maximized" if height % 2 == 0 else "floating"

    def resize(self, state):
        """mutter's keybindings to the window: they act on the window with the
        keyboard, so other windows are closed first."""
        if state == self.state:
            return
        self.close_extra_windows()
        keys = {"maximized": "super+Up", "floating": "super+Down", "tiled-left": "super+Left",
                "tiled-right": "super+Right"}[state]
        configures = self.protocol.configures
        self.key(keys)
        self.state_changes[state] += 1
        self.wait_for(lambda: self.protocol.configures != configures, 2)
        # GTK acknowledges, lays out at the new size and commits it.
        time.sleep(0.15)
        self.protocol.update()
        self.state = state
        self.locate()

    def warm_up(self):
        """As on Xvfb: every page in each layout the run reaches (the phone
        layout when tiled, the wide one maximized and as opened), the
        network popover, the Keyboard Shortcuts window. In the phone layout
        a row opens its page in place of the list; Alt+Left goes back."""
        for state in ("tiled-left", "maximized", "floating"):
            self.resize(state)
            width, height = self.size
            narrow = width < 900
            if narrow:
                self.key("alt+Left")
                time.sleep(0.3)
            for row in range(8):
                if 74 + 38 * row > height - 20:
                    break
                self.click(100, 74 + 38 * row, kind="warm-up")
                time.sleep(0.5)
                if narrow:
                    self.key("alt+Left")
                    time.sleep(0.3)
        self.click(self.size[0] - 198, 27, kind="warm-up")
        self.wait_for(self.protocol.grabbed_popups, 1)
        time.sleep(0.3)
        self.close_extra_windows()
        self.key("ctrl+question")
        self.wait_for(self.protocol.extra_toplevels, 2)
        time.sleep(0.5)
        self.close_extra_windows()
        self.click(100, 74, kind="warm-up")
        time.sleep(0.5)

    def summary(self):
        """Lines for the monkey's report: what reached the demo."""
        self.protocol.update()
        seen = self.protocol.positions
        landed = []
        for kind, points in sorted(self.expected.items()):
            reached = sum(min(count, seen[point]) for point, count in points.items())
            landed.append(f"{kind} {reached}/{sum(points.values())}")
        buttons = self.protocol.buttons
        return [
            f"wayland: pointer moves the demo saw at exactly the aimed point of its window: {', '.join(landed)} "
            f"(a miss: a popover or another window was over the point)",
            f"wayland: button presses the demo received: {buttons['main']} on the window, {buttons['popup']} on "
            f"popovers and menus, {buttons['other']} elsewhere; key presses received {self.protocol.keys} "
            f"(sent {self.keys_sent}); wheel events received {self.protocol.wheel}",
            f"wayland: popovers and menus opened {self.protocol.popups_opened} (the network popover "
            f"{self.network_opened} of {self.network_sent} times), other windows {self.protocol.toplevels_opened}, "
            f"entries focused {self.protocol.text_inputs}, entry text reports {self.protocol.typed}",
            f"wayland: window states {dict(self.state_changes)}; placed by measurement {self.located} times, "
            f"not measured {self.unlocated}; characters mutter's keymap lacks (not typed) "
            f"{self.dropped_characters}; RemoteDesktop calls that failed {self.input.failures}",
        ]

    def stop(self):
        try:
            self.input.stop()
        except Exception:  # noqa: BLE001 - mutter may be gone already
            pass
