#!/usr/bin/python3
"""Runs Debian's Orca (/usr/bin/orca) for orca-session.sh, with these changes:

- the debug log (ORCA_HEADLESS_LOG) is line-buffered, so a test can read
  SPEECH OUTPUT lines while Orca runs (orca --debug-file writes through an
  8 KiB buffer that reaches the file only when it fills or Orca exits);
- the "another Orca is running" check (pgrep -u $UID -x orca, machine-wide)
  is skipped: this Orca has its own session bus and display and does not
  care about a desktop's Orca or one in a parallel test;
- speech goes to a null speech server (ORCA_HEADLESS_SPEECH=null, the
  default) that says nothing and finishes each utterance at once; Orca logs
  every SPEECH OUTPUT line before it hands it to a server, so the log is the
  same. ORCA_HEADLESS_SPEECH=speechd keeps Orca's speech-dispatcher: with
  no sound device that needs a configuration without sound (orca-session.sh
  writes one for libao's null driver), or speech-dispatcher blocks Orca for
  good on its first interruption;
- it stops on SIGTERM, SIGINT and SIGHUP even when idle: Orca's Python
  signal handlers run only when Python code runs, and an idle Orca sits in
  AT-SPI's C main loop, so a 0.1 s GLib timer wakes Python up;
- the process is named orca-headless, not orca, so a desktop's
  `orca --replace` (which kills every process named orca of the user) and
  a desktop Orca's own check leave it alone.

Arguments are Orca's own (orca --help); do not pass --debug-file, --debug
or --replace.

Two Orcas are known: Orca 43 (Debian 12: orca.settings, camelCase names,
`-e`/`-d OPTION`) and Orca 51 (Debian unstable: settings in GSettings
through orca.gsettings_registry, snake_case names, no `-e`/`-d`). The
launcher's function names tell which one this is. On Orca 51:

- `-e`/`-d OPTION` (comma-separated, as Orca 43's) are taken out of the
  arguments and become runtime settings (GSettings values that Orca holds
  in memory and looks up before dconf): braille, key-echo, speech;
- Orca 51 handles SIGTERM, SIGINT and SIGHUP through GLib (g_unix_signal),
  so it stops when idle anyway; the timer is kept, it does no harm;
- SIGUSR1 (Orca 51: show the preferences window) is taken over by the stack
  dump once Orca's main loop runs.
"""
import ctypes
import faulthandler
import importlib.machinery
import importlib.util
import os
import signal
import sys

log_path = os.environ.get("ORCA_HEADLESS_LOG")
if not log_path:
    sys.exit("orca-headless: set ORCA_HEADLESS_LOG to the debug log's path")

loader = importlib.machinery.SourceFileLoader("orca_cli", "/usr/bin/orca")
spec = importlib.util.spec_from_loader("orca_cli", loader)
cli = importlib.util.module_from_spec(spec)
loader.exec_module(cli)


def set_process_name(name):
    # Orca's AT-SPI application name comes from argv[0]; keep it "orca" so
    # Orca recognises its own events, but name the process differently.
    sys.argv[0] = name
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.prctl(15, ctypes.c_char_p(b"orca-headless"), 0, 0, 0)
    except OSError:
        pass
    return True


def run_orca43():
    """Orca 43 (Debian 12): orca.settings holds the defaults."""

    cli.setProcessName = set_process_name
    cli.otherOrcas = lambda: []

    from orca import debug
    from orca import settings
    from orca import speechserver

    class NullSpeechServer(speechserver.SpeechServer):
        """A speech server that speaks nothing (Orca logs what it would say)."""

        _instance = None

        @staticmethod
        def getFactoryName():
            return "Null speech (orca-headless)"

        @staticmethod
        def getSpeechServers():
            return [NullSpeechServer.getSpeechServer()]

        @staticmethod
        def getSpeechServer(info=None):
            if NullSpeechServer._instance is None:
                NullSpeechServer._instance = NullSpeechServer()
            return NullSpeechServer._instance

        @staticmethod
        def shutdownActiveServers():
            NullSpeechServer._instance = None

        def getInfo(self):
            return [self.getFactoryName(), "null"]

        def getVoiceFamilies(self):
            return []

        def sayAll(self, utteranceIterator, progressCallback):
            # Every utterance is "spoken" at once.
            for context, _acss in utteranceIterator:
                progressCallback(context, speechserver.SayAllContext.PROGRESS)
                progressCallback(context, speechserver.SayAllContext.COMPLETED)

    speech_mode = os.environ.get("ORCA_HEADLESS_SPEECH", "null")
    if speech_mode == "null":
        null_factory = type(sys)("orca_headless_nullspeech")
        null_factory.SpeechServer = NullSpeechServer
        sys.modules["orca_headless_nullspeech"] = null_factory
        # Set before Orca's settings manager exists, so these are its defaults.
        settings.speechServerFactory = "orca_headless_nullspeech"
        settings.speechFactoryModules = ["orca_headless_nullspeech"]
        settings.speechServerInfo = None
    elif speech_mode != "speechd":  # speechd: Orca's default factory
        sys.exit("orca-headless: ORCA_HEADLESS_SPEECH must be null or speechd")

    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log_path, "w", buffering=1)
    # kill -USR1 PID writes every thread's Python stack to the log (for hangs).
    faulthandler.register(signal.SIGUSR1, file=debug.debugFile, all_threads=True)

    from gi.repository import GLib

    # Runs a Python callback every 0.1 s, so Orca's own signal handlers run.
    GLib.timeout_add(100, lambda: True)

    return cli.main()


