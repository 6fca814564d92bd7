"""Property-based hostile input (hypothesis): every documented path and method, in the four body encodings,
and both sockets, with values a hostile client sends.

For every generated request: never a 5xx; an error is a JSON ``{"error": ...}``; a rejected request changes
nothing (the store's tables row by row, and the room and permalink listings of both API keys, before and
after); and nothing is logged at ERROR. For every socket session: no ERROR logged, a close by the engine
comes as a close frame with a code (and a reason where it is not a normal close), and the meeting still
answers afterwards. New endpoints join by being added to ENDPOINTS (the documented ones are all there,
those still to come answer 404 until they land).
"""
from __future__ import annotations

import http.client
import json
import math
import secrets
import socket
import time
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, quote_from_bytes, urlsplit

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect as ws_connect

from meetdesk.api.options import DEFAULT_OPTIONS
from meetdesk.engine import keys as engine_keys
from meetdesk.engine.engine import EngineConfig
from meetdesk.engine.config import lan_address
from threaded_engine import ThreadedEngine

pytestmark = pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")

# Every documented path and method (docs/engine-api.md "Request fields"), with placeholders.
ENDPOINTS = [
    ("POST", "/rooms"), ("GET", "/rooms"),
    ("GET", "/rooms/{access_key}"), ("DELETE", "/rooms/{access_key}"), ("DELETE", "/rooms/{room_id}"),
    ("POST", "/rooms/{access_key}/lock"), ("POST", "/rooms/{access_key}/messages"),
    ("GET", "/rooms/{access_key}/users/{user_id}"), ("DELETE", "/rooms/{access_key}/users/{user_id}"),
    ("GET", "/rooms/{room_id}/users"),
    ("POST", "/guests/{guest_token}"),
    ("POST", "/permalink"), ("GET", "/permalink"),
    ("GET", "/permalink/{permalink_id}"), ("GET", "/permalink/{host_token}"), ("GET", "/permalink/{guest_token}"),
    ("PUT", "/permalink/{permalink_id}"), ("DELETE", "/permalink/{permalink_id}"),
    ("POST", "/permalink/{host_token}"), ("POST", "/permalink/{permalink_id}/users"),
    ("DELETE", "/permalink/{permalink_id}/users/{host_token}"),
    # the host's room (docs/engine-api.md "Permalinks: waiting guests and new guest links")
    ("GET", "/permalink/waiting"), ("POST", "/permalink/{permalink_id}/guest_token"),
    # the guest page at the app links and its files (engine/http/guest_page.py)
    ("GET", "/"), ("GET", "/?guest={guest_token}"), ("GET", "/permalink?guest={guest_token}"),
    ("GET", "/permalink?{host_token}"), ("GET", "/web/{asset}"),
    # later issues (MCU, recordings, forwards, webhooks): 404 until they land, then fuzzed as they are
    ("POST", "/rooms/{access_key}/layout"), ("POST", "/rooms/{access_key}/layers"),
    ("DELETE", "/rooms/{access_key}/layers/1"), ("DELETE", "/rooms/{access_key}/layers/-1"),
    ("DELETE", "/rooms/{access_key}/layers/{recording_id}"), ("POST", "/rooms/{access_key}/playbacks"),
    ("DELETE", "/rooms/{access_key}/playbacks/{recording_id}"),
    ("POST", "/rooms/{access_key}/presentation"), ("DELETE", "/rooms/{access_key}/presentation"),
    ("POST", "/rooms/{access_key}/recording"), ("DELETE", "/rooms/{access_key}/recording"),
    ("GET", "/rooms/{room_id}/recordings"), ("GET", "/recordings/{recording_id}"),
    ("DELETE", "/recordings/{recording_id}"), ("POST", "/rooms/{access_key}/snapshot"),
    ("GET", "/rooms/{room_id}/snapshots"), ("GET", "/snapshots/{recording_id}"),
    ("DELETE", "/snapshots/{recording_id}"), ("POST", "/rooms/{access_key}/broadcasts"),
    ("DELETE", "/rooms/{access_key}/broadcasts"), ("PUT", "/rooms/{access_key}/broadcasts/youtube"),
    ("POST", "/rooms/{room_id}/forward/source"), ("POST", "/rooms/{room_id}/forward/mcu"),
    ("POST", "/rooms/{room_id}/forward/playback"), ("DELETE", "/rooms/{room_id}/forward/{recording_id}"),
    ("GET", "/webhooks"), ("POST", "/webhooks"), ("DELETE", "/webhooks/{recording_id}"),
    # recordings and snapshots: the access key's snapshot read and the signed downloads (engine/http/downloads.py)
    ("GET", "/rooms/{access_key}/snapshots/{recording_id}"),
    ("GET", "/download/recordings/{recording_id}.webm"), ("GET", "/download/snapshots/{recording_id}.png"),
    ("GET", "/download/recordings/{recording_id}.webm?expires=99999999999&signature={recording_id}"),
    # meetings on the network (engine/http/listing.py)
    ("POST", "/rooms/{access_key}/listing"), ("GET", "/rooms/{access_key}/listing"),
    # reactions, an engine extension (engine/http/reactions.py)
    ("POST", "/rooms/{access_key}/reactions"),
    # live captions and the transcripts of recordings (engine/http/captions.py, engine/http/downloads.py)
    ("POST", "/rooms/{access_key}/captions"), ("GET", "/rooms/{access_key}/captions"),
    ("GET", "/recordings/{recording_id}/transcript"), ("GET", "/download/recordings/{recording_id}.vtt"),
    ("GET", "/download/recordings/{recording_id}.vtt?expires=99999999999&signature={recording_id}"),
]


