"""UI tests: Qt and asyncio share one qasync loop (as in the app); settings and engine data in tmp dirs."""
from __future__ import annotations

import asyncio
import sys
import time

import pytest
import qasync
from PySide6.QtWidgets import QApplication


def _qasync_loop():
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setQuitOnLastWindowClosed(False)   # a closed window must not stop the test's loop
    return qasync.QEventLoop(app)


def pytest_asyncio_loop_factories(config, item):
    """Async tests under tests/ui run on a qasync loop, so widgets and coroutines share it."""
    return {"qasync": _qasync_loop}


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("MEETDESK_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MEETDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MEETDESK_INSTANCE_NAME", f"meetdesk-test-{tmp_path.name}")
    from meetdesk.ui import i18n
    yield
    i18n.install_language("en")


async def until(condition, timeout: float = 15.0, message: str = "") -> None:
    """Run the loop until condition() is true (Qt events and coroutines both progress)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {message or condition}")
        await asyncio.sleep(0.02)


@pytest.fixture
def wait():
    return until


