#!/usr/bin/python3
"""Runs Debian's Orca (/usr/bin/orca) for orca-session.sh, with three changes:

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


cli.setProcessName = set_process_name
cli.otherOrcas = lambda: []

from orca import debug  # noqa: E402
from orca import settings  # noqa: E402
from orca import speechserver  # noqa: E402


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

from gi.repository import GLib  # noqa: E402

# Runs a Python callback every 0.1 s, so Orca's own signal handlers run.
GLib.timeout_add(100, lambda: True)

sys.exit(cli.main())
