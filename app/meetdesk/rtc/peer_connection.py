"""Peer connections with explicit ICE servers and optional loopback host candidates.

aioice never offers 127.0.0.1 as a host candidate (``aioice.ice.get_host_addresses`` skips it), so two
peers on one machine without another interface cannot connect. ``LoopbackAwarePeerConnection`` sets a
context variable while it gathers; the wrapped ``get_host_addresses`` (patches.py, with every other change made
to aiortc and aioice) then adds 127.0.0.1 to the real addresses. Peer connections created without the option
gather exactly as aioice does.

``impairment`` (tests and benchmarks): the connection's datagrams cross a simulated bad path (impairment.py).
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any

from aiortc import RTCConfiguration, RTCIceServer, RTCPeerConnection, RTCSessionDescription

from . import patches
from .impairment import Impairment, impair_peer_connection

log = logging.getLogger(__name__)


class LoopbackAwarePeerConnection(RTCPeerConnection):
    """RTCPeerConnection that also offers 127.0.0.1 host candidates when ``loopback`` is true, and whose
    datagrams cross ``impairment`` when one is given."""

    def __init__(self, configuration: RTCConfiguration | None = None, *, loopback: bool = False,
                 impairment: Impairment | None = None) -> None:
        super().__init__(configuration=configuration or RTCConfiguration(iceServers=[]))
        self.loopback = loopback
        self.impairment = impairment
        patches.install()  # consent that a loaded machine keeps, loopback gathers, the jitter buffer

    async def setLocalDescription(self, sessionDescription: RTCSessionDescription | None = None) -> None:
        token = patches.include_loopback.set(self.loopback)
        try:
            await super().setLocalDescription(sessionDescription)
        finally:
            patches.include_loopback.reset(token)
        self._impair()

    async def setRemoteDescription(self, sessionDescription: RTCSessionDescription) -> None:
        await super().setRemoteDescription(sessionDescription)
        self._impair()

    def _impair(self) -> None:
        """The transports exist once a description is set, and carry no media before they connect."""
        if self.impairment is not None:
            impair_peer_connection(self, self.impairment)


def ice_servers(stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None
                ) -> list[RTCIceServer]:
    """ICE servers as the clients build them (docs/engine-api.md "The signaling socket"): one STUN entry, one
    entry per TURN server."""
    servers: list[RTCIceServer] = []
    if stun_servers:
        servers.append(RTCIceServer(urls=list(stun_servers)))
    for turn in turn_servers or []:
        urls = turn.get("urls") or turn.get("url") or []
        servers.append(RTCIceServer(urls=urls if isinstance(urls, list) else [urls],
                                    username=turn.get("username"),
                                    credential=turn.get("password", turn.get("credential"))))
    return servers


def create_peer_connection(stun_servers: list[str] | None = None, turn_servers: list[dict[str, Any]] | None = None,
                           *, loopback: bool = False, impairment: Impairment | None = None
                           ) -> LoopbackAwarePeerConnection:
    """A peer connection that contacts only the given ICE servers (none by default), over ``impairment``."""
    config = RTCConfiguration(iceServers=ice_servers(stun_servers, turn_servers))
    return LoopbackAwarePeerConnection(config, loopback=loopback, impairment=impairment)


PC_CLOSE_TIMEOUT = 5.0   # s; aiortc's close() can wait forever on a transport task that never ran


async def close_peer_connection(pc: Any, timeout: float | None = None) -> bool:
    """pc.close(), given up (and cancelled) after timeout seconds so that hanging up never hangs.
    Returns whether it finished in time; an error inside close() is logged and counts as finished."""
    timeout = PC_CLOSE_TIMEOUT if timeout is None else timeout
    task = asyncio.ensure_future(pc.close())
    done, _ = await asyncio.wait({task}, timeout=timeout)
    if not done:
        task.cancel()
        log.warning("peer connection close did not finish within %.1f s: abandoned", timeout)
        return False
    if not task.cancelled() and task.exception() is not None:
        log.warning("closing the peer connection failed", exc_info=task.exception())
    return True
