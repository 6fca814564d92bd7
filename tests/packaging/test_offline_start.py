"""`bin/run` on a tree that is already set up starts without touching the network: bin/setup keeps a stamp of
what it installed (.venv/.meetdesk-setup-MODE) and skips every check and install while it matches. The runs are
real `bin/run` processes in a namespace with no network (`unshare -n`)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from meetdesk import __version__

ROOT = Path(__file__).resolve().parents[2]


def _unshare_allowed() -> bool:
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0


needs_unshare = pytest.mark.skipif(not _unshare_allowed(), reason="unshare -n is not permitted here (needs root)")


def _fake_tree(tmp_path: Path) -> tuple[Path, Path, dict]:
    """A copy of the set-up scripts whose .venv runs this interpreter, with pip replaced by a recorder (the
    installer needs the network; what is checked is whether bin/setup calls it) and dpkg and npm answering "done"."""
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "bin", tree / "bin")
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy(ROOT / name, tree / name)
    log = tmp_path / "pip.log"
    venv_bin = tree / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    (venv_bin / "python").write_text(
        f'#!/bin/sh\nif [ "$1" = -m ] && [ "$2" = pip ]; then echo "$*" >> {log}; exit 0; fi\n'
        f'exec {sys.executable} "$@"\n')
    (venv_bin / "meetdesk").write_text(f'#!/bin/sh\nexec {sys.executable} -m meetdesk.cli "$@"\n')
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "dpkg").write_text("#!/bin/sh\nexit 0\n")
    (tools / "npm").write_text("#!/bin/sh\nexit 0\n")   # `bin/setup test` installs the browser client library
    (tree / "tests" / "interop").mkdir(parents=True)
    for path in (venv_bin / "python", venv_bin / "meetdesk", tools / "dpkg", tools / "npm"):
        path.chmod(0o755)
    env = dict(os.environ, PATH=f"{tools}:{os.environ['PATH']}", PYTHONPATH=str(ROOT / "app"))
    return tree, log, env


@needs_unshare
def test_bin_run_on_a_set_up_tree_starts_offline_and_installs_nothing(tmp_path):
    tree, log, env = _fake_tree(tmp_path)
    first = subprocess.run([str(tree / "bin" / "run"), "--version"], cwd=tree, env=env, capture_output=True,
                           text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    assert "install" in log.read_text()   # a fresh tree is set up
    stamp = tree / ".venv" / ".meetdesk-setup-run"
    assert stamp.exists()
    log.unlink()
    stamp_mtime = stamp.stat().st_mtime_ns

    offline = subprocess.run(["unshare", "-n", str(tree / "bin" / "run"), "--version"], cwd=tree, env=env,
                             capture_output=True, text=True, timeout=120)
    assert offline.returncode == 0, offline.stderr
    assert offline.stdout.strip() == f"MeetDesk {__version__}"
    assert not log.exists()   # pip was not run
    assert stamp.stat().st_mtime_ns == stamp_mtime

    # what is installed changed: set up again (the stamp says so), then offline again
    with (tree / "pyproject.toml").open("a") as f:
        f.write("\n")
    again = subprocess.run([str(tree / "bin" / "run"), "--version"], cwd=tree, env=env, capture_output=True,
                           text=True, timeout=120)
    assert again.returncode == 0 and "install" in log.read_text()


@needs_unshare
def test_a_test_set_up_covers_bin_run(tmp_path):
    tree, log, env = _fake_tree(tmp_path)
    assert subprocess.run([str(tree / "bin" / "setup"), "test"], cwd=tree, env=env, capture_output=True,
                          timeout=120).returncode == 0
    log.unlink()
    offline = subprocess.run(["unshare", "-n", str(tree / "bin" / "run"), "--version"], cwd=tree, env=env,
                             capture_output=True, text=True, timeout=120)
    assert offline.returncode == 0, offline.stderr
    assert not log.exists()


@needs_unshare
def test_this_set_up_tree_runs_offline():
    stamps = list((ROOT / ".venv").glob(".meetdesk-setup-*"))
    if not stamps:
        pytest.skip("this tree's .venv was not set up by bin/setup (no stamp): run bin/setup or bin/test first")
    before = {p: p.stat().st_mtime_ns for p in stamps}
    out = subprocess.run(["unshare", "-n", str(ROOT / "bin" / "run"), "--version"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"MeetDesk {__version__}"
    assert {p: p.stat().st_mtime_ns for p in stamps} == before