@dataclass(frozen=True)
class Literal:
    """A value written as-is into a JSON body (1e400) or a form (its text)."""
    text: str


@dataclass(frozen=True)
class Deep:
    """Nesting ``depth`` levels deep: objects in JSON, bracket names in forms."""
    depth: int


HOSTILE_TEXT = ["\ud800", "a\udfffb", "\x00", "nul\x00byte", "x" * 100_000, "undefined", "", " ", "\U0001f4a5",
                "NaN", "-1", "0", "1e400", "true", "9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00Z",
                "+275760-09-13T00:00:00Z", "2030-01-01T00:00:00Z", "#12345", "http://x/\x00", "javascript:x",
                "Ada", "ada@example.com", "chat", "custom", "heart", "{\"a\":1}", "[]", "\r\nX-Injected: 1"]
text = st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=20))
number = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-10**30, 10**30),
                   st.sampled_from([Literal("1e400"), Literal("-1e400"), Literal("1" * 5000)]))
leaf = st.one_of(text, number, st.booleans(), st.none(), st.builds(Deep, st.sampled_from([9, 50, 3000])))
FIELDS = ["user", "name", "id", "options", "type", "content", "expires_at", "email", "avatar", "custom_fields",
          "locale", "page", "limit", "users", "layout", "map", "url", "z-index", "x", "y", "show_names",
          "voice_activation", "audio_insert", "audio_insert_position", "file", "insert", "title", "playback",
          "play_id", "replacement_id", "audio", "loop_count", "types", "reaction"]
value = st.recursive(leaf, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                   st.dictionaries(st.sampled_from(FIELDS), inner, max_size=3)),
                     max_leaves=8)
options = st.dictionaries(st.sampled_from([*DEFAULT_OPTIONS, "unknown"]),
                          st.one_of(value, st.dictionaries(st.sampled_from(["x", "y", "locale", "logo", "hide_chat",
                                                                            "any"]), value, max_size=3)),
                          max_size=3)
plausible = st.fixed_dictionaries(
    {"user": st.fixed_dictionaries({"name": st.one_of(st.just("Ada"), text)},
                                    optional={"id": value, "avatar": value, "email": value})},
    optional={"name": value, "id": value, "options": options, "expires_at": value, "type": value,
              "content": value, "email": value, "custom_fields": value})