# Orca 43's `-e`/`-d OPTION` as Orca 51 settings: (schema, key) of
# gsettings_registry (org.gnome.Orca.Braille's "enabled", and so on).
ORCA51_OPTIONS = {
    "braille": ("braille", "enabled"),
    "key-echo": ("typing-echo", "key-echo"),
    "speech": ("speech", "enable"),
}


def take_enable_disable(argv):
    """Returns (argv without -e/-d OPTION, [(option, True|False)])."""

    rest, options = [], []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        value = None
        for flag, on in (("-e", True), ("--enable", True),
                         ("-d", False), ("--disable", False)):
            if arg == flag:
                if i >= len(argv):
                    sys.exit("orca-headless: %s needs an OPTION" % flag)
                value, i = argv[i], i + 1
            elif flag.startswith("--") and arg.startswith(flag + "="):
                value = arg[len(flag) + 1:]
            elif not flag.startswith("--") and arg.startswith(flag) \
                    and not arg.startswith("--"):
                value = arg[len(flag):]
            if value is not None:
                options += [(name, on) for name in value.split(",") if name]
                break
        if value is None:
            rest.append(arg)
    return rest, options


def run_orca51():
    """Orca 51 (Debian unstable): settings live in GSettings."""

    cli.set_process_name = set_process_name
    cli.other_orcas = lambda: []

    from orca import debug
    from orca import gsettings_registry
    from orca import speech_manager
    from orca import speechserver

    registry = gsettings_registry.get_registry()
    sys.argv[1:], options = take_enable_disable(sys.argv[1:])
    for name, on in options:
        if name not in ORCA51_OPTIONS:
            sys.exit("orca-headless: -e/-d %s: not known for Orca 51 (known: %s)"
                     % (name, ", ".join(sorted(ORCA51_OPTIONS))))
        schema, key = ORCA51_OPTIONS[name]
        registry.set_runtime_value(schema, key, on)
        if name == "braille":
            # Orca 51's default script starts a BrlAPI connection (and
            # retries it every few seconds) whatever the setting, unless
            # the braille module itself is told.
            from orca import braille
            braille.set_enable_braille(on)

    class NullSpeechServer(speechserver.SpeechServer):
        """A speech server that speaks nothing (Orca logs what it would say)."""

        _instance = None

        @staticmethod
        def get_factory_name():
            return "Null speech (orca-headless)"

        @staticmethod
        def get_speech_servers():
            return [NullSpeechServer.get_speech_server()]

        @classmethod
        def get_speech_server(cls, info=None):
            if NullSpeechServer._instance is None:
                NullSpeechServer._instance = NullSpeechServer("null")
            return NullSpeechServer._instance

        @classmethod
        def shutdown_active_servers(cls):
            NullSpeechServer._instance = None

        def get_info(self):
            return [self.get_factory_name(), "null"]

        def say_all(self, utterance_iterator, progress_callback):
            # Every utterance is "spoken" at once.
            for context, _acss in utterance_iterator:
                progress_callback(context, speechserver.SayAllContext.PROGRESS)
                progress_callback(context, speechserver.SayAllContext.COMPLETED)

    speech_mode = os.environ.get("ORCA_HEADLESS_SPEECH", "null")
    if speech_mode == "null":
        null_factory = type(sys)("orca_headless_nullspeech")
        null_factory.SpeechServer = NullSpeechServer
        sys.modules["orca_headless_nullspeech"] = null_factory
        # Orca imports orca.NAME, then NAME; the runtime value comes before
        # dconf, and with only this factory listed Orca falls back to none
        # other (speech-dispatcher would block without a sound device).
        registry.set_runtime_value(
            "speech", "speech-server-factory", "orca_headless_nullspeech")
        speech_manager.SPEECH_FACTORY_MODULES[:] = ["orca_headless_nullspeech"]
    elif speech_mode != "speechd":  # speechd: Orca's default factory
        sys.exit("orca-headless: ORCA_HEADLESS_SPEECH must be null or speechd")

    debug.debugLevel = debug.LEVEL_ALL
    debug.debugFile = open(log_path, "w", encoding="utf-8", buffering=1)

    from gi.repository import GLib

    def dump_stacks_on_sigusr1():
        # kill -USR1 PID writes every thread's Python stack to the log (for
        # hangs). Registered once Orca's main loop runs, after Orca's own
        # SIGUSR1 handler (show the preferences window), which it replaces.
        faulthandler.register(signal.SIGUSR1, file=debug.debugFile,
                              all_threads=True)
        return False

    GLib.idle_add(dump_stacks_on_sigusr1)
    # Runs a Python callback every 0.1 s (as on Orca 43; not needed for
    # SIGTERM here, but Orca's SIGQUIT handler is a Python one).
    GLib.timeout_add(100, lambda: True)

    return cli.main()


if hasattr(cli, "otherOrcas"):
    sys.exit(run_orca43())
if hasattr(cli, "other_orcas"):
    sys.exit(run_orca51())
sys.exit("orca-headless: /usr/bin/orca is neither Orca 43 nor Orca 51 as known "
         "here (no otherOrcas or other_orcas in it)")
