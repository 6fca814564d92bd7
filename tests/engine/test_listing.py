"""Meetings on the network: listing a meeting (engine/listing.py, engine/http/listing.py), and the engine's mDNS
announcement (engine/announcer.py) seen from another machine by the client's browser (client/nearby.py).

The announcement test runs on two network namespaces on one switch (two machines on a LAN, tests/netns.py; it
needs root and `ip`, as CI has): the app's embedded engine hosts "for people on my network" in A with one listed and
one unlisted meeting (and an engine for this computer only with a listed meeting beside it); in B the browser
follows the list while a packet socket records every frame on B's end of the wire.
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import netns
from meetdesk.api.links import parse_link
from meetdesk.engine.announcer import announce_address

APP = str(Path(__file__).resolve().parents[2] / "app")


async def start(api, **body):
    body.setdefault("user", {"name": "Ann"})
    r = await api.post("/rooms", json=body)
    assert r.status_code == 201, r.text
    return r.json()


# ---- the listing, over REST -----------------------------------------------------------------------------------

async def test_a_host_lists_and_unlists_a_meeting(engine, api, anon):
    host = await start(api, id="r", name="Standup")
    other = await start(api, id="other", name="Secret")
    key = host["access_key"]
    assert (await anon.get(f"/rooms/{key}/listing")).json() == {"listed": False}   # off by default
    assert engine.listing.entries() == []
    r = await anon.post(f"/rooms/{key}/listing", data={"listed": "true"})
    assert r.status_code == 200 and r.json() == {"listed": True}
    assert engine.listing.entries() == [("Standup", host["links"]["guest_join"], "Ann")]   # Ann listed it
    assert other["room"]["guest_token"] not in repr(engine.listing.entries())
    assert (await anon.get(f"/rooms/{key}/listing")).json() == {"listed": True}
    r = await anon.post(f"/rooms/{key}/listing", json={"listed": False})
    assert r.status_code == 200 and r.json() == {"listed": False}
    assert engine.listing.entries() == []


async def test_who_may_list_and_what_cannot_be_listed(engine, api, anon):
    host = await start(api, id="r", options={"lock_available": True})
    key = host["access_key"]
    guest = (await anon.post(f"/guests/{host['room']['guest_token']}", json={"name": "Gus"})).json()
    r = await anon.post(f"/rooms/{guest['access_key']}/listing", data={"listed": "true"})
    assert r.status_code == 403 and "host" in r.json()["error"]
    for bad in ({}, {"listed": "maybe"}, {"listed": ["true"]}):
        r = await anon.post(f"/rooms/{key}/listing", json=bad)
        assert r.status_code == 400 and "listed" in r.json()["error"]
    assert (await anon.post("/rooms/unknown/listing", data={"listed": "true"})).status_code == 404
    no_guests = await start(api, id="closed", options={"guest_token_available": False})
    r = await anon.post(f"/rooms/{no_guests['access_key']}/listing", data={"listed": "true"})
    assert r.status_code == 405
    assert engine.listing.entries() == []   # refused requests changed nothing


async def test_locking_or_ending_takes_a_meeting_off_the_list(engine, api, anon):
    changes = []
    engine.listing.watch(lambda: changes.append(len(engine.listing.entries())))
    locked = await start(api, id="locked", options={"lock_available": True})
    ended = await start(api, id="ended")
    for meeting in (locked, ended):
        await anon.post(f"/rooms/{meeting['access_key']}/listing", data={"listed": "true"})
    assert len(engine.listing.entries()) == 2
    await anon.post(f"/rooms/{locked['access_key']}/lock")
    assert len(engine.listing.entries()) == 1
    r = await anon.post(f"/rooms/{locked['access_key']}/listing", data={"listed": "true"})
    assert r.status_code == 423
    await anon.delete(f"/rooms/{ended['access_key']}")
    assert engine.listing.entries() == [] and changes == [1, 2, 1, 0]
    assert (await anon.post(f"/rooms/{ended['access_key']}/listing", data={"listed": "true"})).status_code == 410


@pytest.mark.parametrize("url,announced", [
    ("http://192.168.1.5:8765", "192.168.1.5"), ("http://10.77.0.1:8765", "10.77.0.1"),
    ("http://127.0.0.1:8765", None), ("http://[::1]:8765", None), ("http://0.0.0.0:8765", None),
    ("http://169.254.3.4:8765", None), ("http://meet.example.com", None), ("http://[fd00::2]:8765", None)])
def test_only_an_engine_reachable_on_the_network_announces(url, announced):
    assert announce_address(url) == announced


def test_the_engine_command_can_stay_silent_on_the_network():
    from meetdesk.cli import engine_parser

    assert engine_parser().parse_args([]).announce is True
    assert engine_parser().parse_args(["--no-announce"]).announce is False


# ---- the announcement, between two machines -------------------------------------------------------------------

HOST_SCRIPT = """
import asyncio, sys
from meetdesk.client.rest import ServiceClient
from meetdesk.ui.hosting import LOCAL, NETWORK, EmbeddedEngine