# A valid body with exactly one field made hostile: reaches every validator past the ones before it.
BASE_BODY = {"user": {"name": "Ada", "id": "ada", "email": "ada@example.com", "avatar": "http://x/a.png"},
             "name": "Room", "id": "room-1", "type": "chat", "content": "hi", "expires_at": "2030-01-01T00:00:00Z",
             "custom_fields": {"locale": "de"}, "email": "g@example.com", "page": "1", "limit": "10",
             # a custom layout named "Room" (any name goes with a map): POST .../layout reaches every check
             "layout": "custom", "users": ["host", ""], "map": "[[0,0,640,480],[640,0,640,480,\"contain\"]]",
             "show_names": "true", "voice_activation": "false",
             "z-index": "1", "insert": {"title": "Fuzz", "content": "a text insert"}, "reaction": "heart",
             # a playback of a URL nobody answers on (it starts, fails to open and ends at once)
             "playback": {"url": "http://127.0.0.1:9/clip.webm", "play_id": "fuzz", "replacement_id": "host",
                          "name": "Clip", "audio": "false", "loop_count": "0"},
             "options": {"exit_url": "http://x/", "audio_insert_position": {"x": 1, "y": 2},
                         "custom_fields": {"locale": "en", "logo": "http://x/l.png", "hide_chat": "true", "any": "v"}}}
FIELD_PATHS = sorted({
    *[("user", k) for k in ("name", "id", "email", "avatar")],
    *[(k,) for k in BASE_BODY if k not in ("user", "options", "custom_fields")],
    *[("playback", k) for k in BASE_BODY["playback"]],
    ("custom_fields", "locale"), ("user",), ("options",), ("custom_fields",),
    ("insert", "title"), ("insert", "content"),
    *[("options", k) for k in DEFAULT_OPTIONS],
    ("options", "audio_insert_position", "x"), ("options", "audio_insert_position", "y"),
    *[("options", "custom_fields", k) for k in ("locale", "logo", "hide_chat", "virtual_background", "any")],
})
hostile_leaf = st.one_of(st.sampled_from(HOSTILE_TEXT),
                         st.sampled_from([math.nan, math.inf, -math.inf, 1e300, -1e300, 10**40, Literal("1e400")]),
                         st.booleans(), st.none(), st.builds(Deep, st.sampled_from([9, 3000])), value)


def with_field(path: tuple[str, ...], bad: Any, base: dict[str, Any] | None = None) -> dict[str, Any]:
    body = json.loads(json.dumps(BASE_BODY if base is None else base))
    node = body
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = bad
    return body


one_bad_field = st.builds(with_field, st.sampled_from(FIELD_PATHS), hostile_leaf)
body_tree = st.one_of(one_bad_field, plausible, st.dictionaries(st.sampled_from(FIELDS), value, max_size=5))


def to_json(v: Any) -> str:
    if isinstance(v, Literal):
        return v.text
    if isinstance(v, Deep):
        return '{"a":' * v.depth + "1" + "}" * v.depth
    if isinstance(v, float) and not math.isfinite(v):
        return "NaN" if math.isnan(v) else ("Infinity" if v > 0 else "-Infinity")
    if isinstance(v, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{to_json(x)}" for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ",".join(to_json(x) for x in v) + "]"
    return json.dumps(v)  # strings keep their lone surrogates as \\ud800 escapes


def form_pairs(v: Any, name: str) -> list[tuple[str, str]]:
    if isinstance(v, dict):
        return [p for k, x in v.items() for p in form_pairs(x, f"{name}[{k}]" if name else k)]
    if isinstance(v, list):
        return [p for x in v for p in form_pairs(x, f"{name}[]")]
    if isinstance(v, Deep):
        return [(name + "[a]" * v.depth, "1")]
    if isinstance(v, Literal):
        return [(name, v.text)]
    if v is None:
        return [(name, "")]
    if isinstance(v, bool):
        return [(name, "true" if v else "false")]
    return [(name, str(v))]


def raw(s: str) -> bytes:
    """What a hostile client puts on the wire for a string, lone surrogates included."""
    return s.encode("utf-8", "surrogatepass")


