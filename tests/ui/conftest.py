"""UI tests: Qt and asyncio share one qasync loop (as in the app); settings and engine data in tmp dirs."""
from __future__ import annotations

import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pytest
import qasync

from meetdesk.ui import main_thread_gc

from waiting import until


def _die_with_parent() -> None:
    """In the child: SIGTERM when the test process goes away, even if it is killed or aborts."""
    import ctypes
    import signal
    ctypes.CDLL(None).prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG


_STOP_PULSE: list = []


def _start_private_pulseaudio() -> str | None:
    """A private PulseAudio daemon with one null sink ("meetdesk_test"), started before Qt looks for audio
    devices, so every UI test plays remote audio through a real output and never through the speakers.
    Returns why it is not running, or None."""
    if not shutil.which("pulseaudio"):
        return "pulseaudio is not installed (apt-get install pulseaudio pulseaudio-utils)"
    tmp = tempfile.mkdtemp(prefix="meetdesk-pulse-")
    socket = os.path.join(tmp, "pulse.sock")
    env = dict(os.environ, HOME=tmp, PULSE_RUNTIME_PATH=os.path.join(tmp, "run"),
               PULSE_STATE_PATH=os.path.join(tmp, "state"))
    env.pop("PULSE_SERVER", None)
    daemon = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--log-target=stderr",
         "-L", "module-null-sink sink_name=meetdesk_test rate=48000",
         "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
        env=env, stdout=subprocess.DEVNULL, stderr=open(os.path.join(tmp, "log"), "wb"),
        preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None)

    def stop() -> None:
        daemon.terminate()
        try:
            daemon.wait(5)
        except subprocess.TimeoutExpired:
            daemon.kill()
        shutil.rmtree(tmp, ignore_errors=True)

    deadline = time.monotonic() + 10
    while not os.path.exists(socket):
        if daemon.poll() is not None or time.monotonic() > deadline:
            with open(os.path.join(tmp, "log"), "rb") as log:
                err = log.read().decode(errors="replace")[-300:]
            stop()
            return f"pulseaudio did not start: {err}"
        time.sleep(0.05)
    atexit.register(stop)
    _STOP_PULSE.append(stop)
    os.environ["PULSE_SERVER"] = f"unix:{socket}"
    os.environ["PULSE_RUNTIME_PATH"] = env["PULSE_RUNTIME_PATH"]
    return None


PULSE_UNAVAILABLE = _start_private_pulseaudio()   # before QApplication / QMediaDevices exist

from PySide6.QtWidgets import QApplication  # noqa: E402

from meetdesk.ui.widgets.text import install_plain_tooltips  # noqa: E402


def pytest_unconfigure(config) -> None:
    while _STOP_PULSE:
        _STOP_PULSE.pop()()


def _qasync_loop():
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)   # a closed window must not stop the test's loop
    main_thread_gc.install(app)            # as the app does: Qt objects are freed on the Qt thread only
    install_plain_tooltips(app)            # as the app does: tooltips are plain text
    return qasync.QEventLoop(app)


def pytest_asyncio_loop_factories(config, item):
    """Async tests under tests/ui run on a qasync loop, so widgets and coroutines share it."""
    return {"qasync": _qasync_loop}


@pytest.fixture(autouse=True)
def plain_tooltips():
    install_plain_tooltips()   # as the app does (tests that take pytest-qt's qapp)


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("MEETDESK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MEETDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MEETDESK_INSTANCE_NAME", f"meetdesk-test-{tmp_path.name}")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):   # the system language (first start) is English here
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    from meetdesk.ui import i18n
    yield
    i18n.install_language("en")


@pytest.fixture
def wait():
    """``waiting.until`` (tests/waiting.py), polling every 20 ms: the loop runs meanwhile, so Qt's events and
    coroutines both progress."""
    return functools.partial(until, interval=0.02)


