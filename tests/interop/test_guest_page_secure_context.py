"""The guest page from another machine (the LAN address, not localhost) in headless Chromium: over HTTPS with the
engine's own certificate the page is a secure context, gets camera and microphone, explains the certificate
warning with the fingerprint the link carries and hands that fingerprint to the app; over plain HTTP (or with the
permission denied) it says why the browser gives no camera and microphone and still joins the call to watch,
listen and chat. Same prerequisites as test_guest_page_browser.py."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
from pathlib import Path

import pytest

from meetdesk.api.links import fingerprint_text

from meetdesk.client import tls
from meetdesk.client.rest import ServiceClient
from meetdesk.engine.config import lan_address
from meetdesk.engine.server import running_engine

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def _missing() -> str | None:
    if shutil.which("node") is None or not Path(CHROMIUM).exists():
        return "node and Chromium are needed (apt-get install -y nodejs chromium)"
    if not (HERE / "node_modules" / "playwright-core" / "package.json").exists():
        return "npm package playwright-core missing (cd tests/interop && npm ci)"
    if lan_address().startswith("127."):
        return "this machine has no network address (localhost is a secure context even over http)"
    return None


pytestmark = [pytest.mark.skipif(_missing() is not None, reason=_missing() or ""), pytest.mark.timeout(120)]


async def open_in_chromium(url: str, *flags: str) -> dict:
    proc = await asyncio.create_subprocess_exec("node", str(HERE / "secure_context.mjs"), "--url", url, *flags,
                                                cwd=HERE, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), 90)
    line = next((ln for ln in out.decode().splitlines() if ln.startswith("result ")), None)
    assert line is not None and proc.returncode == 0, out.decode() + err.decode()
    return json.loads(line[len("result "):])


async def hosted(engine) -> str:
    async with ServiceClient(engine.base_url, engine.config.api_key, fingerprint=engine.fingerprint) as host:
        meeting = await host.start_room("Hana", name="Secure")
    tls.forget(engine.base_url)
    return meeting.links.guest_join


async def test_over_https_the_page_is_a_secure_context_and_explains_the_certificate(tmp_path, make_engine_config):
    async with running_engine(make_engine_config(tmp_path / "engine", host="0.0.0.0", tls=True)) as engine:
        link = await hosted(engine)
        assert link.startswith(f"https://{lan_address()}:")
        page = await open_in_chromium(link, "--accept-certificate")
    fingerprint = engine.fingerprint
    assert page["secure"] is True
    assert page["media"] == {"secure": True, "refusal": None, "video": True, "audio": True}
    assert page["deviceNote"] is None
    assert "the certificate is the meeting host's own" in page["certNote"]
    # four groups of eight bytes, as browsers show them (AB:CD:...), the host's app showing the same
    groups = [":".join(fingerprint[i + j:i + j + 2] for j in range(0, 16, 2)).upper() for i in range(0, 64, 16)]
    assert page["certFingerprint"] == " ".join(groups) == fingerprint_text(fingerprint)
    assert page["fingerprintFits"], page["fingerprintFits"]   # wrapped inside its card, clear of the preview
    assert page["appLink"] == "meetdesk://" + link.split("://", 1)[1]   # the fingerprint goes to the app too
    assert (page["phase"], page["call"]) == ("meeting", "active")


async def test_over_plain_http_from_another_machine_the_page_says_why_and_joins_to_watch(
        tmp_path, make_engine_config):
    async with running_engine(make_engine_config(tmp_path / "engine", host="0.0.0.0")) as engine:
        link = await hosted(engine)
        assert link.startswith(f"http://{lan_address()}:")
        page = await open_in_chromium(link)
    assert page["secure"] is False
    assert page["media"] == {"secure": False, "refusal": None, "video": False, "audio": False}
    assert "only to secure pages (https" in page["deviceNote"]
    assert "You can still join to watch, listen and chat" in page["deviceNote"]
    assert page["certNote"] is None
    assert (page["phase"], page["call"]) == ("meeting", "active")


async def test_with_camera_and_microphone_denied_the_page_says_so_and_joins_to_watch(tmp_path, make_engine_config):
    async with running_engine(make_engine_config(tmp_path / "engine", host="0.0.0.0", tls=True)) as engine:
        link = await hosted(engine)
        page = await open_in_chromium(link, "--accept-certificate", "--deny-media")
    assert page["secure"] is True and page["media"]["refusal"] == "NotAllowedError"
    assert "not allowed to use the camera and microphone (permission denied)" in page["deviceNote"]
    assert (page["phase"], page["call"]) == ("meeting", "active")