def urlencoded(pairs: list[tuple[str, str]]) -> bytes:
    return b"&".join(quote_from_bytes(raw(k)).encode() + b"=" + quote_from_bytes(raw(v)).encode() for k, v in pairs)


def multipart(pairs: list[tuple[str, str]]) -> tuple[bytes, str]:
    boundary = "----hostile" + secrets.token_hex(8)
    parts = []
    for k, v in pairs:
        parts.append(b"--" + boundary.encode() + b"\r\nContent-Disposition: form-data; name=\"" + raw(k).replace(b'"', b"%22")
                     + b"\"\r\n\r\n" + raw(v) + b"\r\n")
    return b"".join(parts) + b"--" + boundary.encode() + b"--\r\n", f"multipart/form-data; boundary={boundary}"


HOSTILE_SEGMENTS = ["%00", "%ED%A0%80", "a" * 3000, "..", "%2F..%2F", "%25", "undefined", "1e400", "NaN",
                    "%C3%A9t%C3%A9", "room%20id", "-1"]


class Fixtures:
    """Live resources the generated requests aim at (recreated when a request ended or deleted them)."""

    def __init__(self, engine: ThreadedEngine, key: str, key2: str) -> None:
        self.engine = engine
        self.key = key
        self.key2 = key2
        self.http = httpx.Client(base_url=engine.base_url, timeout=20)
        self.values: dict[str, str] = {}
        self.raw: http.client.HTTPConnection | None = None

    def ensure(self) -> dict[str, str]:
        v = self.values
        auth = {"Authorization": self.key}
        if not v or self.http.get(f"/rooms/{v['access_key']}").status_code != 200:
            room_id = "fuzz-" + uuid.uuid4().hex[:8]
            reply = self.http.post("/rooms", json={"id": room_id, "user": {"name": "Host", "id": "host"},
                                                   "options": {"lock_available": True}}, headers=auth)
            assert reply.status_code == 201, reply.text
            guest = self.http.post(f"/guests/{reply.json()['room']['guest_token']}", json={"name": "G"})
            assert guest.status_code == 201, guest.text
            v.update(access_key=reply.json()["access_key"], room_id=room_id, user_id="host",
                     guest_token=reply.json()["room"]["guest_token"])
        if "permalink_id" not in v or self.http.get(f"/permalink/{v['permalink_id']}", headers=auth).status_code != 200:
            reply = self.http.post("/permalink", json={"name": "Fuzz", "user": {"name": "Host"}}, headers=auth)
            assert reply.status_code == 201, reply.text
            v.update(permalink_id=reply.json()["permalink"]["id"], host_token=reply.json()["permalink"]["user_token"])
        v.setdefault("recording_id", uuid.uuid4().hex)
        v.setdefault("asset", "guest.js")
        return v

    def snapshot(self) -> Any:
        """Everything a rejected request must leave as it was (once stopped recordings have finished their
        files, which the engine notes in the store by itself)."""
        for _ in range(200):
            if not self.engine.call(lambda: self.engine.engine.recordings.finishing):
                break
            time.sleep(0.05)
        lists = []
        for key in (self.key, self.key2):
            rooms = self.http.get("/rooms", headers={"Authorization": key}).json()
            # "ready" turns true by a timer shortly after a start, not by any request: left out
            lists.append([{k: x for k, x in room.items() if k != "ready"} for room in rooms])
            lists.append(self.http.get("/permalink", params={"limit": 100}, headers={"Authorization": key}).json())
        return lists, self.engine.call(self._store_rows)

    def _store_rows(self) -> tuple[int, dict[str, int]]:
        """The rows changed since the store opened (any INSERT, UPDATE or DELETE, even one rolled back later:
        a rejected request must not even start writing) and the row count of every table."""
        db = self.engine.engine.store.db
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return db.total_changes, {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in tables}


