"""Processes the browser tests run: a command with a deadline, and a headless `meetdesk join` participant."""
from __future__ import annotations

import asyncio
import re
import signal
import sys
from pathlib import Path

SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+)", re.M)


async def run(*argv: str, timeout: float, cwd: Path | None = None,
               started: asyncio.Future | None = None) -> tuple[int, str, str]:
    proc = await asyncio.create_subprocess_exec(*argv, cwd=cwd, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    if started is not None:
        started.set_result(proc)
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except asyncio.TimeoutError:
        proc.kill()
        out, err = await proc.communicate()
    return proc.returncode if proc.returncode is not None else -1, out.decode(), err.decode()


class Bot:
    """A headless `meetdesk join` participant with synthetic media; stop() ends it like Ctrl-C."""

    def __init__(self, link: str, name: str = "Bot", seconds: int = 60) -> None:
        self.proc: asyncio.Future = asyncio.get_running_loop().create_future()
        self.task = asyncio.ensure_future(run(sys.executable, "-m", "meetdesk.cli", "join", link, "--name", name,
                                              "--seconds", str(seconds), timeout=seconds + 30, started=self.proc))

    async def stop(self) -> tuple[int, str, str]:
        proc = await self.proc
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
        return await self.task
