"""REST latency of the engine as a client sees it, on kept-alive and on new connections; and the time from a
REST chat post to its arrival on another participant's real-time (/rt) socket.

    python benchmarks/rest_bench.py                                  # 200 requests per case
    python benchmarks/rest_bench.py --requests 300 --messages 100 --json
    python benchmarks/rest_bench.py --app-dir /tmp/md-before/app     # the engine of another source tree

The engine runs as its own process (`meetdesk engine` on 127.0.0.1, fresh data dir, --api-key), started by
the benchmarks' shared helper (engine_process.py). --app-dir puts another tree's `app/` first on the engine's
PYTHONPATH (the venv's dependencies stay the same), so one script measures an older commit; --engine-cmd
replaces the command the helper runs (`python -m meetdesk.cli`; `engine --port ...` is appended).

REST cases, each on a room of its own (a meeting idles out 120 s after its start with nobody in the call):
  GET  /rooms/<ACCESS_KEY>                            the host's access key
  POST /rooms           user[name]=...&id=<room>      a new participant joins the running meeting (API key as
                                                      the bare Authorization header), form-encoded
  POST /rooms/<ACCESS_KEY>/messages  type=chat&content=hi
with two clients, httpx.Client and http.client.HTTPConnection, each
  kept-alive: one connection reused for every request;
  new:        a new connection per request (a new httpx.Client, made and closed outside the timed span, or a
              new HTTPConnection); the timed span includes the TCP connect.
Every case: --warmup requests not counted, then --requests timed ones; each response is read in full and its
status checked. This process's garbage collector is paused inside each timed span (see no_gc).

/rt case: a second participant joins the room and connects /rt?access_key=<KEY2> (subprotocol
actioncable-v1-json, RoomChannel subscribed); then --messages chats with unique content are posted one at a
time by the host on a kept-alive httpx.Client; the time from the start of the post to the frame's arrival on
the socket is measured (the next post starts once both the response and the frame are in). Also: the post's
own response time, and how many frames arrived before their post's response did.
"""
from __future__ import annotations

import argparse
import contextlib
import gc
import http.client
import json
import math
import os
import queue
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

import httpx
from websockets.sync.client import ClientConnection, connect as ws_connect

import engine_process  # benchmarks/ is on sys.path when run as a script
from engine_process import API_KEY, Engine

START_TIMEOUT = 30.0  # s for the engine to print its "listening" line
ARRIVAL_TIMEOUT = 5.0  # s for one chat to reach the /rt socket
ROOM_CHANNEL_ID = json.dumps({"channel": "RoomChannel"}, separators=(",", ":"))
FORM = {"Content-Type": "application/x-www-form-urlencoded"}


class BenchError(Exception):
    pass


# -- engine ----------------------------------------------------------------------------------------------

def engine_source(env: dict[str, str]) -> str:
    """The directory the engine subprocess imports meetdesk from (with the same command and environment)."""
    cmd = engine_process.MEETDESK
    if cmd[1:3] != ["-m", "meetdesk.cli"]:
        return "(custom --engine-cmd)"
    out = subprocess.run([cmd[0], "-c", "import meetdesk, os; print(os.path.dirname(meetdesk.__file__))"],
                         env=env, capture_output=True, text=True, timeout=60)
    return out.stdout.strip() or out.stderr.strip()


