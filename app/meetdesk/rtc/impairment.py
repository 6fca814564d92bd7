"""A bad network path on the client side of a peer connection: loss, delay, jitter, reordering.

Test machines have no `tc netem`, and a path shaped by the kernel would shape the engine's own sockets too in
an in-process test. This shapes one peer connection's datagrams where aiortc hands them to aioice and where
aioice hands them back: every system compared (the engine, Janus) meets the same path from the same
clients, and the other participants of a meeting keep a clean one.

What is shaped: media (SRTP/SRTCP) and data-channel records. ICE checks and the DTLS handshake pass untouched:
DTLS retransmits a lost handshake flight after a fixed 1 s, which would make a join time a lottery of the
handshake instead of a measure of how media recovers.

Each direction draws from its own random generator seeded with ``seed``: the same setting drops the same
datagrams (by their order) on every run. A delayed datagram is handed on by a timer after ``delay`` +-
``jitter`` ms (uniform); with jitter wider than the gap between two datagrams they overtake each other, as
netem's do. ``reorder`` holds a share of the datagrams back REORDER_HOLD ms more on top.

    Impairment.parse("loss=3,delay=30,jitter=10")    # the command-line form of the benchmarks
    create_peer_connection(impairment=Impairment(loss=3, delay=30, jitter=10))
"""
from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, fields
from typing import Any

log = logging.getLogger(__name__)

REORDER_HOLD = 0.020  # s a reordered datagram is held back on top of its delay


@dataclass(frozen=True)
class Impairment:
    """One path's settings, the same each way. Percent and milliseconds, as netem's are written."""

    loss: float = 0.0     # % of datagrams dropped
    delay: float = 0.0    # ms added
    jitter: float = 0.0   # ms: the delay varies uniformly within +-jitter
    reorder: float = 0.0  # % of datagrams held back REORDER_HOLD more
    seed: int = 1

    def __post_init__(self) -> None:
        for name in ("loss", "reorder"):
            if not 0 <= getattr(self, name) <= 100:
                raise ValueError(f"{name} must be a percentage between 0 and 100")
        if self.delay < 0 or self.jitter < 0:
            raise ValueError("delay and jitter must not be negative")
        if self.jitter > self.delay:
            raise ValueError("jitter must not exceed delay (a datagram cannot leave before it was sent)")

    @classmethod
    def parse(cls, text: str) -> Impairment:
        """``loss=3,delay=30,jitter=10,reorder=1,seed=7`` (any subset); ValueError on anything else."""
        names = {f.name for f in fields(cls)}
        values: dict[str, Any] = {}
        for item in filter(None, (part.strip() for part in text.split(","))):
            name, sep, value = item.partition("=")
            name = name.strip()
            if not sep or name not in names:
                raise ValueError(f"{item!r}: expected one of {', '.join(sorted(names))} as name=value")
            try:
                values[name] = int(value) if name == "seed" else float(value)
            except ValueError:
                raise ValueError(f"{item!r}: {value.strip()!r} is not a number") from None
        return cls(**values)

    def __str__(self) -> str:
        return (f"loss {self.loss:g} %, delay {self.delay:g} +- {self.jitter:g} ms, reorder {self.reorder:g} %"
                f" (each way, seed {self.seed})")


def _shaped(data: bytes) -> bool:
    """SRTP/SRTCP (first byte 128-191) and DTLS application data (23): not STUN, not the DTLS handshake."""
    return bool(data) and (128 <= data[0] <= 191 or data[0] == 23)


class ImpairedDirection:
    """One direction of a path: decides for each datagram whether it is dropped and when it is handed on."""

    def __init__(self, impairment: Impairment, name: str) -> None:
        self.impairment = impairment
        self.rng = random.Random(f"{impairment.seed}/{name}")
        self.passed = 0
        self.dropped = 0

    def delay_of(self) -> float | None:
        """Seconds to hold the next datagram back, or None to drop it."""
        imp, rng = self.impairment, self.rng
        if imp.loss and rng.random() * 100 < imp.loss:
            self.dropped += 1
            return None
        self.passed += 1
        delay = (imp.delay + (rng.uniform(-imp.jitter, imp.jitter) if imp.jitter else 0.0)) / 1000
        if imp.reorder and rng.random() * 100 < imp.reorder:
            delay += REORDER_HOLD
        return delay


class ImpairedPath:
    """The impairment of one ICE transport: ``sent`` (to the far side) and ``received`` counters."""

    def __init__(self, impairment: Impairment) -> None:
        self.sent = ImpairedDirection(impairment, "send")
        self.received = ImpairedDirection(impairment, "receive")
        self._tasks: set[asyncio.Task] = set()

    def install(self, ice_transport: Any) -> None:
        """Wrap the transport's send (aiortc's RTCIceTransport._send) and its aioice connection's delivery of
        received datagrams (Connection.data_received, called by every candidate pair's protocol)."""
        loop = asyncio.get_running_loop()
        send: Callable[[bytes], Awaitable[None]] = ice_transport._send
        connection = ice_transport._connection
        deliver: Callable[[bytes, int], None] = connection.data_received

        async def impaired_send(data: bytes) -> None:
            if not _shaped(data):
                return await send(data)
            delay = self.sent.delay_of()
            if delay is None:
                return
            if delay <= 0:
                return await send(data)
            loop.call_later(delay, self._send_later, send, data)

        def impaired_receive(data: bytes, component: int) -> None:
            if not _shaped(data):
                return deliver(data, component)
            delay = self.received.delay_of()
            if delay is None:
                return
            if delay <= 0:
                return deliver(data, component)
            loop.call_later(delay, deliver, data, component)

        ice_transport._send = impaired_send
        connection.data_received = impaired_receive

    def _send_later(self, send: Callable[[bytes], Awaitable[None]], data: bytes) -> None:
        task = asyncio.ensure_future(self._send(send, data))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _send(send: Callable[[bytes], Awaitable[None]], data: bytes) -> None:
        try:
            await send(data)
        except ConnectionError:
            pass  # the connection closed while the datagram was on its way: lost, as it would be


def impair_peer_connection(pc: Any, impairment: Impairment) -> list[ImpairedPath]:
    """Shape every ICE transport of ``pc`` not shaped yet (call it after each set*Description, before the
    transports connect); returns the paths of ``pc``, also at ``pc.impaired_paths``."""
    paths: list[ImpairedPath] = pc.__dict__.setdefault("impaired_paths", [])
    transports = [t.sender.transport for t in pc.getTransceivers()]
    if pc.sctp is not None:
        transports.append(pc.sctp.transport)
    for dtls in transports:
        ice = getattr(dtls, "transport", None)
        if ice is None or getattr(ice, "_meetdesk_impaired", False):
            continue
        ice._meetdesk_impaired = True
        path = ImpairedPath(impairment)
        path.install(ice)
        paths.append(path)
    return paths