@pytest.fixture(scope="module", params=["loopback", "network"])
def target(request, tmp_path_factory):
    """The engine on loopback, and as the app hosts for the network (every interface, dual-stack), reached at
    this machine's LAN address: exposed on a network it must hold as on loopback."""
    host = "127.0.0.1"
    if request.param == "network":
        if lan_address().startswith("127."):
            pytest.skip("this machine has no network address")
        host = "::"
    data = tmp_path_factory.mktemp("hostile")
    config = EngineConfig(data_dir=data, host=host, api_key="test_" + secrets.token_urlsafe(24), ready_delay=0.05,
                          idle_shutdown=3600.0, allow_targets=["127.0.0.0/8", "::1/128"])  # webhooks, forwards here
    with ThreadedEngine(config) as engine:
        assert request.param == "loopback" or urlsplit(engine.base_url).hostname == lan_address()
        _, key2 = engine_keys.create(data)
        fixtures = Fixtures(engine, config.api_key, key2)
        yield fixtures
        fixtures.http.close()
    # the engine stopped cleanly: nothing was logged at ERROR on the way out either
    assert engine.errors.take() == []


def fill(path: str, values: dict[str, str], choices: list[int]) -> str:
    out, i = path, 0
    while "{" in out:
        start = out.index("{")
        name = out[start + 1:out.index("}")]
        pick = choices[i % len(choices)] if choices else 0
        segment = quote(values[name], safe="") if pick < 2 else HOSTILE_SEGMENTS[pick % len(HOSTILE_SEGMENTS)]
        out = out[:start] + segment + out[out.index("}") + 1:]
        i += 1
    return out


@dataclass
class Reply:
    status: int
    content_type: str
    body: bytes


def send(target: Fixtures, method: str, url: str, body: bytes, headers: dict[str, Any]) -> Reply:
    """One request as a raw client sends it (http.client: no URL length limit, header bytes as given), on a
    kept-alive connection; a new one after the engine closed it."""
    for attempt in (1, 2):
        conn = target.raw or http.client.HTTPConnection("127.0.0.1", target.engine.engine.config.port, timeout=20)
        target.raw = conn
        try:
            conn.putrequest(method, url, skip_accept_encoding=True)
            for name, value in headers.items():
                conn.putheader(name, value)
            conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            response = conn.getresponse()
            reply = Reply(response.status, response.getheader("content-type", ""), response.read())
        except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
            conn.close()
            target.raw = None
            if attempt == 2:
                raise
            continue
        if response.will_close:
            conn.close()
            target.raw = None
        return reply
    raise AssertionError("unreachable")


def check_reply(target: Fixtures, method: str, path: str, reply: Reply, before: Any) -> None:
    where = f"{method} {path[:120]} -> {reply.status} {reply.body[:300]!r}"
    assert reply.status < 500, where
    if reply.status >= 400:
        assert reply.content_type.startswith("application/json"), where
        assert isinstance(json.loads(reply.body).get("error"), str), where
        assert target.snapshot() == before, f"a rejected request changed state: {where}"
    assert target.engine.errors.take() == [], where


SETTINGS = settings(max_examples=150, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])
AUTH = st.sampled_from(["key", "key2", "none", "bearer", "long", "latin"])


def auth_header(target: Fixtures, which: str) -> dict[str, Any]:
    return {"key": {"Authorization": target.key}, "key2": {"Authorization": target.key2}, "none": {},
            "bearer": {"Authorization": "Bearer " + target.key}, "long": {"Authorization": "k" * 5000},
            "latin": {"Authorization": "cl\u00e9".encode("latin-1")}}[which]


@pytest.mark.parametrize("encoding", ["json", "urlencoded", "multipart", "query"])
@SETTINGS
@given(endpoint=st.sampled_from(ENDPOINTS), tree=body_tree, who=AUTH,
       choices=st.lists(st.integers(0, 15), min_size=1, max_size=3), odd_type=st.booleans())