def children(pid: int) -> list[int]:
    """Process ids of the direct children of ``pid`` (Linux /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
    return found


def start_engine() -> Engine:
    """engine_process.Engine, with a start-up deadline, and its output in the error if it does not start."""
    engine = Engine.__new__(Engine)

    timer_fired = threading.Event()

    def watchdog() -> None:
        proc = getattr(engine, "proc", None)
        if proc is not None and proc.poll() is None:
            timer_fired.set()
            for pid in [*children(proc.pid), proc.pid]:  # then the helper's readline sees the pipe's end
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)

    timer = threading.Timer(START_TIMEOUT, watchdog)
    timer.start()
    try:
        engine.__init__()
    except (RuntimeError, OSError) as err:
        proc = getattr(engine, "proc", None)
        output = str(err).removeprefix("engine did not start: ")  # the helper's message: its first line
        status = "?"
        if proc is not None:
            try:
                proc.wait(2)  # it may be on its way out
            except subprocess.TimeoutExpired:
                proc.kill()
            rest: list[str] = []  # read aside: a child of the command may hold the pipe open

            def read_rest() -> None:
                with contextlib.suppress(OSError, ValueError):
                    rest.append(proc.stdout.read())

            reader = threading.Thread(target=read_rest, daemon=True)
            reader.start()
            reader.join(2)
            output += "".join(rest)
            status = proc.wait()
            if timer_fired.is_set():
                status = f"killed after {START_TIMEOUT:g} s without a 'listening' line"
        if getattr(engine, "dir", None):
            shutil.rmtree(engine.dir, ignore_errors=True)
        output = output.strip()[-3000:] or "(no output)"
        raise BenchError(f"the engine did not start (exit status {status}); its output:\n{output}") from None
    finally:
        timer.cancel()
    return engine


def new_room(engine: Engine, name: str) -> tuple[str, str]:
    """(room id, host access key) of a new running meeting."""
    room = engine.create_room(name)
    return room["room"]["id"], room["access_key"]


# -- statistics ------------------------------------------------------------------------------------------

def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def summary(samples_ms: list[float]) -> dict[str, float]:
    return {"n": len(samples_ms), "mean_ms": statistics.fmean(samples_ms), "p50_ms": percentile(samples_ms, 50),
            "p99_ms": percentile(samples_ms, 99), "min_ms": min(samples_ms), "max_ms": max(samples_ms)}


@contextlib.contextmanager
def no_gc():
    """The timed span without this process's cyclic garbage collector: a collection inside it (a discarded
    httpx.Client leaves ~700 cyclic objects) added 20-40 ms to about 1 request in 40 of the new-connection
    cases; with the collector paused there, it runs at the next allocation after the span instead."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# -- REST cases ------------------------------------------------------------------------------------------

class Request:
    """One REST case: method, path and (form) body of the i-th request, and the status it must answer."""

    def __init__(self, label: str, method: str, path: str, status: int, body=None, auth: bool = False) -> None:
        self.label, self.method, self.path, self.status, self.body, self.auth = label, method, path, status, body, auth

    def form(self, i: int) -> dict[str, str] | None:
        return self.body(i) if self.body else None

    def headers(self, form: bool) -> dict[str, str]:
        h = dict(FORM) if form else {}
        if self.auth:
            h["Authorization"] = API_KEY
        return h


def cases(room_id: str, key: str) -> list[Request]:
    return [
        Request("GET /rooms/<ACCESS_KEY>", "GET", f"/rooms/{key}", 200),
        Request("POST /rooms (join)", "POST", "/rooms", 201,
                body=lambda i: {"user[name]": f"Bench {i}", "id": room_id}, auth=True),
        Request("POST /rooms/<ACCESS_KEY>/messages", "POST", f"/rooms/{key}/messages", 201,
                body=lambda i: {"type": "chat", "content": "hi"}),
    ]


def check(req: Request, status: int, text: str) -> None:
    if status != req.status:
        raise BenchError(f"{req.method} {req.path}: status {status} (expected {req.status}): {text[:300]}")


def run_httpx(base: str, req: Request, i: int, client: httpx.Client | None, ports: list[int]) -> float:
    own = client is None
    if own:
        client = httpx.Client(base_url=base, timeout=10)  # made (and closed) outside the timed span
    form = req.form(i)
    content = urlencode(form).encode() if form is not None else None
    headers = req.headers(form is not None)
    with no_gc():
        t0 = time.perf_counter()
        r = client.request(req.method, req.path, content=content, headers=headers)
        body = r.read()
        t1 = time.perf_counter()
    ports.append(r.extensions["network_stream"].get_extra_info("socket").getsockname()[1])
    if own:
        client.close()
    check(req, r.status_code, body.decode(errors="replace"))
    return (t1 - t0) * 1000


def run_http_client(port: int, req: Request, i: int, conn: http.client.HTTPConnection | None,
                    ports: list[int]) -> float:
    own = conn is None
    form = req.form(i)
    body = urlencode(form).encode() if form is not None else None
    headers = req.headers(form is not None)
    with no_gc():
        t0 = time.perf_counter()
        if own:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)  # connects in request()
        conn.request(req.method, req.path, body=body, headers=headers)
        r = conn.getresponse()
        data = r.read()
        t1 = time.perf_counter()
    ports.append(conn.sock.getsockname()[1])
    if own:
        conn.close()
    check(req, r.status, data.decode(errors="replace"))
    return (t1 - t0) * 1000


