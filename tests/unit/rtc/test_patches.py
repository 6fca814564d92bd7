"""rtc/patches.py: every global change to aiortc and aioice in one place, refused on versions it was not written
for."""
from __future__ import annotations

import aioice.ice
import aiortc.rtcrtpreceiver
import pytest

from meetdesk.rtc import consent, patches
from meetdesk.rtc.jitter_buffer import FrameCompletingJitterBuffer, RetryingNackGenerator


def test_another_version_of_a_patched_library_is_refused_by_name():
    patches.check_versions()   # the versions installed are the pinned ones
    with pytest.raises(patches.UnpinnedVersion, match=r"aioice 0\.14\.0 \(pinned 0\.13\.0\)"):
        patches.check_versions(lambda name: "0.14.0" if name == "aioice" else patches.PINNED[name])


def test_install_applies_every_patch_once_and_loopback_only_inside_a_loopback_gather(monkeypatch):
    monkeypatch.setattr(patches, "_original_get_host_addresses", lambda use_ipv4, use_ipv6: ["192.0.2.7"])
    patches.install()
    patches.install()
    assert aioice.ice.Connection.query_consent is consent._query_consent
    assert aiortc.rtcrtpreceiver.JitterBuffer is FrameCompletingJitterBuffer
    assert aiortc.rtcrtpreceiver.NackGenerator is RetryingNackGenerator
    assert aioice.ice.get_host_addresses is patches._get_host_addresses
    assert aioice.ice.get_host_addresses(True, True) == ["192.0.2.7"]
    token = patches.include_loopback.set(True)
    try:
        assert aioice.ice.get_host_addresses(True, True) == ["192.0.2.7", "127.0.0.1"]
        assert aioice.ice.get_host_addresses(False, True) == ["192.0.2.7"]   # IPv6 only: no 127.0.0.1
    finally:
        patches.include_loopback.reset(token)