def test_hostile_requests_never_fail_the_engine(target, encoding, endpoint, tree, who, choices, odd_type):
    method, template = endpoint
    values = target.ensure()
    path = fill(template, values, choices)
    headers = auth_header(target, who)
    pairs = form_pairs(tree, "")
    content, query = b"", b""
    if encoding == "json":
        content, headers["Content-Type"] = to_json(tree).encode("utf-8", "surrogatepass"), "application/json"
    elif encoding == "urlencoded":
        content, headers["Content-Type"] = urlencoded(pairs), "application/x-www-form-urlencoded"
    elif encoding == "multipart":
        content, headers["Content-Type"] = multipart(pairs)
    else:
        query = urlencoded(pairs)
    if odd_type and content:
        headers["Content-Type"] = "text/plain; charset=utf-8"
    url = path + (("&" if "?" in path else "?") + query.decode("ascii") if query else "")
    before = target.snapshot()
    reply = send(target, method, url, content, headers)
    check_reply(target, method, url, reply, before)


FRAME_TEXT = st.one_of(
    st.sampled_from([
        '{"command":"subscribe","identifier":"{\\"channel\\":\\"RoomChannel\\"}"}',
        '{"command":"subscribe","identifier":"{\\"channel\\": \\"RoomChannel\\"}"}',
        '{"command":"subscribe","identifier":"{ \\"channel\\":\\"UserChannel\\" }"}',
        '{"command":"subscribe","identifier":"{\\"channel\\":\\"Nope\\"}"}',
        '{"command":"message","identifier":"{\\"channel\\":\\"RoomChannel\\"}","data":"{\\"action\\":\\"stfu\\"}"}',
        '{"command":"message","identifier":"{\\"channel\\":\\"RoomChannel\\"}","data":"{\\"action\\":\\"user_joins\\"}"}',
        '{"command":"unsubscribe","identifier":"{\\"channel\\":\\"RoomChannel\\"}"}',
        '{"type":"call_start","data":{"sdp":{"type":"offer","sdp":"v=0"}}}',
        '{"type":"call_resume","data":{}}', '{"type":"sdp_update","data":{"sdp":null}}',
        '{"type":"mute_video","data":{"on":NaN}}', '{"type":"chat","data":{"content":"\\ud800"}}',
        '{"identifier":"\\ud800","command":"subscribe"}', "NaN", "[]", "null", "{", '{"a":1e400}', "\x00",
        '{"command":"subscribe","identifier":"' + '{\\"a\\":' * 3000 + '1' + '}' * 3000 + '"}',
        "[" * 5000 + "]" * 5000, "x" * 300_000]),
    st.text(max_size=40),
    st.builds(lambda v: to_json(v), value))
FRAME = st.one_of(FRAME_TEXT, st.binary(min_size=1, max_size=64))


def run_socket(url: str, frames: list[Any], ending: str, **connect: Any) -> None:
    try:
        with ws_connect(url, open_timeout=10, close_timeout=2, max_size=None, **connect) as ws:
            exchange(ws, frames, ending)
    except InvalidStatus as refused:
        assert refused.response.status_code in (400, 401, 403, 431), refused.response.status_code
        assert json.loads(refused.response.body)["error"]


def exchange(ws: Any, frames: list[Any], ending: str) -> None:
    try:
        for frame in frames:
            ws.send(frame)
        if ending in ("abrupt", "truncated"):
            try:
                if ending == "truncated":  # a frame header that promises more than ever comes
                    ws.socket.sendall(b"\x81\xfe\x40\x00" + b"\x00" * 4 + b"partial")
                ws.socket.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # the engine had closed the socket already
            return
        try:
            while True:
                ws.recv(timeout=0.05)
        except TimeoutError:
            pass
    except ConnectionClosed as closed:
        received = closed.rcvd
        assert received is not None, "the engine dropped the socket without a close frame"
        assert received.code in (1000, 1001, 1003, 1008, 1009, 1011), received
        if received.code != 1000:
            assert received.reason, received


@SETTINGS
@given(frames=st.lists(FRAME, max_size=6), ending=st.sampled_from(["close", "abrupt", "truncated"]),
       observer=st.booleans(), who=AUTH)