def bench_rest(engine: Engine, requests: int, warmup: int, progress) -> list[dict]:
    results = []
    for client_name in ("httpx", "http.client"):
        for mode in ("kept-alive", "new"):
            room_id, key = new_room(engine, f"rest-{client_name}-{mode}")
            shared_httpx = httpx.Client(base_url=engine.base, timeout=10) \
                if client_name == "httpx" and mode == "kept-alive" else None
            shared_conn = http.client.HTTPConnection("127.0.0.1", engine.port, timeout=10) \
                if client_name == "http.client" and mode == "kept-alive" else None
            try:
                for req in cases(room_id, key):
                    samples, ports = [], []
                    for i in range(warmup + requests):
                        timed = i >= warmup
                        if client_name == "httpx":
                            ms = run_httpx(engine.base, req, i, shared_httpx, ports if timed else [])
                        else:
                            ms = run_http_client(engine.port, req, i, shared_conn, ports if timed else [])
                        if timed:
                            samples.append(ms)
                    # TCP connections the timed requests used: n when new (each one makes its own); when kept
                    # alive, 1 plus each change of the client port (a silent reconnect of httpx's pool)
                    conns = len(ports) if mode == "new" else 1 + sum(a != b for a, b in zip(ports, ports[1:]))
                    row = {"case": req.label, "client": client_name, "connection": mode,
                           "tcp_connections": conns, **summary(samples)}
                    results.append(row)
                    progress(row)
            finally:
                if shared_httpx is not None:
                    shared_httpx.close()
                if shared_conn is not None:
                    shared_conn.close()
    return results


# -- chat post to /rt arrival ----------------------------------------------------------------------------

class RoomSocket:
    """A participant's /rt socket with RoomChannel subscribed; chat contents go to a queue with their arrival
    time (perf_counter); ping, welcome, confirm, room_setup, room_ready and anything else is ignored."""

    def __init__(self, ws: "ClientConnection") -> None:
        self.ws = ws
        self.chats: queue.Queue[tuple[str, float]] = queue.Queue()
        self.subscribed = threading.Event()
        self.error: BaseException | None = None
        self.ws.send(json.dumps({"command": "subscribe", "identifier": ROOM_CHANNEL_ID}))
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        if not self.subscribed.wait(10):
            raise BenchError(f"/rt: no confirm_subscription for RoomChannel ({self.error or 'timeout'})")

    def _read(self) -> None:
        try:
            for text in self.ws:
                t = time.perf_counter()
                frame = json.loads(text)
                if frame.get("type") == "confirm_subscription":
                    self.subscribed.set()
                elif frame.get("type") == "disconnect":
                    self.error = BenchError(f"/rt disconnected: {frame}")
                    return
                message = frame.get("message")
                if isinstance(message, dict) and message.get("type") == "chat":
                    self.chats.put((message.get("content"), t))
        except Exception as err:  # noqa: BLE001 - reported by the waiting side
            self.error = err

    def close(self) -> None:
        self.ws.close()
        self.thread.join(5)


def rt_url(base: str, access_key: str) -> str:
    return base.replace("http://", "ws://", 1) + f"/rt?access_key={access_key}"


def bench_rt(engine: Engine, messages: int, warmup: int) -> dict:
    room_id, host_key = new_room(engine, "rt")
    with httpx.Client(base_url=engine.base, timeout=10) as http:
        r = http.post("/rooms", content=urlencode({"user[name]": "Listener", "id": room_id}).encode(),
                      headers={**FORM, "Authorization": API_KEY})
        if r.status_code != 201:
            raise BenchError(f"second participant could not join: {r.status_code} {r.text[:300]}")
        listener_key = r.json()["access_key"]
        with ws_connect(rt_url(engine.base, listener_key), subprotocols=["actioncable-v1-json"],
                        open_timeout=10) as ws:
            return _post_and_wait(http, host_key, RoomSocket(ws), messages, warmup)


def _post_and_wait(http: httpx.Client, host_key: str, sock: RoomSocket, messages: int, warmup: int) -> dict:
    arrival, response, early = [], [], 0
    try:
        for i in range(warmup + messages):
            content = f"bench-{i}-{time.monotonic_ns()}"
            body = urlencode({"type": "chat", "content": content}).encode()
            with no_gc():  # process-wide: the reader thread's allocations start no collection either
                t0 = time.perf_counter()
                r = http.post(f"/rooms/{host_key}/messages", content=body, headers=FORM)
                r.read()
                t_resp = time.perf_counter()
                got, t_arr = None, 0.0
                while got != content:
                    try:
                        got, t_arr = sock.chats.get(timeout=ARRIVAL_TIMEOUT)
                    except queue.Empty:
                        break
            if got != content:
                raise BenchError(f"chat {i} did not arrive on /rt within {ARRIVAL_TIMEOUT:g} s"
                                 f" ({sock.error or 'no error'})")
            if r.status_code != 201:
                raise BenchError(f"chat post: status {r.status_code}: {r.text[:300]}")
            if i >= warmup:
                arrival.append((t_arr - t0) * 1000)
                response.append((t_resp - t0) * 1000)
                early += t_arr < t_resp
    finally:
        sock.close()
    return {"arrival": summary(arrival), "post_response": summary(response),
            "arrived_before_response": early}


