"""The top level users were promised (pyproject.toml, README.md, app, resources, tests, packaging), and the
resources that live in the top-level resources/ folder reaching the installed package as meetdesk.resources."""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from importlib.resources import files
from pathlib import Path

from meetdesk.api.reactions import REACTIONS
from meetdesk.media import segmentation

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "de", "fr")


def test_the_top_level_has_the_promised_entries():
    for name in ("pyproject.toml", "README.md"):
        assert (ROOT / name).is_file(), name
    for name in ("app", "resources", "tests", "packaging"):
        assert (ROOT / name).is_dir(), name
    assert (ROOT / "resources" / "icons" / "logo.svg").is_file()
    assert not (ROOT / "app" / "meetdesk" / "resources").exists(), "resources live at the top level only"


def test_the_installed_package_resolves_its_resources():
    """Through the package (as the app looks them up): the icons and the three compiled translations."""
    from meetdesk.ui import theme

    package = files("meetdesk.resources")
    icons = {entry.name for entry in (package / "icons").iterdir()}
    assert {"logo.svg", "mic.svg", "camera.svg"} <= icons
    for lang in LANGUAGES:
        qm = package / "translations" / f"meetdesk_{lang}.qm"
        assert qm.is_file() and len(qm.read_bytes()) > 1000, qm
    assert theme.resource("icons", "logo.svg").is_file()
    assert {"guest.html", "guest.js", "guest.css"} <= {entry.name for entry in (package / "web").iterdir()}
    assert Path(str(package)).samefile(theme.RESOURCES)


def test_a_wheel_puts_the_resources_into_the_package(tmp_path):
    """A regular install: the wheel holds meetdesk/resources/** (and no top-level resources package), and the
    package unpacked from it finds its icons and translations."""
    source = tmp_path / "source"
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", "*.pyc")
    for name in ("app", "resources"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    out = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "wheel"),
                          str(source)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    wheel = next((tmp_path / "wheel").glob("meetdesk-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    assert "meetdesk/resources/icons/logo.svg" in names
    assert {f"meetdesk/resources/translations/meetdesk_{lang}.qm" for lang in LANGUAGES} <= names
    assert {f"meetdesk/resources/web/{name}" for name in ("guest.html", "guest.js", "call.js", "guest.css")} <= names
    assert {f"meetdesk/resources/reactions/{name}.png" for name in REACTIONS} <= names   # the engine draws them
    assert {f"meetdesk/resources/models/{name}"
            for name in ("selfie_segmentation_landscape.tflite", "LICENSE-MediaPipe.txt")} <= names
    assert not any(name.startswith("resources/") for name in names)
    model = tmp_path / "site" / "meetdesk" / "resources" / "models" / "selfie_segmentation_landscape.tflite"
    assert hashlib.sha256(model.read_bytes()).hexdigest() == segmentation.MODEL_SHA256   # bytes kept

    code = ("import importlib.resources as r, meetdesk;"
            "d = r.files('meetdesk') / 'resources';"
            "print(meetdesk.__file__);"
            "print(sorted(p.name for p in (d / 'translations').iterdir() if p.name.endswith('.qm')));"
            "print((d / 'icons' / 'logo.svg').is_file())")
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "site"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                         cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-2000:]
    where, qms, logo = out.stdout.splitlines()
    assert where.startswith(str(tmp_path / "site"))
    assert qms == str([f"meetdesk_{lang}.qm" for lang in sorted(LANGUAGES)]) and logo == "True"
