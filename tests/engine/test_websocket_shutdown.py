"""The engine stops cleanly whatever state its WebSockets are in (engine/connections.py GuardedWebSocket.shutdown).

uvicorn's shutdown sends every handshaken WebSocket a 1012 close. A socket whose peer's close the engine had just
answered, in the same turn of the loop, had no close left to send: websockets raised InvalidState and the
engine's stop ended with that error (a CI run: a guest's socket closed as its engine stopped). The race is made
here by shutting the socket down right after it answers its peer's close, as uvicorn's shutdown would in that turn.
"""
from __future__ import annotations

import asyncio
import json

import httpx
import websockets

from meetdesk.engine.connections import GuardedWebSocket
from meetdesk.engine.server import running_engine

from waiting import until


async def _room_socket_url(engine) -> str:
    async with httpx.AsyncClient(base_url=engine.base_url, headers={"Authorization": engine.config.api_key},
                                 timeout=10) as client:
        r = await client.post("/rooms", json={"name": "Closing", "user": {"name": "Ann"}})
        assert r.status_code == 201, r.text
    return engine.base_url.replace("http", "ws", 1) + f"/rt?access_key={r.json()['access_key']}"


async def _open(url: str):
    ws = await websockets.connect(url, subprotocols=["actioncable-v1-json"], open_timeout=5)
    assert json.loads(await asyncio.wait_for(ws.recv(), 5))["type"] == "welcome"
    return ws


def _server_sockets(engine) -> list[GuardedWebSocket]:
    return [t.get_protocol() for t in engine.connections.transports()
            if isinstance(t.get_protocol(), GuardedWebSocket)]


async def test_a_socket_closing_as_the_engine_stops_is_closed_without_an_error(tmp_path, make_engine_config):
    errors: list[BaseException] = []
    async with running_engine(make_engine_config(tmp_path / "engine")) as engine:
        ws = await _open(await _room_socket_url(engine))
        await until(lambda: len(_server_sockets(engine)) == 1, 5.0, "the server's side of the socket")
        server_side = _server_sockets(engine)[0]
        answer_close = server_side.handle_close

        def answer_then_shut_down(event):
            answer_close(event)        # the peer's close answered; the transport closes on a later turn
            try:
                server_side.shutdown()   # what uvicorn's shutdown does to every socket, in this same turn
            except BaseException as exc:  # noqa: BLE001 (raised inside a protocol callback: kept for the assert)
                errors.append(exc)

        server_side.handle_close = answer_then_shut_down
        await ws.close()
        assert ws.close_code == 1000
    assert errors == []