def test_hostile_realtime_frames(target, frames, ending, observer, who):
    values = target.ensure()
    base = target.engine.base_url.replace("http", "ws", 1)
    if observer:
        run_socket(f"{base}/rt?room_id={values['room_id']}", frames, ending,
                   subprotocols=["actioncable-v1-json"], additional_headers=auth_header(target, who))
    else:
        run_socket(f"{base}/rt?access_key={values['access_key']}", frames, ending,
                   subprotocols=["actioncable-v1-json"])
    assert target.http.get(f"/rooms/{values['access_key']}").status_code == 200
    assert target.engine.errors.take() == []


TOKENS = st.one_of(st.sampled_from(["valid", "", "\u00e9\u00e9.a.b", "a.b", "x" * 9000, "a.b.c.d", "..", "\x00"]),
                   st.text(max_size=30))


@SETTINGS
@given(frames=st.lists(FRAME, max_size=6), ending=st.sampled_from(["close", "abrupt", "truncated"]), token=TOKENS,
       in_header=st.booleans())
def test_hostile_signaling_frames(target, frames, ending, token, in_header):
    values = target.ensure()
    if token == "valid":
        token = target.http.get(f"/rooms/{values['access_key']}").json()["signaling"]["options"]["auth_token"]
    base = target.engine.base_url.replace("http", "ws", 1)
    if in_header:
        # what a client library lets through a header: visible latin-1, no surrounding white space
        safe = "".join(c for c in token if 32 < ord(c) < 127 or 160 < ord(c) < 256) or "x"
        run_socket(f"{base}/call", frames, ending, additional_headers={"Authorization": "Bearer " + safe})
    else:
        run_socket(f"{base}/call?auth_token={quote(raw(token))}", frames, ending)
    assert target.http.get(f"/rooms/{values['access_key']}").status_code == 200
    assert target.engine.errors.take() == []



def test_a_client_that_goes_while_its_call_start_is_answered_is_no_engine_error(target):
    """A socket cut right after its call_start: the engine's answer finds it gone (a fresh-clone CI run's fuzz
    example, logged as "handling call_start failed"). That is a disconnect, not a failure."""
    values = target.ensure()
    token = target.http.get(f"/rooms/{values['access_key']}").json()["signaling"]["options"]["auth_token"]
    base = target.engine.base_url.replace("http", "ws", 1)
    start = '{"type":"call_start","data":{"sdp":{"type":"offer","sdp":"v=0"}}}'
    for _ in range(20):
        run_socket(f"{base}/call?auth_token={quote(token)}", [start], "abrupt")
    assert target.http.get(f"/rooms/{values['access_key']}").status_code == 200
    assert target.engine.errors.take() == []

# -- one invalid field each, exhaustively: every field of every endpoint that creates state -------------------

BAD_VALUES = [math.nan, math.inf, Literal("1e400"), "\ud800", "a\x00b", "x" * 100_000, "9999-12-31T23:59:59-05:00",
              Deep(3000), {"a": 1}, [1, 2], True]
