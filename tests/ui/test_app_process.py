"""The real `meetdesk` process: it opens its window and quits cleanly (exit 0) on SIGTERM and SIGINT."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_app_opens_its_window_and_exits_cleanly_on_a_signal(tmp_path, sig):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MEETDESK_CONFIG_DIR=str(tmp_path / "config"),
               MEETDESK_DATA_DIR=str(tmp_path / "data"),
               MEETDESK_INSTANCE_NAME=f"meetdesk-test-{os.getpid()}-{time.monotonic_ns()}",
               MEETDESK_TRACE_FIRST_FRAME="since-import")
    proc = subprocess.Popen([sys.executable, "-m", "meetdesk.cli"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()  # printed once the main window is shown
        assert line.startswith("main_window_shown "), line + proc.stderr.read()
        proc.send_signal(sig)
        assert proc.wait(20) == 0
        assert "Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
