"""Machines on one LAN for tests: network namespaces on a bridge (root and the `ip` tool; CI has both).

``lan(count, subnet)`` makes ``count`` namespaces ("machines"), each with one end of a veth pair, whose other ends
are ports of a bridge in a namespace of its own (the switch: nothing is added to the test machine's own network).
Machine ``i`` has ``<subnet>.<i+1>/24`` and a default route via ``<subnet>.254``, which nobody has (a route is only
looked up: the engine's ``lan_address()`` finds the machine's address by it). The bridge floods multicast (no
snooping), so mDNS reaches every machine. Everything is removed when the ``with`` block ends.

Running code on a machine:

- ``in_ns(ns, *cmd)``: a command line that runs ``cmd`` there (a child process: ``ip netns exec``);
- ``Machine.loop``: a thread of this process that entered the machine's namespace (setns) and runs an asyncio loop;
  ``machine.run(coroutine)`` runs a coroutine on it and returns its result. Every socket made on that thread is
  the machine's, so httpx clients, zeroconf and raw sockets made inside the coroutine talk from that machine.

``skip_reason()`` says why namespaces cannot be made here (None when they can); ``needs_netns`` is the mark.

Used by tests/e2e/test_two_machines.py, tests/engine/test_listing.py and tests/e2e/test_lan_hostile.py.
"""
from __future__ import annotations

import asyncio
import contextlib
import ctypes
import itertools
import os
import shutil
import subprocess
import threading
from collections.abc import Coroutine, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest

T = TypeVar("T")
CLONE_NEWNET = 0x40000000
_counter = itertools.count()


def skip_reason() -> str | None:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "network namespaces need root (CI runs as root)"
    if shutil.which("ip") is None:
        return "network namespaces need the `ip` tool (iproute2)"
    return None


needs_netns = pytest.mark.skipif(skip_reason() is not None, reason=skip_reason() or "")


def ip(*args: str) -> None:
    done = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)
    if done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")


def in_ns(ns: str, *cmd: str) -> list[str]:
    return ["ip", "netns", "exec", ns, *cmd]


def enter(ns: str) -> None:
    """Move the calling thread (only it) into the namespace ``ns``."""
    fd = os.open(f"/run/netns/{ns}", os.O_RDONLY)
    try:
        if ctypes.CDLL(None, use_errno=True).setns(fd, CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns into {ns}")
    finally:
        os.close(fd)


class NsLoop:
    """An asyncio loop on a thread of this process inside the namespace ``ns``."""

    def __init__(self, ns: str) -> None:
        self.ns = ns
        self.loop = asyncio.new_event_loop()
        entered = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            try:
                enter(ns)
            except BaseException as exc:
                failure.append(exc)
                return
            finally:
                entered.set()
            asyncio.set_event_loop(self.loop)
            self.loop.run_forever()
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

        self.thread = threading.Thread(target=run, name=f"netns-{ns}", daemon=True)
        self.thread.start()
        entered.wait()
        if failure:
            raise failure[0]

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = 120) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def close(self) -> None:
        if self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(30)


@dataclass
class Machine:
    ns: str          # the namespace
    address: str     # its IPv4 address on the LAN
    device: str      # its network interface (one end of its veth pair)
    port: str        # the other end: its port on the switch
    switch: str      # the switch's namespace
    _loop: NsLoop | None = field(default=None, repr=False)

    @property
    def loop(self) -> NsLoop:
        if self._loop is None:
            self._loop = NsLoop(self.ns)
        return self._loop

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = 120) -> T:
        """Run ``coroutine`` on this machine (a thread in its namespace) and return its result."""
        return self.loop.run(coroutine, timeout)

    def unplug(self) -> None:
        """Take the machine's cable out of the switch (its interface stays up: nothing else changes)."""
        ip("-n", self.switch, "link", "set", self.port, "nomaster")

    def plug(self) -> None:
        ip("-n", self.switch, "link", "set", self.port, "master", "br0")

    def add_addresses(self, addresses: list[str]) -> None:
        """More addresses on the machine's interface (one machine speaking as many)."""
        for address in addresses:
            ip("-n", self.ns, "addr", "add", f"{address}/24", "dev", self.device)


@contextlib.contextmanager
def lan(count: int, subnet: str, names: str = "ABCDEFGH") -> Iterator[list[Machine]]:
    """``count`` machines on one switch, with addresses ``<subnet>.1`` ... (removed at the end)."""
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    tag = f"{os.getpid() % 10000}{next(_counter)}"
    switch = f"mdsw{tag}"
    machines = [Machine(f"md{names[i]}{tag}", f"{subnet}.{i + 1}", f"mdv{i}{tag}", f"mdp{i}{tag}", switch)
                for i in range(count)]
    made: list[str] = []
    try:
        ip("netns", "add", switch)
        made.append(switch)
        ip("-n", switch, "link", "add", "br0", "type", "bridge", "mcast_snooping", "0")
        ip("-n", switch, "link", "set", "br0", "up")
        for machine in machines:
            ip("netns", "add", machine.ns)
            made.append(machine.ns)
            ip("link", "add", machine.device, "netns", machine.ns, "type", "veth", "peer", "name", machine.port,
               "netns", switch)
            ip("-n", switch, "link", "set", machine.port, "master", "br0", "up")
            ip("-n", machine.ns, "addr", "add", f"{machine.address}/24", "dev", machine.device)
            ip("-n", machine.ns, "link", "set", machine.device, "up")
            ip("-n", machine.ns, "link", "set", "lo", "up")
            ip("-n", machine.ns, "route", "add", "default", "via", f"{subnet}.254")
        yield machines
    finally:
        for machine in machines:
            if machine._loop is not None:
                machine._loop.close()
        for ns in reversed(made):   # removing a namespace removes its ends of the pairs, and so the pairs
            subprocess.run(["ip", "netns", "del", ns], capture_output=True, timeout=30)