# -- output ----------------------------------------------------------------------------------------------

def fmt_row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def table(report: dict) -> str:
    head = ["case", "client", "connection", "n", "conns", "p50 ms", "p99 ms", "mean ms", "min ms", "max ms"]
    lines = [fmt_row(head), fmt_row(["---"] * len(head))]
    for row in report["rest"]:
        lines.append(fmt_row([row["case"], row["client"], row["connection"], str(row["n"]),
                              str(row["tcp_connections"])]
                             + [f"{row[k]:.2f}" for k in ("p50_ms", "p99_ms", "mean_ms", "min_ms", "max_ms")]))
    rt = report.get("rt")
    if rt:
        for label, key in (("chat post -> arrival on 2nd participant's /rt", "arrival"),
                           ("chat post -> its response (same posts)", "post_response")):
            s = rt[key]
            lines.append(fmt_row([label, "httpx + websockets", "kept-alive", str(s["n"]), "1 + 1"]
                                 + [f"{s[k]:.2f}" for k in ("p50_ms", "p99_ms", "mean_ms", "min_ms", "max_ms")]))
    out = "\n".join(lines)
    if rt:
        out += (f"\n\n/rt: {rt['arrived_before_response']} of {rt['arrival']['n']} chat frames arrived before"
                " their post's response")
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--requests", type=int, default=200, help="timed requests per REST case (default 200)")
    p.add_argument("--messages", type=int, default=100, help="timed chat posts for the /rt case (default 100)")
    p.add_argument("--warmup", type=int, default=10, help="untimed requests before each case (default 10)")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--app-dir", type=Path, help="a source tree's app/ directory, first on the engine's PYTHONPATH")
    src.add_argument("--engine-cmd", help="command that starts MeetDesk (default: python -m meetdesk.cli);"
                                          " 'engine --port ... --data-dir ... --api-key ...' is appended")
    p.add_argument("--json", action="store_true", help="print the results as JSON (no table)")
    p.add_argument("--skip-rt", action="store_true", help="REST cases only")
    args = p.parse_args()
    if args.requests < 1 or args.messages < 1 or args.warmup < 0:
        p.error("--requests and --messages must be >= 1, --warmup >= 0")

    if args.app_dir is not None:
        app_dir = args.app_dir.resolve()
        if not (app_dir / "meetdesk" / "engine" / "server.py").is_file():
            print(f"rest_bench: {app_dir} has no meetdesk/engine/server.py (pass a tree's app/ directory)",
                  file=sys.stderr)
            return 2
        os.environ["PYTHONPATH"] = os.pathsep.join([str(app_dir)] + [x for x in [os.environ.get("PYTHONPATH")] if x])
    if args.engine_cmd:
        engine_process.MEETDESK = shlex.split(args.engine_cmd)  # the helper builds its command from this

    log = (lambda *a: print(*a, file=sys.stderr, flush=True)) if args.json else (lambda *a: print(*a, flush=True))
    report: dict = {"requests": args.requests, "messages": args.messages, "warmup": args.warmup,
                    "engine_cmd": engine_process.MEETDESK, "app_dir": str(args.app_dir) if args.app_dir else None}
    try:
        report["engine_source"] = engine_source(dict(os.environ))
        log(f"engine: {' '.join(engine_process.MEETDESK)} engine ...   (meetdesk from {report['engine_source']})")
        engine = start_engine()
    except BenchError as err:
        print(f"rest_bench: {err}", file=sys.stderr)
        return 1
    try:
        progress = lambda row: log(f"  {row['case']:<36} {row['client']:<11} {row['connection']:<10}"  # noqa: E731
                                   f" p50 {row['p50_ms']:7.2f} ms  p99 {row['p99_ms']:7.2f} ms")
        report["rest"] = bench_rest(engine, args.requests, args.warmup, progress)
        if not args.skip_rt:
            report["rt"] = bench_rt(engine, args.messages, args.warmup)
    except (BenchError, httpx.HTTPError, OSError) as err:
        print(f"rest_bench: {err}", file=sys.stderr)
        return 1
    finally:
        engine.stop()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print()
        print(table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