async def main():
    data = sys.argv[1]
    local = EmbeddedEngine(data + "/local", reach=LOCAL, ready_delay=0.05)   # this computer only
    lan = EmbeddedEngine(data + "/lan", reach=NETWORK, port=8765, ready_delay=0.05, announce_name="Hana's desk")
    local_end, lan_end = await local.start(), await lan.start()
    assert local_end.reach == LOCAL and lan_end.reach == NETWORK, (local_end, lan_end)
    async with ServiceClient(local_end.base_url, local_end.api_key) as api:
        here = await api.start_room("Hana", name="Only here")
        assert await api.set_listed(here.access_key, True)
    api = ServiceClient(lan_end.base_url, lan_end.api_key)
    listed = await api.start_room("Hana", name="Standup", room_id="standup")
    unlisted = await api.start_room("Hana", name="Private", room_id="private")
    assert await api.set_listed(listed.access_key, True)
    for what, meeting in (("local", here), ("listed", listed), ("unlisted", unlisted)):
        print(what, meeting.links.guest_join, flush=True)
    loop = asyncio.get_running_loop()
    while (command := (await loop.run_in_executor(None, sys.stdin.readline)).strip()) != "quit":
        if command in ("list", "unlist"):
            print("listed", await api.set_listed(listed.access_key, command == "list"), flush=True)
        elif command == "stop":
            await api.aclose()
            await lan.stop()
            print("stopped", flush=True)
    await local.stop()

asyncio.run(main())
"""

BROWSE_SCRIPT = """
import asyncio, json, socket, sys
from meetdesk.client.nearby import NearbyBrowser

async def main():
    address, device, packets = sys.argv[1], sys.argv[2], open(sys.argv[3], "wb")
    loop = asyncio.get_running_loop()
    wire = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(3))   # every frame (ETH_P_ALL)
    wire.bind((device, 0))
    wire.setblocking(False)
    loop.add_reader(wire, lambda: packets.write(wire.recv(65536)))
    report = lambda meetings: print(json.dumps([[m.name, m.host, m.link] for m in meetings]), flush=True)
    browser = NearbyBrowser(report, interfaces=[address])
    await browser.start()
    print("browsing", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    await browser.close()
    loop.remove_reader(wire)
    packets.close()

asyncio.run(main())
"""


@pytest.fixture
def two_machines():
    """A and B on one switch (tests/netns.py; skipped without root and `ip`); B's interface for the recording."""
    with netns.lan(2, "10.78.0") as (a, b):
        yield a.ns, b.ns, b.device


class Lines:
    """A child's stdout lines, read by a thread, waited for with a timeout."""

    def __init__(self, process: subprocess.Popen):
        self.process = process
        self.queue: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.queue.put(line.rstrip("\n"))
        self.queue.put("")

    def next(self, timeout: float = 30) -> str:
        try:
            line = self.queue.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError("no line from the child within the time") from None
        assert line, f"the child ended: {self.process.poll()} {self.process.stderr.read()}"
        return line

    def until(self, check, timeout: float = 30) -> list:
        """The browser's list, at the first report that passes ``check``."""
        while True:
            meetings = json.loads(self.next(timeout))
            if check(meetings):
                return meetings


def test_a_listed_meeting_is_seen_on_another_machine_and_an_unlisted_ones_token_never_leaves(two_machines,
                                                                                             tmp_path):
    a, b, veth_b = two_machines
    env = dict(os.environ, PYTHONPATH=APP)
    packets = tmp_path / "wire.bin"
    browse = subprocess.Popen(["ip", "netns", "exec", b, sys.executable, "-c", BROWSE_SCRIPT, "10.78.0.2", veth_b,
                               str(packets)], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    host = subprocess.Popen(["ip", "netns", "exec", a, sys.executable, "-c", HOST_SCRIPT, str(tmp_path / "data")],
                            env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    seen, said = Lines(browse), Lines(host)

    def tell(command: str) -> str:
        host.stdin.write(command + "\n")
        host.stdin.flush()
        return said.next()

    try:
        assert seen.next() == "browsing"
        links = dict(said.next().split(" ", 1) for _ in range(3))
        listed, unlisted, local = links["listed"], links["unlisted"], links["local"]
        assert listed.startswith(("http://10.78.0.1:8765/?guest=", "https://10.78.0.1:8765/?guest="))
        assert local.startswith(("http://127.0.0.1:", "https://127.0.0.1:"))
        tokens = {what: parse_link(link).token for what, link in links.items()}

        shown = seen.until(lambda ms: any(m[2] == listed for m in ms))
        assert shown == [["Standup", "Hana", listed]]   # the unlisted meeting and the local engine's: not
        assert tell("unlist") == "listed False"
        assert seen.until(lambda ms: all(m[2] != listed for m in ms)) == []
        assert tell("list") == "listed True"
        assert seen.until(lambda ms: any(m[2] == listed for m in ms)) == [["Standup", "Hana", listed]]
        assert tell("stop") == "stopped"   # the engine's goodbye takes its meetings off the list at once
        assert seen.until(lambda ms: ms == [], timeout=10) == []
    finally:
        for child in (host, browse):
            try:
                child.stdin.write("quit\n")
                child.stdin.flush()
                child.wait(timeout=30)
            except (OSError, subprocess.TimeoutExpired):
                child.kill()
    wire = packets.read_bytes()
    assert tokens["listed"].encode() in wire        # the recording saw the announcements
    assert tokens["unlisted"].encode() not in wire  # an unlisted meeting's guest token never left machine A
    assert tokens["local"].encode() not in wire     # nor did anything of the engine for this computer only
