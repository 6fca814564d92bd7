"""Every global change MeetDesk makes to aiortc and aioice, in one place, for the versions pinned in
pyproject.toml only.

- ``aioice.ice.Connection.query_consent``: consent freshness that a loaded machine keeps (consent.py);
- ``aioice.ice.get_host_addresses``: 127.0.0.1 among the host candidates inside a loopback gather only
  (peer_connection.py ``LoopbackAwarePeerConnection``; any other gather is aioice's own);
- ``aiortc.rtcrtpreceiver.JitterBuffer`` and ``NackGenerator``: video frames handed on at their last packet and
  NACKs asked again (jitter_buffer.py);
- ``aiortc.clock.current_ms``/``current_ntp_time``, ``aiortc.rate.RateCounter``,
  ``OveruseEstimator.update_min_frame_period`` and ``aioice.ice.StunProtocol.datagram_received``: the same
  results with less work per packet (fastpath.py);
- ``aiortc.rtp.RtpPacket.parse``/``serialize``, ``HeaderExtensionsMap.get``/``set``/``configure`` and
  ``is_rtx``: the same packets with less work (fastrtp.py);
- ``aiortc.rtcdtlstransport.RTCDtlsTransport.start`` and ``aioice.ice.Connection.data_received``: once
  connected, SRTP and SRTCP are handled from the socket's callback rather than through aioice's queue and a task
  (direct_receive.py).

The engine's forwarding hooks (engine/media/aiortc_hooks.py) replace attributes of single receivers and senders
and change nothing global. Each of the above reaches into the library's internals: another version of aiortc or
aioice may have moved them, so :func:`install` refuses to run on one (update the pins and these patches
together, with tests/rtc and tests/unit/rtc green).
"""
from __future__ import annotations

import contextvars
import importlib
from collections.abc import Callable

import aioice.ice

from . import consent, direct_receive, fastpath, fastrtp, jitter_buffer

PINNED = {"aiortc": "1.16.0", "aioice": "0.13.0"}

include_loopback: contextvars.ContextVar[bool] = contextvars.ContextVar("meetdesk_ice_loopback", default=False)
_original_get_host_addresses = aioice.ice.get_host_addresses
_checked = False


class UnpinnedVersion(RuntimeError):
    """aiortc or aioice is not the version these patches were written for."""


def _module_version(name: str) -> str:
    # the module's own __version__: the frozen app carries no package metadata
    return str(getattr(importlib.import_module(name), "__version__", "unknown"))


def check_versions(version: Callable[[str], str] = _module_version) -> None:
    """Raise :class:`UnpinnedVersion` unless every patched library is its pinned version."""
    wrong = {name: version(name) for name in PINNED if version(name) != PINNED[name]}
    if wrong:
        found = ", ".join(f"{name} {found} (pinned {PINNED[name]})" for name, found in wrong.items())
        raise UnpinnedVersion(f"MeetDesk patches the internals of {found}: check meetdesk/rtc/patches.py "
                              "before running another version")


def _get_host_addresses(use_ipv4: bool, use_ipv6: bool) -> list[str]:
    addresses = _original_get_host_addresses(use_ipv4=use_ipv4, use_ipv6=use_ipv6)
    if include_loopback.get() and use_ipv4 and "127.0.0.1" not in addresses:
        addresses.append("127.0.0.1")
    return addresses


def install() -> None:
    """Check the versions (once) and apply every patch (idempotent)."""
    global _checked
    if not _checked:
        check_versions()
        _checked = True
    consent.install_consent_hook()
    jitter_buffer.install()
    fastpath.install()
    fastrtp.install()
    direct_receive.install()
    if not getattr(aioice.ice.get_host_addresses, "__meetdesk__", False):
        _get_host_addresses.__meetdesk__ = True  # type: ignore[attr-defined]
        aioice.ice.get_host_addresses = _get_host_addresses