ROOM_FIELDS = [p for p in FIELD_PATHS if p[0] in ("user", "name", "id", "options")]
CREATING = {
    "POST /rooms": ("POST", "/rooms", ROOM_FIELDS),
    "POST /permalink": ("POST", "/permalink", [*ROOM_FIELDS, ("expires_at",)]),
    "PUT /permalink/{permalink_id}": ("PUT", "/permalink/{permalink_id}",
                                      [p for p in ROOM_FIELDS if p[0] != "user"] + [("expires_at",)]),
    "POST /permalink/{permalink_id}/users": ("POST", "/permalink/{permalink_id}/users",
                                             [p for p in FIELD_PATHS if p[0] == "user"]),
    "POST /guests/{guest_token}": ("POST", "/guests/{guest_token}",
                                   [("name",), ("email",), ("id",), ("custom_fields",), ("custom_fields", "locale")]),
    "POST /rooms/{access_key}/messages": ("POST", "/rooms/{access_key}/messages", [("type",), ("content",)]),
    "POST /rooms/{access_key}/reactions": ("POST", "/rooms/{access_key}/reactions", [("reaction",)]),
    "POST /rooms/{access_key}/layers": ("POST", "/rooms/{access_key}/layers",
                                        [("z-index",), ("id",), ("url",), ("file",), ("insert",), ("insert", "title"),
                                         ("insert", "content")]),
    "POST /rooms/{access_key}/playbacks": ("POST", "/rooms/{access_key}/playbacks",
                                           [p for p in FIELD_PATHS if p[0] == "playback"]),
    # a fourth member: fields added to BASE_BODY for this endpoint (a webhook to a port nobody listens on)
    "POST /webhooks": ("POST", "/webhooks", [("url",), ("types",)],
                       {"url": "http://127.0.0.1:9/hook", "types": "room_update,participant_update"}),
    # forwards to a WHIP URL nobody answers on: a valid request is refused too (400, nothing left running)
    "POST /rooms/{room_id}/forward/mcu": ("POST", "/rooms/{room_id}/forward/mcu",
                                          [("forward_id",), ("type",), ("url",), ("token",)],
                                          {"forward_id": "fuzz", "type": "video", "url": "http://127.0.0.1:9/whip"}),
    "POST /rooms/{room_id}/forward/source": ("POST", "/rooms/{room_id}/forward/source",
                                             [("forward_id",), ("user_id",), ("type",), ("url",)],
                                             {"forward_id": "fuzz", "user_id": "host", "type": "audio,video",
                                              "url": "http://127.0.0.1:9/whip"}),
    "POST /rooms/{room_id}/forward/playback": ("POST", "/rooms/{room_id}/forward/playback",
                                               [("forward_id",), ("play_id",), ("type",), ("url",)],
                                               {"forward_id": "fuzz", "play_id": "fuzz", "type": "audio",
                                                "url": "http://127.0.0.1:9/whip"}),
}


def encode_body(tree: dict[str, Any], encoding: str) -> tuple[bytes, dict[str, str], str]:
    """(body, headers, query) of ``tree`` in one of the four encodings."""
    pairs = form_pairs(tree, "")
    if encoding == "json":
        return to_json(tree).encode("utf-8", "surrogatepass"), {"Content-Type": "application/json"}, ""
    if encoding == "urlencoded":
        return urlencoded(pairs), {"Content-Type": "application/x-www-form-urlencoded"}, ""
    if encoding == "multipart":
        body, ctype = multipart(pairs)
        return body, {"Content-Type": ctype}, ""
    return b"", {}, "?" + urlencoded(pairs).decode("ascii")


@pytest.mark.parametrize("encoding", ["json", "urlencoded", "multipart", "query"])
@pytest.mark.parametrize("endpoint", list(CREATING))
def test_one_invalid_field_is_refused_and_changes_nothing(target, endpoint, encoding):
    method, template, fields, *extra = CREATING[endpoint]
    base = {**BASE_BODY, **extra[0]} if extra else BASE_BODY
    refused = 0
    for path in fields:
        values = target.ensure()
        for bad in BAD_VALUES:
            if encoding == "query" and bad == "x" * 100_000:
                continue  # a request line that long is refused by the HTTP parser (the hypothesis test covers it)
            tree = with_field(path, bad, base)
            if path[0] != "id":
                tree["id"] = "one-" + uuid.uuid4().hex[:10]  # a new room: options are applied at its start
            body, headers, query = encode_body(tree, encoding)
            headers["Authorization"] = target.key
            url = fill(template, values, [0]) + query
            before = target.engine.call(target._store_rows)
            reply = send(target, method, url, body, headers)
            where = f"{method} {url[:100]} {path}={str(bad)[:40]!r} -> {reply.status} {reply.body[:200]!r}"
            assert reply.status < 500, where
            if reply.status >= 400:
                refused += 1
                assert reply.content_type.startswith("application/json"), where
                assert isinstance(json.loads(reply.body).get("error"), str), where
                assert target.engine.call(target._store_rows) == before, f"a rejected request changed state: {where}"
            assert target.engine.errors.take() == [], where
    assert refused > 0  # the values above are not all acceptable
